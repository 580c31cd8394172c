// Vite's `?inline` import of a stylesheet: the compiled CSS as a string (not emitted as a file).
declare module "*.scss?inline" {
  const css: string;
  export default css;
}

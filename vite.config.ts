import { basename, relative, resolve } from "node:path";
import { defineConfig } from "vite";

const SRC = resolve(import.meta.dirname, "src");

/**
 * A chunk's file name: named after its module's path under src/ ("play-healing-client-<hash>.js"),
 * so dist/ and the bench say what each file holds. That module is the chunk's facade (the module a
 * dynamic `import()` loads) or, for a chunk without one (code shared by several chunks, or a
 * module loaded on first use that other lazy code also imports statically: play/attack/client.ts),
 * the module the bundler named the chunk after; other chunks keep the bundler's name.
 */
function chunkFileName(chunk: { name: string; facadeModuleId: string | null; moduleIds: string[] }): string {
  const module = chunk.facadeModuleId ?? chunk.moduleIds.findLast((id) => basename(id, ".ts") === chunk.name) ?? null;
  const path = module ? relative(SRC, module) : "";
  const named = path && !path.startsWith("..") ? path.replace(/\.ts$/, "").split(/[\\/]/).join("-") : chunk.name;
  return `${named}-[hash].js`;
}

/**
 * Builds the system's ES modules and its stylesheet into dist/. The build script (scripts/build.ts)
 * adds system.json, templates, lang and packs around it.
 *
 * Loading (docs/performance.md): the entry, harnfudge.mjs, imports one chunk holding everything a
 * world runs from its start (every module it reaches by static imports: the `$initial` group);
 * code reached only through a dynamic `import()` (sheets, dialogs, healing, the session tool, the
 * dashboard, request handlers) is split into chunks loaded on first use. Chunks import the start
 * chunk, never the entry, so the entry is evaluated once whatever URL Foundry loaded it from.
 * The stylesheet is styles/start.scss (harnfudge.css); styles/on-demand.scss travels inline with
 * the screens that use it (src/lazy/styles.ts).
 */
export default defineConfig({
  publicDir: false,
  resolve: {
    // The Quench batches, loaded only when the Quench module announces itself (src/quench/ready.ts):
    // a chunk of their own, outside the start payload. The name keeps their Mocha and Chai types
    // out of the system's typecheck (tsconfig.json maps it to their face, tsconfig.quench.json to them).
    alias: { "#quench/batches": resolve(SRC, "quench/batches/index.ts") },
  },
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    target: "es2022",
    minify: true,
    lib: {
      entry: "src/harnfudge.ts",
      formats: ["es"],
      fileName: () => "harnfudge.mjs",
      cssFileName: "harnfudge",
    },
    rolldownOptions: {
      // The rules core is pure (no top-level side effects): a module of it whose exports a chunk
      // does not use is no dependency of that chunk, so rules only lazy code uses stay out of start.
      // A feature's face (src/play/<feature>/index.ts) only re-exports: a module it re-exports joins
      // a chunk only when that chunk uses it, so a face the start code imports for one function does
      // not bring the feature's first-use code into the start payload (docs/development.md).
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]src[\\/]rules[\\/]/, sideEffects: false },
          { test: /[\\/]src[\\/]play[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
      output: {
        // Foundry stores a Roll's class name in chat messages (Roll#toJSON().class) and looks it
        // up in CONFIG.Dice.rolls on reload, a sheet's id is "harnfudge.<class name>", and render
        // hooks are named after classes: class names must survive bundling (a class the bundler
        // renames for a clash gets its name back) and minification (below). scripts/check-dist.ts
        // checks the names Foundry stores.
        keepNames: true,
        // Vite leaves whitespace in lib-mode ES output to keep it tree-shakeable for importers;
        // nobody imports this module, every client downloads it: minify it fully. Only classes
        // keep their names: nothing reads a function's name, and keeping every function's full
        // name cost the start payload 2.7 KB gzip (issue #20).
        minify: {
          compress: { keepNames: { function: false, class: true } },
          mangle: { keepNames: { function: false, class: true } },
          codegen: { removeWhitespace: true },
        },
        // Everything the entry reaches statically in one chunk (one file compresses better than
        // the dozens of small shared chunks automatic splitting makes of it).
        codeSplitting: { groups: [{ name: "start", tags: ["$initial"] }] },
        chunkFileNames: chunkFileName,
      },
    },
  },
});

import js from "@eslint/js";
import tseslint from "typescript-eslint";

const foundryGlobals = ["game", "CONFIG", "foundry", "Roll", "ui", "Hooks", "canvas", "ChatMessage", "Actor", "Item", "CONST"];

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "release/",
      ".stryker-tmp/",
      "reports/",
      "node_modules/",
      "screenshots/",
      "bench-results/",
      "packs/**/*.db",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-expect-error": "allow-with-description", "ts-ignore": true }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-undef": "off",
    },
  },
  {
    // The rules core never touches Foundry: it is pure, deterministic TypeScript.
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...foundryGlobals.map((name) => ({ name, message: "src/rules is Foundry-free: pass data in instead." })),
      ],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs,ts}", "tests/**/*.ts", "*.config.{js,ts}"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", Buffer: "readonly" },
    },
  },
);

import { defineConfig } from "vite";

/**
 * Builds the system's one ES module and one CSS file into dist/. The build script
 * (scripts/build.ts) adds system.json, templates, lang and packs around it.
 */
export default defineConfig({
  publicDir: false,
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
      output: {
        // Foundry stores a Roll's class name in chat messages (Roll#toJSON().class) and looks it
        // up in CONFIG.Dice.rolls on reload: class names must survive minification.
        keepNames: true,
        // Vite leaves whitespace in lib-mode ES output to keep it tree-shakeable for importers;
        // nobody imports this module, every client downloads it: minify it fully.
        minify: true,
      },
    },
  },
});

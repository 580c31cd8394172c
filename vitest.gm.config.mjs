import { defineConfig } from "vitest/config";

// The play and security tests that the GM core's mutation run (`npm run mutation:gm`) scores
// src/play/gm, src/play/services and apply/undo by: no headless-browser tests (slow, and they need Chromium) and not
// the 10,000-interleaving property test (minutes per mutant).
export default defineConfig({
  test: {
    include: ["tests/play/**/*.test.ts", "tests/security/**/*.test.ts", "tests/foundry/**/*.test.ts"],
    exclude: ["**/browser/**", "tests/security/interleavings.test.ts", "node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
  },
});

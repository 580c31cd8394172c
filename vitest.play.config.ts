import { defineConfig } from "vitest/config";

// The play and security tests (not the browser tests, not the interleaving sweep): the mutation run
// of the features' decision code (`npm run mutation:play`) scores src/play/**/decide*.ts by these.
export default defineConfig({
  test: {
    include: ["tests/play/**/*.test.ts", "tests/security/**/*.test.ts"],
    exclude: ["tests/play/browser/**", "tests/security/interleavings.test.ts", "tests/security/foundry/**"],
    environment: "node",
    testTimeout: 30_000,
  },
});

import { defineConfig } from "vitest/config";

// Only the rules core's own tests: the mutation run (`npm run mutation`) scores src/rules by these alone.
export default defineConfig({
  test: {
    include: ["src/rules/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
  },
});

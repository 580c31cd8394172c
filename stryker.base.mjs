// Shared StrykerJS settings for the mutation runs (`npm run mutation`, and later `mutation:gm`, `mutation:play`).
// Each run names the code it mutates and the vitest config holding only the tests for that code, so a run stays fast.
// Mutation runs are kept out of `npm test`: they take minutes, not seconds.

/**
 * @param {{ name: string, mutate: string[], vitestConfig: string }} run
 * @returns {import("@stryker-mutator/api/core").PartialStrykerOptions}
 */
export function mutationConfig({ name, mutate, vitestConfig }) {
  return {
    $schema: "./node_modules/@stryker-mutator/core/schema/stryker-schema.json",
    testRunner: "vitest",
    vitest: { configFile: vitestConfig, related: false },
    coverageAnalysis: "perTest",
    mutate,
    // Two cores shared with other engineers: one or two test processes at most.
    concurrency: 2,
    timeoutMS: 10_000,
    // Re-runs only test the mutants whose code or tests changed since the last run.
    incremental: true,
    incrementalFile: `reports/mutation/${name}/stryker-incremental.json`,
    reporters: ["clear-text", "progress", "html", "json"],
    htmlReporter: { fileName: `reports/mutation/${name}/mutation.html` },
    jsonReporter: { fileName: `reports/mutation/${name}/mutation.json` },
    clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
    ignorePatterns: ["dist", "release", "screenshots", "bench-results", "reports"],
    thresholds: { high: 90, low: 80, break: null },
    cleanTempDir: true,
  };
}

/**
 * The Quench batches' registration, under stand-ins (nothing here can run Foundry or Quench; the
 * batches themselves run in a live world: docs/development.md, "Checks in a live world"): the
 * entry registers them only when Quench fires `quenchReady`, loading nothing before; each batch
 * registers its suite and tests, with a clean-up, when Quench runs it.
 * Typechecked with the published Quench types by tsconfig.quench.json.
 */
import type { Quench, QuenchBatchContext } from "@ethaks/fvtt-quench";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => vi.unstubAllGlobals());

/** A Mocha context that records the suites, tests and hooks a batch registers (it runs none of them). */
function recordingContext() {
  const out = { suites: [] as string[], tests: [] as string[], hooks: [] as string[] };
  const context = {
    describe: (name: string, body: () => void) => {
      out.suites.push(name);
      body.call({});
    },
    it: (name: string) => {
      out.tests.push(name);
      return { timeout: () => undefined };
    },
    before: () => out.hooks.push("before"),
    after: () => out.hooks.push("after"),
    beforeEach: () => out.hooks.push("beforeEach"),
    afterEach: () => out.hooks.push("afterEach"),
  };
  // Only what a batch's registration calls; the rest of Mocha and Chai is never touched here.
  return { out, context: context as unknown as QuenchBatchContext };
}

describe("the Quench batches", () => {
  it("are registered only when Quench fires quenchReady", async () => {
    const hooks: string[] = [];
    vi.stubGlobal("Hooks", { once: (name: string) => hooks.push(name) });
    const { registerQuench } = await import("../../src/quench/ready");
    registerQuench();
    expect(hooks).toEqual(["quenchReady"]);
  });

  it("register three batches, each a suite of tests with a clean-up after them", async () => {
    vi.stubGlobal("Roll", function Roll() {});
    const { BATCHES, registerBatches } = await import("../../src/quench/batches/index");
    const registered: string[] = [];
    registerBatches({ registerBatch: (key: string) => registered.push(key) } as unknown as Quench);
    expect(registered).toEqual(["harnfudge.attack", "harnfudge.healing", "harnfudge.combat"]);
    for (const batch of BATCHES) {
      const { out, context } = recordingContext();
      batch.register.call({} as Mocha.Suite, context);
      expect(out.suites.length, batch.key).toBe(1);
      expect(out.tests.length, batch.key).toBeGreaterThanOrEqual(3);
      expect(out.hooks, batch.key).toEqual(["before", "after"]);
    }
  });
});

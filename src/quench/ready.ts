/**
 * In-world test batches for the Quench module (issue 29, item 6): registered only when Quench is
 * active (it alone fires `quenchReady`), and loaded then, as a chunk of their own: a world without
 * Quench never downloads them. `#quench/batches` is src/quench/batches/index.ts (vite.config.ts);
 * its types are checked by tsconfig.quench.json (src/quench/batches-api.d.ts says why). How to run
 * them: docs/development.md, "Checks in a live world".
 */
import type { Quench } from "@ethaks/fvtt-quench";

declare module "fvtt-types/configuration" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types keeps its hook registry in this namespace.
  namespace Hooks {
    interface HookConfig {
      /** Fired by the Quench module once it can take test batches. */
      quenchReady: (quench: Quench) => void;
    }
  }
}

/** Register the batches with Quench when it announces itself. Call once from the entry file. */
export function registerQuench(): void {
  Hooks.once("quenchReady", (quench) => {
    void import("#quench/batches").then((batches) => batches.registerBatches(quench));
  });
}

/**
 * The face of the Quench batches (src/quench/batches/) as the system's own typecheck sees it
 * (tsconfig.json maps `#quench/batches` here): the batches need Mocha's and Chai's types, which
 * the system's code must not see as globals, so they are typechecked on their own against the
 * published Quench types by tsconfig.quench.json, which maps `#quench/batches` to the real module.
 * Vite resolves the same name to src/quench/batches/index.ts (vite.config.ts).
 */
import type { Quench } from "@ethaks/fvtt-quench";

/** Registers the system's test batches with Quench. */
export declare function registerBatches(quench: Quench): void;

/** The core generation the client runs, the one thing every compatibility branch reads. */

/** The core generation the client runs (13, 14, …). */
export function coreGeneration(): number {
  return game.release.generation;
}

/** Foundry v14 or later. */
export function isV14(): boolean {
  return coreGeneration() >= 14;
}

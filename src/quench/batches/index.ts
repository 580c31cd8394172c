/**
 * The system's Quench batches (issue 29, item 6), registered when Quench announces itself
 * (../ready.ts). Each creates its own scratch world and removes it again (scratch.ts); they run
 * only on the designated GM's client. What each checks, and what a failure means:
 * docs/development.md, "Checks in a live world".
 */
import type { Quench, QuenchBatchKey, QuenchRegisterBatchFunction } from "@ethaks/fvtt-quench";
import { attackBatch } from "./attack";
import { combatBatch } from "./combat";
import { healingBatch } from "./healing";

/** The batches by key, with the name Quench shows. */
export const BATCHES: readonly { key: QuenchBatchKey; name: string; register: QuenchRegisterBatchFunction }[] = [
  { key: "harnfudge.attack", name: "HârnFudge: an attack round (attack, defence, damage, Apply, Undo)", register: attackBatch },
  { key: "harnfudge.healing", name: "HârnFudge: a treatment and rest over advanced world time", register: healingBatch },
  { key: "harnfudge.combat", name: "HârnFudge: the end of a combat and the status effects (v13 and v14)", register: combatBatch },
];

export function registerBatches(quench: Quench): void {
  for (const batch of BATCHES) quench.registerBatch(batch.key, batch.register, { displayName: batch.name });
}

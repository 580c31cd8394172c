/**
 * The facts of an actor the GM path reads for damage (rules 3.4.3), as plain data: actors.ts reads
 * them from Foundry's documents, tests write them by hand. Pure.
 */
import type { OffenceInput } from "../../rules";

/** The defender's facts the damage needs (rules 3.4.3.2) and its talents. */
export interface DefenderFacts {
  damageCapacity: number;
  massScale: number;
  armorValue: number;
  mysticalShield: boolean;
}

/** The attacker's and weapon's facts the damage needs (rules 3.4.3.1). */
export type AttackerFacts = OffenceInput;

/**
 * Tending one wound (rules 3.4.7): what a healing roll or magical healing sets on a wound. Nothing
 * heals here: healing takes time ("the success of the roll merely ensures the wounds will heal,
 * given enough rest"); the days are counted by healing-time.ts.
 *
 * Interpretations:
 * - A roll's result sets how many of the wound's levels heal at the treated rate: Good 1, Great 2,
 *   Superb and beyond 3 (an infection is a level and heals first); the other levels heal at the
 *   untreated rate.
 * - A roll below Good is a failed treatment: the wound heals at the untreated rate and counts as
 *   tended, so it is not treated again (no re-rolling until a success) until the treatment is lost
 *   (strenuous activity) or the wound has healed.
 * - A tended wound (treated, failed or magical) is not treated again by a roll.
 * - Magical healing is the GM's decision, not a roll: it covers every level of the wound, whatever
 *   treatment it had, at the GM's days per level (quarter days, 0…2).
 * - A successful treatment or magic starts the wound's day count afresh (the days rested before it
 *   counted towards the untreated rate); a failed roll leaves the count as it was.
 * - Scratches have no level to heal and are not tended (they clear after battle or with rest).
 */
import type { WoundBox } from "./types";
import { requireInteger } from "./errors";
import { isTended, levelsToHeal, requireMagicalDaysPerLevel } from "./wound-box";

/** What is done for a wound: a healing roll's rolled degree, or magical healing at a GM-set rate. */
export type HealingInput = { kind: "roll"; resultDegree: number } | { kind: "magical"; daysPerLevel: number };

/** Levels a healing result treats (rules 3.4.7): Good 1, Great 2, Superb (and beyond) 3, else 0. */
export function healingLevels(resultDegree: number): number {
  const r = requireInteger(resultDegree, "resultDegree");
  return Math.max(0, Math.min(3, r));
}

/** Whether a healing roll may be made for this wound: it has levels to heal and is not tended yet. */
export function mayBeTreated(box: WoundBox): boolean {
  return levelsToHeal(box) > 0 && !isTended(box);
}

/**
 * The wound after a healing roll or magical healing (rules 3.4.7), before any rest: a roll treats an
 * untended wound (Good or better: `treated` with that many treated levels, the day count restarted;
 * below Good: `failed`); magic makes any wound `magical` at its rate with the day count restarted.
 * An empty box, a Scratch and (for a roll) a tended wound are returned unchanged.
 */
export function tendWound(box: WoundBox, healing: HealingInput): WoundBox {
  if (healing.kind === "magical") {
    const rate = requireMagicalDaysPerLevel(healing.daysPerLevel, "daysPerLevel");
    if (levelsToHeal(box) === 0) return { ...box };
    return { ...box, treatment: "magical", treatedLevels: 0, magicalDaysPerLevel: rate, daysRested: 0 };
  }
  const levels = healingLevels(healing.resultDegree);
  if (!mayBeTreated(box)) return { ...box };
  if (levels === 0) return { ...box, treatment: "failed", treatedLevels: 0 };
  return { ...box, treatment: "treated", treatedLevels: Math.min(levels, levelsToHeal(box)), daysRested: 0 };
}

/**
 * Armor in use (rules 3.4.3.2, 3.5.3).
 *
 * Interpretation: the rules give one Armor Value per armor type and say nothing of layering
 * (chain mail "usually worn over quilt" still has its own value, +3). So the armor value in use is
 * the highest value among the pieces worn; layers do not add up. No armor worn: 0.
 */
import { ARMOR_VALUE_MAX, ARMOR_VALUE_MIN } from "./constants";
import { requireIntegerInRange } from "./errors";

export function armorInUse(wornValues: readonly number[]): number {
  let best = 0;
  for (const value of wornValues) {
    best = Math.max(best, requireIntegerInRange(value, "armorValue", ARMOR_VALUE_MIN, ARMOR_VALUE_MAX));
  }
  return best;
}

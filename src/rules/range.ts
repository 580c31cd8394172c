/**
 * Missile range (rules 3.5.2): the ranges of the table are each weapon's maximum effective range;
 * beyond it "there is little or no possibility for accuracy".
 *
 * Interpretation: a shot at exactly the maximum range is within it; beyond it the shot is not
 * refused but warned about, and the GM decides (weather may shorten ranges too, rules 3.5.2).
 */
import { RANGE_MAX_FEET } from "./constants";
import { requireNumberInRange } from "./errors";

export const RANGE_LOC_KEYS = {
  beyond: "HARNFUDGE.Range.Beyond",
} as const;

export interface RangeCheck {
  distanceFeet: number;
  maxRangeFeet: number;
  /** The target is at or within the weapon's maximum effective range. */
  within: boolean;
  /** `HARNFUDGE.Range.Beyond` past the maximum range, else null. */
  warning: string | null;
}

/** Whether a target `distanceFeet` away is within a missile weapon's maximum effective range (rules 3.5.2). */
export function rangeCheck(distanceFeet: number, maxRangeFeet: number): RangeCheck {
  const distance = requireNumberInRange(distanceFeet, "distanceFeet", 0, Number.MAX_SAFE_INTEGER);
  const max = requireNumberInRange(maxRangeFeet, "maxRangeFeet", 0, RANGE_MAX_FEET);
  const within = distance <= max;
  return { distanceFeet: distance, maxRangeFeet: max, within, warning: within ? null : RANGE_LOC_KEYS.beyond };
}

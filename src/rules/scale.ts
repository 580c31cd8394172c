/**
 * Scale (rules 1.2): in a contest of strength the stronger-scaled side gets the difference of
 * the Strength Scales as an advantage (bear Scale 3 vs human 0: bear +3).
 */
import { SCALE_MAX, SCALE_MIN } from "./constants";
import { requireIntegerInRange } from "./errors";

/** Advantage of A over B in a contest of strength (rules 1.2): A's Strength Scale − B's (negative = B's advantage). */
export function strengthContestAdvantage(scaleA: number, scaleB: number): number {
  const a = requireIntegerInRange(scaleA, "scaleA", SCALE_MIN, SCALE_MAX);
  const b = requireIntegerInRange(scaleB, "scaleB", SCALE_MIN, SCALE_MAX);
  return a - b;
}

/**
 * Modifiers for both sides of an opposed contest of strength: the advantage goes to the stronger
 * scale as a bonus, the other side gets 0 (an equivalent way to apply rules 1.2 "at a +3 advantage").
 */
export function strengthContestModifiers(scaleA: number, scaleB: number): { a: number; b: number } {
  const adv = strengthContestAdvantage(scaleA, scaleB);
  return { a: Math.max(0, adv), b: Math.max(0, -adv) };
}

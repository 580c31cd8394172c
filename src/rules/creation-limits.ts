/**
 * Starting limits with the "two lower for one higher" conversion (rules 1.3.1, 1.3.2).
 *
 * Interpretation: the conversion works both ways (one Superb ⇄ two Great, one Great ⇄ two Good),
 * so high levels are a currency: Good = 1 unit, Great = 2, Superb = 4. A set of levels is allowed
 * exactly when its units do not exceed the units of the printed limits: attributes one Superb, one
 * Great, one Good = 7; skills one Superb, three Great, six Good = 16. (Any set within the budget can
 * be reached by splitting and pairing slots; a set over it cannot, since conversions keep the units.)
 */
import { ladderValue } from "./ladder";

export const LIMIT_UNITS = { good: 1, great: 2, superb: 4 } as const;

export interface LevelLimits {
  superb: number;
  great: number;
  good: number;
}

/** Rules 1.3.1: no more than one Superb, one Great and one Good attribute. */
export const ATTRIBUTE_LIMITS: Readonly<LevelLimits> = { superb: 1, great: 1, good: 1 };
/** Rules 1.3.2: no more than one Superb, three Great and six Good skills. */
export const SKILL_LIMITS: Readonly<LevelLimits> = { superb: 1, great: 3, good: 6 };

/** Units of a set of counts. */
export function limitUnits(counts: LevelLimits): number {
  return counts.superb * LIMIT_UNITS.superb + counts.great * LIMIT_UNITS.great + counts.good * LIMIT_UNITS.good;
}

/** Count of Good, Great and Superb levels among `levels` (other levels are ignored). */
export function countHighLevels(levels: readonly number[]): LevelLimits {
  const good = ladderValue("good");
  const great = ladderValue("great");
  const superb = ladderValue("superb");
  return {
    superb: levels.filter((l) => l === superb).length,
    great: levels.filter((l) => l === great).length,
    good: levels.filter((l) => l === good).length,
  };
}

export interface LimitCheck {
  ok: boolean;
  counts: LevelLimits;
  units: number;
  maxUnits: number;
}

/** Whether `levels` fit `limits` with the two-for-one conversion both ways (rules 1.3.1, 1.3.2). */
export function checkLevelLimits(levels: readonly number[], limits: LevelLimits): LimitCheck {
  const counts = countHighLevels(levels);
  const units = limitUnits(counts);
  const maxUnits = limitUnits(limits);
  return { ok: units <= maxUnits, counts, units, maxUnits };
}

/**
 * Ordering of wound levels (rules 3.4.1): none < scratch < hurt < veryHurt < incapacitated < nearDeath < dead.
 */
import { BOX_LEVELS, WOUND_LEVELS, type BoxLevel, type WoundLevel } from "./constants";
import { ERROR_CODES, RulesError } from "./errors";

/** Localization key of a wound level, e.g. `HARNFUDGE.Wound.veryHurt`. */
export function woundLevelLocKey(level: WoundLevel): string {
  return `HARNFUDGE.Wound.${level}`;
}
export const WOUND_LEVEL_LOC_KEYS: readonly string[] = WOUND_LEVELS.map(woundLevelLocKey);

/** Throws a typed error unless `level` is a known wound level. */
export function requireWoundLevel(level: unknown, name = "woundLevel"): WoundLevel {
  if (typeof level !== "string" || !(WOUND_LEVELS as readonly string[]).includes(level)) {
    throw new RulesError(ERROR_CODES.unknownWoundLevel, { name, value: String(level) }, `unknown wound level ${String(level)}`);
  }
  return level as WoundLevel;
}

/** Throws a typed error unless `level` is a level a wound box can hold (scratch … nearDeath). */
export function requireBoxLevel(level: unknown, name = "woundLevel"): BoxLevel {
  const l = requireWoundLevel(level, name);
  if (!(BOX_LEVELS as readonly string[]).includes(l)) {
    throw new RulesError(ERROR_CODES.unknownWoundLevel, { name, value: l }, `${l} is not a wound box level`);
  }
  return l as BoxLevel;
}

/** Severity rank: none 0 … dead 6. */
export function woundSeverity(level: WoundLevel): number {
  return WOUND_LEVELS.indexOf(requireWoundLevel(level));
}

/** Wound level of a severity rank (0…6). */
export function woundLevelAt(rank: number): WoundLevel {
  const l = WOUND_LEVELS[rank];
  if (l === undefined || !Number.isInteger(rank)) {
    throw new RulesError(ERROR_CODES.outOfRange, { name: "woundRank", value: rank, min: 0, max: WOUND_LEVELS.length - 1 });
  }
  return l;
}

/** The more severe of two wound levels. */
export function worseWoundLevel(a: WoundLevel, b: WoundLevel): WoundLevel {
  return woundSeverity(a) >= woundSeverity(b) ? a : b;
}

/** The less severe of two wound levels (pulling punches, rules 3.4.6). */
export function milderWoundLevel(a: WoundLevel, b: WoundLevel): WoundLevel {
  return woundSeverity(a) <= woundSeverity(b) ? a : b;
}

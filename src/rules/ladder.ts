/**
 * The trait ladder (rules 1.1, 2): Terrible −3 … Superb +3, and names for results beyond it
 * ("Superb +2", "Terrible −1"), always as localization keys, never English.
 */
import { LADDER_KEYS, LADDER_MAX, LADDER_MIN, type LadderKey } from "./constants";
import { ERROR_CODES, RulesError, requireInteger, requireLadderLevel } from "./errors";

/** Localization key of a ladder word, e.g. `HARNFUDGE.Ladder.superb`. */
export function ladderLocKey(key: LadderKey): string {
  return `HARNFUDGE.Ladder.${key}`;
}

/** Every ladder localization key, worst to best. */
export const LADDER_LOC_KEYS: readonly string[] = LADDER_KEYS.map(ladderLocKey);

/** Ladder word of an on-ladder value (rules 1.1). Throws for values off the ladder. */
export function ladderKey(value: number): LadderKey {
  const v = requireLadderLevel(value, "level");
  return LADDER_KEYS[v - LADDER_MIN] as LadderKey;
}

/** Numeric value of a ladder word (rules 1.1). Throws for unknown words. */
export function ladderValue(key: string): number {
  const i = (LADDER_KEYS as readonly string[]).indexOf(key);
  if (i < 0) throw new RulesError(ERROR_CODES.unknownKey, { name: "ladder", value: key }, `unknown ladder key ${key}`);
  return i + LADDER_MIN;
}

/** True for a ladder word. */
export function isLadderKey(key: unknown): key is LadderKey {
  return typeof key === "string" && (LADDER_KEYS as readonly string[]).includes(key);
}

/** A result named on the ladder: `key` is a localization key, `offset` the amount beyond the ladder (0 on it). */
export interface LevelDescription {
  key: string;
  ladder: LadderKey;
  offset: number;
}

/**
 * Name any integer result (rules 2): on the ladder `{key: "HARNFUDGE.Ladder.good", offset: 0}`;
 * beyond it `{key: "HARNFUDGE.Ladder.superb", offset: 2}` for +5 ("Superb +2") and
 * `{key: "HARNFUDGE.Ladder.terrible", offset: -1}` for −4 ("Terrible −1").
 */
export function describeLevel(value: number): LevelDescription {
  const v = requireInteger(value, "level");
  if (v > LADDER_MAX) return { key: ladderLocKey("superb"), ladder: "superb", offset: v - LADDER_MAX };
  if (v < LADDER_MIN) return { key: ladderLocKey("terrible"), ladder: "terrible", offset: v - LADDER_MIN };
  const ladder = ladderKey(v);
  return { key: ladderLocKey(ladder), ladder, offset: 0 };
}

/** Inverse of {@link describeLevel}: the value of a ladder word plus an offset. */
export function levelFromDescription(ladder: string, offset = 0): number {
  const base = ladderValue(ladder);
  const o = requireInteger(offset, "offset");
  if ((o > 0 && base !== LADDER_MAX) || (o < 0 && base !== LADDER_MIN)) {
    throw new RulesError(
      ERROR_CODES.outOfRange,
      { name: "offset", value: o, min: 0, max: 0 },
      "offset only extends Superb upwards or Terrible downwards",
    );
  }
  return base + o;
}

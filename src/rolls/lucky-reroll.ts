/**
 * Lucky's reroll (rules 4: reroll a bad roll and keep the better of the two) as every card records
 * it, in one shape: the attack card's roll records (play/services/dice.ts), a check card's roll
 * (check.ts, kept in the roll's data) and the lines of a GM card (play/services/lucky-lines.ts: the
 * Health roll after strenuous activity, an infection check). It lives here, below play/, because a
 * check card's roll carries it; play/services/dice.ts hands it on to the features.
 *
 * Not to be confused with play/services/lucky-record.ts: the GM's world-setting log of when each
 * character last used Lucky (the once-an-hour limit), which is kept apart from any card.
 *
 * Cards stored before this shape are read through {@link parseLuckyReroll}: a check card's roll and
 * a GM card's line held only `{ original, reroll, kept }` (the line kept its time beside it, in
 * `luckyAt`); they read with no requester and the time the line had. Pure.
 */
import { isRecord } from "../util/guards";

export type LuckyKept = "original" | "reroll";

/**
 * One Lucky reroll. `Faces` is `number[]` where the faces are always on the card (check cards, GM
 * lines); an attack card's hidden roll (gm, blind, self) records null and keeps the faces in its
 * whispered messages.
 */
export interface LuckyReroll<Faces extends number[] | null = number[] | null> {
  /** Which roll counts: the better, the original on a tie. */
  kept: LuckyKept;
  /** The first roll's faces, and the reroll's (4dF, or the damage roll's 1dF). */
  original: Faces;
  reroll: Faces;
  /** The user who asked for the reroll; null on a card stored before it was recorded. */
  by: string | null;
  /** When Lucky was used (server time, ms); null on a check card stored before it was recorded. */
  at: number | null;
}

const FACE = (f: unknown) => f === -1 || f === 0 || f === 1;

/** A roll's Fudge faces as stored: four (4dF) or one (the damage roll's 1dF), each −1, 0 or +1. */
export function parseRollFaces(value: unknown): number[] | null {
  return Array.isArray(value) && (value.length === 4 || value.length === 1) && value.every(FACE) ? value.map(Number) : null;
}

/**
 * Reads a stored reroll with its faces (a check card's or a GM line's), in today's shape or the
 * older one; `legacyAt` is where an older GM line kept the time (its `luckyAt`). Null when it is
 * not a reroll.
 */
export function parseLuckyReroll(value: unknown, legacyAt: unknown = null): LuckyReroll<number[]> | null {
  if (!isRecord(value)) return null;
  const { kept, by } = value;
  const original = parseRollFaces(value["original"]);
  const reroll = parseRollFaces(value["reroll"]);
  const at = "at" in value ? value["at"] : legacyAt;
  if (!original || !reroll || original.length !== reroll.length || (kept !== "original" && kept !== "reroll")) return null;
  return { kept, original, reroll, by: typeof by === "string" && by ? by : null, at: Number.isFinite(at) ? Number(at) : null };
}

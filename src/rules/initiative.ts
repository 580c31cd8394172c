/**
 * Initiative order (rules 3.1.1): highest rolled degree first; ties go to the higher Initiative
 * skill; then a random tiebreak (injected). A single numeric sort key encodes all three so a
 * combat tracker can sort by one number (descending).
 */
import type { Rng } from "./dice";
import { ERROR_CODES, RulesError, requireInteger, requireIntegerInRange, requireLadderLevel } from "./errors";
import { LADDER_MIN } from "./constants";

/** Rolled degrees must lie in ±INITIATIVE_DEGREE_LIMIT to be encoded. */
export const INITIATIVE_DEGREE_LIMIT = 99;
/** Tiebreaks are integers 0…TIEBREAK_MAX (higher goes first). */
export const TIEBREAK_MAX = 999;
const DEGREE_FACTOR = 10_000;
const SKILL_FACTOR = 1_000;

export interface InitiativeEntry {
  id: string;
  /** Rolled degree of the Initiative roll. */
  rolledDegree: number;
  /** Initiative skill level (ladder value), for ties. */
  skillLevel: number;
  /** Random tiebreak 0…999, higher first (see {@link drawTiebreak}). */
  tiebreak: number;
}

/** A random tiebreak 0…999 from an injected rng ("roll a die or something", rules 3.1.1). */
export function drawTiebreak(rng: Rng): number {
  const r = rng();
  if (typeof r !== "number" || !(r >= 0 && r < 1)) {
    throw new RulesError(ERROR_CODES.invalidRandom, { value: String(r) }, "rng must return a number in [0, 1)");
  }
  return Math.floor(r * (TIEBREAK_MAX + 1));
}

/**
 * Sort key (higher acts first): rolledDegree × 10000 + (skill − Terrible) × 1000 + tiebreak.
 * Integer, exact, and ordered exactly like {@link compareInitiative} for negative degrees too.
 */
export function initiativeSortKey(rolledDegree: number, skillLevel: number, tiebreak: number): number {
  const d = requireIntegerInRange(rolledDegree, "rolledDegree", -INITIATIVE_DEGREE_LIMIT, INITIATIVE_DEGREE_LIMIT);
  const s = requireLadderLevel(skillLevel, "skillLevel");
  const t = requireIntegerInRange(tiebreak, "tiebreak", 0, TIEBREAK_MAX);
  return d * DEGREE_FACTOR + (s - LADDER_MIN) * SKILL_FACTOR + t;
}

/** Inverse of {@link initiativeSortKey}. */
export function decodeInitiativeSortKey(key: number): { rolledDegree: number; skillLevel: number; tiebreak: number } {
  const k = requireInteger(key, "initiativeKey");
  const rolledDegree = Math.floor(k / DEGREE_FACTOR);
  const rest = k - rolledDegree * DEGREE_FACTOR;
  const skillLevel = Math.floor(rest / SKILL_FACTOR) + LADDER_MIN;
  const tiebreak = rest % SKILL_FACTOR;
  // Round-trip check rejects keys no valid input could produce.
  initiativeSortKey(rolledDegree, skillLevel, tiebreak);
  return { rolledDegree, skillLevel, tiebreak };
}

/** Comparator: negative when `a` acts before `b` (rules 3.1.1). */
export function compareInitiative(a: InitiativeEntry, b: InitiativeEntry): number {
  return (
    initiativeSortKey(b.rolledDegree, b.skillLevel, b.tiebreak) - initiativeSortKey(a.rolledDegree, a.skillLevel, a.tiebreak)
  );
}

/**
 * Acting order (rules 3.1.1), a new array. Entries equal on all three keys keep their input
 * order (stable sort); draw tiebreaks with {@link drawTiebreak} to make that vanishingly rare.
 */
export function initiativeOrder<T extends InitiativeEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareInitiative);
}

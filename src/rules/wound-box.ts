/**
 * One wound box and the wound it holds (rules 3.4.5, 3.4.7, 3.4.8): the empty box, the levels a
 * wound has to heal, healing a wound by levels, and the checks every box must pass.
 *
 * Interpretations:
 * - Scratches are not a level (rules 3.4.7): a Hurt wound healed one level is healed; a Scratch has
 *   no level to heal (it clears after battle or with any rest) unless it is infected.
 * - An infection is one more level and heals first (rules 3.4.8 example).
 * - Days are quarter days (DAY_STEP), so every count stays exact.
 */
import {
  BOX_LEVELS,
  DAY_STEP,
  DEFAULT_MAGICAL_DAYS_PER_LEVEL,
  MAGICAL_DAYS_PER_LEVEL_MAX,
  MAGICAL_DAYS_PER_LEVEL_MIN,
  MAX_DAYS_RESTED,
  MAX_LEVELS_TO_HEAL,
  TREATMENTS,
  type BoxLevel,
  type MagicalDaysPerLevel,
} from "./constants";
import type { WoundBox } from "./types";
import { ERROR_CODES, RulesError, requireInteger, requireNumberInRange } from "./errors";
import { woundSeverity } from "./wound-levels";

/** An empty box. */
export function emptyWoundBox(): WoundBox {
  return {
    marked: false,
    severity: null,
    open: false,
    infected: false,
    infectionChecked: false,
    treatment: "untreated",
    treatedLevels: 0,
    magicalDaysPerLevel: DEFAULT_MAGICAL_DAYS_PER_LEVEL,
    daysRested: 0,
  };
}

/** Whether `n` is a whole number of quarter days. */
export function isQuarterDays(n: number): boolean {
  return Number.isFinite(n) && Number.isInteger(n / DAY_STEP);
}

/** Throws unless `value` is a whole number of quarter days in [min, max]. */
export function requireQuarterDays(value: unknown, name: string, min: number, max: number): number {
  const n = requireNumberInRange(value, name, min, max);
  if (!isQuarterDays(n)) {
    throw new RulesError(ERROR_CODES.outOfRange, { name, value: n, min, max }, `${name} must be a whole number of quarter days`);
  }
  return n;
}

/** Checks a magical healing rate (rules 3.4.7): quarter days from 0 to 2 per level. */
export function requireMagicalDaysPerLevel(value: unknown, name = "magicalDaysPerLevel"): MagicalDaysPerLevel {
  return requireQuarterDays(value, name, MAGICAL_DAYS_PER_LEVEL_MIN, MAGICAL_DAYS_PER_LEVEL_MAX);
}

/** Levels still to heal on a wound: Hurt 1 … Near Death 4, +1 if infected; a Scratch 0 (+1 if infected). */
export function levelsToHeal(box: Pick<WoundBox, "marked" | "severity" | "infected">): number {
  if (!box.marked || box.severity === null) return 0;
  const base = woundSeverity(box.severity) - woundSeverity("scratch");
  return base + (box.infected ? 1 : 0);
}

/** One level down the healing ladder (scratches are not a level): nearDeath → incapacitated → veryHurt → hurt → healed. */
export function healOneLevel(severity: BoxLevel): BoxLevel | null {
  switch (severity) {
    case "nearDeath":
      return "incapacitated";
    case "incapacitated":
      return "veryHurt";
    case "veryHurt":
      return "hurt";
    case "hurt":
    case "scratch":
      return null;
  }
}

/**
 * Heal one wound `levels` levels, the infection first (rules 3.4.7, 3.4.8); each level healed uses
 * up one treated level. Returns the new box: an empty box when the wound has healed. The day count
 * is left to the caller.
 */
export function healWound(box: WoundBox, levels: number): WoundBox {
  let n = requireInteger(levels, "levels");
  if (n < 0) throw new RulesError(ERROR_CODES.outOfRange, { name: "levels", value: n, min: 0, max: Number.MAX_SAFE_INTEGER });
  if (!box.marked || box.severity === null) return { ...box };
  let severity: BoxLevel | null = box.severity;
  let infected = box.infected;
  let healed = 0;
  for (; n > 0 && severity !== null; n--) {
    if (infected) infected = false;
    else severity = healOneLevel(severity);
    healed++;
  }
  if (severity === null) return emptyWoundBox();
  return { ...box, severity, infected, treatedLevels: Math.max(0, box.treatedLevels - healed) };
}

/** Whether a wound has been tended: a healing roll was made for it or magic applied (rules 3.4.7). */
export function isTended(box: Pick<WoundBox, "treatment">): boolean {
  return box.treatment !== "untreated";
}

/**
 * What is wrong with box `index` of a track, as a short reason, or null (the reasons name the
 * field: `marked`, `severity`, `severityAboveBox`, `flags`, `treatment`, `treatedLevels`,
 * `magicalDaysPerLevel`, `daysRested`, `emptyBoxHoldsData`). `boxLevel` is the box's own level.
 */
export function woundBoxProblem(box: WoundBox, boxLevel: BoxLevel): string | null {
  if (!box || typeof box.marked !== "boolean") return "marked";
  if (box.marked !== (box.severity !== null)) return "severity";
  if (box.severity !== null) {
    if (!(BOX_LEVELS as readonly string[]).includes(box.severity)) return "severity";
    if (woundSeverity(box.severity) > woundSeverity(boxLevel)) return "severityAboveBox";
  }
  if (typeof box.open !== "boolean" || typeof box.infected !== "boolean" || typeof box.infectionChecked !== "boolean")
    return "flags";
  if (!(TREATMENTS as readonly string[]).includes(box.treatment)) return "treatment";
  const t = box.treatedLevels;
  if (!Number.isInteger(t) || t < 0 || t > MAX_LEVELS_TO_HEAL || (t > 0 && box.treatment !== "treated")) return "treatedLevels";
  const m = box.magicalDaysPerLevel;
  if (typeof m !== "number" || !isQuarterDays(m) || m < MAGICAL_DAYS_PER_LEVEL_MIN || m > MAGICAL_DAYS_PER_LEVEL_MAX)
    return "magicalDaysPerLevel";
  const d = box.daysRested;
  if (typeof d !== "number" || !isQuarterDays(d) || d < 0 || d > MAX_DAYS_RESTED) return "daysRested";
  if (!box.marked && (box.open || box.infected || box.infectionChecked || isTended(box) || d > 0)) return "emptyBoxHoldsData";
  return null;
}

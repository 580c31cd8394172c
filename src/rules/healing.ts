/**
 * Healing (rules 3.4.7) and the healing time of infected wounds (rules 3.4.8).
 *
 * Interpretations:
 * - A healing roll of Good/Great/Superb heals every wound 1/2/3 levels at once when applied with
 *   {@link applyHealingResult}; results beyond Superb heal 3 levels; Fair or worse heals nothing.
 *   Scratches are not a level: Hurt healed one level is healed; a Scratch healed any level is gone.
 * - An infected wound's infection is one extra level and heals first (rules 3.4.8 example).
 * - A successful roll (Good or better) marks the remaining wounds treated: each further level heals
 *   in 5 days of rest; untreated wounds 10 days; magical healing 1 or 2 days (the rules say "from one
 *   to two days"), stored on each box as `magicalDaysPerLevel` (2 by default) when the healing is
 *   applied. Rapid Healing halves mundane times (5 → 2.5, 10 → 5), never magical ones. Days may be fractional.
 * - A wound healed by a result restarts its day count at 0.
 */
import type { BoxLevel, MagicalDaysPerLevel, Treatment } from "./constants";
import { DEFAULT_MAGICAL_DAYS_PER_LEVEL, MAGICAL_DAYS_PER_LEVEL, TREATMENTS } from "./constants";
import type { WoundBox, WoundTrack } from "./types";
import { ERROR_CODES, RulesError, requireBoolean, requireFinite, requireInteger, requireOneOf } from "./errors";
import { emptyWoundBox, repackWounds, validateWoundTrack } from "./wounds";
import { woundSeverity } from "./woundLevels";

/** Levels healed by a healing result (rules 3.4.7): Good 1, Great 2, Superb (and beyond) 3, else 0. */
export function healingLevels(resultDegree: number): number {
  const r = requireInteger(resultDegree, "resultDegree");
  return Math.max(0, Math.min(3, r));
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

/** Heal one wound `levels` levels, the infection first; returns the new box (empty when healed). */
export function healWound(box: WoundBox, levels: number): WoundBox {
  let n = requireInteger(levels, "levels");
  if (n < 0) throw new RulesError(ERROR_CODES.outOfRange, { name: "levels", value: n, min: 0, max: Number.MAX_SAFE_INTEGER });
  if (!box.marked || box.severity === null) return { ...box };
  let severity: BoxLevel | null = box.severity;
  let infected = box.infected;
  for (; n > 0 && severity !== null; n--) {
    if (infected) infected = false;
    else severity = healOneLevel(severity);
  }
  if (severity === null) return emptyWoundBox();
  return { ...box, severity, infected };
}

/** Checks a magical healing rate: 1 or 2 days per level (rules 3.4.7). */
export function requireMagicalDaysPerLevel(value: unknown, name = "magicalDaysPerLevel"): MagicalDaysPerLevel {
  const n = requireFinite(value, name);
  const found = MAGICAL_DAYS_PER_LEVEL.find((d) => d === n);
  if (found === undefined) throw new RulesError(ERROR_CODES.outOfRange, { name, value: n, min: 1, max: 2 });
  return found;
}

/**
 * Apply a healing roll's result (rules 3.4.7) and return a new track: every wound heals
 * {@link healingLevels} levels, the remaining wounds are marked `treatment` (treated or magical,
 * magical with its `magicalDaysPerLevel`, 1 or 2), then wounds are repacked. Below Good nothing
 * changes. A dead character's track is unchanged.
 */
export function applyHealingResult(
  track: WoundTrack,
  resultDegree: number,
  treatment: Treatment = "treated",
  magicalDaysPerLevel: MagicalDaysPerLevel = DEFAULT_MAGICAL_DAYS_PER_LEVEL,
): WoundTrack {
  validateWoundTrack(track);
  requireOneOf(treatment, TREATMENTS, "treatment");
  const magical = requireMagicalDaysPerLevel(magicalDaysPerLevel);
  const levels = healingLevels(resultDegree);
  if (levels === 0 || track.dead) return { dead: track.dead, boxes: track.boxes.map((b) => ({ ...b })) };
  const boxes = track.boxes.map((b) => {
    if (!b.marked) return { ...b };
    const healed = healWound(b, levels);
    return healed.marked ? { ...healed, treatment, magicalDaysPerLevel: magical, daysRested: 0 } : healed;
  });
  return repackWounds({ boxes, dead: track.dead });
}

export interface HealingTimeOptions {
  /** The Rapid Healing talent (rules 4): mundane healing twice as fast. */
  rapidHealing?: boolean;
}

/**
 * Days of rest per level healed for a wound (rules 3.4.7, 4): untreated 10, treated 5, magical the
 * box's `magicalDaysPerLevel` (1 or 2); Rapid Healing halves mundane times only.
 */
export function daysPerLevel(box: Pick<WoundBox, "treatment" | "magicalDaysPerLevel">, options: HealingTimeOptions = {}): number {
  const t = requireOneOf(box.treatment, TREATMENTS, "treatment");
  const rapid = requireBoolean(options.rapidHealing ?? false, "rapidHealing");
  if (t === "magical") return requireMagicalDaysPerLevel(box.magicalDaysPerLevel);
  const base = t === "treated" ? 5 : 10;
  return rapid ? base / 2 : base;
}

/** Levels still to heal on a wound: Hurt 1 … Near Death 4, +1 if infected; Scratch 0 (it clears after battle). */
export function levelsToHeal(box: WoundBox): number {
  if (!box.marked || box.severity === null) return 0;
  const base = box.severity === "scratch" ? 0 : woundSeverity(box.severity) - woundSeverity("scratch");
  return base + (box.infected ? 1 : 0);
}

/** Days of rest until a wound is healed at its current treatment (never negative); 0 for empty boxes and scratches. */
export function daysToHeal(box: WoundBox, options: HealingTimeOptions = {}): number {
  const levels = levelsToHeal(box);
  if (levels === 0) return 0;
  return Math.max(0, levels * daysPerLevel(box, options) - box.daysRested);
}

/** Days of rest until a wound heals its next level (its infection first); 0 for empty boxes and scratches. */
export function daysToNextLevel(box: WoundBox, options: HealingTimeOptions = {}): number {
  if (levelsToHeal(box) === 0) return 0;
  return Math.max(0, daysPerLevel(box, options) - box.daysRested);
}

/** For the sheet: days to heal for each box of the track, null for an empty box. */
export function healingDaysByBox(track: WoundTrack, options: HealingTimeOptions = {}): (number | null)[] {
  validateWoundTrack(track);
  return track.boxes.map((b) => (b.marked ? daysToHeal(b, options) : null));
}

/**
 * Rest `days` days (rules 3.4.7): every wound counts the days and heals one level (its infection
 * first) each time its count reaches its days per level; scratches clear with any rest. Returns a new, repacked track.
 */
export function restDays(track: WoundTrack, days: number, options: HealingTimeOptions = {}): WoundTrack {
  validateWoundTrack(track);
  const d = requireFinite(days, "days");
  if (d < 0) throw new RulesError(ERROR_CODES.outOfRange, { name: "days", value: d, min: 0, max: Number.MAX_SAFE_INTEGER });
  if (track.dead || d === 0) return { dead: track.dead, boxes: track.boxes.map((b) => ({ ...b })) };
  const boxes = track.boxes.map((b) => {
    if (!b.marked) return { ...b };
    if (b.severity === "scratch" && !b.infected) return healWound(b, 1);
    const per = daysPerLevel(b, options);
    let box: WoundBox = { ...b, daysRested: b.daysRested + d };
    while (box.marked && box.daysRested >= per) {
      const left = box.daysRested - per;
      box = healWound(box, 1);
      if (box.marked) box = { ...box, daysRested: left };
    }
    return box;
  });
  return repackWounds({ boxes, dead: track.dead });
}

/**
 * A failed Health roll after strenuous activity (rules 3.4.7): treated wounds lose the benefit of
 * healing (they heal at the untreated rate until retreated) and every wound starts counting days again.
 */
export function loseHealingProgress(track: WoundTrack): WoundTrack {
  validateWoundTrack(track);
  return {
    dead: track.dead,
    boxes: track.boxes.map((b) =>
      b.marked ? { ...b, treatment: "untreated", magicalDaysPerLevel: DEFAULT_MAGICAL_DAYS_PER_LEVEL, daysRested: 0 } : { ...b },
    ),
  };
}

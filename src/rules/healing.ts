/**
 * Healing (rules 3.4.7) and the healing time of infected wounds (rules 3.4.8).
 *
 * Interpretations:
 * - A healing roll of Good/Great/Superb heals every wound 1/2/3 levels at once when applied with
 *   {@link applyHealingResult}; results beyond Superb heal 3 levels; Fair or worse heals nothing.
 *   Scratches are not a level: Hurt healed one level is healed; a Scratch healed any level is gone.
 * - An infected wound's infection is one extra level and heals first (rules 3.4.8 example).
 * - A successful roll (Good or better) marks the remaining wounds treated: each further level heals
 *   in 5 days of rest; untreated wounds 10 days; magical healing 2 days by default (the rules say
 *   "from one to two days"; the GM may pass 1). Rapid Healing halves mundane times (5 → 2.5, 10 → 5),
 *   never magical ones. Days may be fractional.
 * - A wound healed by a result restarts its day count at 0.
 */
import type { BoxLevel, Treatment } from "./constants";
import { TREATMENTS } from "./constants";
import type { WoundBox, WoundTrack } from "./types";
import { ERROR_CODES, RulesError, requireBoolean, requireFinite, requireInteger, requireOneOf } from "./errors";
import { repackWounds, validateWoundTrack } from "./wounds";
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
  if (severity === null) return { marked: false, severity: null, open: false, infected: false, treatment: "untreated", daysRested: 0 };
  return { ...box, severity, infected };
}

/**
 * Apply a healing roll's result (rules 3.4.7) and return a new track: every wound heals
 * {@link healingLevels} levels, the remaining wounds are marked `treatment` (treated or magical),
 * then wounds are repacked. Below Good nothing changes. A dead character's track is unchanged.
 */
export function applyHealingResult(track: WoundTrack, resultDegree: number, treatment: Treatment = "treated"): WoundTrack {
  validateWoundTrack(track);
  requireOneOf(treatment, TREATMENTS, "treatment");
  const levels = healingLevels(resultDegree);
  if (levels === 0 || track.dead) return { dead: track.dead, boxes: track.boxes.map((b) => ({ ...b })) };
  const boxes = track.boxes.map((b) => {
    if (!b.marked) return { ...b };
    const healed = healWound(b, levels);
    return healed.marked ? { ...healed, treatment, daysRested: 0 } : healed;
  });
  return repackWounds({ boxes, dead: track.dead });
}

export interface HealingTimeOptions {
  /** The Rapid Healing talent (rules 4): mundane healing twice as fast. */
  rapidHealing?: boolean;
  /** Days per level of magical healing, 1 or 2 (rules 3.4.7); default 2. */
  magicalDaysPerLevel?: number;
}

/** Days of rest per level healed (rules 3.4.7, 4): untreated 10, treated 5, magical 1–2; Rapid Healing halves mundane. */
export function daysPerLevel(treatment: Treatment, options: HealingTimeOptions = {}): number {
  const t = requireOneOf(treatment, TREATMENTS, "treatment");
  const rapid = requireBoolean(options.rapidHealing ?? false, "rapidHealing");
  const magical = requireFinite(options.magicalDaysPerLevel ?? 2, "magicalDaysPerLevel");
  if (magical !== 1 && magical !== 2) {
    throw new RulesError(ERROR_CODES.outOfRange, { name: "magicalDaysPerLevel", value: magical, min: 1, max: 2 });
  }
  if (t === "magical") return magical;
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
  return Math.max(0, levels * daysPerLevel(box.treatment, options) - box.daysRested);
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
    const per = daysPerLevel(b.treatment, options);
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
  return { dead: track.dead, boxes: track.boxes.map((b) => (b.marked ? { ...b, treatment: "untreated", daysRested: 0 } : { ...b })) };
}

/**
 * Healing takes time (rules 3.4.7, 3.4.8, Rapid Healing in 4): the days of rest each wound level
 * needs, and what is left of a wound after some rest.
 *
 * Interpretations:
 * - Untreated (and failed) wounds heal a level every 10 days of rest; a treated wound's treated
 *   levels every 5 days, its other levels every 10; a magical wound every level at its own rate
 *   (0…2 days, set by the GM). Rapid Healing halves mundane times (5, 2.5), never magical ones.
 * - Levels heal in order, the infection first, and a treated wound's treated levels come first.
 * - Days are counted exactly in quarter days; the days beyond a level carry over to the next one,
 *   also when the rate changes (treated → untreated).
 * - Scratches need no days: they clear with any rest (and after battle, see clearScratches).
 * - A magical rate of 0 days heals the wound's levels at once, even with no rest.
 */
import { TREATED_DAYS_PER_LEVEL, TREATMENTS, UNTREATED_DAYS_PER_LEVEL } from "./constants";
import type { WoundBox, WoundTrack } from "./types";
import { requireBoolean, requireOneOf } from "./errors";
import { tendWound, type HealingInput } from "./treatment";
import { emptyWoundBox, healWound, levelsToHeal, requireMagicalDaysPerLevel, requireQuarterDays } from "./wound-box";
import { repackWounds, validateWoundTrack } from "./wounds";

export interface HealingTimeOptions {
  /** The Rapid Healing talent (rules 4): mundane healing twice as fast. */
  rapidHealing?: boolean;
}

function rapid(options: HealingTimeOptions): boolean {
  return requireBoolean(options.rapidHealing ?? false, "rapidHealing");
}

/** Days of rest per untreated level (rules 3.4.7): 10, or 5 with Rapid Healing (4). */
export function untreatedDaysPerLevel(options: HealingTimeOptions = {}): number {
  return rapid(options) ? UNTREATED_DAYS_PER_LEVEL / 2 : UNTREATED_DAYS_PER_LEVEL;
}

/** Days of rest per treated level after a successful roll (rules 3.4.7): 5, or 2.5 with Rapid Healing (4). */
export function treatedDaysPerLevel(options: HealingTimeOptions = {}): number {
  return rapid(options) ? TREATED_DAYS_PER_LEVEL / 2 : TREATED_DAYS_PER_LEVEL;
}

/** The levels a wound still has to heal at its fast rate (treated or magical) and at the untreated rate. */
export interface LevelsByRate {
  /** Levels at the treated rate (`treated`) or at the magical rate (`magical`); 0 otherwise. */
  fast: { levels: number; daysPerLevel: number | null };
  untreated: { levels: number; daysPerLevel: number };
}

/** For the sheet: a wound's levels left at each rate (rules 3.4.7, 3.4.8, 4). */
export function levelsLeftByRate(box: WoundBox, options: HealingTimeOptions = {}): LevelsByRate {
  const levels = levelsToHeal(box);
  const slow = untreatedDaysPerLevel(options);
  const t = requireOneOf(box.treatment, TREATMENTS, "treatment");
  if (t === "magical") {
    return {
      fast: { levels, daysPerLevel: requireMagicalDaysPerLevel(box.magicalDaysPerLevel) },
      untreated: { levels: 0, daysPerLevel: slow },
    };
  }
  const fast = t === "treated" ? Math.min(levels, box.treatedLevels) : 0;
  return {
    fast: { levels: fast, daysPerLevel: t === "treated" ? treatedDaysPerLevel(options) : null },
    untreated: { levels: levels - fast, daysPerLevel: slow },
  };
}

/**
 * Days of rest per level for the wound's NEXT level (rules 3.4.7, 4): magical the box's rate;
 * treated with treated levels left 5; otherwise 10; Rapid Healing halves mundane times.
 */
export function daysPerLevel(
  box: Pick<WoundBox, "treatment" | "magicalDaysPerLevel" | "treatedLevels">,
  options: HealingTimeOptions = {},
): number {
  const t = requireOneOf(box.treatment, TREATMENTS, "treatment");
  if (t === "magical") return requireMagicalDaysPerLevel(box.magicalDaysPerLevel);
  if (t === "treated" && box.treatedLevels > 0) return treatedDaysPerLevel(options);
  return untreatedDaysPerLevel(options);
}

/** Days of rest until a wound is healed (never negative); 0 for empty boxes and plain scratches. */
export function daysToHeal(box: WoundBox, options: HealingTimeOptions = {}): number {
  const { fast, untreated } = levelsLeftByRate(box, options);
  const total = fast.levels * (fast.daysPerLevel ?? 0) + untreated.levels * untreated.daysPerLevel;
  return Math.max(0, total - box.daysRested);
}

/** Days of rest until a wound heals its next level (its infection first); 0 for empty boxes and plain scratches. */
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
 * One wound rests `days` days (quarter days ≥ 0): the days are added to its count and it heals a
 * level (the infection first) each time the count reaches the next level's days; a plain Scratch
 * clears with any rest. 0 days changes only a wound at a magical rate of 0 (healed at once).
 */
export function restWound(box: WoundBox, days: number, options: HealingTimeOptions = {}): WoundBox {
  const d = requireQuarterDays(days, "days", 0, Number.MAX_SAFE_INTEGER);
  if (!box.marked) return { ...box };
  let next: WoundBox = { ...box, daysRested: box.daysRested + d };
  while (next.marked && levelsToHeal(next) > 0) {
    const per = daysPerLevel(next, options);
    if (next.daysRested < per) break;
    const left = next.daysRested - per;
    next = healWound(next, 1);
    if (next.marked) next = { ...next, daysRested: left };
  }
  if (next.marked && levelsToHeal(next) === 0 && d > 0) return emptyWoundBox();
  return next;
}

/**
 * What is left of a wound after this healing (a roll's result, magic, or null for none) and this
 * many days of rest (rules 3.4.7, 3.4.8, 4): an empty box when it has healed.
 */
export function woundAfterRest(
  box: WoundBox,
  healing: HealingInput | null,
  days: number,
  options: HealingTimeOptions = {},
): WoundBox {
  const tended = healing === null ? { ...box } : tendWound(box, healing);
  return restWound(tended, days, options);
}

/**
 * Rest `days` days (rules 3.4.7): every wound rests (see {@link restWound}); returns a new,
 * repacked track. A dead character's track is unchanged.
 */
export function restDays(track: WoundTrack, days: number, options: HealingTimeOptions = {}): WoundTrack {
  validateWoundTrack(track);
  requireQuarterDays(days, "days", 0, Number.MAX_SAFE_INTEGER);
  rapid(options);
  if (track.dead) return { dead: true, boxes: track.boxes.map((b) => ({ ...b })) };
  return repackWounds({ dead: false, boxes: track.boxes.map((b) => restWound(b, days, options)) });
}

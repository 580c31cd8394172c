/**
 * The wound track (rules 3.4.5): marking wounds with overflow, the penalty a track gives (3.4.1),
 * Fortitude (4) and clearing scratches after battle (3.4.7).
 *
 * Interpretations:
 * - A wound that finds no free box at its level marks the next more severe free box and keeps its
 *   actual severity in `severity`; with no free box up to Near Death the character is Dead.
 * - Penalties and the ability to act follow the marked BOXES (a fourth scratch in the Hurt box
 *   "takes its toll" as Hurt, rules 3.4.1); healing follows each wound's actual severity.
 * - After wounds are cleared or healed the track is repacked (see {@link repackWounds}) so that
 *   every wound sits in the lowest free box at or above its severity.
 */
import { WOUND_TRACK_BOXES, type BoxLevel, type WoundLevel } from "./constants";
import type { WoundBox, WoundTrack } from "./types";
import { ERROR_CODES, RulesError, requireBoolean } from "./errors";
import { requireWoundLevel, woundSeverity } from "./wound-levels";
import { emptyWoundBox, woundBoxProblem } from "./wound-box";

export * from "./wound-box";

/** A fresh, unwounded track: seven empty boxes in the order of WOUND_TRACK_BOXES, not dead. */
export function emptyWoundTrack(): WoundTrack {
  return { boxes: WOUND_TRACK_BOXES.map(() => emptyWoundBox()), dead: false };
}

function invalid(reason: string, index: number | null = null): never {
  throw new RulesError(
    ERROR_CODES.invalidWoundTrack,
    { reason, index },
    `invalid wound track: ${reason}${index === null ? "" : ` at box ${index}`}`,
  );
}

/**
 * Throws `HARNFUDGE.Error.InvalidWoundTrack` unless the track has exactly the seven boxes, each box
 * consistent (see {@link woundBoxProblem}: marked ⇔ severity set; severity no worse than the box;
 * treatment known; treated levels only on a treated wound; magical days per level and days rested
 * whole quarter days in range; an empty box holds no wound data).
 */
export function validateWoundTrack(track: WoundTrack): WoundTrack {
  if (!track || !Array.isArray(track.boxes) || track.boxes.length !== WOUND_TRACK_BOXES.length) invalid("boxCount");
  requireBoolean(track.dead, "dead");
  track.boxes.forEach((b, i) => {
    const problem = woundBoxProblem(b, boxLevel(i));
    if (problem !== null) invalid(problem, i);
  });
  return track;
}

/** The level of box `index` (rules 3.4.5). */
export function boxLevel(index: number): BoxLevel {
  const l = WOUND_TRACK_BOXES[index];
  if (l === undefined) invalid("boxIndex", index);
  return l;
}

function cloneTrack(track: WoundTrack): WoundTrack {
  return { boxes: track.boxes.map((b) => ({ ...b })), dead: track.dead };
}

/** Index of the lowest free box at or above `level`, or null (rules 3.4.5). */
export function freeBoxFor(track: WoundTrack, level: BoxLevel): number | null {
  const need = woundSeverity(level);
  const i = track.boxes.findIndex((b, idx) => !b.marked && woundSeverity(boxLevel(idx)) >= need);
  return i < 0 ? null : i;
}

export interface MarkWoundOptions {
  /** Open wound (cut, stab…): rolls for infection at the end of combat (rules 3.4.8). */
  open?: boolean;
}

export interface MarkWoundResult {
  track: WoundTrack;
  /** The box marked, or null (no wound, or death). */
  boxIndex: number | null;
  /** The box is more severe than the wound. */
  overflowed: boolean;
  /** This wound killed the character (no box left up to Near Death, or a Dead result). */
  died: boolean;
}

/**
 * Record a wound (rules 3.4.5) and return a new track. `none` changes nothing; `dead` kills; any
 * other level marks the lowest free box at or above it; with none left the character dies.
 * A dead character's track is returned unchanged.
 */
export function markWound(track: WoundTrack, level: WoundLevel, options: MarkWoundOptions = {}): MarkWoundResult {
  validateWoundTrack(track);
  const lvl = requireWoundLevel(level);
  const open = requireBoolean(options.open ?? false, "open");
  const next = cloneTrack(track);
  if (lvl === "none" || track.dead) return { track: next, boxIndex: null, overflowed: false, died: false };
  if (lvl === "dead") return { track: { ...next, dead: true }, boxIndex: null, overflowed: false, died: true };
  const index = freeBoxFor(next, lvl);
  if (index === null) return { track: { ...next, dead: true }, boxIndex: null, overflowed: true, died: true };
  next.boxes[index] = { ...emptyWoundBox(), marked: true, severity: lvl, open };
  return { track: next, boxIndex: index, overflowed: boxLevel(index) !== lvl, died: false };
}

/** The wounds on a track with their box index. */
export function listWounds(track: WoundTrack): { index: number; box: WoundBox; severity: BoxLevel }[] {
  validateWoundTrack(track);
  return track.boxes.flatMap((box, index) => (box.marked && box.severity ? [{ index, box, severity: box.severity }] : []));
}

/**
 * Place wounds on a fresh track (rules 3.4.5): most severe first, each in the lowest free box at or
 * above its actual severity, keeping each wound's data. A wound that finds no box kills (the track
 * is Dead, the wound is not placed). Wounds without a severity are ignored. `dead` carries over.
 */
export function placeWounds(wounds: readonly WoundBox[], dead = false): WoundTrack {
  const sorted = wounds
    .filter((w): w is WoundBox & { severity: BoxLevel } => w.marked && w.severity !== null)
    .map((w, order) => ({ w, order }))
    .sort((a, b) => woundSeverity(b.w.severity) - woundSeverity(a.w.severity) || a.order - b.order);
  const next: WoundTrack = { boxes: WOUND_TRACK_BOXES.map(() => emptyWoundBox()), dead };
  for (const { w } of sorted) {
    const i = freeBoxFor(next, w.severity);
    if (i === null) next.dead = true;
    else next.boxes[i] = { ...w };
  }
  return next;
}

/**
 * Re-place every wound in the lowest free box at or above its actual severity, most severe first,
 * keeping each wound's data (rules 3.4.5). Used after healing or clearing; never moves a wound
 * below its severity.
 */
export function repackWounds(track: WoundTrack): WoundTrack {
  return placeWounds(
    listWounds(track).map((w) => w.box),
    track.dead,
  );
}

/**
 * Clear scratches after battle (rules 3.4.7): every wound whose actual severity is Scratch is erased,
 * including scratches that overflowed into a more severe box; the rest are repacked.
 */
export function clearScratches(track: WoundTrack): WoundTrack {
  validateWoundTrack(track);
  const boxes = track.boxes.map((b) => (b.severity === "scratch" ? emptyWoundBox() : { ...b }));
  return repackWounds({ boxes, dead: track.dead });
}

export interface WoundStatus {
  /** The most severe marked box, `none` when unhurt, `dead` when dead. */
  level: WoundLevel;
  /** Penalty to traits that would logically be affected (rules 3.4.1), ≤ 0. */
  penalty: number;
  /** False at Incapacitated, Near Death and Dead. */
  canAct: boolean;
}

export const WOUND_PENALTIES: Readonly<Record<WoundLevel, number>> = {
  none: 0,
  scratch: 0,
  hurt: -1,
  veryHurt: -2,
  incapacitated: -2,
  nearDeath: -2,
  dead: -2,
};
/** Penalties with Fortitude (rules 4): Hurt ignored, Very Hurt −1. */
export const FORTITUDE_WOUND_PENALTIES: Readonly<Record<WoundLevel, number>> = {
  none: 0,
  scratch: 0,
  hurt: 0,
  veryHurt: -1,
  incapacitated: -1,
  nearDeath: -1,
  dead: -1,
};

/**
 * Status of a track (rules 3.4.1): Hurt −1, Very Hurt −2, the worst marked box counts (not summed);
 * Incapacitated and worse cannot act. With Fortitude (rules 4) Hurt has no penalty and Very Hurt −1.
 * Interpretation: at Incapacitated and worse the penalty stays that of Very Hurt (the worst the rules
 * name); it matters only for actions the GM still allows.
 */
export function woundStatus(track: WoundTrack, options: { fortitude?: boolean } = {}): WoundStatus {
  validateWoundTrack(track);
  const fortitude = requireBoolean(options.fortitude ?? false, "fortitude");
  let level: WoundLevel = track.dead ? "dead" : "none";
  if (!track.dead) {
    for (let i = 0; i < track.boxes.length; i++) {
      if (track.boxes[i]?.marked && woundSeverity(boxLevel(i)) > woundSeverity(level)) level = boxLevel(i);
    }
  }
  const table = fortitude ? FORTITUDE_WOUND_PENALTIES : WOUND_PENALTIES;
  return { level, penalty: table[level], canAct: canActAt(level) };
}

/** Whether a character whose worst wound is `level` can act: not at Incapacitated or worse (rules 3.4.1). */
export function canActAt(level: WoundLevel): boolean {
  return woundSeverity(level) < woundSeverity("incapacitated");
}

/** Shorthand for {@link woundStatus}`.penalty`. */
export function woundPenalty(track: WoundTrack, options: { fortitude?: boolean } = {}): number {
  return woundStatus(track, options).penalty;
}

/** The wound levels whose label on the sheet carries a penalty (rules 3.4.5: "Hurt (-1)", "Very Hurt (-2)"). */
export const PENALTY_LABEL_LEVELS: readonly BoxLevel[] = ["hurt", "veryHurt"];

/**
 * The penalty a wound level's label shows on the sheet (rules 3.4.5 chart, 3.4.1): Hurt −1 and Very
 * Hurt −2; with Fortitude (rules 4) Hurt 0 and Very Hurt −1. Null for the levels whose label shows
 * no penalty (Scratch, Incapacitated, Near Death).
 */
export function woundLevelPenaltyLabel(level: BoxLevel, options: { fortitude?: boolean } = {}): number | null {
  const l = requireWoundLevel(level, "level");
  const fortitude = requireBoolean(options.fortitude ?? false, "fortitude");
  if (!(PENALTY_LABEL_LEVELS as readonly string[]).includes(l)) return null;
  return (fortitude ? FORTITUDE_WOUND_PENALTIES : WOUND_PENALTIES)[l];
}

/** {@link woundLevelPenaltyLabel} for each box of the track, in box order. */
export function woundBoxPenaltyLabels(options: { fortitude?: boolean } = {}): (number | null)[] {
  return WOUND_TRACK_BOXES.map((level) => woundLevelPenaltyLabel(level, options));
}

/**
 * The wound track drawn on a token (docs/tokens.md): the rules' boxes (3.4.5: three Scratch, Hurt,
 * Very Hurt, Incapacitated, Near Death) and Dead, in a row along the token's edge, with the stun
 * marks (3.4.6) as three pips beside it. This file computes WHERE and in WHICH colour; it draws
 * nothing and knows no Foundry or PIXI, so the token (src/canvas/token.ts) and the screenshots
 * (scripts/screenshots-token.ts) draw the same shapes, and the tests check them exactly.
 *
 * Coordinates are token-local canvas pixels (0,0 = the token's top-left corner), snapped to whole
 * pixels so the boxes stay crisp; colours are 0xRRGGBB numbers.
 */
import { WOUND_TRACK_BOXES, type BoxLevel } from "../rules/constants";
import { STUNS_BEFORE_VERY_STUNNED } from "../rules/stun";
import type { StunTrack, WoundTrack } from "../rules/types";

/** Where the bar goes and how big the token is. */
export interface WoundBarFrame {
  /** The token's size in canvas pixels (Foundry: `Token#getSize()`). */
  width: number;
  height: number;
  /** The scene's grid size in pixels: the bar scales with it, as Foundry's own bars do (100 px → scale 1). */
  gridSize: number;
  /** The token is two or more grid spaces tall: the bar is drawn 1.5× as thick (Foundry does the same). */
  large: boolean;
  /** Foundry draws bar 1 along the bottom edge and bar 2 along the top. */
  position: "bottom" | "top";
  /**
   * The share (0–1) of Near Death's hour without help still left (rules 3.4.1), drawn as a white
   * strip along the Near Death box's foot that shortens as the hour runs out; null or absent: none.
   */
  nearDeathLeft?: number | null;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line segment from (x1, y1) to (x2, y2). */
export type Segment = readonly [x1: number, y1: number, x2: number, y2: number];

/** The dark rounded plate drawn behind the boxes (and behind the pips) so they read on any map or token art. */
export interface Plate {
  rect: Rect;
  radius: number;
  fill: number;
  alpha: number;
}

export type BoxState = "empty" | "marked" | "overflowed" | "dead";

export interface BarBox {
  /** The box's level on the track; `dead` for the last box. */
  level: BoxLevel | "dead";
  /** empty; marked (the wound is as severe as its box); overflowed (a milder wound pushed into this box); dead. */
  state: BoxState;
  rect: Rect;
  fill: number;
  /** Stroke colour; the stroke lies inside `rect` (its width is {@link WoundBarGeometry.lineWidth}). */
  stroke: number;
  /**
   * An overflowed box (rules 3.4.5: the wound's actual severity is milder than its box): the lower-left
   * half of the box in the actual severity's colour, split from the box's colour by a light diagonal.
   */
  overflow: { severity: BoxLevel; fill: number; triangle: readonly number[]; divider: Segment; dividerColour: number } | null;
  /** The Dead box when dead: a cross. */
  cross: { segments: readonly Segment[]; colour: number; width: number } | null;
}

export type PipState = "empty" | "stun" | "veryStunned" | "knockedOut";

export interface StunPip {
  cx: number;
  cy: number;
  r: number;
  state: PipState;
  fill: number;
  stroke: number;
}

export interface WoundBarGeometry {
  plate: Plate;
  /** Stroke width of boxes and pips. */
  lineWidth: number;
  /** Seven boxes in track order, then Dead. */
  boxes: BarBox[];
  /** Stun marks: none drawn while the stun track is clear, else three pips (Stun, Stun, Very Stunned) on their own plate. */
  pipPlate: Plate | null;
  pips: StunPip[];
  /** Near Death's hour left: a strip inside the Near Death box's foot, as long as the share left. */
  countdown: { rect: Rect; fill: number } | null;
}

/**
 * Colours by state. Every filled colour keeps at least 3:1 contrast against the plate (WCAG
 * non-text contrast), whatever lies under the token; the test checks it.
 */
export const WOUND_BAR_COLOURS = {
  plate: 0x141414,
  plateAlpha: 0.9,
  emptyFill: 0x2e2e2e,
  emptyStroke: 0xa3a3a3,
  levels: {
    scratch: 0xf2d24b,
    hurt: 0xf7931e,
    veryHurt: 0xeb4034,
    incapacitated: 0xe03a84,
    nearDeath: 0xa855f7,
  } satisfies Record<BoxLevel, number>,
  overflowDivider: 0xffffff,
  dead: 0xe7dcc4,
  deadCross: 0x141414,
  pips: { stun: 0x7dd3fc, veryStunned: 0x3b82f6, knockedOut: 0xf5f5f5 },
  countdown: 0xffffff,
} as const;

/** The slots along the bar: the seven boxes of the track (rules 3.4.5), then Dead. */
const SLOTS: readonly (BoxLevel | "dead")[] = [...WOUND_TRACK_BOXES, "dead"];

const snap = (n: number) => Math.round(n);

interface Metrics {
  pad: number;
  boxHeight: number;
  gapInGroup: number;
  gapBetweenGroups: number;
  lineWidth: number;
  pipRadius: number;
  pipGap: number;
  minBarWidth: number;
}

/** Sizes at a grid of 100 px, scaled by the grid size and the token's thickness factor; all whole pixels. */
function metrics(frame: WoundBarFrame): Metrics {
  const scale = frame.gridSize / 100;
  const thick = scale * (frame.large ? 1.5 : 1);
  const gapInGroup = Math.max(1, snap(scale));
  return {
    pad: Math.max(1, snap(2 * scale)),
    boxHeight: Math.max(4, snap(10 * thick)),
    gapInGroup,
    gapBetweenGroups: Math.max(gapInGroup + 1, snap(4 * scale)),
    lineWidth: Math.max(1, snap(scale)),
    pipRadius: Math.max(2, snap(4 * thick)),
    pipGap: Math.max(1, snap(2 * scale)),
    minBarWidth: snap(0.8 * frame.gridSize),
  };
}

/** The gap after slot `i`: narrow between boxes of one level (the three Scratches), wide between levels. */
function gapAfter(i: number, m: Metrics): number {
  return SLOTS[i] === SLOTS[i + 1] ? m.gapInGroup : m.gapBetweenGroups;
}

function boxState(track: WoundTrack, i: number): BoxState {
  const level = SLOTS[i];
  if (level === "dead") return track.dead ? "dead" : "empty";
  const box = track.boxes[i];
  if (!box?.marked || box.severity === null) return "empty";
  return box.severity === level ? "marked" : "overflowed";
}

function makeBox(level: BoxLevel | "dead", state: BoxState, rect: Rect, track: WoundTrack, i: number, m: Metrics): BarBox {
  const c = WOUND_BAR_COLOURS;
  const base: BarBox = { level, state, rect, fill: c.emptyFill, stroke: c.emptyStroke, overflow: null, cross: null };
  if (state === "empty") return base;
  if (state === "dead") {
    const inset = Math.max(m.lineWidth + 1, snap(rect.width * 0.22));
    const { x, y, width: w, height: h } = rect;
    return {
      ...base,
      fill: c.dead,
      stroke: c.dead,
      cross: {
        colour: c.deadCross,
        width: Math.max(1.5, 2 * m.lineWidth),
        segments: [
          [x + inset, y + inset, x + w - inset, y + h - inset],
          [x + w - inset, y + inset, x + inset, y + h - inset],
        ],
      },
    };
  }
  const colour = c.levels[level as BoxLevel];
  if (state === "marked") return { ...base, fill: colour, stroke: colour };
  const severity = track.boxes[i]?.severity as BoxLevel;
  const { x, y, width: w, height: h } = rect;
  return {
    ...base,
    fill: colour,
    stroke: colour,
    overflow: {
      severity,
      fill: c.levels[severity],
      triangle: [x, y, x, y + h, x + w, y + h],
      divider: [x, y, x + w, y + h],
      dividerColour: c.overflowDivider,
    },
  };
}

function pipState(stun: StunTrack, j: number): PipState {
  if (stun.knockedOut) return "knockedOut";
  if (j < STUNS_BEFORE_VERY_STUNNED) return stun.stuns > j ? "stun" : "empty";
  return stun.veryStunned ? "veryStunned" : "empty";
}

function stunPips(stun: StunTrack, plate: Rect, frame: WoundBarFrame, m: Metrics): { pipPlate: Plate | null; pips: StunPip[] } {
  if (stun.stuns === 0 && !stun.veryStunned && !stun.knockedOut) return { pipPlate: null, pips: [] };
  const count = STUNS_BEFORE_VERY_STUNNED + 1;
  const r = m.pipRadius;
  const width = 2 * m.pad + count * 2 * r + (count - 1) * m.pipGap;
  const height = 2 * m.pad + 2 * r;
  const rect: Rect = {
    x: plate.x + plate.width - width,
    y: frame.position === "bottom" ? plate.y - height : plate.y + plate.height,
    width,
    height,
  };
  const pips = Array.from({ length: count }, (_, j): StunPip => {
    const state = pipState(stun, j);
    const colour = state === "empty" ? WOUND_BAR_COLOURS.emptyFill : WOUND_BAR_COLOURS.pips[state];
    return {
      cx: rect.x + m.pad + r + j * (2 * r + m.pipGap),
      cy: rect.y + m.pad + r,
      r,
      state,
      fill: colour,
      stroke: state === "empty" ? WOUND_BAR_COLOURS.emptyStroke : colour,
    };
  });
  const pipPlate: Plate = { rect, radius: m.pad + 1, fill: WOUND_BAR_COLOURS.plate, alpha: WOUND_BAR_COLOURS.plateAlpha };
  return { pipPlate, pips };
}

/**
 * The shapes of a token's wound bar: a plate the width of the token along the chosen edge, eight
 * boxes (the seven of the track and Dead) with narrow gaps inside the Scratch group and wider gaps
 * between levels, each coloured by its state, and the stun pips when the character carries stun
 * marks. `track` and `stun` are the actor's stored tracks (rules 3.4.5, 3.4.6).
 */
export function woundBarGeometry(track: WoundTrack, stun: StunTrack, frame: WoundBarFrame): WoundBarGeometry {
  const m = metrics(frame);
  // As wide as the token, but never narrower than 80% of a grid space: a half-size token (a cat)
  // gets a bar overhanging its sides rather than boxes too small to read.
  const barWidth = Math.max(frame.width, m.minBarWidth);
  const plateHeight = m.boxHeight + 2 * m.pad;
  const plateRect: Rect = {
    x: snap((frame.width - barWidth) / 2),
    y: frame.position === "bottom" ? frame.height - plateHeight : 0,
    width: barWidth,
    height: plateHeight,
  };
  let gaps = 0;
  for (let i = 0; i < SLOTS.length - 1; i++) gaps += gapAfter(i, m);
  // Equal whole-pixel boxes; the pixels left over are split between both ends.
  const room = barWidth - 2 * m.pad - gaps;
  const boxWidth = Math.max(1, Math.floor(room / SLOTS.length));
  let x = plateRect.x + m.pad + Math.floor((room - boxWidth * SLOTS.length) / 2);
  const boxes = SLOTS.map((level, i) => {
    const rect: Rect = { x, y: plateRect.y + m.pad, width: boxWidth, height: m.boxHeight };
    x += boxWidth + gapAfter(i, m);
    return makeBox(level, boxState(track, i), rect, track, i, m);
  });
  const plate: Plate = { rect: plateRect, radius: m.pad + 1, fill: WOUND_BAR_COLOURS.plate, alpha: WOUND_BAR_COLOURS.plateAlpha };
  return { plate, lineWidth: m.lineWidth, boxes, ...stunPips(stun, plateRect, frame, m), countdown: countdown(boxes, frame, m) };
}

/** Near Death's hour left as a strip along the foot of the Near Death box (inside its stroke). */
function countdown(boxes: readonly BarBox[], frame: WoundBarFrame, m: Metrics): WoundBarGeometry["countdown"] {
  const box = boxes.find((b) => b.level === "nearDeath");
  const left = frame.nearDeathLeft;
  if (!box || typeof left !== "number" || !Number.isFinite(left) || box.state === "empty") return null;
  const inner = box.rect.width - 2 * m.lineWidth;
  const width = snap(inner * Math.min(1, Math.max(0, left)));
  if (width <= 0) return null;
  const height = Math.max(1, m.lineWidth + 1);
  const rect: Rect = { x: box.rect.x + m.lineWidth, y: box.rect.y + box.rect.height - m.lineWidth - height, width, height };
  return { rect, fill: WOUND_BAR_COLOURS.countdown };
}

/** `0xRRGGBB` as a CSS colour, for the SVG and canvas renderings outside Foundry. */
export function cssColour(colour: number): string {
  return `#${colour.toString(16).padStart(6, "0")}`;
}

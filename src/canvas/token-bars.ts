/**
 * The token bar attributes of an actor (docs/tokens.md): the wound track and the stun marks as
 * `{ value, max }` pairs, the shape Foundry's token bars read. Pure: no Foundry globals, so the data
 * models derive them and the tests check them directly.
 */
import { WOUND_TRACK_BOXES } from "../rules/constants";
import { STUNS_BEFORE_VERY_STUNNED } from "../rules/stun";
import type { StunTrack, WoundTrack } from "../rules/types";

/** A token bar's figures: Foundry draws `value / max`. */
export interface BarData {
  value: number;
  max: number;
}

/** The attribute paths (relative to `actor.system`) a token bar can show; see docs/tokens.md. */
export const WOUND_BAR_ATTRIBUTE = "woundBar";
export const STUN_BAR_ATTRIBUTE = "stunBar";

/** Boxes on the wound track (rules 3.4.5): 3 Scratch, Hurt, Very Hurt, Incapacitated, Near Death. */
export const WOUND_BAR_MAX = WOUND_TRACK_BOXES.length;
/** Stun marks (rules 3.4.6): two Stuns, then the third makes the character Very Stunned. */
export const STUN_BAR_MAX = STUNS_BEFORE_VERY_STUNNED + 1;

/**
 * The wound bar: the boxes still free out of the seven, 0 when dead. It reads like a health bar
 * (full when unhurt, empty when dead), which is how Foundry's own bar and any bar module colour a
 * `value / max` pair. The exact state (which boxes, overflow) is what the system's own drawing shows.
 */
export function woundBarData(track: WoundTrack): BarData {
  const free = track.dead ? 0 : track.boxes.filter((box) => !box.marked).length;
  return { value: free, max: WOUND_BAR_MAX };
}

/**
 * The stun bar: stun marks out of three, filling as the character is stunned. Stun marks count
 * 0–2; Very Stunned (the third Stun) and a knockout fill the bar.
 */
export function stunBarData(stun: StunTrack): BarData {
  const value = stun.veryStunned || stun.knockedOut ? STUN_BAR_MAX : Math.min(stun.stuns, STUNS_BEFORE_VERY_STUNNED);
  return { value, max: STUN_BAR_MAX };
}

/**
 * What the token configuration offers per actor type (Foundry's `CONFIG.Actor.trackableAttributes`):
 * the two bars, and read-only derived figures as single values (combat tracker resource, bar text).
 */
export const TRACKABLE_ATTRIBUTES = {
  bar: [WOUND_BAR_ATTRIBUTE, STUN_BAR_ATTRIBUTE],
  value: ["woundPenalty", "defensiveFactor", "damageCapacity"],
} as const;

/**
 * Conditions that pass with world time (rules 3.4.6, 3.4.1):
 * - a knockout "doesn't need healing to recuperate to full health — just time". The rules give no
 *   span; the reading here: the character wakes once {@link KNOCKOUT_SECONDS} (ten minutes) of
 *   world time have passed since the knockout, the span after which the rules have the survivors'
 *   scratches tended after a battle (3.4.7), so a knocked-out fighter sits out the fight;
 * - Near Death: the character "will die in an hour or less if he does not receive medical
 *   attention". Nothing kills automatically; once {@link NEAR_DEATH_SECONDS} of world time have
 *   passed with the Near Death wound not helped (untreated, or a failed treatment), the GM is
 *   reminded. A treatment that held (Good or better) or magical healing counts as help.
 * Kept out of the rules index (imported by path): only the GM's sweep, loaded on first use, needs it.
 */
import type { WoundTrack } from "./types";
import { requireInteger } from "./errors";
import { WOUND_TRACK_BOXES } from "./constants";

/** How long a knockout lasts, in seconds of world time. */
export const KNOCKOUT_SECONDS = 600;
/** The hour a Near Death character has without help, in seconds of world time. */
export const NEAR_DEATH_SECONDS = 3600;

/** Whether `seconds` of world time have passed from `since` (world time, seconds) to `now`. */
export function spanPassed(since: number, now: number, seconds: number): boolean {
  return requireInteger(Math.floor(now), "now") - requireInteger(Math.floor(since), "since") >= seconds;
}

/** Whether the track's Near Death wound has had help: a treatment that held, or magical healing. */
export function nearDeathHelped(track: WoundTrack): boolean {
  const box = track.boxes[WOUND_TRACK_BOXES.indexOf("nearDeath")];
  return !!box?.marked && (box.treatment === "treated" || box.treatment === "magical");
}

/** How long a combat round lasts, in seconds of world time (rules 3.1.2: "a Round lasts about one second"). */
export const ROUND_SECONDS = 1;

/** The world time a condition lasting `rounds` combat rounds lasts outside a combat (rules 3.1.2, 3.4.6). */
export function roundsAsSeconds(rounds: number): number {
  return requireInteger(rounds, "rounds") * ROUND_SECONDS;
}

/** Seconds left of a span of `seconds` that started at `since`, at `now` (0 once it has passed). */
export function secondsLeft(since: number, now: number, seconds: number): number {
  const passed = requireInteger(Math.floor(now), "now") - requireInteger(Math.floor(since), "since");
  return Math.max(0, requireInteger(seconds, "seconds") - Math.max(0, passed));
}

/**
 * Whether the character lies Near Death without help (rules 3.4.1: "will die in an hour or less if
 * he does not receive medical attention"): the Near Death box is marked, he is not dead, and the
 * wound has had no treatment that held nor magic. Rest does not heal him (rules 3.4.7's rest
 * heals wounds that have the time; his runs out within the hour).
 */
export function nearDeathUntreated(track: WoundTrack): boolean {
  const box = track.boxes[WOUND_TRACK_BOXES.indexOf("nearDeath")];
  return !track.dead && !!box?.marked && !nearDeathHelped(track);
}

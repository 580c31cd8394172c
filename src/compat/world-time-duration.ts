/**
 * A condition that passes with world time (a knockout's ten minutes, Near Death's hour) in the
 * generation's duration shape, so the effect's sheet and the HUD show the time left:
 * - v13: `duration.{seconds, startTime}`;
 * - v14: `start.time` and `duration.{value, units: "seconds", expiry, expired}`, ended by our expiry
 *   event, which core never fires (see effect-duration.ts): the system's sweep (play/timers) is the
 *   one expiry system. Core counts an effect's seconds left from `start.time` (which it sets to the
 *   world time the effect was created at), so the sweep writes the start it counts from there too,
 *   and Foundry's remaining time and the system's timer agree (issue 25).
 * The start is also kept in `flags.harnfudge.since` on both, which the sheet reads.
 * Imported by path (not through compat.ts): only the sweep, loaded on first use, writes it, so it
 * stays out of the start payload.
 */
import { isV14 } from "./release";
import { RULES_EXPIRY_EVENT } from "./effect-duration";

/** v13's world-time duration. */
export interface V13SecondsData {
  duration: { seconds: number; startTime: number };
}

/** v14's world-time duration and its start (`start.time`, world seconds). */
export interface V14SecondsData {
  start: { time: number };
  duration: { value: number; units: "seconds"; expiry: string; expired: false };
}

/** The update data of a condition lasting `seconds` of world time from `startTime`. */
export function worldTimeDurationData(seconds: number, startTime: number): V13SecondsData | V14SecondsData {
  if (!isV14()) return { duration: { seconds, startTime } };
  return {
    start: { time: startTime },
    duration: { value: seconds, units: "seconds", expiry: RULES_EXPIRY_EVENT, expired: false },
  };
}

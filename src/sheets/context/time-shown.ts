/**
 * What a sheet shows that world time alone changes (issue 25, quiet sheets): the days of rest the
 * world clock holds for the character and has not written yet (its "next level in N days"), and
 * the minutes a knockout or Near Death has left (the condition chips). A world-time advance
 * re-renders an open sheet only when this differs before and after it, so a clock module ticking
 * every second does not redraw (and wipe the typing on) every sheet. Pure.
 */
import { restPendingDays } from "../../play/healing/clock-span";
import { worldTimeLeft, type TimedStart } from "./time-left";

export interface TimeShownInput {
  /** The rest mark (world seconds) when rest follows the clock, else null. */
  restMark: number | null;
  secondsPerDay: number;
  timings: readonly TimedStart[];
  /** The actor's statuses. */
  statuses: readonly string[];
  nearDeathHelped: boolean;
}

/** The time-dependent part of the sheet at world time `now`, as one comparable string. */
export function timeShown(input: TimeShownInput, now: number): string {
  const rest = restPendingDays(input.restMark, now, input.secondsPerDay);
  const clock = { now, nearDeathHelped: input.nearDeathHelped };
  const left = ["knockedOut", "nearDeath"].map((s) =>
    input.statuses.includes(s) ? worldTimeLeft(s, input.timings, clock) : null,
  );
  return JSON.stringify([rest, ...left]);
}

/**
 * The world time a knockout's ten minutes or Near Death's hour has left (rules 3.4.6, 3.4.1), as
 * the sheet shows it: minutes, rounded up; "helped" for Near Death with a treatment that held or
 * magic. Pure and small: the condition chips (conditions.ts) and the quiet sheets' check
 * (time-shown.ts, loaded at start) both read it.
 */
import { KNOCKOUT_SECONDS, NEAR_DEATH_SECONDS, secondsLeft } from "../../rules/timed-conditions";

/** The world-time spans the system counts on the sheet: a knockout's ten minutes, Near Death's hour. */
const WORLD_SPANS: Record<string, number> = { knockedOut: KNOCKOUT_SECONDS, nearDeath: NEAR_DEATH_SECONDS };

/** A condition's start as the GM's timers wrote it on its effect (null before). */
export interface TimedStart {
  status: string;
  since?: number | null;
}

/**
 * Minutes of world time a knockout or Near Death has left (rounded up; the whole span before the
 * GM's timers noted its start), or "helped" for Near Death with a treatment that held or magic.
 * Null for any other condition, or without the world's clock.
 */
export function worldTimeLeft(
  status: string,
  timings: readonly TimedStart[],
  clock: { now: number; nearDeathHelped: boolean } | undefined,
): number | "helped" | null {
  const span = WORLD_SPANS[status];
  if (span === undefined || !clock) return null;
  if (status === "nearDeath" && clock.nearDeathHelped) return "helped";
  const since = timings.find((t) => t.status === status && typeof t.since === "number")?.since ?? clock.now;
  return Math.ceil(secondsLeft(since, clock.now, span) / 60);
}

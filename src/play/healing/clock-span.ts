/**
 * The world clock's arithmetic for rest (decide-clock.ts): where an actor's rest starts, how many
 * whole quarter days it rests, and its rest mark after. Pure and small: the start-time code (the
 * sheet's pending days, clock-register.ts) uses it without loading the healing decision.
 */
/** A quarter of a day: the rest code's unit (rules 3.4.7 days are counted in quarter days). */
export const QUARTERS_PER_DAY = 4;

/** The stretch of world time that passed: from the time before the advance to the time after it. */
export interface ClockSpan {
  from: number;
  to: number;
  /** Seconds in one day of the world's calendar (86,400 on Foundry's default calendar). */
  secondsPerDay: number;
}

/** Where an actor's rest over `span` starts: its mark when current (or ahead, after a rewind), else the span's start. */
export function restStart(mark: number | null, span: ClockSpan): number {
  const quarter = span.secondsPerDay / QUARTERS_PER_DAY;
  if (mark === null || !Number.isFinite(mark)) return span.from;
  return mark >= span.from - quarter ? mark : span.from;
}

/** The rest over `span`: whole quarter days (at most `maxDays`), and the mark after it. */
export function restOver(
  mark: number | null,
  span: ClockSpan,
  maxDays = Number.POSITIVE_INFINITY,
): { start: number; days: number; mark: number } {
  const quarter = span.secondsPerDay / QUARTERS_PER_DAY;
  const start = restStart(mark, span);
  const quarters = Math.min(Math.max(0, Math.floor((span.to - start) / quarter)), maxDays * QUARTERS_PER_DAY);
  return { start, days: quarters / QUARTERS_PER_DAY, mark: start + quarters * quarter };
}

/**
 * The rest the world's clock holds for an actor and has not written yet (the offer not yet
 * accepted; under a quarter day in "do it" mode): whole quarter days from its mark to `now`. The
 * sheet's "next level in N days" counts it. 0 without a mark.
 */
export function restPendingDays(mark: number | null, now: number, secondsPerDay: number): number {
  if (mark === null || !(secondsPerDay > 0)) return 0;
  return restOver(mark, { from: mark, to: now, secondsPerDay }).days;
}

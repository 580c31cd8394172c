/**
 * What the world clock's rest reads from Foundry on every client: the calendar's day length and an
 * actor's rest mark. Shared by every client's side (clock-client.ts) and the designated GM's side
 * (clock-foundry.ts, loaded on first use), so neither imports the other.
 */
/** Seconds in a day of the world's calendar (Foundry's calendar, or the one a calendar module set). */
export function secondsPerDay(): number {
  const days = game.time.calendar?.days;
  const seconds = days ? days.hoursPerDay * days.minutesPerHour * days.secondsPerMinute : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 86_400;
}

/** An actor's rest mark (world seconds), or null. */
export function restedUntilOf(actor: Actor.Implementation | null | undefined): number | null {
  const value = actor?.getFlag("harnfudge", "restedUntil");
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

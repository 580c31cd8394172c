/**
 * Rest on the world clock (rules 3.4.7 counted by Foundry's own clock): when the world's time
 * advances, the characters who rested rest exactly that long, through the same decision and write
 * as the GM's Rest… (`handleHealRequest` kind "rest", one actor update with its records).
 *
 * Each actor carries a rest mark, `restedUntil`: the world time (seconds) up to which it has
 * rested, written in the same update as its wounds. The mark only ever advances by whole quarter
 * days (the rest code's unit), so what is left of a span (under a quarter day) stays between the
 * mark and the world's time and counts with the next advance: nothing is lost. A rewind moves no
 * mark back, and the next advance counts only the time past the mark: nothing heals twice.
 *
 * Who rested (`restsOnClock`): a character (not an NPC or creature), alive, with a wound, and not a
 * combatant of a combat that has started. A mark older than the span's start by more than a
 * quarter day is stale (the actor was unwounded or fighting meanwhile): the rest counts from the
 * span's start instead.
 *
 * Pure: Foundry only through `HealPorts` and `ClockPorts`.
 */
import { REASONS } from "../gm/policy";
import { MAX_REST_DAYS, handleHealRequest, type HealPorts, type HealResult } from "./decide";
import { restOver, type ClockSpan } from "./clock-span";

export { QUARTERS_PER_DAY, restOver, restPendingDays, restStart, type ClockSpan } from "./clock-span";

/** What the clock needs to know about an actor to decide whether it rested. */
export interface ClockActorFacts {
  uuid: string;
  character: boolean;
  dead: boolean;
  wounded: boolean;
  /** A combatant of a combat that has started. */
  fighting: boolean;
}

/** Whether this actor rested while the world's time passed (see the file's comment). */
export function restsOnClock(actor: ClockActorFacts): boolean {
  return actor.character && !actor.dead && actor.wounded && !actor.fighting;
}

export interface ClockPorts {
  /** The actor's rest mark (world seconds), or null when it has none. */
  restedUntil(uuid: string): number | null;
  /** Writes the rest mark alone (when no quarter day passed but the mark was missing or stale). */
  writeRestMark(uuid: string, at: number): Promise<void>;
}

export type ClockRestResult =
  | { ok: true; rested: false; days: 0 }
  | { ok: true; rested: true; days: number; result: HealResult }
  | { ok: false; reason: string };

/**
 * One actor's rest over `span`, decided and written by `gmUserId` (the designated GM's client):
 * the days since its mark go through `handleHealRequest` (kind "rest", the request id naming the
 * new mark), whose one actor update also carries the new mark. Run it inside the actor's lock.
 */
export async function handleClockRest(
  patientUuid: string,
  span: ClockSpan,
  gmUserId: string,
  ports: HealPorts & ClockPorts,
): Promise<ClockRestResult> {
  if (!(span.secondsPerDay > 0) || !Number.isFinite(span.from) || !Number.isFinite(span.to))
    return { ok: false, reason: REASONS.badRequest };
  const mark = ports.restedUntil(patientUuid);
  const rest = restOver(mark, span, MAX_REST_DAYS);
  if (rest.days === 0) {
    if (rest.mark !== mark) await ports.writeRestMark(patientUuid, rest.mark);
    return { ok: true, rested: false, days: 0 };
  }
  const withMark: HealPorts = {
    ...ports,
    writePatient: (uuid, data) => ports.writePatient(uuid, { ...data, restedUntil: rest.mark }),
  };
  const request = { kind: "rest", requestId: `clock-${rest.mark}`, patientUuid, days: rest.days };
  const result = await handleHealRequest(request, gmUserId, withMark);
  return { ok: true, rested: true, days: rest.days, result };
}

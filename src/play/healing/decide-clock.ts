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
 * Who may rest (`restCandidates`): every living, wounded character or NPC not fighting in a
 * started combat; the offer ticks the player characters, the GM ticks or unticks each, and those
 * left unticked have their mark moved on without healing (they travelled, fought, worked). An
 * untreated Near Death character never rests (rules 3.4.1). "Do it" rests the ticked ones. A mark
 * older than the span's start by more than a quarter day is stale (the actor was unwounded or
 * fighting meanwhile): the rest counts from the span's start instead. The GM's Rest… moves the same
 * mark (`manualRestMark`), so no day is counted twice.
 *
 * Pure: Foundry only through `HealPorts` and `ClockPorts`.
 */
import { REASONS } from "../gm/policy";
import { MAX_REST_DAYS, handleHealRequest, parseHealRequest, type HealPorts, type HealResult } from "./decide";
import { restOver, restStart, type ClockSpan } from "./clock-span";

export { QUARTERS_PER_DAY, restOver, restPendingDays, restStart, type ClockSpan } from "./clock-span";

/** What the clock needs to know about an actor to decide whether it rested. */
export interface ClockActorFacts {
  uuid: string;
  name: string;
  /** A player owns it: the offer ticks it, "do it" rests it. */
  playerCharacter: boolean;
  dead: boolean;
  wounded: boolean;
  /** A combatant of a combat that has started. */
  fighting: boolean;
  /** Near Death with no treatment that held (rules 3.4.1): rest does not heal him. */
  nearDeathUntreated: boolean;
}

/** One character of the rest offer: ticked to rest, or not (their mark moves on without healing). */
export interface RestCandidate {
  uuid: string;
  name: string;
  /** Ticked by default: a player character who may rest. */
  checked: boolean;
  /** Cannot rest now (Near Death untreated): neither rested nor moved on. */
  blocked: boolean;
}

/**
 * Who the clock's rest offer lists (rules 3.4.7): every living, wounded character or NPC not
 * fighting in a started combat. Player characters are ticked; an untreated Near Death one is listed
 * but cannot rest (rules 3.4.1: he dies within the hour without medical attention).
 */
export function restCandidates(actors: readonly ClockActorFacts[]): RestCandidate[] {
  return actors
    .filter((a) => !a.dead && a.wounded && !a.fighting)
    .map((a) => ({
      uuid: a.uuid,
      name: a.name,
      checked: a.playerCharacter && !a.nearDeathUntreated,
      blocked: a.nearDeathUntreated,
    }));
}

/** Whether "do it" (auto) rests this actor: a ticked candidate of the offer. */
export function restsOnClock(actor: ClockActorFacts): boolean {
  return restCandidates([actor])[0]?.checked ?? false;
}

/**
 * The rest mark after the GM's Rest… of `days` (the same mark the clock moves): the days are
 * counted from the character's mark when it is current or ahead (a remainder under a quarter day,
 * or an earlier Rest…), else from now; the mark moves past them, so the clock passing over the
 * same days rests nobody twice (rules 3.4.7 counts each day of rest once).
 */
export function manualRestMark(mark: number | null, now: number, days: number, secondsPerDay: number): number {
  const start = restStart(mark, { from: now, to: now, secondsPerDay });
  return start + days * secondsPerDay;
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

/**
 * The rest offer's unticked character: their mark moves to the span's end without healing (they
 * spent the time otherwise), so a later rest does not count those days. Run it inside the actor's lock.
 */
export async function handleClockTravel(patientUuid: string, span: ClockSpan, ports: ClockPorts): Promise<boolean> {
  const mark = ports.restedUntil(patientUuid);
  if (!Number.isFinite(span.to) || (mark !== null && mark >= span.to)) return false;
  await ports.writeRestMark(patientUuid, span.to);
  return true;
}

/** The world's clock as the GM's Rest… reads it. */
export interface ClockNow {
  now(): number;
  secondsPerDay(): number;
}

/**
 * The GM's Rest… (kind "rest"), decided as `handleHealRequest` decides it, with the character's
 * rest mark moved past the days rested in the same actor update (`manualRestMark`). Run it inside
 * the patient's lock.
 */
export function handleManualRest(
  raw: unknown,
  requesterId: string,
  ports: HealPorts & ClockPorts & ClockNow,
): Promise<HealResult> {
  const request = parseHealRequest(raw);
  if (request?.kind !== "rest") return handleHealRequest(raw, requesterId, ports);
  const mark = manualRestMark(ports.restedUntil(request.patientUuid), ports.now(), request.days, ports.secondsPerDay());
  return handleHealRequest(raw, requesterId, {
    ...ports,
    writePatient: (uuid, data) => ports.writePatient(uuid, { ...data, restedUntil: mark }),
  });
}

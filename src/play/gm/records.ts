/**
 * What the GM's client records on an actor, in the same update as the change it records, so a
 * replay, a reload or a second GM can never apply it twice and Undo never needs the card:
 * - `hits`: each attack card applied to this actor (the box it marked as written, whether it
 *   killed, the stun track before and after). Undo is the inverse of that one change, refused
 *   when the box (or stun track) has changed since.
 * - `requests`: ids of the requests the GM's client has carried out on this actor (healing,
 *   rest, strenuous activity…).
 * - `combats` / `sessions`: the combats whose end was processed for this actor, the sessions whose
 *   EP award it received (end of combat and end of session are resumable and idempotent).
 *
 * Pure: plain data in, plain data out.
 */
import { REASONS } from "./policy";
import { canonicalJson } from "../../util/canonical-json";
import { emptyWoundBox, type StunTrack, type WoundBox, type WoundTrack } from "../../rules";

export interface HitRecord {
  /** The attack card's message id. */
  card: string;
  by: string;
  at: number;
  /** The box marked, or null (stun, no wound, or death with no box left). */
  boxIndex: number | null;
  /** The box exactly as the hit wrote it. */
  box: WoundBox | null;
  /** The hit set the Dead mark. */
  died: boolean;
  stunBefore: StunTrack;
  stunAfter: StunTrack;
  undone: boolean;
}

export interface ActorRecords {
  hits: HitRecord[];
  requests: string[];
  combats: string[];
  sessions: number[];
}

export const RECORD_LIMITS = { hits: 40, requests: 60, combats: 20, sessions: 20 } as const;

export function emptyRecords(): ActorRecords {
  return { hits: [], requests: [], combats: [], sessions: [] };
}

/** Keeps the newest `limit` entries. */
export function keepLast<T>(list: readonly T[], limit: number): T[] {
  return list.slice(Math.max(0, list.length - limit));
}

/** The record of an applied hit of `card` not undone since, or null. */
export function activeHit(records: ActorRecords, card: string): HitRecord | null {
  for (let i = records.hits.length - 1; i >= 0; i--) {
    const hit = records.hits[i];
    if (hit?.card === card) return hit.undone ? null : hit;
  }
  return null;
}

/** The records after a hit is applied (the newest records kept). */
export function withHit(records: ActorRecords, hit: HitRecord): ActorRecords {
  return { ...records, hits: keepLast([...records.hits, hit], RECORD_LIMITS.hits) };
}

/** The record of a hit from the tracks before and after it. */
export function hitRecord(
  card: string,
  by: string,
  at: number,
  before: { wounds: WoundTrack; stun: StunTrack },
  after: { wounds: WoundTrack; stun: StunTrack },
  boxIndex: number | null,
): HitRecord {
  const box = boxIndex === null ? null : (after.wounds.boxes[boxIndex] ?? null);
  return {
    card,
    by,
    at,
    boxIndex: box ? boxIndex : null,
    box: box ? { ...box } : null,
    died: after.wounds.dead && !before.wounds.dead,
    stunBefore: { ...before.stun },
    stunAfter: { ...after.stun },
    undone: false,
  };
}

function same(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

export type UndoResult = { ok: true; wounds: WoundTrack; stun: StunTrack; records: ActorRecords } | { ok: false; reason: string };

/**
 * The inverse of the recorded hit of `card` on the current tracks: the box it marked emptied,
 * the Dead mark it set cleared, the stun track set back. Refused (nothing changes) when there is
 * no active record, or when the box, the Dead mark or the stun track is no longer what the hit
 * left (a later wound, healing or hand edit happened since): the GM then corrects by hand.
 */
export function undoHit(current: { wounds: WoundTrack; stun: StunTrack }, records: ActorRecords, card: string): UndoResult {
  const hit = activeHit(records, card);
  if (!hit) return { ok: false, reason: REASONS.notApplied };
  const boxes = current.wounds.boxes.map((b) => ({ ...b }));
  if (hit.boxIndex !== null) {
    const now = boxes[hit.boxIndex];
    if (!now || !same(now, hit.box)) return { ok: false, reason: REASONS.undoChanged };
    boxes[hit.boxIndex] = emptyWoundBox();
  }
  if (hit.died && !current.wounds.dead) return { ok: false, reason: REASONS.undoChanged };
  if (!same(current.stun, hit.stunAfter)) return { ok: false, reason: REASONS.undoChanged };
  const wounds: WoundTrack = { boxes, dead: hit.died ? false : current.wounds.dead };
  const hits = records.hits.map((h) => (h === hit ? { ...h, undone: true } : h));
  return { ok: true, wounds, stun: { ...hit.stunBefore }, records: { ...records, hits } };
}

/** Whether a request id was already carried out on this actor. */
export function requestDone(records: ActorRecords, requestId: string): boolean {
  return records.requests.includes(requestId);
}

export function withRequest(records: ActorRecords, requestId: string): ActorRecords {
  return { ...records, requests: keepLast([...records.requests, requestId], RECORD_LIMITS.requests) };
}

export function withCombat(records: ActorRecords, combatId: string): ActorRecords {
  return { ...records, combats: keepLast([...records.combats, combatId], RECORD_LIMITS.combats) };
}

export function withSession(records: ActorRecords, session: number): ActorRecords {
  return { ...records, sessions: keepLast([...records.sessions, session], RECORD_LIMITS.sessions) };
}

/** How many request ids a card keeps (its steps, newest last): more than any card ever takes. */
export const CARD_REQUEST_IDS_KEPT = 40;

/**
 * A card with the id of the request carried out on it, to be written in the same card update as
 * what the request changed (an opposed action's roll or Lucky, a check's roll): a replay finds it.
 */
export function withCardRequest<T extends { requests?: string[] | undefined }>(card: T, requestId: string | null): T {
  return requestId ? { ...card, requests: keepLast([...(card.requests ?? []), requestId], CARD_REQUEST_IDS_KEPT) } : card;
}

/** Whether a card records the request as carried out. */
export function cardRequestDone(card: { requests?: readonly string[] | undefined }, requestId: string | null): boolean {
  return !!requestId && (card.requests?.includes(requestId) ?? false);
}

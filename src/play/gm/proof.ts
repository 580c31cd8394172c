/**
 * Proof of who sent a request to the GM's client.
 *
 * Foundry calls a query handler as `handler(queryData, { timeout })`: nothing tells the GM's
 * client who sent the query, so a requester id inside the data could be anyone's. The proof:
 * before querying, the requesting client writes a one-time stamp into one of a few slots of a
 * flag on its OWN User document (`flags.harnfudge.requests.s0…s7`) — a player may update their
 * own User and nobody else's — and sends `{ requesterId, nonce, request }`. The GM's client
 * accepts the request only when that user's flag holds a stamp with this exact nonce and this
 * exact request (canonical JSON), written within the last two minutes.
 *
 * Slots, not one flag: several requests of one client can be in flight at once without one
 * stamp overwriting another, so no client-side queue is needed (a queue let one hung query block
 * every later request).
 *
 * The nonce memory here is only a fast path. That a request is handled at most once is recorded
 * in the documents the GM's client writes (the card's state, the actor's records, the created
 * message's request id), so a replay after a GM reload, or on a second GM, is refused by those
 * records (see docs/playing.md, "Who is trusted with what").
 *
 * Pure and port-driven: tests drive forged, replayed and stale requests with plain data.
 */
import { REASONS } from "./policy";
import { isRecord } from "../../util/guards";
import { canonicalJson } from "../../util/canonical-json";

export { canonicalJson };

/** What the requester writes into one slot of `flags.harnfudge.requests` on its own User. */
export interface RequestStamp {
  nonce: string;
  /** Server time (`game.time.serverTime`) when the stamp was written. */
  at: number;
  /** The request itself, canonical JSON: a stamp proves only this exact request. */
  payload: string;
}

/** The slots of a user's request flag. */
export const STAMP_SLOTS = ["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7"] as const;
export type StampSlot = (typeof STAMP_SLOTS)[number];

/** What travels in the query. */
export interface RequestEnvelope {
  requesterId: string;
  nonce: string;
  request: unknown;
}

export interface ProofPorts {
  /** The `flags.harnfudge.requests` object of a user, or undefined when there is no such user. */
  readStamps(userId: string): unknown;
  /** Server time now. */
  now(): number;
  /** Whether a nonce was already used on this client (fast path only; documents hold the truth). */
  isUsed(nonce: string): boolean;
  /** Remembers a used nonce until `until` (server time): at least as long as its stamp is valid. */
  markUsed(nonce: string, until: number): void;
  /** Waits a little, for a stamp that may still be on its way to this client. */
  wait?(ms: number): Promise<void>;
}

/** How old a stamp may be when its query is handled. */
export const STAMP_MAX_AGE_MS = 2 * 60 * 1000;
/** How far ahead of the GM's server clock a stamp may claim to be (clock-sync slack). */
export const STAMP_MAX_SKEW_MS = 10 * 1000;
/** The shortest nonce accepted. */
export const NONCE_MIN_LENGTH = 8;

export type ProofResult =
  { ok: true; requesterId: string; request: Record<string, unknown> } | { ok: false; reason: string; retry?: boolean };

/** Builds the stamp and envelope for a request (the requesting client's half). */
export function stampRequest(
  request: Record<string, unknown>,
  requesterId: string,
  nonce: string,
  now: number,
): { stamp: RequestStamp; envelope: RequestEnvelope } {
  return {
    stamp: { nonce, at: now, payload: canonicalJson(request) },
    envelope: { requesterId, nonce, request },
  };
}

function parseStamp(value: unknown): RequestStamp | null {
  if (!isRecord(value)) return null;
  const { nonce, at, payload } = value;
  if (typeof nonce !== "string" || typeof at !== "number" || !Number.isFinite(at) || typeof payload !== "string") return null;
  return { nonce, at, payload };
}

/** The stamp holding `nonce` among a user's slots, or null. */
export function findStamp(stamps: unknown, nonce: string): RequestStamp | null {
  if (!isRecord(stamps)) return null;
  for (const slot of STAMP_SLOTS) {
    const stamp = parseStamp(stamps[slot]);
    if (stamp?.nonce === nonce) return stamp;
  }
  return null;
}

/**
 * The GM's half: checks an envelope against the claimed requester's own stamps and uses the nonce.
 * A refusal with `retry` means the stamp may simply not have reached this client yet.
 */
export function verifyRequest(raw: unknown, ports: ProofPorts): ProofResult {
  if (!isRecord(raw)) return { ok: false, reason: REASONS.badRequest };
  const { requesterId, nonce, request } = raw;
  if (typeof requesterId !== "string" || typeof nonce !== "string" || nonce.length < NONCE_MIN_LENGTH || !isRecord(request))
    return { ok: false, reason: REASONS.badRequest };
  if (ports.isUsed(nonce)) return { ok: false, reason: REASONS.replayed };
  const stamp = findStamp(ports.readStamps(requesterId), nonce);
  if (!stamp) return { ok: false, reason: REASONS.unverified, retry: true };
  if (stamp.payload !== canonicalJson(request)) return { ok: false, reason: REASONS.unverified };
  const age = ports.now() - stamp.at;
  if (age > STAMP_MAX_AGE_MS || age < -STAMP_MAX_SKEW_MS) return { ok: false, reason: REASONS.stale };
  // Remembered for as long as the stamp could still be accepted, so a replay inside that window is
  // refused however many other requests arrive meanwhile; after it, the stamp itself is stale.
  ports.markUsed(nonce, stamp.at + STAMP_MAX_AGE_MS + STAMP_MAX_SKEW_MS);
  return { ok: true, requesterId, request };
}

/** How long the GM's client waits in all for a stamp it has not seen yet. */
export const STAMP_WAIT_MS = 3000;
const STAMP_POLL_MS = 150;

/**
 * `verifyRequest`, waiting up to {@link STAMP_WAIT_MS} for a stamp not yet seen (the User update
 * and the query travel separately; the update is normally first).
 */
export async function verifyRequestPatiently(raw: unknown, ports: ProofPorts): Promise<ProofResult> {
  let result = verifyRequest(raw, ports);
  for (let waited = 0; !result.ok && result.retry === true && ports.wait && waited < STAMP_WAIT_MS; waited += STAMP_POLL_MS) {
    await ports.wait(STAMP_POLL_MS);
    result = verifyRequest(raw, ports);
  }
  return result;
}

/**
 * The used nonces of this client, each kept until its stamp's validity ends (its expiry), never
 * evicted by count: flooding the GM with requests cannot push a victim's nonce out while her
 * envelope could still be replayed. Expired entries are dropped as new ones come in. How many a
 * user can add is bounded by {@link requestBudget}.
 */
export function nonceMemory(now: () => number): Pick<ProofPorts, "isUsed" | "markUsed"> & { size(): number } {
  const used = new Map<string, number>();
  return {
    isUsed: (nonce) => (used.get(nonce) ?? -Infinity) >= now(),
    markUsed: (nonce, until) => {
      const t = now();
      for (const [n, expiry] of used) if (expiry < t) used.delete(n);
      used.set(nonce, until);
    },
    size: () => used.size,
  };
}

/** The most requests one user may have decided per minute on the GM's client, and the largest request. */
export const REQUESTS_PER_MINUTE = 120;
export const MAX_REQUEST_CHARS = 16_000;

/**
 * A per-user budget of requests on the GM's client: at most {@link REQUESTS_PER_MINUTE} in any
 * minute, each at most {@link MAX_REQUEST_CHARS} characters of canonical JSON. A table clicks a few
 * times a minute; a script flooding the GM is refused before any work, with a clear reason.
 */
export function requestBudget(now: () => number) {
  const recent = new Map<string, number[]>();
  return {
    /** Null when the request may go on (and is counted), else the refusal reason. */
    take(userId: string, request: unknown): string | null {
      if (canonicalJson(request).length > MAX_REQUEST_CHARS) return REASONS.badRequest;
      const t = now();
      const times = (recent.get(userId) ?? []).filter((at) => at > t - 60_000);
      if (times.length >= REQUESTS_PER_MINUTE) {
        recent.set(userId, times);
        return REASONS.tooMany;
      }
      times.push(t);
      recent.set(userId, times);
      return null;
    },
  };
}

/**
 * Proof of who sent a request to the GM's client.
 *
 * Foundry v13 calls a query handler as `handler(queryData, { timeout })`: nothing tells the GM's
 * client who sent the query (v14 adds the server-attested sender, `{ timeout, user }`, which the
 * router checks too), so a requester id inside the data could be anyone's. The proof: before
 * querying, the requesting client writes a one-time stamp into one of a few slots of a flag on its
 * OWN User document (`flags.harnfudge.requests.s0…s7`): a player may update their own User and
 * nobody else's. The stamp holds the SHA-256 digest of a fresh random nonce, the time and the
 * request; the query carries the nonce itself. Every client can read a User's flags, but only the
 * client that made the nonce knows it, so a stamp can be used only by its own user: another client
 * that reads it first cannot send it as that user (front-running), and a player cannot replay a
 * GM's stamp. The GM's client accepts the request only when the claimed user's flag holds a stamp
 * with the digest of this nonce and this exact request (canonical JSON), written within the last
 * two minutes.
 *
 * Slots, not one flag: several requests of one client can be in flight at once without one
 * stamp overwriting another, so no client-side queue is needed (a queue let one hung query block
 * every later request).
 *
 * The order of the checks costs a flood the least: the envelope's shape and the request's size
 * (bounded work) first, then the stamp, then the per-user budget, and only then is the nonce
 * remembered, in a memory capped per user and swept in amortised constant time.
 *
 * The nonce memory is only a fast path. That a request is handled at most once is recorded in the
 * documents the GM's client writes (the card's state, the actor's records, the created message's
 * request id), so a replay after a GM reload, or on a second GM, is refused by those records (see
 * docs/playing.md, "Who is trusted with what").
 *
 * Pure and port-driven: tests drive forged, replayed and stale requests with plain data.
 */
import { REASONS } from "./policy";
import { isRecord } from "../../util/guards";
import { canonicalJson } from "../../util/canonical-json";
import { sha256Hex } from "../../util/sha256";

export { canonicalJson };

/** What the requester writes into one slot of `flags.harnfudge.requests` on its own User. */
export interface RequestStamp {
  /** The SHA-256 digest of the nonce ({@link nonceDigest}): the nonce itself travels only in the query. */
  digest: string;
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

/** The used nonces of the GM's client, per user (see {@link nonceMemory}). */
export interface NonceMemory {
  /** Whether the user's nonce was already used on this client (fast path only; documents hold the truth). */
  isUsed(userId: string, nonce: string): boolean;
  /** Remembers a used nonce until `until` (server time); false when the user's memory is full. */
  markUsed(userId: string, nonce: string, until: number): boolean;
  /** How many nonces are remembered (for tests and the benchmark). */
  size(): number;
}

/** The per-user budget of requests (see {@link requestBudget}). */
export interface RequestBudget {
  /** True when the user may have one more request decided now (and it is counted), else false. */
  take(userId: string): boolean;
}

export interface ProofPorts {
  /** The `flags.harnfudge.requests` object of a user, or undefined when there is no such user. */
  readStamps(userId: string): unknown;
  /** Server time now. */
  now(): number;
  memory: NonceMemory;
  budget: RequestBudget;
  /** Waits a little, for a stamp that may still be on its way to this client. */
  wait?(ms: number): Promise<void>;
}

/** How old a stamp may be when its query is handled. */
export const STAMP_MAX_AGE_MS = 2 * 60 * 1000;
/** How far ahead of the GM's server clock a stamp may claim to be (clock-sync slack). */
export const STAMP_MAX_SKEW_MS = 10 * 1000;
/** The shortest and longest nonce accepted. */
export const NONCE_MIN_LENGTH = 8;
export const NONCE_MAX_LENGTH = 64;

export type ProofResult =
  { ok: true; requesterId: string; request: Record<string, unknown> } | { ok: false; reason: string; retry?: boolean };

/** The digest a stamp holds for a nonce. */
export function nonceDigest(nonce: string): string {
  return sha256Hex(`harnfudge.request:${nonce}`);
}

/** Builds the stamp and envelope for a request (the requesting client's half). */
export function stampRequest(
  request: Record<string, unknown>,
  requesterId: string,
  nonce: string,
  now: number,
): { stamp: RequestStamp; envelope: RequestEnvelope } {
  return {
    stamp: { digest: nonceDigest(nonce), at: now, payload: canonicalJson(request) },
    envelope: { requesterId, nonce, request },
  };
}

function parseStamp(value: unknown): RequestStamp | null {
  if (!isRecord(value)) return null;
  const { digest, at, payload } = value;
  if (typeof digest !== "string" || typeof at !== "number" || !Number.isFinite(at) || typeof payload !== "string") return null;
  return { digest, at, payload };
}

/** The stamp holding the digest of `nonce` among a user's slots, or null. */
export function findStamp(stamps: unknown, nonce: string): RequestStamp | null {
  if (!isRecord(stamps)) return null;
  const digest = nonceDigest(nonce);
  for (const slot of STAMP_SLOTS) {
    const stamp = parseStamp(stamps[slot]);
    if (stamp?.digest === digest) return stamp;
  }
  return null;
}

/** The most requests one user may have decided per minute on the GM's client, and the largest request. */
export const REQUESTS_PER_MINUTE = 120;
export const MAX_REQUEST_CHARS = 16_000;

/**
 * Whether a value's canonical JSON is at most `max` characters, found with work bounded by `max`:
 * the walk stops as soon as the count passes it (a huge payload costs no more than a small one).
 */
export function jsonWithin(value: unknown, max: number): boolean {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") total += v.length > max ? max + 1 : JSON.stringify(v).length;
    else if (Array.isArray(v)) {
      // The brackets and commas, and at least one character per item, before any item is read.
      total += 1 + Math.max(1, v.length) + v.length;
      if (total > max) return false;
      for (const item of v) stack.push(item === undefined ? null : item);
      total -= v.length;
    } else if (isRecord(v)) {
      total += 2;
      let keys = 0;
      for (const key in v) {
        if (v[key] === undefined) continue;
        keys += 1;
        total += (key.length > max ? max : JSON.stringify(key).length) + 1 + (keys > 1 ? 1 : 0);
        if (total > max) return false;
        stack.push(v[key]);
      }
    } else total += JSON.stringify(v ?? null).length;
    if (total > max) return false;
  }
  return true;
}

/** The envelope's parts, or null when it is not one (any check here is constant work). */
function envelopeOf(raw: unknown): (RequestEnvelope & { request: Record<string, unknown> }) | null {
  if (!isRecord(raw)) return null;
  const { requesterId, nonce, request } = raw;
  if (typeof requesterId !== "string" || requesterId.length === 0 || requesterId.length > 64) return null;
  if (typeof nonce !== "string" || nonce.length < NONCE_MIN_LENGTH || nonce.length > NONCE_MAX_LENGTH) return null;
  return isRecord(request) ? { requesterId, nonce, request } : null;
}

/**
 * The GM's half: checks an envelope against the claimed requester's own stamps, counts it against
 * the requester's budget and uses the nonce. `sender` is the user Foundry says sent the query
 * (v14), or null where Foundry does not say (v13). A refusal with `retry` means the stamp may
 * simply not have reached this client yet.
 */
export function verifyRequest(raw: unknown, ports: ProofPorts, sender: string | null = null): ProofResult {
  const envelope = envelopeOf(raw);
  if (!envelope || !jsonWithin(envelope.request, MAX_REQUEST_CHARS)) return { ok: false, reason: REASONS.badRequest };
  const { requesterId, nonce, request } = envelope;
  if (sender !== null && sender !== requesterId) return { ok: false, reason: REASONS.unverified };
  if (ports.memory.isUsed(requesterId, nonce)) return { ok: false, reason: REASONS.replayed };
  const stamp = findStamp(ports.readStamps(requesterId), nonce);
  if (!stamp) return { ok: false, reason: REASONS.unverified, retry: true };
  if (stamp.payload !== canonicalJson(request)) return { ok: false, reason: REASONS.unverified };
  const age = ports.now() - stamp.at;
  if (age > STAMP_MAX_AGE_MS || age < -STAMP_MAX_SKEW_MS) return { ok: false, reason: REASONS.stale };
  // Counted before the nonce is stored, so a flood is refused before it costs the GM's memory.
  if (!ports.budget.take(requesterId)) return { ok: false, reason: REASONS.tooMany };
  // Remembered for as long as the stamp could still be accepted, so a replay inside that window is
  // refused however many other requests arrive meanwhile; after it, the stamp itself is stale.
  if (!ports.memory.markUsed(requesterId, nonce, stamp.at + STAMP_MAX_AGE_MS + STAMP_MAX_SKEW_MS))
    return { ok: false, reason: REASONS.tooMany };
  return { ok: true, requesterId, request };
}

/** How long the GM's client waits in all for a stamp it has not seen yet. */
export const STAMP_WAIT_MS = 3000;
const STAMP_POLL_MS = 150;

/**
 * `verifyRequest`, waiting up to {@link STAMP_WAIT_MS} for a stamp not yet seen (the User update
 * and the query travel separately; the update is normally first).
 */
export async function verifyRequestPatiently(
  raw: unknown,
  ports: ProofPorts,
  sender: string | null = null,
): Promise<ProofResult> {
  let result = verifyRequest(raw, ports, sender);
  for (let waited = 0; !result.ok && result.retry === true && ports.wait && waited < STAMP_WAIT_MS; waited += STAMP_POLL_MS) {
    await ports.wait(STAMP_POLL_MS);
    result = verifyRequest(raw, ports, sender);
  }
  return result;
}

/**
 * The most nonces remembered for one user: all a user can have valid at once within the budget
 * (a stamp is valid for 2 min 10 s, in which a sliding minute lets through three full minutes' worth).
 */
export const NONCES_PER_USER = REQUESTS_PER_MINUTE * Math.ceil((STAMP_MAX_AGE_MS + STAMP_MAX_SKEW_MS) / 60_000);

/**
 * The used nonces of this client, per user, each kept until its stamp's validity ends (its
 * expiry), never evicted by count: flooding the GM with requests cannot push a victim's nonce out
 * while her envelope could still be replayed. A user's expired entries are swept when the user's
 * memory has doubled since its last sweep and something in it has expired (amortised constant
 * work per request); a user whose memory is full ({@link NONCES_PER_USER}, more than the budget
 * lets through in a stamp's lifetime) is refused instead of stored.
 */
export function nonceMemory(now: () => number, perUser = NONCES_PER_USER): NonceMemory {
  const users = new Map<string, { used: Map<string, number>; swept: number; earliest: number }>();
  return {
    isUsed: (userId, nonce) => (users.get(userId)?.used.get(nonce) ?? -Infinity) >= now(),
    markUsed(userId, nonce, until) {
      const entry = users.get(userId) ?? { used: new Map<string, number>(), swept: 0, earliest: Infinity };
      users.set(userId, entry);
      const full = entry.used.size >= perUser;
      if (full || entry.used.size >= Math.max(16, entry.swept * 2)) {
        const t = now();
        if (t > entry.earliest) {
          entry.earliest = Infinity;
          for (const [n, expiry] of entry.used)
            if (expiry < t) entry.used.delete(n);
            else entry.earliest = Math.min(entry.earliest, expiry);
        }
        entry.swept = entry.used.size;
      }
      if (entry.used.size >= perUser) return false;
      entry.used.set(nonce, until);
      entry.earliest = Math.min(entry.earliest, until);
      return true;
    },
    size: () => [...users.values()].reduce((sum, u) => sum + u.used.size, 0),
  };
}

/**
 * A per-user budget of requests on the GM's client: at most {@link REQUESTS_PER_MINUTE} in any
 * minute. A table clicks a few times a minute; a script flooding the GM is refused with a clear
 * reason. Each user's times are a queue read from its oldest end, so a check costs constant work
 * (amortised) however hard the user floods.
 */
export function requestBudget(now: () => number, perMinute = REQUESTS_PER_MINUTE): RequestBudget {
  const recent = new Map<string, { times: number[]; head: number }>();
  return {
    take(userId) {
      const t = now();
      const entry = recent.get(userId) ?? { times: [], head: 0 };
      recent.set(userId, entry);
      while (entry.head < entry.times.length && (entry.times[entry.head] ?? 0) <= t - 60_000) entry.head += 1;
      if (entry.head > 64 && entry.head * 2 > entry.times.length) {
        entry.times = entry.times.slice(entry.head);
        entry.head = 0;
      }
      if (entry.times.length - entry.head >= perMinute) return false;
      entry.times.push(t);
      return true;
    },
  };
}

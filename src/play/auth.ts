/**
 * Proof of a requester's identity for GM queries.
 *
 * Foundry v13 calls a query handler as `handler(queryData, { timeout })`: nothing tells the GM's
 * client who sent it, so a requester id inside the data could be anyone's. The proof used here:
 * before querying, the requesting client writes a one-time stamp to a flag on its own User
 * document (`flags.harnfudge.request`) — a player may update their own User, nobody else's — and
 * then sends `{ requesterId, nonce, request }`. The GM's client accepts the request only when that
 * user's stamp holds this exact nonce, for this subject and action, with this exact request, written
 * recently, and the nonce has not been used before in this session. Everything here is pure and
 * driven through `AuthPorts`, so tests drive forged and replayed requests with plain data.
 */

/** What the requester writes to `flags.harnfudge.request` on its own User. */
export interface RequestStamp {
  nonce: string;
  /** The chat message the request is about (for a healing request: the patient's uuid). */
  messageId: string;
  action: string;
  /** Server time (`game.time.serverTime`) when the stamp was written. */
  at: number;
  /** The request itself, canonical JSON: a stamp proves only this exact request. */
  payload: string;
}

/** What travels in the query. */
export interface RequestEnvelope {
  requesterId: string;
  nonce: string;
  request: unknown;
}

export interface AuthPorts {
  /** The request stamp flag of a user, or undefined when there is no such user. */
  readStamp(userId: string): unknown;
  /** Server time now. */
  now(): number;
  /** Whether a nonce was already used in this session. */
  isUsed(nonce: string): boolean;
  /** Remembers a nonce as used. */
  markUsed(nonce: string): void;
  /** Waits a little, for a stamp that may still be on its way to this client. */
  wait?(ms: number): Promise<void>;
}

/** How old a stamp may be when its query is handled. */
export const STAMP_MAX_AGE_MS = 2 * 60 * 1000;
/** How far ahead of the GM's server clock a stamp may claim to be (clock-sync slack). */
export const STAMP_MAX_SKEW_MS = 10 * 1000;

export const AUTH_REASONS = {
  badRequest: "HARNFUDGE.Notify.BadRequest",
  unverified: "HARNFUDGE.Notify.Unverified",
  replayed: "HARNFUDGE.Notify.Replayed",
  stale: "HARNFUDGE.Notify.Stale",
} as const;

export type AuthResult = { ok: true; requesterId: string; request: unknown } | { ok: false; reason: string; retry?: boolean };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON with object keys sorted, so the same request always gives the same string. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(",")}]`;
  if (isRecord(value)) {
    const entries = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The subject and action a request is about, as stamped. */
export function requestKey(request: unknown): { messageId: string; action: string } | null {
  if (!isRecord(request) || typeof request["action"] !== "string") return null;
  const subject =
    typeof request["messageId"] === "string"
      ? request["messageId"]
      : typeof request["patientUuid"] === "string"
        ? request["patientUuid"]
        : null;
  return subject === null ? null : { messageId: subject, action: request["action"] };
}

/** Builds the stamp and envelope for a request (the requesting client's half). */
export function stampRequest(
  request: unknown,
  requesterId: string,
  nonce: string,
  now: number,
): { stamp: RequestStamp; envelope: RequestEnvelope } | null {
  const key = requestKey(request);
  if (!key) return null;
  return {
    stamp: { nonce, messageId: key.messageId, action: key.action, at: now, payload: canonicalJson(request) },
    envelope: { requesterId, nonce, request },
  };
}

function parseStamp(value: unknown): RequestStamp | null {
  if (!isRecord(value)) return null;
  const { nonce, messageId, action, at, payload } = value;
  if (typeof nonce !== "string" || typeof messageId !== "string" || typeof action !== "string") return null;
  if (typeof at !== "number" || !Number.isFinite(at) || typeof payload !== "string") return null;
  return { nonce, messageId, action, at, payload };
}

/**
 * The GM's half: checks an envelope against the claimed requester's own stamp and uses the nonce.
 * A refusal with `retry` means the stamp may simply not have reached this client yet.
 */
export function verifyRequest(raw: unknown, ports: AuthPorts): AuthResult {
  if (!isRecord(raw)) return { ok: false, reason: AUTH_REASONS.badRequest };
  const { requesterId, nonce, request } = raw;
  if (typeof requesterId !== "string" || typeof nonce !== "string" || nonce.length < 8)
    return { ok: false, reason: AUTH_REASONS.badRequest };
  const key = requestKey(request);
  if (!key) return { ok: false, reason: AUTH_REASONS.badRequest };
  if (ports.isUsed(nonce)) return { ok: false, reason: AUTH_REASONS.replayed };
  const stamp = parseStamp(ports.readStamp(requesterId));
  if (!stamp || stamp.nonce !== nonce) return { ok: false, reason: AUTH_REASONS.unverified, retry: true };
  if (stamp.messageId !== key.messageId || stamp.action !== key.action || stamp.payload !== canonicalJson(request)) {
    return { ok: false, reason: AUTH_REASONS.unverified };
  }
  const age = ports.now() - stamp.at;
  if (age > STAMP_MAX_AGE_MS || age < -STAMP_MAX_SKEW_MS) return { ok: false, reason: AUTH_REASONS.stale };
  ports.markUsed(nonce);
  return { ok: true, requesterId, request };
}

/**
 * `verifyRequest`, waiting a few times for a stamp not yet seen (the User update and the query
 * travel separately; the update is normally first).
 */
export async function verifyRequestPatiently(raw: unknown, ports: AuthPorts, tries = 5): Promise<AuthResult> {
  let result = verifyRequest(raw, ports);
  for (let i = 1; i < tries && !result.ok && result.retry === true && ports.wait; i++) {
    await ports.wait(200);
    result = verifyRequest(raw, ports);
  }
  return result;
}

/** An in-memory set of used nonces, the GM client's memory for this session. */
export function nonceMemory(): Pick<AuthPorts, "isUsed" | "markUsed"> {
  const used = new Set<string>();
  return { isUsed: (nonce) => used.has(nonce), markUsed: (nonce) => void used.add(nonce) };
}

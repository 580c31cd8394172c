/**
 * A client's side of a request to the designated GM: when this client IS the designated GM the
 * request runs here (through the same handler and write queue); otherwise this client stamps its
 * own User (proof.ts) and queries the GM. Every request carries a request id (its own, or a fresh
 * one), which the GM's client records with what the request changed, so a replay changes nothing.
 * Every request has its own timeout and no request waits for another, so one query that never
 * settles cannot block later card actions or heals. Every outcome comes back as an answer;
 * `notify` shows a refusal or a failure in the user's language.
 *
 * Foundry's server enforces a query's timeout and drops a late answer, so after a timeout this
 * client does not learn whether the GM's client carried the request out: the notice says exactly
 * that. A request sent with a retry key (`askGMOnce`) keeps its id for a retry of the same action
 * until its outcome is seen here (a GM's chat message carrying the id in `flags.harnfudge.requestId`,
 * or `retrySettled(id)` called by the feature that sees it otherwise) or until the GM's client can
 * no longer be working on it ({@link RETRY_WINDOW_MS}); a new click after that is a new request.
 */
import { writeCounter } from "../services/writes";
import {
  STAMP_MAX_AGE_MS,
  STAMP_MAX_SKEW_MS,
  STAMP_SLOTS,
  stampRequest,
  type RequestEnvelope,
  type RequestStamp,
  type StampSlot,
} from "./proof";
import { REQUEST_QUERY, dispatch, isAnswer, type Answer } from "./router";
import { REASONS } from "./policy";

/** How long a client waits for the GM's answer. */
export const QUERY_TIMEOUT_MS = 20_000;

export type AnswerWith = Answer & Record<string, unknown>;

/** What sending needs from the world (Foundry's in askGM; plain functions in tests). */
export interface TransportDeps {
  /** The designated GM: null when none is connected; `isSelf` when it is this client. */
  gm: { isSelf: boolean; query(envelope: RequestEnvelope, timeoutMs: number): Promise<unknown> } | null;
  userId: string | null;
  now(): number;
  nonce(): string;
  /** A fresh request id, for a request that brings none of its own. */
  newRequestId(): string;
  writeStamp(slot: StampSlot, stamp: RequestStamp): Promise<void>;
  runHere(request: Record<string, unknown>, userId: string): Promise<AnswerWith>;
  /** Resolves after `ms` (a timer). */
  sleep(ms: number): Promise<void>;
  timeoutMs?: number;
  /** Told the GM's answer to a request that had timed out on this client, when it arrives after all. */
  late?(answer: AnswerWith, request: Record<string, unknown>): void;
}

/**
 * How long a timed-out request's id is kept for a retry of the same action: as long as the GM's
 * client could still accept its stamp (two minutes and the clock slack) and answer it (the query's
 * timeout). After that the GM's client refuses the stamp as stale, so the action was either done
 * (and seen here) or never will be: a new click is a new request.
 */
export const RETRY_WINDOW_MS = STAMP_MAX_AGE_MS + STAMP_MAX_SKEW_MS + QUERY_TIMEOUT_MS;

/**
 * Request ids of actions whose request timed out, by the action's retry key (e.g. the attacker,
 * weapon, mode, target and combat round of an attack): a retry of the same action sends the same
 * id, so the GM's client, which records each id with what it wrote, carries it out at most once.
 * An id is forgotten as soon as its outcome is seen, so it never answers a new request.
 */
export function retryMemory(now: () => number) {
  const pending = new Map<string, { requestId: string; until: number }>();
  return {
    /** The id to send for this action: a timed-out one's still in its window, else `fresh`. */
    idFor(key: string, fresh: string): string {
      const kept = pending.get(key);
      if (kept && kept.until >= now()) return kept.requestId;
      pending.delete(key);
      return fresh;
    },
    timedOut(key: string, requestId: string): void {
      pending.set(key, { requestId, until: now() + RETRY_WINDOW_MS });
    },
    settled(key: string): void {
      pending.delete(key);
    },
    /** The outcome of a request id was seen (its card, or a late answer): it is no longer retried. */
    seen(requestId: string): void {
      for (const [key, kept] of pending) if (kept.requestId === requestId) pending.delete(key);
    },
    size: () => pending.size,
  };
}

let slotCursor = 0;

/** A request the GM did not answer in time: whether it was carried out is not known (the message says so). */
const TIMEOUT: AnswerWith = { ok: false, reason: REASONS.timeout, timedOut: true };

/** The same, for a request whose retry is safe (it carries a kept request id). */
export const TIMEOUT_RETRY_SAFE = REASONS.timeoutRetry;

/** Sends a request of `domain` and resolves to the answer; never throws, never waits past the timeout. */
export async function sendRequest(deps: TransportDeps, domain: string, request: Record<string, unknown>): Promise<AnswerWith> {
  const own = request["requestId"];
  const payload = { ...request, requestId: typeof own === "string" ? own : deps.newRequestId(), domain };
  if (!deps.gm || !deps.userId) return { ok: false, reason: REASONS.noGM };
  if (deps.gm.isSelf) return deps.runHere(payload, deps.userId);
  const gm = deps.gm;
  const slot = STAMP_SLOTS[slotCursor++ % STAMP_SLOTS.length] ?? STAMP_SLOTS[0];
  const built = stampRequest(payload, deps.userId, deps.nonce(), deps.now());
  const timeoutMs = deps.timeoutMs ?? QUERY_TIMEOUT_MS;
  let gaveUp = false;
  const asked = (async (): Promise<AnswerWith> => {
    try {
      await deps.writeStamp(slot, built.stamp);
      const answer = await gm.query(built.envelope, timeoutMs);
      const checked: AnswerWith = isAnswer(answer) ? answer : { ok: false, reason: REASONS.badRequest };
      // The GM's client finished after this client stopped waiting: say what came of it.
      if (gaveUp) deps.late?.(checked, payload);
      return checked;
    } catch (error) {
      console.warn("HârnFudge | the GM did not answer", error);
      return TIMEOUT;
    }
  })();
  return Promise.race([
    asked,
    deps.sleep(timeoutMs + 1000).then(() => {
      gaveUp = true;
      return TIMEOUT;
    }),
  ]);
}

const retries = retryMemory(() => Date.now());
/** The hooks object the outcome watcher is registered with (registered once). */
let watchedHooks: unknown = null;

/** Forgets the kept id of a request whose outcome this client has seen (see the file's comment). */
export function retrySettled(requestId: string): void {
  retries.seen(requestId);
}

/** From the first timed-out request on: a chat message carrying a kept request id settles it. */
function watchOutcomes(): void {
  if (watchedHooks === Hooks) return;
  Hooks.on("createChatMessage", (message) => {
    // Only a GM's message is an outcome: a player could post a message naming another's request id.
    const id: unknown = message.author?.isGM ? message.getFlag("harnfudge", "requestId") : null;
    if (typeof id === "string") retries.seen(id);
  });
  watchedHooks = Hooks;
}

/**
 * Sends a request with a retry key naming the action (the key should name what makes two clicks
 * the same action, e.g. an attack's attacker, weapon, mode, target and combat round): when an
 * earlier request for the same action timed out and its outcome has not been seen, this one
 * reuses its id, so a retry cannot make the GM's client do it twice (it finds the id recorded and
 * answers with what it did). Any feature's request can be sent this way; the GM's side must record
 * `request.requestId` with what it writes and answer a known id with what it did.
 */
export async function askGMOnce(domain: string, retryKey: string, request: Record<string, unknown>): Promise<AnswerWith> {
  const key = `${domain}:${retryKey}`;
  const requestId = retries.idFor(key, newRequestId());
  const answer = await askGM(domain, { ...request, requestId }, () => retries.seen(requestId));
  if (answer["timedOut"] !== true) {
    retries.settled(key);
    return answer;
  }
  retries.timedOut(key, requestId);
  watchOutcomes();
  return { ...answer, reason: TIMEOUT_RETRY_SAFE };
}

/** Tells the user what came of a request that had timed out, if the GM's answer arrives after all. */
function lateAnswer(answer: AnswerWith): void {
  if (answer.ok) ui.notifications?.info(game.i18n.localize("HARNFUDGE.Notify.LateDone"));
  else ui.notifications?.warn(`${game.i18n.localize("HARNFUDGE.Notify.LateRefused")} ${game.i18n.localize(answer.reason)}`);
}

/**
 * Sends a request of `domain` to the designated GM (or runs it here when this client is that GM).
 * `onLate` is told when an answer arrives after this client stopped waiting.
 */
export function askGM(domain: string, request: Record<string, unknown>, onLate?: () => void): Promise<AnswerWith> {
  const gm = game.users.activeGM;
  const me = game.user;
  return sendRequest(
    {
      gm: gm ? { isSelf: gm.isSelf, query: (envelope, timeout) => gm.query(REQUEST_QUERY, envelope, { timeout }) } : null,
      userId: me.id,
      now: () => game.time.serverTime,
      nonce: () => foundry.utils.randomID(16),
      newRequestId,
      async writeStamp(slot, stamp) {
        writeCounter.userUpdates += 1;
        await me.update({ [`flags.harnfudge.requests.${slot}`]: stamp });
      },
      runHere: dispatch,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      late: (answer) => {
        onLate?.();
        lateAnswer(answer);
      },
    },
    domain,
    request,
  );
}

/** Shows a refused or failed answer to this user (and a success's notice, if any); resolves to whether it succeeded. */
export function notify(answer: AnswerWith): boolean {
  if (!answer.ok) ui.notifications?.warn(game.i18n.localize(answer.reason));
  else if (typeof answer["notice"] === "string") ui.notifications?.info(game.i18n.localize(answer["notice"]));
  return answer.ok;
}

/** A fresh id for a request (idempotency of creations and healing). */
export function newRequestId(): string {
  return foundry.utils.randomID(16);
}

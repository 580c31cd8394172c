/**
 * A client's side of a request to the designated GM: when this client IS the designated GM the
 * request runs here (through the same handler and write queue); otherwise this client stamps its
 * own User (proof.ts) and queries the GM. Every request has its own timeout and no request waits
 * for another, so one query that never settles cannot block later card actions or heals. Every
 * outcome comes back as an answer; `notify` shows a refusal or a failure in the user's language.
 */
import { writeCounter } from "./writes";
import { STAMP_SLOTS, stampRequest, type RequestEnvelope, type RequestStamp, type StampSlot } from "./proof";
import { REQUEST_QUERY, dispatch, isAnswer, type Answer } from "./router";

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
  writeStamp(slot: StampSlot, stamp: RequestStamp): Promise<void>;
  runHere(request: Record<string, unknown>, userId: string): Promise<AnswerWith>;
  /** Resolves after `ms` (a timer). */
  sleep(ms: number): Promise<void>;
  timeoutMs?: number;
  /** Told the GM's answer to a request that had timed out on this client, when it arrives after all. */
  late?(answer: AnswerWith, request: Record<string, unknown>): void;
}

/** How long a timed-out request's id is kept for a retry of the same action. */
export const RETRY_WINDOW_MS = 10 * 60 * 1000;

/**
 * Request ids of actions whose request timed out, by the action's retry key (e.g. the attacker,
 * weapon, mode and target of an attack): a retry of the same action sends the same id, so the GM's
 * client, which records each id with what it wrote, carries it out at most once.
 */
export function retryMemory(now: () => number) {
  const pending = new Map<string, { requestId: string; until: number }>();
  return {
    /** The id to send for this action: a timed-out one's still in its window, else `fresh`. */
    idFor(key: string, fresh: string): string {
      const kept = pending.get(key);
      return kept && kept.until >= now() ? kept.requestId : fresh;
    },
    timedOut(key: string, requestId: string): void {
      pending.set(key, { requestId, until: now() + RETRY_WINDOW_MS });
    },
    settled(key: string): void {
      pending.delete(key);
    },
  };
}

let slotCursor = 0;

/** A request the GM did not answer in time: it may still be carried out (the message says so). */
const TIMEOUT: AnswerWith = { ok: false, reason: "HARNFUDGE.Notify.Timeout", timedOut: true };

/** Sends a request of `domain` and resolves to the answer; never throws, never waits past the timeout. */
export async function sendRequest(deps: TransportDeps, domain: string, request: Record<string, unknown>): Promise<AnswerWith> {
  const payload = { ...request, domain };
  if (!deps.gm || !deps.userId) return { ok: false, reason: "HARNFUDGE.Notify.NoGM" };
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
      const checked: AnswerWith = isAnswer(answer) ? answer : { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
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

/**
 * Sends a request that carries a `requestId`, with a retry key naming the action: when an earlier
 * request for the same action timed out, this one reuses its id, so a retry cannot make the GM's
 * client do it twice (it finds the id recorded and answers with what it did).
 */
export async function askGMOnce(domain: string, retryKey: string, request: Record<string, unknown>): Promise<AnswerWith> {
  const requestId = retries.idFor(`${domain}:${retryKey}`, newRequestId());
  const answer = await askGM(domain, { ...request, requestId });
  if (answer["timedOut"] === true) retries.timedOut(`${domain}:${retryKey}`, requestId);
  else retries.settled(`${domain}:${retryKey}`);
  return answer;
}

/** Tells the user what came of a request that had timed out, once the GM's answer arrives. */
function lateAnswer(answer: AnswerWith): void {
  if (answer.ok) ui.notifications?.info(game.i18n.localize("HARNFUDGE.Notify.LateDone"));
  else ui.notifications?.warn(`${game.i18n.localize("HARNFUDGE.Notify.LateRefused")} ${game.i18n.localize(answer.reason)}`);
}

/** Sends a request of `domain` to the designated GM (or runs it here when this client is that GM). */
export function askGM(domain: string, request: Record<string, unknown>): Promise<AnswerWith> {
  const gm = game.users.activeGM;
  const me = game.user;
  return sendRequest(
    {
      gm: gm ? { isSelf: gm.isSelf, query: (envelope, timeout) => gm.query(REQUEST_QUERY, envelope, { timeout }) } : null,
      userId: me.id,
      now: () => game.time.serverTime,
      nonce: () => foundry.utils.randomID(16),
      async writeStamp(slot, stamp) {
        writeCounter.userUpdates += 1;
        await me.update({ [`flags.harnfudge.requests.${slot}`]: stamp });
      },
      runHere: dispatch,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      late: lateAnswer,
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

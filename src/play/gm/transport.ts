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
}

let slotCursor = 0;

const TIMEOUT: AnswerWith = { ok: false, reason: "HARNFUDGE.Notify.Timeout" };

/** Sends a request of `domain` and resolves to the answer; never throws, never waits past the timeout. */
export async function sendRequest(deps: TransportDeps, domain: string, request: Record<string, unknown>): Promise<AnswerWith> {
  const payload = { ...request, domain };
  if (!deps.gm || !deps.userId) return { ok: false, reason: "HARNFUDGE.Notify.NoGM" };
  if (deps.gm.isSelf) return deps.runHere(payload, deps.userId);
  const gm = deps.gm;
  const slot = STAMP_SLOTS[slotCursor++ % STAMP_SLOTS.length] ?? STAMP_SLOTS[0];
  const built = stampRequest(payload, deps.userId, deps.nonce(), deps.now());
  const timeoutMs = deps.timeoutMs ?? QUERY_TIMEOUT_MS;
  const asked = (async (): Promise<AnswerWith> => {
    try {
      await deps.writeStamp(slot, built.stamp);
      const answer = await gm.query(built.envelope, timeoutMs);
      return isAnswer(answer) ? answer : { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
    } catch (error) {
      console.warn("HârnFudge | the GM did not answer", error);
      return TIMEOUT;
    }
  })();
  return Promise.race([asked, deps.sleep(timeoutMs + 1000).then(() => TIMEOUT)]);
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
    },
    domain,
    request,
  );
}

/** Shows a refused or failed answer to this user; resolves to whether it succeeded. */
export function notify(answer: Answer): boolean {
  if (!answer.ok) ui.notifications?.warn(game.i18n.localize(answer.reason));
  return answer.ok;
}

/** A fresh id for a request (idempotency of creations and healing). */
export function newRequestId(): string {
  return foundry.utils.randomID(16);
}

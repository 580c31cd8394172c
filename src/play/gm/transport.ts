/**
 * A client's side of a request to the designated GM: when this client IS the designated GM the
 * request runs here (through the same handler and write queue); otherwise this client stamps its
 * own User (proof.ts) and queries the GM with a timeout. Every outcome comes back as an answer;
 * `notify` shows a refusal or a failure to the user in their language.
 */
import { writeCounter } from "../writes";
import { STAMP_SLOTS, stampRequest } from "./proof";
import { REQUEST_QUERY, dispatch, isAnswer, type Answer } from "./router";

/** How long a client waits for the GM's answer. */
export const QUERY_TIMEOUT_MS = 20_000;

let slotCursor = 0;

/** Sends a request of `domain` to the designated GM and resolves to its answer (never throws). */
export async function askGM(domain: string, request: Record<string, unknown>): Promise<Answer & Record<string, unknown>> {
  const gm = game.users.activeGM;
  const me = game.user;
  const payload = { ...request, domain };
  if (!gm || !me.id) return { ok: false, reason: "HARNFUDGE.Notify.NoGM" };
  if (gm.isSelf) return dispatch(payload, me.id);
  const slot = STAMP_SLOTS[slotCursor++ % STAMP_SLOTS.length] ?? STAMP_SLOTS[0];
  const built = stampRequest(payload, me.id, foundry.utils.randomID(16), game.time.serverTime);
  try {
    writeCounter.userUpdates += 1;
    await me.update({ [`flags.harnfudge.requests.${slot}`]: built.stamp });
    const answer: unknown = await gm.query(REQUEST_QUERY, built.envelope, { timeout: QUERY_TIMEOUT_MS });
    return isAnswer(answer) ? answer : { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
  } catch (error) {
    console.warn("HârnFudge | the GM did not answer", error);
    return { ok: false, reason: "HARNFUDGE.Notify.Timeout" };
  }
}

/** Shows a refused or failed answer to this user; resolves to whether it succeeded. */
export function notify(answer: Answer): boolean {
  if (!answer.ok) ui.notifications?.warn(game.i18n.localize(answer.reason));
  return answer.ok;
}

/** A fresh id for a request (idempotency of creations). */
export function newRequestId(): string {
  return foundry.utils.randomID(16);
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    User: {
      harnfudge: {
        requests?: Partial<Record<(typeof STAMP_SLOTS)[number], { nonce: string; at: number; payload: string }>>;
      };
    };
  }
}

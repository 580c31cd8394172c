/**
 * The Foundry side of authenticated GM queries (see auth.ts for the proof itself): the requesting
 * client stamps its own User, then queries the active GM; the GM's client reads the stamp back
 * from the claimed requester's User document. A player's request costs one User flag update.
 */
import { nonceMemory, stampRequest, type AuthPorts, type RequestStamp } from "./auth";

export const REQUEST_FLAG = "request";

/** The GM client's memory of used nonces, for this session. */
const used = nonceMemory();

export function foundryAuthPorts(): AuthPorts {
  return {
    readStamp: (userId) => game.users.get(userId)?.getFlag("harnfudge", REQUEST_FLAG),
    now: () => game.time.serverTime,
    isUsed: used.isUsed,
    markUsed: used.markUsed,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/** The queries that carry an authenticated envelope. */
export type AuthenticatedQuery = "harnfudge.cardAction" | "harnfudge.heal";

let queue: Promise<unknown> = Promise.resolve();

/**
 * Sends a request to the active GM with proof of who sends it. This client's requests go one at a
 * time, so a second stamp never overwrites the first before the GM has read it.
 * Resolves to the GM's answer, or null when no GM is connected.
 */
export function sendAuthenticated(query: AuthenticatedQuery, request: object): Promise<unknown> {
  const run = async (): Promise<unknown> => {
    const gm = game.users.activeGM;
    const me = game.user;
    if (!gm || !me.id) return null;
    const built = stampRequest(request, me.id, foundry.utils.randomID(16), game.time.serverTime);
    if (!built) return { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
    await me.setFlag("harnfudge", REQUEST_FLAG, built.stamp);
    return gm.query(query, built.envelope);
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    User: {
      harnfudge: {
        request?: RequestStamp;
      };
    };
  }
}

/** What a request answers when it was refused; every request's result type includes it. */
export type Refusal = { ok: false; reason: string };

function isResultShape(value: unknown): value is { ok: boolean } {
  return typeof value === "object" && value !== null && "ok" in value && typeof value.ok === "boolean";
}

/**
 * Runs a request on this client when it may (`here` given: the GM, or an owner of what changes),
 * else asks the active GM with proof of identity. No GM connected: a refusal, nothing changed.
 */
export async function runHereOrThroughGM<R extends { ok: boolean }>(
  query: AuthenticatedQuery,
  request: object,
  here: (() => Promise<R>) | null,
): Promise<R | Refusal> {
  if (here) return here();
  if (!game.users.activeGM) return { ok: false, reason: "HARNFUDGE.Notify.NoGM" };
  const result = await sendAuthenticated(query, request);
  if (result === null) return { ok: false, reason: "HARNFUDGE.Notify.NoGM" };
  // The GM's client answers with the handler's own result type; only its shape is checked here.
  return isResultShape(result) ? (result as R) : { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
}

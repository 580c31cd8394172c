/**
 * The designated GM's side of every request: one query, `CONFIG.queries["harnfudge.request"]`.
 * Only the designated active GM (`game.users.activeGM`, the same user for every client) carries
 * requests out; any other client refuses. The requester is proven first (proof.ts); then the
 * request's domain handler decides, from data no player can write, inside the per-document write
 * queue (locks.ts). Handlers load on first use, so a world does not pay for them at start.
 */
import { REASONS } from "./policy";
import { HandedOver, gmLocks } from "./locks";
import { nonceMemory, requestBudget, verifyRequestPatiently, type ProofPorts } from "./proof";
import { isRecord } from "../../util/guards";

export type Answer = { ok: true } | { ok: false; reason: string };
export type DomainHandler = (request: Record<string, unknown>, requesterId: string) => Promise<Answer>;

export const REQUEST_QUERY = "harnfudge.request";

const domains = new Map<string, () => Promise<DomainHandler>>();

/** Registers the handler of a request domain, loaded when first needed. */
export function registerDomain(name: string, load: () => Promise<DomainHandler>): void {
  domains.set(name, load);
}

/** Runs a proven request on this (the designated GM's) client. An error is reported, never thrown. */
export async function dispatch(request: Record<string, unknown>, requesterId: string): Promise<Answer> {
  const load = domains.get(String(request["domain"]));
  if (!load) return { ok: false, reason: REASONS.badRequest };
  try {
    return await (
      await load()
    )(request, requesterId);
  } catch (error) {
    if (error instanceof HandedOver) return { ok: false, reason: REASONS.handedOver };
    console.error("HârnFudge | a request failed on the GM's client", error);
    return { ok: false, reason: REASONS.failed };
  }
}

const serverNow = (): number => game.time.serverTime;
const used = nonceMemory(serverNow);
const budget = requestBudget(serverNow);

export function foundryProofPorts(): ProofPorts {
  return {
    readStamps: (userId) => game.users.get(userId)?.getFlag("harnfudge", "requests"),
    now: () => game.time.serverTime,
    isUsed: used.isUsed,
    markUsed: used.markUsed,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/** The query handler: refuses unless this client is the designated GM, then proves and dispatches. */
export async function onRequestQuery(data: unknown): Promise<Answer> {
  if (!game.users.activeGM?.isSelf) return { ok: false, reason: REASONS.notDesignated };
  const proof = await verifyRequestPatiently(data, foundryProofPorts());
  if (!proof.ok) return { ok: false, reason: proof.reason };
  const overBudget = budget.take(proof.requesterId, proof.request);
  if (overBudget) return { ok: false, reason: overBudget };
  return dispatch(proof.request, proof.requesterId);
}

export function isAnswer(value: unknown): value is Answer {
  return isRecord(value) && typeof value["ok"] === "boolean" && (value["ok"] === true || typeof value["reason"] === "string");
}

export function registerRouter(): void {
  CONFIG.queries[REQUEST_QUERY] = onRequestQuery;
  // A GM hand-over (a higher-role or lower-id GM connects): this client's queued tasks stop before
  // their turn, so only the new designated GM writes from then on (its records refuse a replay).
  // With no GM connected at all, an owner's own client may still write its own character (healing).
  gmLocks.mayRun = () => game.users.activeGM?.isSelf ?? true;
}

export { gmLocks };

declare global {
  // fvtt-types declares CONFIG.Queries in a namespace; merging into it needs one too.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CONFIG {
    interface Queries {
      "harnfudge.request": typeof onRequestQuery;
    }
  }
}

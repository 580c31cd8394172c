/**
 * The designated GM's side of every request: one query, `CONFIG.queries["harnfudge.request"]`.
 * Only the designated active GM (`game.users.activeGM`, the same user for every client) carries
 * requests out; any other client refuses. The requester is proven first (proof.ts: the request's
 * size, the stamp, the sender Foundry names where it names one, the budget, the nonce); then the
 * request's domain handler decides, from data no player can write, inside the per-document write
 * queue (locks.ts). This file, the proof and the handlers load on first use (registry.ts holds what
 * a world registers at start, domains.ts the domains' table), so a world does not pay for them at start.
 */
import { REASONS } from "./policy";
import { HandedOver } from "./locks";
import { domainLoader, type Answer } from "./domains";
import { nonceMemory, requestBudget, verifyRequestPatiently, type ProofPorts } from "./proof";
import { isRecord } from "../../util/guards";
import { querySenderId } from "../../compat";

export { REQUEST_QUERY, registerDomain, type Answer, type DomainHandler } from "./domains";

/** Runs a proven request on this (the designated GM's) client. An error is reported, never thrown. */
export async function dispatch(request: Record<string, unknown>, requesterId: string): Promise<Answer> {
  const load = domainLoader(String(request["domain"]));
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
const memory = nonceMemory(serverNow);
const budget = requestBudget(serverNow);

export function foundryProofPorts(): ProofPorts {
  return {
    readStamps: (userId) => game.users.get(userId)?.getFlag("harnfudge", "requests"),
    now: serverNow,
    memory,
    budget,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/**
 * The query handler: refuses unless this client is the designated GM, then proves (with the
 * sender Foundry names, on v14) and dispatches.
 */
export async function onRequestQuery(data: unknown, options?: unknown): Promise<Answer> {
  if (!game.users.activeGM?.isSelf) return { ok: false, reason: REASONS.notDesignated };
  const proof = await verifyRequestPatiently(data, foundryProofPorts(), querySenderId(options));
  if (!proof.ok) return { ok: false, reason: proof.reason };
  return dispatch(proof.request, proof.requesterId);
}

export function isAnswer(value: unknown): value is Answer {
  return isRecord(value) && typeof value["ok"] === "boolean" && (value["ok"] === true || typeof value["reason"] === "string");
}

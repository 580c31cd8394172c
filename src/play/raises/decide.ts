/**
 * Raises that need the GM's approval (rules 1.4: "All trait adjustments by players are subject to
 * GM approval"; world setting `harnfudge.raiseApproval`). Decided on the designated GM's client (the
 * "raise" request domain), from the actor as it is there and the card the GM's client wrote:
 *
 * - `ask` (the actor's owner, or a GM): the raise is checked with plan.ts (debt allowed: the GM
 *   decides), and a GM-authored request card is posted holding what was asked (trait, from, to,
 *   cost) and the request id. A request id already on a card is not posted twice, nor a second
 *   request for a trait that already has one waiting.
 * - `accept` (a GM): the card must be GM-authored and pending; the actor must still have the trait
 *   at the level asked from, and plan.ts must allow the raise now (debt allowed); the raise is
 *   written with the request id recorded on the actor in the same actor update, then the card
 *   marked accepted. A second accept (double click, second GM) finds the card decided or the
 *   request recorded and changes nothing.
 * - `decline` (a GM): the pending card is marked declined; nothing else changes.
 *
 * The card is authored by the GM's client so no player can edit what the GM reads or accepts; the
 * accept re-checks everything from the actor anyway. Pure: Foundry only through {@link RaisePorts}.
 */
import { REASONS, deny } from "../gm/policy";
import { isRecord } from "../../util/guards";
import { requestDone, withRequest, type ActorRecords } from "../gm/records";
import { parseRaiseTarget, planRaise, type RaisePlan, type RaiseTarget, type RaiserFacts } from "./plan";
import { parseRaiseCard, validId as id, type RaiseCardState } from "./state";
import type { WriteQueue } from "../gm/locks";

// The card's state and its reading live in state.ts (the chat log reads request cards at start).
export { parseRaiseCard, type RaiseCardState, type RaiseCardStatus } from "./state";

export type RaiseRequest =
  { kind: "ask"; requestId: string; actorUuid: string; target: RaiseTarget } | { kind: "accept" | "decline"; messageId: string };

export interface RaiseActorFacts {
  uuid: string;
  name: string;
  facts: RaiserFacts;
  records: ActorRecords;
}

export interface RaisePorts {
  /** A character by uuid (null: none, or not a character). */
  actor(uuid: string): RaiseActorFacts | null;
  isGM(userId: string): boolean;
  isOwner(userId: string, actorUuid: string): boolean;
  /** The world's current session (rules 1.4: one raise per trait per session). */
  session(): number | null;
  /** Whether a card for this request id exists already. */
  cardExists(requestId: string): boolean;
  /** The states of the GM-authored request cards still pending for this actor. */
  pendingCards(actorUuid: string): unknown[];
  /** A chat message's author and raise flag, or null when there is no such message. */
  card(messageId: string): { authorIsGM: boolean; state: unknown } | null;
  postCard(state: RaiseCardState, plan: RaisePlan, actor: RaiseActorFacts): Promise<void>;
  /** The raise, with the request recorded on the actor in the same actor update. */
  writeRaise(actorUuid: string, plan: RaisePlan, records: ActorRecords): Promise<void>;
  /** Only the skill item's part of a plan (its update or creation): finishing an interrupted accept. */
  writeRaiseItem(actorUuid: string, plan: RaisePlan): Promise<void>;
  updateCard(messageId: string, state: RaiseCardState, plan: RaisePlan | null): Promise<void>;
}

export type RaiseAnswer = { ok: true } | { ok: false; reason: string };

export function parseRaiseRequest(value: unknown): RaiseRequest | null {
  if (!isRecord(value)) return null;
  if (value["kind"] === "ask") {
    const requestId = id(value["requestId"]);
    const actorUuid = id(value["actorUuid"]);
    const target = parseRaiseTarget(value["target"]);
    return requestId && actorUuid && target ? { kind: "ask", requestId, actorUuid, target } : null;
  }
  if (value["kind"] === "accept" || value["kind"] === "decline") {
    const messageId = typeof value["messageId"] === "string" && value["messageId"].length > 0 ? value["messageId"] : null;
    return messageId ? { kind: value["kind"], messageId } : null;
  }
  return null;
}

/** Whether two targets name the same trait (a skill by key and subject, whatever row id the sheet sent). */
function sameTrait(a: RaiseTarget, b: RaiseTarget): boolean {
  if (a.kind === "attribute" || b.kind === "attribute") return a.kind === b.kind && a.key === b.key;
  return a.key === b.key && a.specialization.trim().toLocaleLowerCase() === b.specialization.trim().toLocaleLowerCase();
}

async function ask(
  request: Extract<RaiseRequest, { kind: "ask" }>,
  requesterId: string,
  ports: RaisePorts,
): Promise<RaiseAnswer> {
  const actor = ports.actor(request.actorUuid);
  if (!actor) return { ok: false, reason: REASONS.raiseNoActor };
  const denied = deny("raiseAsk", { gm: ports.isGM(requesterId), characterOwner: ports.isOwner(requesterId, actor.uuid) });
  if (denied) return denied;
  if (ports.cardExists(request.requestId) || requestDone(actor.records, request.requestId))
    return { ok: false, reason: REASONS.replayed };
  const planned = planRaise(actor.facts, request.target, { session: ports.session(), allowDebt: true });
  if (!planned.ok) return { ok: false, reason: REASONS.raiseRefused };
  const { plan } = planned;
  const waiting = ports.pendingCards(actor.uuid).map(parseRaiseCard);
  if (waiting.some((c) => c?.status === "pending" && sameTrait(c.target, request.target)))
    return { ok: false, reason: REASONS.raiseAlreadyAsked };
  const state: RaiseCardState = {
    requestId: request.requestId,
    actorUuid: actor.uuid,
    requesterId,
    target: request.target,
    from: plan.from,
    to: plan.to,
    cost: plan.cost,
    status: "pending",
    decidedBy: null,
  };
  await ports.postCard(state, plan, actor);
  return { ok: true };
}

/** The level the character has now in the card's trait (a skill not learned: its default). */
function levelNow(actor: RaiseActorFacts, target: RaiseTarget): number | null {
  if (target.kind === "attribute") return actor.facts.attributes[target.key];
  const skill = actor.facts.skills.find((s) =>
    sameTrait({ ...target, itemId: null }, { kind: "skill", key: s.key, specialization: s.specialization, itemId: null }),
  );
  return skill ? skill.level : null;
}

/**
 * An accept that was interrupted after the actor's update (EP spent and the request recorded in one
 * update) and before the skill item's write — a GM reload, a lost connection: the pending card's
 * Accept finishes it, writing only the item's part (no EP spent twice), then closes the card. An
 * attribute's raise is all in the actor's update, so only the card is left to close.
 */
async function resumeAccept(
  messageId: string,
  card: RaiseCardState,
  actor: RaiseActorFacts,
  requesterId: string,
  ports: RaisePorts,
): Promise<RaiseAnswer> {
  const now = levelNow(actor, card.target);
  if (now !== card.to) {
    const planned = planRaise(actor.facts, card.target, { session: ports.session(), allowDebt: true });
    if (!planned.ok || planned.plan.from !== card.from || planned.plan.to !== card.to || card.target.kind === "attribute")
      return { ok: false, reason: REASONS.raiseChanged };
    await ports.writeRaiseItem(actor.uuid, planned.plan);
  }
  await ports.updateCard(messageId, { ...card, status: "accepted", decidedBy: requesterId }, null);
  return { ok: true };
}

/** Accepts or declines a pending card; the caller holds the card's and the actor's write queues. */
async function decide(
  request: Extract<RaiseRequest, { kind: "accept" | "decline" }>,
  requesterId: string,
  ports: RaisePorts,
): Promise<RaiseAnswer> {
  const denied = deny("raiseDecide", { gm: ports.isGM(requesterId) });
  if (denied) return denied;
  const message = ports.card(request.messageId);
  const card = message?.authorIsGM ? parseRaiseCard(message.state) : null;
  if (!card) return { ok: false, reason: REASONS.noCard };
  if (card.status !== "pending") return { ok: false, reason: REASONS.raiseDecided };
  if (request.kind === "decline") {
    await ports.updateCard(request.messageId, { ...card, status: "declined", decidedBy: requesterId }, null);
    return { ok: true };
  }
  const actor = ports.actor(card.actorUuid);
  if (!actor) return { ok: false, reason: REASONS.raiseNoActor };
  if (requestDone(actor.records, card.requestId)) return resumeAccept(request.messageId, card, actor, requesterId, ports);
  const planned = planRaise(actor.facts, card.target, { session: ports.session(), allowDebt: true });
  if (planned.ok && (planned.plan.from !== card.from || planned.plan.to !== card.to))
    return { ok: false, reason: REASONS.raiseChanged };
  if (!planned.ok) return { ok: false, reason: REASONS.raiseNoLonger };
  await ports.writeRaise(actor.uuid, planned.plan, withRequest(actor.records, card.requestId));
  await ports.updateCard(
    request.messageId,
    { ...card, status: "accepted", decidedBy: requesterId, cost: planned.plan.cost },
    planned.plan,
  );
  return { ok: true };
}

/**
 * Decides one raise request for `requesterId` inside the write queues of the documents it touches:
 * the actor (ask), or the card and its actor (accept, decline).
 */
export async function handleRaiseRequest(
  raw: unknown,
  requesterId: string,
  ports: RaisePorts,
  locks: WriteQueue,
): Promise<RaiseAnswer> {
  const request = parseRaiseRequest(raw);
  if (!request) return { ok: false, reason: REASONS.badRequest };
  if (request.kind === "ask") return locks.run([request.actorUuid], () => ask(request, requesterId, ports));
  const before = parseRaiseCard(ports.card(request.messageId)?.state);
  const keys = [`ChatMessage.${request.messageId}`, ...(before ? [before.actorUuid] : [])];
  return locks.run(keys, () => decide(request, requesterId, ports));
}

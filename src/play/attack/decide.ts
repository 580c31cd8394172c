/**
 * The attack card's request handler on the designated GM's client: parses the request, takes the
 * write queue of the card and of every actor the step writes (../gm/locks.ts), re-reads the card
 * INSIDE its turn and runs the decision. Every refusal writes nothing. Then, in the same turn, the
 * steps the world lets the GM's client take by itself (decide-auto.ts): the card's target is
 * locked for every step, since an automatic Apply writes it. After a new attack, the target's
 * other cards of the round awaiting its defence are brought up to date (decide-engaged.ts): that
 * write follows from the cards as they are, so a retried attack (its card found) runs it again and
 * changes only what an interrupted first run left undone.
 *
 * Every step is idempotent by its request id: the id is written with what the step changed (on the
 * card with each card update, except the note of a hit about to be written; on the target with
 * each track write), and a step whose id is found there is refused as a replay, so a replayed
 * Undo, re-apply or open-wound flip changes nothing even after the GM's client reloaded.
 */
import type { LockQueue } from "../gm/locks";
import { REASONS, refuse, type CardResult } from "./decide-common";
import { applyHit, undoHitOnCard } from "./decide-apply";
import { createAttack } from "./decide-create";
import { refreshEngagement } from "./decide-engaged";
import { luckyReroll } from "./decide-lucky";
import { voidCard } from "./decide-void";
import { advanceAutomatically } from "./decide-auto";
import { defend, rollDamage, setDifficulty, setOpen } from "./decide-steps";
import type { CardPorts } from "./ports";
import { parseCardRequest, type CardRequest } from "./requests";
import { keepLast, requestDone, withRequest } from "../gm/records";
import { CARD_REQUESTS_KEPT, type AttackCard } from "./state";
import { publicCard } from "./public-state";

type Step = Exclude<CardRequest, { kind: "attack" }>;

/**
 * The ports of one request as its decisions write through them: every card is written as every
 * client may read it (public-state.ts: no number a hidden roll decided), and with the step's
 * request id when it has one (see the file's comment).
 */
function writing(ports: CardPorts, requestId: string | null): CardPorts {
  const noted = (state: AttackCard): AttackCard =>
    !requestId || state.applying
      ? state
      : { ...state, requests: keepLast([...(state.requests ?? []), requestId], CARD_REQUESTS_KEPT) };
  return {
    ...ports,
    createCard: (state) => ports.createCard(publicCard(state)),
    updateCard: (messageId, state) => ports.updateCard(messageId, publicCard(noted(state))),
    writeTracks: (uuid, data) =>
      ports.writeTracks(uuid, requestId ? { ...data, records: withRequest(data.records, requestId) } : data),
  };
}

/** Whether the step's request was carried out already (its id on the card, or on the target with a wound). */
function replayed(request: Step, card: AttackCard, ports: CardPorts): boolean {
  const id = request.requestId;
  if (!id) return false;
  if (card.requests?.includes(id)) return true;
  // An Apply whose card still notes the hit about to be written finds its own record and only
  // brings the card up to date (decide-apply.ts); a replay of anything else is refused here.
  if (request.kind === "apply" && card.applying) return false;
  const records = ports.tracks(card.target.actorUuid)?.records;
  return !!records && requestDone(records, id);
}

/** The documents a step writes (besides the card): their queues are taken too. */
function lockKeys(request: Step, target: string, attacker: string): string[] {
  // Lucky on the attack also writes the attacker (its Lucky's hour); every step may write the target.
  return request.kind === "lucky" ? [request.messageId, target, attacker] : [request.messageId, target];
}

async function run(request: Step, requesterId: string, cardPorts: CardPorts): Promise<CardResult> {
  const stored = cardPorts.card(request.messageId);
  if (!stored) return refuse(REASONS.noCard);
  // The GM's Void, on any card not applied (a closed one too): a second Void, or a retry of the
  // same request after a timeout, answers with the voided card and writes nothing (decide-void.ts).
  if (request.kind === "void") return voidCard(stored, requesterId, writing(cardPorts, request.requestId));
  if (stored.state.voided) return refuse(REASONS.voided);
  if (stored.state.closed) return refuse(REASONS.closed);
  if (replayed(request, stored.state, cardPorts)) return refuse(REASONS.replayed);
  const ports = writing(cardPorts, request.requestId);
  switch (request.kind) {
    case "defend":
      return advanceAutomatically(await defend(request, stored, requesterId, ports), ports);
    case "difficulty":
      return advanceAutomatically(await setDifficulty(request, stored, requesterId, ports), ports);
    case "damage":
      return advanceAutomatically(await rollDamage(stored, requesterId, ports), ports);
    case "open":
      return setOpen(request, stored, requesterId, ports);
    case "apply":
      return applyHit(stored, requesterId, ports);
    case "undo":
      return undoHitOnCard(stored, requesterId, ports);
    case "lucky":
      return advanceAutomatically(await luckyReroll(request.roll, stored, requesterId, ports), ports);
  }
}

/** Decides and carries out one card request for `requesterId` (already proven). */
export async function handleCardRequest(
  raw: unknown,
  requesterId: string,
  cardPorts: CardPorts,
  locks: LockQueue,
): Promise<CardResult> {
  const request = parseCardRequest(raw);
  if (!request) return refuse(REASONS.badRequest);
  if (request.kind === "attack") {
    const ports = writing(cardPorts, null);
    const created = await locks.run([`request:${request.requestId}`, request.attackerUuid], () =>
      createAttack(request, requesterId, ports),
    );
    if (!created.ok) return created;
    // An NPC target may defend at once (and the steps after it): in the card's and target's turn.
    const advanced = await locks.run([created.messageId, created.state.target.actorUuid], () => {
      const stored = ports.card(created.messageId);
      return stored ? advanceAutomatically({ ...created, state: stored.state }, ports) : Promise.resolve(created);
    });
    // The target's other cards of the round waiting for its defence show its opponents as they now are (rules 3.2.1).
    await refreshEngagement(created.state, created.messageId, ports, locks);
    return created.found && advanced.ok ? { ...advanced, found: true } : advanced;
  }
  const first = cardPorts.card(request.messageId);
  if (!first) return refuse(REASONS.noCard);
  const keys = lockKeys(request, first.state.target.actorUuid, first.state.attacker.actorUuid);
  return locks.run(keys, () => run(request, requesterId, cardPorts));
}

/**
 * The attack card's request handler on the designated GM's client: parses the request, takes the
 * write queue of the card and of every actor the step writes (../gm/locks.ts), re-reads the card
 * INSIDE its turn and runs the decision. Every refusal writes nothing. Then, in the same turn, the
 * steps the world lets the GM's client take by itself (decide-auto.ts): the card's target is
 * locked for every step, since an automatic Apply writes it. After a new attack, the target's
 * other cards of the round awaiting its defence are brought up to date (decide-engaged.ts).
 */
import type { LockQueue } from "../gm/locks";
import { REASONS, refuse, type CardResult } from "./decide-common";
import { applyHit, undoHitOnCard } from "./decide-apply";
import { createAttack } from "./decide-create";
import { refreshEngagement } from "./decide-engaged";
import { luckyReroll } from "./decide-lucky";
import { advanceAutomatically } from "./decide-auto";
import { defend, rollDamage, setDifficulty, setOpen } from "./decide-steps";
import type { CardPorts } from "./ports";
import { parseCardRequest, type CardRequest } from "./requests";

/** The documents a step writes (besides the card): their queues are taken too. */
function lockKeys(request: Exclude<CardRequest, { kind: "attack" }>, target: string, attacker: string): string[] {
  switch (request.kind) {
    case "apply":
    case "undo":
      return [request.messageId, target];
    case "lucky":
      return [request.messageId, target, attacker];
    default:
      return [request.messageId, target];
  }
}

async function run(
  request: Exclude<CardRequest, { kind: "attack" }>,
  requesterId: string,
  ports: CardPorts,
): Promise<CardResult> {
  const stored = ports.card(request.messageId);
  if (!stored) return refuse(REASONS.noCard);
  if (stored.state.closed) return refuse(REASONS.closed);
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
  ports: CardPorts,
  locks: LockQueue,
): Promise<CardResult> {
  const request = parseCardRequest(raw);
  if (!request) return refuse(REASONS.badRequest);
  if (request.kind === "attack") {
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
    return advanced;
  }
  const first = ports.card(request.messageId);
  if (!first) return refuse(REASONS.noCard);
  const keys = lockKeys(request, first.state.target.actorUuid, first.state.attacker.actorUuid);
  return locks.run(keys, () => run(request, requesterId, ports));
}

/**
 * The attack card's "card" request domain, on the designated GM's client: every card request runs
 * through the decisions (decide.ts) with the Foundry ports (foundry-ports.ts) and the shared write
 * queue, then the module authors' hooks the request announces (announce.ts, ../../hooks.ts) are
 * called on this, the deciding, client. Loaded on the first request (register.ts).
 */
import type { CardPorts } from "./ports";
import type { AttackCard } from "./state";
import { cardAnnouncements, type CardAnnouncement } from "./announce";
import type { DomainHandler } from "../gm/router";
import { gmLocks } from "../gm/queue";
import { handleCardRequest } from "./decide";
import { HOOKS } from "../../hooks";
import { activeHit, type ActorRecords, type HitRecord } from "../gm/records";
import { foundryCardPorts } from "./foundry-ports";

export const cardDomain: DomainHandler = async (request, requesterId) => {
  const ports = foundryCardPorts();
  const messageId = request["messageId"];
  const before = typeof messageId === "string" ? (ports.card(messageId)?.state ?? null) : null;
  const result = await handleCardRequest(request, requesterId, ports, gmLocks);
  if (!result.ok) return result;
  // A retried attack answered with the card it had made was announced when the card was made.
  if (!result.found)
    announce(cardAnnouncements(String(request["kind"]), before, result.state), result.messageId, result.state, ports);
  return { ok: true, messageId: result.messageId };
};

/** The module authors' hooks (../hooks.ts) after a card step, the automatic ones included, on this (the deciding) client. */
function announce(hooks: readonly CardAnnouncement[], messageId: string, card: AttackCard, ports: CardPorts): void {
  for (const hook of hooks) {
    if (hook === "attack") {
      Hooks.callAll(HOOKS.attack, { messageId, card });
      continue;
    }
    const records = ports.tracks(card.target.actorUuid)?.records;
    const hit = records ? (hook === "applyWound" ? activeHit(records, messageId) : lastHit(records, messageId)) : null;
    Hooks.callAll(hook === "applyWound" ? HOOKS.applyWound : HOOKS.undoWound, {
      messageId,
      card,
      actorUuid: card.target.actorUuid,
      hit,
    });
  }
}

function lastHit(records: ActorRecords, card: string): HitRecord | null {
  return [...records.hits].reverse().find((h) => h.card === card) ?? null;
}

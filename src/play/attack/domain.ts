/**
 * The "card" request domain on the designated GM's client: every attack card request runs through
 * the decisions with Foundry's ports and the shared write queue. Loaded on first use.
 */
import type { DomainHandler } from "../gm/router";
import { gmLocks } from "../gm/locks";
import { handleCardRequest } from "./decide";
import { foundryCardPorts } from "./foundry-ports";
import { HOOKS } from "../../hooks";
import { activeHit, type ActorRecords, type HitRecord } from "../gm/records";
import type { CardPorts } from "./ports";
import type { AttackCard } from "./state";

export const cardDomain: DomainHandler = async (request, requesterId) => {
  const ports = foundryCardPorts();
  const result = await handleCardRequest(request, requesterId, ports, gmLocks);
  if (!result.ok) return result;
  announce(String(request["kind"]), result.messageId, result.state, ports);
  return { ok: true, messageId: result.messageId };
};

/** The module authors' hooks (../hooks.ts) after a card step, on this (the deciding) client. */
function announce(kind: string, messageId: string, card: AttackCard, ports: CardPorts): void {
  if (kind === "attack") Hooks.callAll(HOOKS.attack, { messageId, card });
  if (kind !== "apply" && kind !== "undo") return;
  const records = ports.tracks(card.target.actorUuid)?.records;
  const hit = records ? (kind === "apply" ? activeHit(records, messageId) : lastHit(records, messageId)) : null;
  Hooks.callAll(kind === "apply" ? HOOKS.applyWound : HOOKS.undoWound, {
    messageId,
    card,
    actorUuid: card.target.actorUuid,
    hit,
  });
}

function lastHit(records: ActorRecords, card: string): HitRecord | null {
  return [...records.hits].reverse().find((h) => h.card === card) ?? null;
}

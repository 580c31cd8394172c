/**
 * Voiding an attack card, decided on the designated GM's client in the card's and the target's
 * write queues: a GM may void a card posted by mistake (a wrong target, a slip of the mouse). The
 * card folds to "Voided by the GM", waits on no one (the dashboard drops it) and refuses every later
 * step. A card whose hit is marked on the target is refused: the GM undoes the hit first, so a
 * voided card never leaves a wound behind. The request id is recorded on the card with the void
 * (decide.ts), so a replay is refused and a second GM's click changes nothing.
 */
import { deny } from "../gm/policy";
import { REASONS, refuse, type CardResult } from "./decide-common";
import type { CardPorts, StoredCard } from "./ports";
import { cloneCard } from "./state";

export async function voidCard(
  stored: StoredCard,
  requesterId: string,
  ports: Pick<CardPorts, "isGM" | "now" | "updateCard">,
): Promise<CardResult> {
  const denied = deny("void", { gm: ports.isGM(requesterId) });
  if (denied) return denied;
  const card = stored.state;
  if (card.voided) return { ok: true, messageId: stored.id, state: card };
  if (card.applied || card.applying) return refuse(REASONS.voidApplied);
  const state = { ...cloneCard(card), voided: { by: requesterId, at: ports.now() } };
  await ports.updateCard(stored.id, state);
  return { ok: true, messageId: stored.id, state };
}

/**
 * "Your turn" on an attack card (issue 27, item 7): when the GM's client posts or moves on a card
 * whose next step names this user (next-step.ts: defend, roll the damage, apply, or the defender's
 * reroll-or-accept while its Lucky is ready), this client says so once, in the card's words.
 */
import { cardStage, FLAG_KEY, FLAG_SCOPE } from "./state";
import { parseCard } from "./state-parse";
import { luckyTurnView, turnView } from "./card-status";
import { defenceRerollable } from "./card";
import { thisViewer } from "./chat";
import { isTurnOf } from "./visibility";
import { actorFromUuid } from "../services/actors";
import { tellTurn } from "../turn-told";

export function notice(message: ChatMessage.Implementation): void {
  const card = parseCard(message.getFlag(FLAG_SCOPE, FLAG_KEY));
  if (!card) return;
  const viewer = thisViewer();
  const sides = {
    attackerPlayer: !!actorFromUuid(card.attacker.actorUuid)?.hasPlayerOwner || !game.users.get(card.requesterId)?.isGM,
    targetPlayer: !!actorFromUuid(card.target.actorUuid)?.hasPlayerOwner,
  };
  const lucky = defenceRerollable(card) && viewer.luckyReady(card.target.actorUuid);
  const turn = lucky ? luckyTurnView(card, sides, game.i18n, true) : turnView(card, sides, game.i18n);
  if (!turn || !isTurnOf(viewer, turn.who, card)) return;
  const on = game.i18n.format("HARNFUDGE.Card.TurnOn", { attacker: card.attacker.name, weapon: card.weapon.name });
  tellTurn(`${message.id ?? ""}:${cardStage(card)}:${turn.who}:${lucky}`, `${turn.yours} (${on})`);
}

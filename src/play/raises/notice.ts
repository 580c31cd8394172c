/** "Your turn" for a GM when a player's raise request is posted (issue 27, item 7). */
import { parseRaiseCard } from "./state";
import { actorFromUuid } from "../services/actors";
import { userMay } from "../gm/may";
import { tellTurn } from "../turn-told";

export function notice(message: ChatMessage.Implementation): void {
  const card = parseRaiseCard(message.getFlag("harnfudge", "raise"));
  if (card?.status !== "pending" || !userMay("raiseDecide")) return;
  const actor = actorFromUuid(card.actorUuid)?.name ?? "";
  tellTurn(`${message.id ?? ""}:raise`, game.i18n.format("HARNFUDGE.RaiseRequest.TurnNotice", { actor }));
}

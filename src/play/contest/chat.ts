/**
 * The contest card's Roll button in the chat log: shown to side b's owners and the GM, on every
 * client at render; the roll dialog and the request (client.ts) load on the first click.
 */
import { ownsActor } from "../gm/actors";
import { isContest } from "./state";
import { userMay } from "../gm/may";

/** Shows the Roll button to side b's owners and the GM, and wires it. */
export function wireContestCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const state: unknown = message.getFlag("harnfudge", "contest");
  const card = html.querySelector<HTMLElement>(".harnfudge.contest-card");
  if (!card || !isContest(state) || !message.author?.isGM) return;
  const mayRoll = userMay("contestRoll", { sideBOwner: ownsActor(game.user.id ?? "", state.b.actorUuid) });
  for (const el of card.querySelectorAll<HTMLElement>('[data-visible-to="contest-b"]')) {
    if (!mayRoll) el.remove();
    else el.addEventListener("click", () => void import("./client").then((client) => client.rollContestSide(message)));
  }
}

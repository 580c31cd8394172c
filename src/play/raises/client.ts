/**
 * The raise request's client side (rules 1.4, world setting `harnfudge.raiseApproval`): a player's
 * ↑ on the sheet asks the designated GM instead of raising, and the request card's Accept / Decline
 * are wired for the GMs. The GM's client decides everything (requests.ts): the checks here only
 * spare a user a pointless request and show the rules' reasons at once.
 */
import { isElementOf, isHTMLElement } from "../../compat";
import { askGM, newRequestId, notify } from "../gm/transport";
import { SETTINGS } from "../settings";
import { parseRaiseCard } from "./requests";
import type { RaisePlan, RaiseTarget } from "./plan";

/** Whether this user's raises need the GM's approval: the world setting is on and the user is not a GM. */
export function raisesNeedApproval(): boolean {
  if (game.user.isGM || !game.settings.settings.has(`harnfudge.${SETTINGS.raiseApproval}`)) return false;
  return game.settings.get("harnfudge", SETTINGS.raiseApproval) === true;
}

/**
 * Asks the GM to raise a trait the rules allow now (plan.ts, checked by the sheet). Resolves to
 * whether the request card was posted.
 */
export async function askRaise(
  actor: Actor.Implementation,
  target: RaiseTarget,
  plan: RaisePlan,
  label: string,
): Promise<boolean> {
  const sent = notify(await askGM("raise", { kind: "ask", requestId: newRequestId(), actorUuid: actor.uuid, target }));
  if (sent) ui.notifications?.info(game.i18n.format("HARNFUDGE.RaiseRequest.Sent", { trait: label, cost: String(plan.cost) }));
  return sent;
}

/** Accept / Decline on a GM-authored, pending request card, for the GMs; removed for everyone else. */
export function onRenderRaiseCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const actions = html.querySelector<HTMLElement>("[data-raise-actions]");
  if (!actions) return;
  const card = message.author?.isGM ? parseRaiseCard(message.getFlag("harnfudge", "raise")) : null;
  if (!card || card.status !== "pending" || !game.user.isGM || !message.id) {
    actions.remove();
    return;
  }
  const messageId = message.id;
  actions.addEventListener("click", (event) => {
    const button = isHTMLElement(event.target) ? event.target.closest<HTMLElement>("[data-raise-action]") : null;
    const kind = button?.dataset["raiseAction"];
    if (!button || (kind !== "accept" && kind !== "decline")) return;
    event.preventDefault();
    for (const b of actions.querySelectorAll("button")) if (isElementOf(b, HTMLButtonElement)) b.disabled = true;
    void askGM("raise", { kind, messageId }).then((answer) => {
      if (!notify(answer))
        for (const b of actions.querySelectorAll("button")) if (isElementOf(b, HTMLButtonElement)) b.disabled = false;
    });
  });
}

export function registerRaiseCards(): void {
  Hooks.on("renderChatMessageHTML", onRenderRaiseCard);
}

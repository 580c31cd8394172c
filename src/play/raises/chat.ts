/**
 * The raise request card's Accept / Decline in the chat log (rules 1.4): kept for the GMs on a
 * GM-authored, pending card and removed for everyone else, on every client at render; a click
 * sends the decision to the designated GM's client (the request code loads on the first click).
 */
import { isElementOf, isHTMLElement } from "../../compat";
import { parseRaiseCard } from "./state";
import { showTurnLine } from "../card-turn";
import { userMay } from "../gm/may";

function setDisabled(actions: HTMLElement, disabled: boolean): void {
  for (const b of actions.querySelectorAll("button")) if (isElementOf(b, HTMLButtonElement)) b.disabled = disabled;
}

async function decide(actions: HTMLElement, kind: "accept" | "decline", messageId: string): Promise<void> {
  const { askGM, notify } = await import("../gm/transport");
  if (!notify(await askGM("raise", { kind, messageId }))) setDisabled(actions, false);
}

/** Accept / Decline on a GM-authored, pending request card, for the GMs; removed for everyone else, who read "Waiting for the GM". */
export function onRenderRaiseCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const actions = html.querySelector<HTMLElement>("[data-raise-actions]");
  if (!actions) return;
  showTurnLine(html, userMay("raiseDecide"));
  const card = message.author?.isGM ? parseRaiseCard(message.getFlag("harnfudge", "raise")) : null;
  if (!card || card.status !== "pending" || !userMay("raiseDecide") || !message.id) {
    actions.remove();
    return;
  }
  const messageId = message.id;
  actions.addEventListener("click", (event) => {
    const button = isHTMLElement(event.target) ? event.target.closest<HTMLElement>("[data-raise-action]") : null;
    const kind = button?.dataset["raiseAction"];
    if (!button || (kind !== "accept" && kind !== "decline")) return;
    event.preventDefault();
    setDisabled(actions, true);
    void decide(actions, kind, messageId);
  });
}

export function registerRaiseCards(): void {
  Hooks.on("renderChatMessageHTML", onRenderRaiseCard);
}

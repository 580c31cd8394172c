/**
 * Attack cards in the chat log: each control is shown to the users who may use it (the target's
 * owners or the GM defend; the attacker's side rolls damage; the GM sets difficulties, decides
 * open wounds and undoes; Lucky to the owners of a character who has it available), and a click
 * becomes a request to the designated GM's client (gm/transport.ts), which decides it. Hiding a
 * control here is for clarity only: the GM's client checks every request again. Which request a
 * click makes is decided here at once; the dialogs and the sending (client.ts) load on the
 * first click.
 */
import { luckyRerollAllowed } from "../../rules";
import { actorFromUuid, luckyLastUsedOf } from "../services/actors";
import { parseCard } from "./state-parse";
import { FLAG_KEY, FLAG_SCOPE } from "./state";
import { showCardTo, type Viewer } from "./visibility";
import { isElementOf, isHTMLElement } from "../../compat";

import type * as ChatActions from "./client";

/** Runs a card action's code, loaded on first use; a button disabled for it is enabled again if loading fails. */
function withActions(button: HTMLElement | null, run: (actions: typeof ChatActions) => Promise<void>): void {
  void import("./client").then(run, (error: unknown) => {
    if (isElementOf(button, HTMLButtonElement)) button.disabled = false;
    console.error("HârnFudge | could not load the card's actions", error);
    ui.notifications?.error(game.i18n.localize("HARNFUDGE.Notify.ActionFailed"));
  });
}

function owns(uuid: string | undefined): boolean {
  const actor = uuid ? actorFromUuid(uuid) : null;
  return !!actor && actor.testUserPermission(game.user, "OWNER");
}

/** This client's user as a viewer of a card. */
export function thisViewer(): Viewer {
  return {
    id: game.user.id ?? "",
    isGM: game.user.isGM,
    owns,
    luckyReady(uuid) {
      const last = luckyLastUsedOf(actorFromUuid(uuid));
      return last !== undefined && luckyRerollAllowed(last, game.time.serverTime);
    },
  };
}

/** The actions that send a request at once (no dialog, no confirmation): their button is disabled before the code loads. */
const DIRECT = ["difficulty", "damage", "apply", "lucky"];

function onCardClick(message: ChatMessage.Implementation, root: HTMLElement, event: Event): void {
  const el = isHTMLElement(event.target) ? event.target.closest<HTMLElement>("[data-card-action]") : null;
  const messageId = message.id;
  const card = parseCard(message.getFlag(FLAG_SCOPE, FLAG_KEY));
  if (!el || !messageId || !card || el.tagName === "INPUT") return;
  event.preventDefault();
  // Which request a click makes is client.ts's (loaded on the first click); Shift is read now.
  const shift = event instanceof MouseEvent && event.shiftKey;
  if (DIRECT.includes(el.dataset["cardAction"] ?? "") && isElementOf(el, HTMLButtonElement)) el.disabled = true;
  withActions(el, (actions) => actions.onCardAction(card, messageId, root, el, shift));
}

function onCardChange(message: ChatMessage.Implementation, event: Event): void {
  const input = event.target;
  if (!isElementOf(input, HTMLInputElement) || input.dataset["cardAction"] !== "open" || !message.id) return;
  input.disabled = true;
  const messageId = message.id;
  void import("./client").then(
    (actions) => actions.setOpen(messageId, input),
    (error: unknown) => {
      input.disabled = false;
      input.checked = !input.checked;
      console.error("HârnFudge | could not load the card's actions", error);
    },
  );
}

/**
 * Names that point at their tokens (issue 27, item 5): the target's on the card (`data-point-token`)
 * and the attacker's, the message's speaker, in its header. Hover highlights the token, a click pans
 * to it; the code loads on the first hover (token-pointer.ts).
 */
function pointAtTokens(message: HTMLElement, attackerToken: string | null): void {
  const sender = message.querySelector<HTMLElement>(".message-sender");
  if (sender && attackerToken) sender.dataset["pointToken"] = attackerToken;
  for (const type of ["mouseover", "mouseout", "click"])
    message.addEventListener(type, (event) => {
      const uuid = isHTMLElement(event.target)
        ? event.target.closest<HTMLElement>("[data-point-token]")?.dataset["pointToken"]
        : null;
      if (uuid) void import("../token-pointer").then((m) => m.pointAt(type, uuid));
    });
}

/** Shows each control of an attack card only to who may use it and wires the clicks. */
export function wireAttackCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const root = html.querySelector<HTMLElement>(".harnfudge.attack-card");
  const card = root ? parseCard(message.getFlag(FLAG_SCOPE, FLAG_KEY)) : null;
  if (!root || !card || !message.author?.isGM) return;
  showCardTo(root, thisViewer(), card);
  pointAtTokens(html, card.attacker.tokenUuid ?? null);
  root.addEventListener("click", (event) => onCardClick(message, root, event));
  root.addEventListener("change", (event) => onCardChange(message, event));
}

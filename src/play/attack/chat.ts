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
import { actorFromUuid, luckyLastUsedOf } from "../gm/actors";
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

/** Sends a card request; the button is disabled at once, as before the code is loaded. */
function send(button: HTMLElement, request: Record<string, unknown>): void {
  if (isElementOf(button, HTMLButtonElement)) button.disabled = true;
  withActions(button, (actions) => actions.send(button, request));
}

function owns(uuid: string | undefined): boolean {
  const actor = uuid ? actorFromUuid(uuid) : null;
  return !!actor && actor.testUserPermission(game.user, "OWNER");
}

/** This client's user as a viewer of a card. */
function thisViewer(): Viewer {
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

function onCardClick(message: ChatMessage.Implementation, root: HTMLElement, event: Event): void {
  const el = isHTMLElement(event.target) ? event.target.closest<HTMLElement>("[data-card-action]") : null;
  const messageId = message.id;
  const card = parseCard(message.getFlag(FLAG_SCOPE, FLAG_KEY));
  if (!el || !messageId || !card || el.tagName === "INPUT") return;
  event.preventDefault();
  const base = { messageId };
  switch (el.dataset["cardAction"]) {
    case "defendSkill": {
      const select = root.querySelector<HTMLSelectElement>("select[name=defenceSkill]");
      // Shift-click: the preselected (best) defence at once, without the dialog.
      const quick = event instanceof MouseEvent && event.shiftKey;
      if (select) {
        const skill = select.value;
        withActions(null, (actions) => actions.defendWithSkill(card, messageId, skill, el, quick));
      }
      break;
    }
    case "defendKind":
      send(el, { ...base, kind: "defend", defence: el.dataset["kind"], skill: null, choices: null, difficulty: null });
      break;
    case "difficulty": {
      const select = root.querySelector<HTMLSelectElement>("select[name=difficulty]");
      if (select) send(el, { ...base, kind: "difficulty", difficulty: Number(select.value) });
      break;
    }
    case "damage":
    case "apply":
      send(el, { ...base, kind: el.dataset["cardAction"] });
      break;
    case "lucky":
      send(el, { ...base, kind: "lucky", roll: el.dataset["roll"] });
      break;
    case "undo":
      withActions(null, (actions) => actions.undo(card, messageId, el));
      break;
  }
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

/** Shows each control of an attack card only to who may use it and wires the clicks. */
export function wireAttackCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const root = html.querySelector<HTMLElement>(".harnfudge.attack-card");
  const card = root ? parseCard(message.getFlag(FLAG_SCOPE, FLAG_KEY)) : null;
  if (!root || !card || !message.author?.isGM) return;
  showCardTo(root, thisViewer(), card);
  root.addEventListener("click", (event) => onCardClick(message, root, event));
  root.addEventListener("change", (event) => onCardChange(message, event));
}

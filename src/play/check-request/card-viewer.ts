/**
 * A check-request card on this client (loaded with the first one shown, not at start): a hidden roll
 * whose whispered dice reached this client shown with its outcome against an open difficulty (card.ts
 * revealCheck; nobody else's client has them), the Roll buttons and status line for this viewer
 * (card-status.ts), and the clicks (client.ts, which asks the designated GM's client). A player
 * whose character a new card asks is told so once (a notification), when it first shows.
 */
import { isElementOf, isHTMLElement } from "../../compat";
import { loadCardParts } from "../../rolls/load-card-parts";
import { nameList } from "../../i18n/list";
import { traitName } from "../../rolls/trait-options";
import { facesHere, playerOwned, thisViewer } from "../services/this-viewer";
import { checkCardContext, revealCheck } from "./card";
import { showCheckTo } from "./card-status";
import { parseCheckRequest } from "./state";
import { CHECK_TEMPLATE } from "./template";

const owns = (uuid: string) => thisViewer().owns(uuid);

function onClick(message: ChatMessage.Implementation, event: Event): void {
  const el = isHTMLElement(event.target) ? event.target.closest<HTMLElement>("[data-check-action=roll]") : null;
  if (!el) return;
  event.preventDefault();
  if (isElementOf(el, HTMLButtonElement)) el.disabled = true;
  const row = Number(el.dataset["row"]);
  const quick = !(event instanceof MouseEvent && event.shiftKey);
  void import("./client")
    .then((client) => client.rollAskedCheck(message, row, quick))
    .catch((error: unknown) => {
      console.error("HârnFudge | the check failed", error);
      ui.notifications?.error(game.i18n.localize("HARNFUDGE.Notify.ActionFailed"));
    })
    .finally(() => {
      if (isElementOf(el, HTMLButtonElement)) el.disabled = false;
    });
}

/** Shows a request card to this client's viewer and wires its Roll buttons. */
export async function showCheckRequest(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  const root = html.querySelector<HTMLElement>(".harnfudge.check-request-card");
  const card = parseCheckRequest(message.getFlag("harnfudge", "checkRequest"));
  if (!root || !card) return;
  const revealed = revealCheck(card, facesHere);
  if (revealed !== card) {
    await loadCardParts();
    const holder = document.createElement("div");
    holder.innerHTML = await foundry.applications.handlebars.renderTemplate(
      CHECK_TEMPLATE,
      checkCardContext(revealed, game.i18n),
    );
    const rendered = holder.querySelector<HTMLElement>(".check-request-card");
    if (rendered) root.replaceChildren(...Array.from(rendered.childNodes));
  }
  showCheckTo(html, card, thisViewer(), playerOwned, game.i18n);
  root.addEventListener("click", (event) => onClick(message, event));
  noticeAsked(message);
}

/** Cards this client has told its player about (a card renders again on every update and log refresh). */
const noticed = new Set<string>();
/** A card older than this when first shown was posted before this client joined: no notice. */
const NOTICE_WINDOW_MS = 60_000;

/** Tells a player once, when a new card arrives, which of their characters the GM asks to roll. */
function noticeAsked(message: ChatMessage.Implementation): void {
  const card = parseCheckRequest(message.getFlag("harnfudge", "checkRequest"));
  if (!card || game.user.isGM || !message.id || noticed.has(message.id)) return;
  noticed.add(message.id);
  if (Date.now() - message.timestamp > NOTICE_WINDOW_MS) return;
  const mine = card.rows.filter((r) => r.roll === null && owns(r.actorUuid));
  if (mine.length === 0) return;
  ui.notifications?.info(
    game.i18n.format("HARNFUDGE.CheckRequest.Asked", {
      trait: traitName(card.trait, game.i18n),
      names: nameList(
        mine.map((r) => r.name),
        game.i18n,
      ),
    }),
  );
}

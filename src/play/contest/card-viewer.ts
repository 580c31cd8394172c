/**
 * A contest card on this client (loaded with the first contest card shown, not at start): the card
 * as this viewer may know it (reveal.ts: a hidden roll whose whispered dice message reached this
 * client is shown with the results it decides; nobody else's client has them), the controls and
 * status line for this viewer (card-status.ts), and the clicks: Roll for an observer, Lucky on a
 * side (client.ts, which asks the designated GM's client).
 */
import { isElementOf, isHTMLElement } from "../../compat";
import { loadCardParts } from "../../rolls/load-card-parts";
import { facesHere, playerOwned, thisViewer } from "../services/this-viewer";
import { contestCardContext } from "./card";
import { showContestTo } from "./card-status";
import { revealContest } from "./reveal";
import { CONTEST_TEMPLATE } from "./template";
import { parseContest } from "./state";

function onClick(message: ChatMessage.Implementation, event: Event): void {
  const el = isHTMLElement(event.target) ? event.target.closest<HTMLElement>("[data-contest-action]") : null;
  if (!el) return;
  event.preventDefault();
  if (isElementOf(el, HTMLButtonElement)) el.disabled = true;
  const action = el.dataset["contestAction"];
  const row = Number(el.dataset["row"]);
  const side = el.dataset["side"] === "a" ? "a" : Number(el.dataset["side"]);
  void import("./client")
    .then((client) => (action === "roll" ? client.rollContestSide(message, row, event) : client.contestLucky(message, side)))
    .catch((error: unknown) => {
      console.error("HârnFudge | the contest action failed", error);
      ui.notifications?.error(game.i18n.localize("HARNFUDGE.Notify.ActionFailed"));
    })
    .finally(() => {
      if (isElementOf(el, HTMLButtonElement)) el.disabled = false;
    });
}

/** Shows a contest card to this client's viewer and wires its controls. */
export async function showContest(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  const root = html.querySelector<HTMLElement>(".harnfudge.contest-card");
  const card = parseContest(message.getFlag("harnfudge", "contest"));
  if (!root || !card) return;
  const revealed = revealContest(card, facesHere);
  if (revealed.revealedA || revealed.revealedRows.length > 0) {
    await loadCardParts();
    const fresh = await foundry.applications.handlebars.renderTemplate(CONTEST_TEMPLATE, contestCardContext(revealed, game.i18n));
    const holder = document.createElement("div");
    holder.innerHTML = fresh;
    const rendered = holder.querySelector<HTMLElement>(".contest-card");
    if (rendered) root.replaceChildren(...Array.from(rendered.childNodes));
  }
  showContestTo(html, card, thisViewer(), playerOwned, game.i18n);
  root.addEventListener("click", (event) => onClick(message, event));
}

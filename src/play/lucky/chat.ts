/**
 * The GM's Lucky buttons on the GM-authored cards (strenuous activity, end of combat): shown to GMs
 * for a character with the talent; a click asks the designated GM's client (the "gm" domain, kind
 * "lucky", carried out by foundry.ts and decided by decide-gm-card.ts).
 */
import { isElementOf } from "../../compat";
import { actorFromUuid, luckyLastUsedOf } from "../gm/actors";
import { LUCKY_LINES_FLAG, parseLuckyLines } from "../gm/lucky-lines";
import { userMay } from "../gm/may";

/** The GM's Lucky buttons on a strenuous or end-of-combat card: GMs only; the reroll is the designated GM's. */
export function wireGmLucky(message: ChatMessage.Implementation, html: HTMLElement): void {
  const buttons = html.querySelectorAll<HTMLElement>("[data-gm-lucky]");
  if (buttons.length === 0) return;
  const lines = parseLuckyLines(message.getFlag("harnfudge", LUCKY_LINES_FLAG));
  for (const button of buttons) {
    const line = Number(button.dataset["gmLucky"]);
    const actorUuid = lines[line]?.actorUuid;
    // Offered for a character who has the talent (decide-gm-card.ts checks it again, and the hour).
    const hasLucky = actorUuid !== undefined && luckyLastUsedOf(actorFromUuid(actorUuid)) !== undefined;
    if (!userMay("gmLucky") || !message.id || !hasLucky) {
      button.remove();
      continue;
    }
    const messageId = message.id;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
      if (isElementOf(button, HTMLButtonElement)) button.disabled = true;
      // The request code loads on the first click (it is not part of the start payload).
      void import("../gm/transport")
        .then(({ askGM, notify }) => askGM("gm", { kind: "lucky", messageId, line }).then(notify))
        .catch((error: unknown) => {
          console.error("HârnFudge | Lucky reroll failed", error);
          ui.notifications?.error(game.i18n.localize("HARNFUDGE.Notify.ActionFailed"));
        })
        .finally(() => {
          if (isElementOf(button, HTMLButtonElement)) button.disabled = false;
        });
    });
  }
}

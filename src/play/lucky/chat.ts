/**
 * The Lucky buttons on the GM-authored cards of Lucky lines (healing, strenuous activity, gas, end
 * of combat), drawn hidden (this wiring loads on first use, play/chat.ts): shown to whom may use one now — an owner of the rolling character or a GM (the
 * policy's `gmLucky` row), the character with the talent and its hour over, the roll gone badly and
 * not rerolled (gm/lucky-reroll.ts `luckyRefusal`, the check the GM's client makes again) — removed for
 * everyone else. A click asks the designated GM's client (kind "lucky", carried out
 * by foundry.ts and decided by decide-gm-card.ts) in its own request domain, "lucky" (the "gm"
 * domain is GMs only).
 */
import { isElementOf } from "../../compat";
import { actorFromUuid, luckyLastUsedOf } from "../services/actors";
import { LUCKY_LINES_FLAG, parseLuckyLines, wentBadly } from "../services/lucky-lines";
import { luckyRefusal, type LuckyRerollPorts } from "../gm/lucky-reroll";

/** gm/lucky-reroll.ts's ports as this client sees the world (the GM's client checks again). */
const clientPorts: LuckyRerollPorts = {
  isGM: (id) => game.users.get(id)?.isGM ?? false,
  isOwner: (id, uuid) => {
    const user = game.users.get(id);
    return !!user && !!actorFromUuid(uuid)?.testUserPermission(user, "OWNER");
  },
  lucky: (uuid) => {
    const lastUsed = luckyLastUsedOf(actorFromUuid(uuid));
    return { hasLucky: lastUsed !== undefined, lastUsed: lastUsed ?? null };
  },
  now: () => game.time.serverTime,
};

export function wireGmLucky(message: ChatMessage.Implementation, html: HTMLElement): void {
  const buttons = html.querySelectorAll<HTMLElement>("[data-gm-lucky]");
  if (buttons.length === 0) return;
  const lines = parseLuckyLines(message.getFlag("harnfudge", LUCKY_LINES_FLAG));
  for (const button of buttons) {
    const index = Number(button.dataset["gmLucky"]);
    const line = lines[index];
    const offered =
      !!line &&
      !!message.id &&
      !!message.author?.isGM &&
      luckyRefusal({ ...line, wentBadly: wentBadly(line) }, game.user.id, clientPorts) === null;
    if (!offered || !message.id) {
      button.remove();
      continue;
    }
    const messageId = message.id;
    button.hidden = false;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
      if (isElementOf(button, HTMLButtonElement)) button.disabled = true;
      // The request code loads on the first click (it is not part of the start payload).
      void import("../gm/transport")
        .then(({ askGM, notify }) => askGM("lucky", { kind: "lucky", messageId, line: index }).then(notify))
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

/**
 * The chat log's cards on every client: each feature wires its own card's controls (chat.ts in its
 * folder); this registers the one render hook that calls them, opens each card's folded details
 * as this browser left them (card-details.ts), and tells this user when a card becomes their turn
 * (each feature's notice.ts).
 */
import { loadAttackNotice, wireAttackCard } from "./attack";
import { wireContestCard } from "./contest";
import { wireCheckRequest } from "./check-request";
import { loadHealingNotice, wireHealConsent } from "./healing";
import { loadLuckyChat, wireCheckCardLucky } from "./lucky";
import { rememberCardDetails } from "./card-details";
import { loadGasClient } from "./gas";
import { loadDangerSenseChat } from "./danger-sense";
import { loadRaisesNotice } from "./raises";

export function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  wireCheckCardLucky(message, html);
  // Lucky's buttons on the GM's cards are drawn hidden; their wiring loads when a card has one.
  if (html.querySelector("[data-gm-lucky]")) void loadLuckyChat().then((m) => m.wireGmLucky(message, html));
  wireContestCard(message, html);
  wireCheckRequest(message, html);
  wireAttackCard(message, html);
  wireHealConsent(message, html);
  rememberCardDetails(message, html);
  if (html.querySelector("[data-gas-again]")) void loadGasClient().then((m) => m.wireGasCard(message, html));
  if (html.querySelector("[data-danger-sense-roll]"))
    void loadDangerSenseChat().then((m) => m.wireDangerSenseCard(message, html));
}

/** Each card's "your turn" notice, by its flag, loaded when such a card is posted or moved on. */
const NOTICES = {
  attack: () => loadAttackNotice(),
  raise: () => loadRaisesNotice(),
  healConsent: () => loadHealingNotice(),
};

/** A card posted or moved on by the GM's client may now be this user's turn: told once (turn-told.ts). */
function noticeTurn(message: ChatMessage.Implementation): void {
  const flags: unknown = message.author?.isGM ? message.flags["harnfudge"] : null;
  if (flags && typeof flags === "object")
    for (const [key, load] of Object.entries(NOTICES)) if (key in flags) void load().then((m) => m.notice(message));
}

export function registerChat(): void {
  Hooks.on("renderChatMessageHTML", onRenderChatMessage);
  Hooks.on("createChatMessage", noticeTurn);
  Hooks.on("updateChatMessage", noticeTurn);
}

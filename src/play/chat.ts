/**
 * The chat log's cards on every client: each feature wires its own card's controls (chat.ts in its
 * folder); this registers the one render hook that calls them, and opens each resolved card's
 * folded details as this browser left them (card-details.ts).
 */
import { wireAttackCard } from "./attack/chat";
import { wireContestCard } from "./contest/chat";
import { wireHealConsent } from "./healing/chat";
import { wireCheckCardLucky } from "./lucky/check-card";
import { rememberCardDetails } from "./card-details";

export function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  wireCheckCardLucky(message, html);
  // Lucky's buttons on the GM's cards are drawn hidden; their wiring loads when a card has one.
  if (html.querySelector("[data-gm-lucky]")) void import("./lucky/chat").then((m) => m.wireGmLucky(message, html));
  wireContestCard(message, html);
  wireAttackCard(message, html);
  wireHealConsent(message, html);
  rememberCardDetails(message, html);
  if (html.querySelector("[data-gas-again]")) void import("./gas/client").then((m) => m.wireGasCard(message, html));
  if (html.querySelector("[data-danger-sense-roll]"))
    void import("./danger-sense/chat").then((m) => m.wireDangerSenseCard(message, html));
}

export function registerChat(): void {
  Hooks.on("renderChatMessageHTML", onRenderChatMessage);
}

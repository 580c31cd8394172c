/**
 * Check-request cards in the chat log, on every client: the card's viewer code (card-viewer.ts:
 * what this viewer may know and roll, its status line, the notice to a player it asks) loads with
 * the first such card shown. Nothing of it loads at start.
 */
export function wireCheckRequest(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (!message.author?.isGM || !html.querySelector(".harnfudge.check-request-card")) return;
  void import("./card-viewer").then((viewer) => viewer.showCheckRequest(message, html));
}

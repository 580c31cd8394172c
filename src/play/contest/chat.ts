/**
 * Contest cards in the chat log, on every client at render: the card's viewer code (card-viewer.ts:
 * what this viewer may know and use, its status line) loads with the first contest card shown, so
 * no world pays for it at start. Until it has run, the card's controls are not drawn (_contest.scss).
 */
export function wireContestCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (!message.author?.isGM || !html.querySelector(".harnfudge.contest-card")) return;
  void import("./card-viewer").then((viewer) => viewer.showContest(message, html));
}

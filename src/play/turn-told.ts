/**
 * A notice when a card becomes your turn (issue 27, item 7), told once per card and step on this
 * client, in the card's own words ("Your turn: defend Brigand"). Each feature decides whether its
 * card now waits for this user (attack/notice.ts, raises/notice.ts, healing/notice.ts; play/chat.ts
 * loads them when a card is posted or moved on).
 */
const told = new Set<string>();

export function tellTurn(key: string, text: string): void {
  if (told.has(key)) return;
  told.add(key);
  ui.notifications?.info(`${game.i18n.localize("HARNFUDGE.Card.YourTurn")}: ${text}`);
}

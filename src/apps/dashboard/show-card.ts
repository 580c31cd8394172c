/**
 * Showing a chat message from the dashboard: the sidebar opens on the chat log, the message is
 * scrolled into view and flashes. A message the log has not rendered (older than the batch Foundry
 * shows) opens in its own popout window instead.
 */

/** How long the message flashes (matches the animation in styles/_dashboard.scss). */
const FLASH_MS = 2400;
export const FLASH_CLASS = "harnfudge-flash";

function messageElement(root: HTMLElement | null | undefined, messageId: string): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`.chat-log [data-message-id="${CSS.escape(messageId)}"]`) ?? null;
}

function flash(element: HTMLElement): void {
  element.scrollIntoView({ block: "center", behavior: "smooth" });
  element.classList.remove(FLASH_CLASS);
  // Restart the animation when the same card is clicked twice in a row.
  void element.offsetWidth;
  element.classList.add(FLASH_CLASS);
  window.setTimeout(() => element.classList.remove(FLASH_CLASS), FLASH_MS);
}

/** Scrolls the chat log (its popout too, when open) to the message and highlights it. */
export function showChatMessage(messageId: string): void {
  const message = game.messages.get(messageId);
  if (!message) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Dashboard.CardGone"));
    return;
  }
  const chat = ui.chat;
  if (chat) {
    ui.sidebar?.expand();
    chat.activate();
  }
  const popout = chat?.popout;
  const inPopout = popout?.rendered ? messageElement(popout.element, messageId) : null;
  const inLog = chat?.rendered ? messageElement(chat.element, messageId) : null;
  const found = [inPopout, inLog].filter((e): e is HTMLElement => e !== null);
  if (found.length > 0) {
    // After the sidebar has switched to the chat tab (a hidden log cannot scroll).
    window.requestAnimationFrame(() => found.forEach(flash));
    return;
  }
  void new foundry.applications.sidebar.apps.ChatPopout({ message }).render({ force: true });
}

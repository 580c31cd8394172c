/**
 * The Danger Sense card's button on every client that renders it (the card is whispered to the
 * GMs): wired for whom the policy lets ask, on a GM-authored card (gm-button.ts). Loaded on first
 * use, when a rendered message has the button (play/chat.ts).
 */
import { wireGmActionButton } from "../gm-button";

export function wireDangerSenseCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const button = html.querySelector<HTMLButtonElement>("button[data-danger-sense-roll]");
  wireGmActionButton(button, !!message.author?.isGM && !!message.id, { kind: "dangerSense", messageId: message.id });
}

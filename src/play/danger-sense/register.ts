/**
 * Danger Sense at the start of a combat (rules 4, issue 26): when a GM starts a combat, the card
 * offering the secret rolls (foundry.ts, loaded then); its button for the GMs, removed for anyone
 * else who might hold the message; the "gm" action it asks for, loaded on first use.
 */
import { registerGmAction } from "../gm/gm-domain";
import { wireGmActionButton } from "../gm-button";

/** The card's button, for the GMs on a GM-authored card (gm-button.ts). */
function onRender(message: ChatMessage.Implementation, html: HTMLElement): void {
  const button = html.querySelector<HTMLButtonElement>("button[data-danger-sense-roll]");
  wireGmActionButton(button, !!message.author?.isGM && !!message.id, { kind: "dangerSense", messageId: message.id });
}

export function registerDangerSense(): void {
  registerGmAction("dangerSense", async () => (await import("./foundry")).runDangerSense);
  Hooks.on("combatStart", (combat) => {
    if (game.user.isGM) void import("./foundry").then((m) => m.offerDangerSense(combat));
  });
  Hooks.on("renderChatMessageHTML", (message, html) => onRender(message, html));
}

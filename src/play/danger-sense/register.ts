/**
 * Danger Sense at the start of a combat (rules 4, issue 26): when a GM starts a combat, the card
 * offering the secret rolls (foundry.ts, loaded then); its button for the GMs, removed for anyone
 * else who might hold the message; the "gm" action it asks for, loaded on first use.
 */
import { registerGmAction } from "../gm/gm-domain";

function onRender(message: ChatMessage.Implementation, html: HTMLElement): void {
  const button = html.querySelector<HTMLButtonElement>("button[data-danger-sense-roll]");
  if (!button) return;
  if (!game.user.isGM || !message.author?.isGM || !message.id) {
    button.remove();
    return;
  }
  const messageId = message.id;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.disabled = true;
    void import("../gm/transport").then(async ({ askGM, notify }) => {
      if (!notify(await askGM("gm", { kind: "dangerSense", messageId }))) button.disabled = false;
    });
  });
}

export function registerDangerSense(): void {
  registerGmAction("dangerSense", async () => (await import("./foundry")).runDangerSense);
  Hooks.on("combatStart", (combat) => {
    if (game.user.isGM) void import("./foundry").then((m) => m.offerDangerSense(combat));
  });
  Hooks.on("renderChatMessageHTML", (message, html) => onRender(message, html));
}

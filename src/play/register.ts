/**
 * Registers the play layer: settings, chat card behaviour, the GM queries (card actions, healing,
 * the GM's own actions, raise requests), chat commands, the end-of-session button, initiative, end
 * of combat.
 */
import { registerCombat } from "../documents/combat";
import { registerDomain, registerRouter } from "./gm/router";
import { registerStatusEffects, registerStatusHooks } from "./status/register";
import { registerChat } from "./chat";
import { registerEndOfCombat } from "./end-combat/run";
import { registerSettings } from "./settings";
import { registerChatCommands } from "./chatCommands";
import { registerRaiseCards } from "./raises/client";
import { addSessionButton } from "./session/endSession";

export function registerPlay(): void {
  registerSettings();
  registerRouter();
  registerStatusEffects();
  registerStatusHooks();
  registerDomain("card", async () => (await import("./attack/domain")).cardDomain);
  registerDomain("heal", async () => (await import("./healing/heal")).healDomain);
  registerDomain("gm", async () => (await import("./gm/gm-domain")).gmDomain);
  registerDomain("contest", async () => (await import("./contest/foundry")).contestDomain);
  registerDomain("raise", async () => (await import("./raises/domain")).raiseDomain);
  registerChatCommands();
  Hooks.on("renderChatLog", (_app: unknown, html: HTMLElement) => addSessionButton(html));
  // Core fires this when it (re)places the chat controls (sidebar, notification area, pop-out).
  Hooks.on("renderChatInput", (_app, elements) => {
    const controls = elements["#chat-controls"];
    if (controls) addSessionButton(controls);
  });
  registerChat();
  registerRaiseCards();
  registerCombat();
  registerEndOfCombat();
}

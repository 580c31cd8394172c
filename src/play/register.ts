/**
 * Registers the play layer: settings, chat card behaviour, the GM queries (card actions, healing),
 * chat commands, the end-of-session button, initiative, end of combat.
 */
import { registerCombat } from "../documents/combat";
import { registerCardQueries } from "./attack/adapter";
import { registerChat } from "./chat";
import { registerEndOfCombat } from "./endCombat";
import { registerSettings } from "./settings";
import { registerHealingQueries } from "./healing/heal";
import { registerChatCommands } from "./chatCommands";
import { addSessionButton } from "./session/endSession";

export function registerPlay(): void {
  registerSettings();
  registerCardQueries();
  registerHealingQueries();
  registerChatCommands();
  Hooks.on("renderChatLog", (_app: unknown, html: HTMLElement) => addSessionButton(html));
  // Core fires this when it (re)places the chat controls (sidebar, notification area, pop-out).
  Hooks.on("renderChatInput", (_app, elements) => {
    const controls = elements["#chat-controls"];
    if (controls) addSessionButton(controls);
  });
  registerChat();
  registerCombat();
  registerEndOfCombat();
}

/**
 * Registers the play layer: settings, chat card behaviour, the GM queries (card actions, healing,
 * the GM's own actions, raise requests), chat commands, the end-of-session button, initiative, end
 * of combat, the engagement control, gas cards, world time and the conditions it times, and Danger
 * Sense at the start of a combat. What runs only when someone acts (request handlers, dialogs, the click's code) is
 * loaded on first use by a dynamic import.
 */
import { registerCombat } from "../documents/combat";
import { registerDomain, registerRouter } from "./gm/registry";
import { registerGmAction } from "./gm/gm-domain";
import { registerLuckyCard } from "./services/lucky-cards";
import { registerStatusEffects, registerStatusHooks } from "./services/status";
import { registerChat } from "./chat";
import { registerEndOfCombat } from "./end-combat/register";
import { registerSettings } from "./settings";
import { registerChatCommands } from "./chat-commands";
import { registerRaiseCards } from "./raises/chat";
import { registerSessionButton } from "./session/chat";
import { registerRestClock } from "./healing/clock-register";
import { registerGmTools } from "./gm-tools";
import { registerDangerSense } from "./danger-sense/register";
import { registerTimers } from "./timers/register";
import { registerTrackEdit } from "./track-edit/register";
import { registerCheckRequests } from "./check-request/register";

export function registerPlay(): void {
  registerSettings();
  // The old "Apply hits automatically" switch becomes the three-way setting, once, on the designated GM's client.
  Hooks.once("ready", () => {
    if (game.users.activeGM?.isSelf) void import("./auto-apply-migrate").then((m) => m.migrateAutoApplySetting());
  });
  registerRouter();
  registerStatusEffects();
  registerStatusHooks();
  registerDomain("card", async () => (await import("./attack/domain")).cardDomain);
  registerDomain("heal", async () => (await import("./healing/foundry")).healDomain);
  registerDomain("gm", async () => (await import("./gm/gm-domain")).gmDomain);
  registerDomain("contest", async () => (await import("./contest/foundry")).contestDomain);
  registerDomain("raise", async () => (await import("./raises/foundry")).raiseDomain);
  registerTrackEdit();
  registerGmAction("endSession", async () => (await import("./session/foundry")).endSessionAction);
  registerGmAction("afterFight", async () => (await import("./end-combat/foundry")).afterFightAction);
  registerGmAction("strenuous", async () => (await import("./strenuous/foundry")).runStrenuous);
  registerGmAction("restClock", async () => (await import("./healing/clock-foundry")).restClockAction);
  // Lucky on a GM card's roll: the rolling character's owner asks too, so it is its own domain (the gm domain is GMs only).
  registerDomain("lucky", async () => (await import("./lucky/foundry")).runGmLucky);
  registerGmAction("luckyMark", async () => (await import("./lucky/foundry")).runLuckyMark);
  registerLuckyCard("strenuous", async () => (await import("./strenuous/foundry")).renderStrenuousLines);
  registerLuckyCard("infection", async () => (await import("./end-combat/foundry")).renderEndCombatLines);
  registerLuckyCard("gas", async () => (await import("./gas/foundry")).renderGasLines);
  registerLuckyCard("healing", async () => (await import("./healing/foundry")).renderHealingLines);
  registerChatCommands();
  registerSessionButton();
  registerChat();
  registerRaiseCards();
  registerCombat();
  registerEndOfCombat();
  registerRestClock();
  registerGmTools();
  registerDangerSense();
  registerTimers();
  registerCheckRequests();
}

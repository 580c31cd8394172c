/**
 * Registers the play layer: settings, the GM's request router, the conditions as status effects,
 * the chat commands, the one chat-render hook (chat.ts), initiative, and then each feature's own
 * register.ts (its request domain or GM action, its hooks, its chat controls, its Lucky card
 * renderer). What runs only when someone acts (request handlers, dialogs, the click's code) is
 * loaded on first use by a dynamic import.
 */
import { registerCombat } from "../documents/combat";
import { registerDomain, registerRouter } from "./gm/registry";
import { registerStatusEffects, registerStatusHooks } from "./services/status";
import { registerChat } from "./chat";
import { registerSettings } from "./settings";
import { registerChatCommands } from "./chat-commands";
import { registerAttack } from "./attack/register";
import { registerCheckRequests } from "./check-request/register";
import { registerContest } from "./contest/register";
import { registerDangerSense } from "./danger-sense/register";
import { registerEndOfCombat } from "./end-combat/register";
import { registerEngagement } from "./engagement/register";
import { registerGas } from "./gas/register";
import { registerHealing } from "./healing/register";
import { registerHold } from "./hold/register";
import { registerLasting } from "./lasting/register";
import { registerLucky } from "./lucky/register";
import { registerRaises } from "./raises/register";
import { registerSession } from "./session/register";
import { registerStrenuous } from "./strenuous/register";
import { registerTimers } from "./timers/register";
import { registerTrackEdit } from "./track-edit/register";

export function registerPlay(): void {
  registerSettings();
  // The old "Apply hits automatically" switch becomes the three-way setting, once, on the designated GM's client.
  Hooks.once("ready", () => {
    if (game.users.activeGM?.isSelf) void import("./auto-apply-migrate").then((m) => m.migrateAutoApplySetting());
  });
  registerRouter();
  // The GM's own actions (each feature registers its action with registerGmAction), GMs only.
  registerDomain("gm", async () => (await import("./gm/gm-domain")).gmDomain);
  registerStatusEffects();
  registerStatusHooks();
  registerAttack();
  registerContest();
  registerTrackEdit();
  registerStrenuous();
  registerLucky();
  // In the order they were registered before each feature had its own register.ts (hooks of one name run in it).
  registerChatCommands();
  registerSession();
  registerChat();
  registerRaises();
  registerCombat();
  registerEndOfCombat();
  registerHealing();
  registerEngagement();
  registerGas();
  registerHold();
  registerLasting();
  registerDangerSense();
  registerTimers();
  registerCheckRequests();
}

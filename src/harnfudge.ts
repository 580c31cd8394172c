/**
 * HârnFudge entry point: registers the system's pieces with Foundry. Nothing here computes a rule;
 * each registration lives in the file of its concern.
 */
import "../styles/start.scss";
import { registerCombatTracker } from "./apps/combat-tracker";
import { registerClock } from "./apps/clock/register";
import { registerDashboard } from "./apps/dashboard/register";
import { registerLastingModifiers } from "./apps/modifiers/register";
import { registerTokens } from "./canvas/register";
import { actorModels, itemModels } from "./data";
import { registerBabele } from "./i18n/babele";
import { registerPlay } from "./play/register";
import { registerQuench } from "./quench/ready";
import { registerApi } from "./public-api";
import { registerRolls } from "./rolls/register";
import { registerSheets } from "./sheets/register";

Hooks.once("init", () => {
  Object.assign(CONFIG.Actor.dataModels, actorModels);
  Object.assign(CONFIG.Item.dataModels, itemModels);
  registerRolls();
  registerPlay();
  registerSheets();
  registerTokens();
  registerCombatTracker();
  registerDashboard();
  registerLastingModifiers();
  registerClock();
});

registerBabele();
registerQuench();

Hooks.once("setup", () => {
  registerApi();
});

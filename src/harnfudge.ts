/**
 * HârnFudge entry point: registers the system's pieces with Foundry. Nothing here computes a rule.
 */
import { actorModels, itemModels } from "./data";

Hooks.once("init", () => {
  Object.assign(CONFIG.Actor.dataModels, actorModels);
  Object.assign(CONFIG.Item.dataModels, itemModels);
});

/** Registers the play layer: settings, chat card behaviour, the GM query, initiative, end of combat. */
import { registerCombat } from "../documents/combat";
import { registerCardQueries } from "./attack/adapter";
import { registerChat } from "./chat";
import { registerEndOfCombat } from "./endCombat";
import { registerSettings } from "./settings";

export function registerPlay(): void {
  registerSettings();
  registerCardQueries();
  registerChat();
  registerCombat();
  registerEndOfCombat();
}

/**
 * What a world registers at start for the end of combat (foundry.ts holds the work, loaded on first
 * use): the GM's action "afterFight" and the infection card's Lucky renderer; when a started combat is
 * deleted, the designated GM's client ends it for its combatants' actors; when that client starts
 * and an end of combat was left unfinished (noted in a world setting), it resumes it.
 */
import { SETTINGS } from "../settings";
import { registerGmAction } from "../gm/gm-domain";
import { registerLuckyCard } from "../services/lucky-cards";

/** Whether the world notes any end of combat not finished (foundry.ts reads each note precisely). */
function anyPending(): boolean {
  const raw: unknown = game.settings.get("harnfudge", SETTINGS.pendingCombatEnds);
  return Array.isArray(raw) && raw.length > 0;
}

export function registerEndOfCombat(): void {
  registerGmAction("afterFight", async () => (await import("./foundry")).afterFightAction);
  registerLuckyCard("infection", async () => (await import("./foundry")).renderEndCombatLines);
  Hooks.on("deleteCombat", (combat) => {
    const combatId = combat.id;
    if (!game.users.activeGM?.isSelf || !combat.started || !combatId) return;
    const actors = combat.combatants.contents.flatMap((c) => (c.actor ? [c.actor.uuid] : []));
    void import("./foundry").then((run) => run.endOfCombat(combatId, actors));
  });
  Hooks.once("ready", () => {
    if (game.users.activeGM?.isSelf && anyPending()) void import("./foundry").then((run) => run.resumeEndOfCombat());
  });
}

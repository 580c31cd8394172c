/**
 * What a world registers at start for holding an action (rules 3.1.3): the "hold" request domain
 * and, at a new round, the holds dropped on the designated GM's client (foundry.ts, loaded on first use).
 */
import { registerDomain } from "../gm/registry";

export function registerHold(): void {
  registerDomain("hold", async () => (await import("./foundry")).holdDomain);
  Hooks.on("updateCombat", (combat, changed) => {
    if ("round" in changed && game.users.activeGM?.isSelf) void import("./foundry").then((m) => m.newRound(combat));
  });
}

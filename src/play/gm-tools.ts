/**
 * The GM's tools of issue 19, at world start: the GM's actions "engagement" and "gas"
 * (engagement/foundry.ts, gas/foundry.ts), the engagement control on the token HUD
 * (engagement/hud.ts) and the conditions timed by world time on the designated GM's client
 * (timers/foundry.ts). What they run loads on first use.
 */
import { registerGmAction } from "./gm/gm-domain";

export function registerGmTools(): void {
  registerGmAction("engagement", async () => (await import("./engagement/foundry")).runEngagement);
  registerGmAction("gas", async () => (await import("./gas/foundry")).runGas);
  Hooks.on("renderTokenHUD", (hud, html) => {
    if (game.user.isGM) void import("./engagement/hud").then((m) => m.addEngagementControl(hud.document, html));
  });
  Hooks.on("updateWorldTime", (time, delta) => {
    if (game.users.activeGM?.isSelf) void import("./timers/foundry").then((m) => m.sweepTimers(time, delta));
  });
}

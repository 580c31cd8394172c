/**
 * The GM's tools of issues 19 and 26, at world start: the GM's actions "engagement", "gas" and
 * "lasting" (engagement/foundry.ts, gas/foundry.ts, lasting/foundry.ts), the engagement control on the token HUD
 * (engagement/hud.ts), and holding an action (the "hold" domain and, at a new round, the holds
 * dropped: hold/foundry.ts). What they run loads on first use.
 */
import { registerGmAction } from "./gm/gm-domain";
import { registerDomain } from "./gm/registry";
import { userMay } from "./gm/may";

export function registerGmTools(): void {
  registerGmAction("engagement", async () => (await import("./engagement/foundry")).runEngagement);
  registerGmAction("gas", async () => (await import("./gas/foundry")).runGas);
  registerGmAction("lasting", async () => (await import("./lasting/foundry")).runLasting);
  registerDomain("hold", async () => (await import("./hold/foundry")).holdDomain);
  Hooks.on("renderTokenHUD", (hud, html) => {
    if (userMay("gmAction")) void import("./engagement/hud").then((m) => m.addEngagementControl(hud.document, html));
  });
  Hooks.on("updateCombat", (combat, changed) => {
    if ("round" in changed && game.users.activeGM?.isSelf) void import("./hold/foundry").then((m) => m.newRound(combat));
  });
}

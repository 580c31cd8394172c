/**
 * What a world registers at start for engagement positions (rules 3.2.1): the GM's action
 * "engagement" (foundry.ts) and the control on the token HUD (hud.ts), each loaded on first use.
 */
import { registerGmAction } from "../gm/gm-domain";
import { userMay } from "../gm/may";

export function registerEngagement(): void {
  registerGmAction("engagement", async () => (await import("./foundry")).runEngagement);
  Hooks.on("renderTokenHUD", (hud, html) => {
    if (userMay("gmAction")) void import("./hud").then((m) => m.addEngagementControl(hud.document, html));
  });
}

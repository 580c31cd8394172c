/**
 * Danger Sense at the start of a combat (rules 4, issue 26): when a GM starts a combat, the card
 * offering the secret rolls (foundry.ts, loaded then); the "gm" action its button asks for, loaded
 * on first use. The button's wiring loads with the first card that has one (play/chat.ts, chat.ts).
 */
import { registerGmAction } from "../gm/gm-domain";
import { userMay } from "../gm/may";

export function registerDangerSense(): void {
  registerGmAction("dangerSense", async () => (await import("./foundry")).runDangerSense);
  Hooks.on("combatStart", (combat) => {
    if (userMay("gmAction")) void import("./foundry").then((m) => m.offerDangerSense(combat));
  });
}

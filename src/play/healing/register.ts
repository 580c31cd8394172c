/**
 * What a world registers at start for healing: the "heal" request domain, the GM's action
 * "restClock" and the healing card's Lucky renderer (each loaded on first use), and rest on the
 * world clock (clock-register.ts).
 */
import { registerDomain } from "../gm/registry";
import { registerGmAction } from "../gm/gm-domain";
import { registerLuckyCard } from "../services/lucky-cards";
import { registerRestClock } from "./clock-register";

export function registerHealing(): void {
  registerDomain("heal", async () => (await import("./foundry")).healDomain);
  registerGmAction("restClock", async () => (await import("./clock-foundry")).restClockAction);
  registerLuckyCard("healing", async () => (await import("./foundry")).renderHealingLines);
  registerRestClock();
}

/** What a world registers at start for strenuous activity (rules 3.4.7): the GM's action "strenuous" and its Lucky card renderer, loaded on first use. */
import { registerGmAction } from "../gm/gm-domain";
import { registerLuckyCard } from "../services/lucky-cards";

export function registerStrenuous(): void {
  registerGmAction("strenuous", async () => (await import("./foundry")).runStrenuous);
  registerLuckyCard("strenuous", async () => (await import("./foundry")).renderStrenuousLines);
}

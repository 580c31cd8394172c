/** What a world registers at start for poisonous gas (rules 6.1): the GM's action "gas" and its Lucky card renderer, loaded on first use. */
import { registerGmAction } from "../gm/gm-domain";
import { registerLuckyCard } from "../services/lucky-cards";

export function registerGas(): void {
  registerGmAction("gas", async () => (await import("./foundry")).runGas);
  registerLuckyCard("gas", async () => (await import("./foundry")).renderGasLines);
}

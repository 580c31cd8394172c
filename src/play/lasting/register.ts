/** What a world registers at start for the GM's lasting modifiers: the GM's action "lasting", loaded on first use. */
import { registerGmAction } from "../gm/gm-domain";

export function registerLasting(): void {
  registerGmAction("lasting", async () => (await import("./foundry")).runLasting);
}

/** What a world registers at start for raises: the "raise" request domain (loaded on first use) and the request card's controls. */
import { registerDomain } from "../gm/registry";
import { registerRaiseCards } from "./chat";

export function registerRaises(): void {
  registerDomain("raise", async () => (await import("./foundry")).raiseDomain);
  registerRaiseCards();
}

/** What a world registers at start for the attack card: the "card" request domain (domain.ts), loaded on first use. */
import { registerDomain } from "../gm/registry";

export function registerAttack(): void {
  registerDomain("card", async () => (await import("./domain")).cardDomain);
}

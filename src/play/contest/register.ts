/** What a world registers at start for the opposed action: the "contest" request domain, loaded on first use. */
import { registerDomain } from "../gm/registry";

export function registerContest(): void {
  registerDomain("contest", async () => (await import("./foundry")).contestDomain);
}

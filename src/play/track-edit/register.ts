/** Registers the "track" request domain (hand edits of the wound and stun tracks), loaded on first use. */
import { registerDomain } from "../gm/registry";

export function registerTrackEdit(): void {
  registerDomain("track", async () => (await import("./foundry")).trackDomain);
}

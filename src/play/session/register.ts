/** What a world registers at start for the end of a session: the GM's action "endSession" (loaded on first use) and the chat control's button. */
import { registerGmAction } from "../gm/gm-domain";
import { registerSessionButton } from "./chat";

export function registerSession(): void {
  registerGmAction("endSession", async () => (await import("./foundry")).endSessionAction);
  registerSessionButton();
}

/**
 * A button on a GM-authored card that asks the designated GM's client for one of the GM's own
 * actions (the "gm" domain): kept for whom the policy lets ask (gm/may.ts: the GMs), removed for
 * everyone else who might hold the message; disabled while it asks, enabled again when refused.
 * Loaded with the card's wiring, on first use; the request code loads on the first click.
 */
import { userMay } from "./gm/may";

/** Wires `button` to ask for `request` when `keep` (the card is the GMs' and still open), else removes it. */
export function wireGmActionButton(button: HTMLButtonElement | null, keep: boolean, request: Record<string, unknown>): void {
  if (!button) return;
  if (!keep || !userMay("gmAction")) {
    button.remove();
    return;
  }
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.disabled = true;
    void import("./gm/transport").then(async ({ askGM, notify }) => {
      if (!notify(await askGM("gm", request))) button.disabled = false;
    });
  });
}

/**
 * A button on a GM-authored card that asks the designated GM's client for one of the GM's own
 * actions (the "gm" domain): kept for the GMs, removed for everyone else who might hold the message;
 * disabled while it asks, enabled again when refused. The request code loads on the first click.
 */

/** Wires `button` to ask for `request` when `keep` (the card is the GMs' and still open), else removes it. */
export function wireGmActionButton(button: HTMLButtonElement | null, keep: boolean, request: Record<string, unknown>): void {
  if (!button) return;
  if (!keep || !game.user.isGM) {
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

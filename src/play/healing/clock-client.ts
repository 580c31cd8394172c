/**
 * Rest on the world clock on every client, loaded on first use (clock-register.ts calls it): open
 * character sheets with a rest mark count the new time, the designated GM's client rests or offers
 * (clock-foundry.ts), and the offer card's button (for the GMs) asks the designated GM's client.
 * The sheet's pending days are here too (sheets/data.ts); the rest mark's and the calendar's readers
 * are in clock-read.ts.
 */
import { isElementOf } from "../../compat";
import { SETTINGS } from "../settings";
import { restPendingDays } from "./clock-span";
import { restedUntilOf, secondsPerDay } from "./clock-read";
import { userMay } from "../gm/may";

/** The days of rest the world's clock holds for this actor and has not written yet (0 with the setting off): the sheet counts them. */
export function restedOnClockDays(actor: Actor.Implementation): number {
  if (!game.settings.get("harnfudge", SETTINGS.restClock)) return 0;
  return restPendingDays(restedUntilOf(actor), game.time.worldTime, secondsPerDay());
}

/** An advance of the world's time on this client (the setting is on). */
export function onWorldTimeHere(worldTime: number, delta: number): void {
  // Open character sheets with a rest mark count the new time ("next level in N days").
  for (const app of foundry.applications.instances.values())
    if (app instanceof foundry.applications.sheets.ActorSheetV2 && restedUntilOf(app.document) !== null) void app.render();
  if (!game.users.activeGM?.isSelf) return;
  void import("./clock-foundry").then((clock) => clock.onWorldTime(worldTime, delta));
}

/** The offer card's button: kept for the GMs on a pending offer, removed for everyone else. */
export function wireRestOffer(message: ChatMessage.Implementation, html: HTMLElement): void {
  const button = html.querySelector("[data-rest-offer]");
  if (!button) return;
  const pending = message.getFlag("harnfudge", "restOffer") === "pending";
  if (!pending || !userMay("healGM") || !message.id || !isElementOf(button, HTMLButtonElement)) {
    button.remove();
    return;
  }
  const messageId = message.id;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.disabled = true;
    void import("../gm/transport").then(async ({ askGM, notify }) => {
      if (!notify(await askGM("gm", { kind: "restClock", messageId }))) button.disabled = false;
    });
  });
}

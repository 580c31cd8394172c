/**
 * Rest on the world clock on every client, loaded on first use (clock-register.ts calls it): the
 * designated GM's client rests or offers (clock-foundry.ts), and the offer card's ticks and button
 * (for the GMs) ask the designated GM's client.
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

/** An advance of the world's time on the designated GM's client (the setting is on): rest or offer. */
export function onWorldTimeHere(worldTime: number, delta: number): void {
  // The open sheets' "next level in N days" follows in sheets/time-refresh.ts (only those that changed).
  if (!game.users.activeGM?.isSelf) return;
  void import("./clock-foundry").then((clock) => clock.onWorldTime(worldTime, delta));
}

/** The ticks a GM changed on an open offer card, by message id: a re-render (the offer grew) keeps them. */
const changedTicks = new Map<string, Map<string, boolean>>();

/**
 * The offer card on this client: its button and ticks kept for the GMs on a pending offer (removed
 * for everyone else). "Rest them" asks the designated GM's client to rest the ticked characters.
 */
export function wireRestOffer(message: ChatMessage.Implementation, html: HTMLElement): void {
  const button = html.querySelector("[data-rest-offer]");
  if (!button) return;
  const pending = message.getFlag("harnfudge", "restOffer") === "pending";
  const boxes = [...html.querySelectorAll<HTMLInputElement>("input[data-rest-actor]")];
  if (!pending || !userMay("healGM") || !message.id || !isElementOf(button, HTMLButtonElement)) {
    button.remove();
    for (const box of boxes) box.disabled = true;
    return;
  }
  const messageId = message.id;
  const ticks = changedTicks.get(messageId) ?? new Map<string, boolean>();
  changedTicks.set(messageId, ticks);
  for (const box of boxes) {
    const uuid = box.dataset["restActor"] ?? "";
    const kept = ticks.get(uuid);
    if (kept !== undefined && !box.disabled) box.checked = kept;
    box.addEventListener("change", () => ticks.set(uuid, box.checked));
  }
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.disabled = true;
    const rest = boxes.filter((b) => b.checked && !b.disabled).map((b) => b.dataset["restActor"] ?? "");
    void import("../gm/transport").then(async ({ askGM, notify }) => {
      if (notify(await askGM("gm", { kind: "restClock", messageId, rest }))) changedTicks.delete(messageId);
      else button.disabled = false;
    });
  });
}

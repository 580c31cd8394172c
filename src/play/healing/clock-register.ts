/**
 * Rest on the world clock, at world start: the `updateWorldTime` hook (on the designated GM's
 * client, with the world setting on) and the offer card's button in the chat log (for the GMs).
 * What they run loads on first use (clock-foundry.ts, gm/transport.ts).
 */
import { isElementOf } from "../../compat";
import { SETTINGS } from "../settings";
import { restPendingDays } from "./clock-span";

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    Actor: {
      harnfudge: {
        /** The world time (seconds) up to which this actor has rested on the world clock (healing/decide-clock.ts). */
        restedUntil?: number;
      };
    };
  }
}

/** Seconds in a day of the world's calendar (Foundry's calendar, or the one a calendar module set). */
export function secondsPerDay(): number {
  const days = game.time.calendar?.days;
  const seconds = days ? days.hoursPerDay * days.minutesPerHour * days.secondsPerMinute : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 86_400;
}

/** An actor's rest mark (world seconds), or null. */
export function restedUntilOf(actor: Actor.Implementation | null | undefined): number | null {
  const value = actor?.getFlag("harnfudge", "restedUntil");
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** The days of rest the world's clock holds for this actor and has not written yet (0 with the setting off): the sheet counts them. */
export function restedOnClockDays(actor: Actor.Implementation): number {
  if (!game.settings.get("harnfudge", SETTINGS.restClock)) return 0;
  return restPendingDays(restedUntilOf(actor), game.time.worldTime, secondsPerDay());
}

function onWorldTime(worldTime: number, delta: number): void {
  if (!game.settings.get("harnfudge", SETTINGS.restClock)) return;
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
  if (!pending || !game.user.isGM || !message.id || !isElementOf(button, HTMLButtonElement)) {
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

export function registerRestClock(): void {
  Hooks.on("updateWorldTime", onWorldTime);
  Hooks.on("renderChatMessageHTML", wireRestOffer);
}

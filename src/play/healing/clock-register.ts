/**
 * Rest on the world clock, at world start: the `updateWorldTime` hook (on the designated GM's
 * client, with the world setting on) and the offer card's button in the chat log (for the GMs).
 * What they run loads on first use (clock-foundry.ts, gm/transport.ts).
 */
import { isElementOf } from "../../compat";
import { SETTINGS } from "../settings";

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

function onWorldTime(worldTime: number, delta: number): void {
  if (!game.settings.get("harnfudge", SETTINGS.restClock) || !game.users.activeGM?.isSelf) return;
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

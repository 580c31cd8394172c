/**
 * Rest on the world clock, at world start: the `updateWorldTime` hook (on the designated GM's
 * client, with the world setting on) and the offer card's button in the chat log (for the GMs).
 * What they run loads on first use (clock-client.ts, clock-foundry.ts).
 */
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
  void import("./clock-client").then((clock) => clock.onWorldTimeHere(worldTime, delta));
}

function onRenderMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  const button = html.querySelector("[data-rest-offer]");
  if (button) void import("./clock-client").then((clock) => clock.wireRestOffer(message, html));
}

export function registerRestClock(): void {
  Hooks.on("updateWorldTime", onWorldTime);
  Hooks.on("renderChatMessageHTML", onRenderMessage);
}

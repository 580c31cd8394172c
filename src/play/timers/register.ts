/**
 * World time and the conditions it times, at world start (what runs loads on first use:
 * foundry.ts):
 * - a combat round lasts one second of world time (rules 3.1.2: "a Round lasts about one
 *   second"): `CONFIG.time.roundTime`, so the tracker's rounds move the world's clock;
 * - the designated GM's client sweeps the timed conditions when world time moves (Foundry's
 *   clock, the GM clock, a calendar module, combat rounds), when a combat is deleted (its stuns
 *   end with it), and once when it starts (what ran out while nobody was connected, and stuns
 *   whose combat is gone).
 */
import { ROUND_SECONDS } from "../../rules/timed-conditions";
import { isPlayable, type PlayableActor } from "../../documents/guards";

function sweep(delta: number, ended: string | null = null, extra: readonly PlayableActor[] = []): void {
  if (!game.users.activeGM?.isSelf) return;
  void import("./foundry").then((m) => m.sweepTimers(game.time.worldTime, delta, ended, extra));
}

export function registerTimers(): void {
  CONFIG.time.roundTime = ROUND_SECONDS;
  Hooks.on("updateWorldTime", (_time, delta) => sweep(delta));
  Hooks.on("deleteCombat", (combat) =>
    sweep(
      0,
      combat.id,
      combat.combatants.contents.flatMap((c) => (isPlayable(c.actor) ? [c.actor] : [])),
    ),
  );
  Hooks.once("ready", () => sweep(0));
}

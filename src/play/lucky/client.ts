/**
 * Lucky, the GM's side that asks: marking a use made outside the system (a reroll at the table) from
 * the character sheet, `game.harnfudge.markLuckyUsed(actor)`. The designated GM's client records it
 * (the "gm" domain, kind "luckyMark": foundry.ts).
 */
import { askGMOnce, notify } from "../gm/transport";

export async function markLuckyUsed(actor: Actor.Implementation): Promise<boolean> {
  if (!game.user.isGM) {
    ui.notifications?.warn(game.i18n.localize("HARNFUDGE.Notify.GMOnly"));
    return false;
  }
  return notify(await askGMOnce("gm", `luckyMark:${actor.uuid}`, { kind: "luckyMark", actorUuid: actor.uuid }));
}

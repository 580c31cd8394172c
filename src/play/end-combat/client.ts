/**
 * "After the fight", the GM's side that asks (rules 3.4.7–3.4.8): `game.harnfudge.afterTheFight`,
 * `/afterfight` and the sheets' button send it, with a request id, to the designated GM's client
 * (the "gm" domain, kind "afterFight": foundry.ts).
 */
import { askGMOnce, notify } from "../gm/transport";
import { userMayOrSay } from "../gm/may";

/**
 * The GM's "after the fight" for one actor (rules 3.4.7–3.4.8, for wounds taken outside the
 * tracker): the same Health rolls and clearing as the end of a combat.
 */
export async function afterTheFight(actor: Actor.Implementation): Promise<boolean> {
  if (!userMayOrSay("gmAction")) return false;
  return notify(await askGMOnce("gm", `afterFight:${actor.uuid}`, { kind: "afterFight", actorUuid: actor.uuid }));
}

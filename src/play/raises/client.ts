/**
 * The raise request's client side (rules 1.4, world setting `harnfudge.raiseApproval`): a player's
 * ↑ on the sheet asks the designated GM instead of raising (the request card's Accept / Decline
 * are wired for the GMs by chat.ts). The GM's client decides everything (decide.ts): the
 * checks here only spare a user a pointless request and show the rules' reasons at once.
 */
import { notifyFormat } from "../../util/notify";
import { askGMOnce, notify } from "../gm/transport";
import { SETTINGS } from "../settings";
import type { RaisePlan, RaiseTarget } from "./plan";
import { userMay } from "../gm/may";

/** Whether this user's raises need the GM's approval: the world setting is on and the user is not a GM. */
export function raisesNeedApproval(): boolean {
  if (userMay("raiseDecide") || !game.settings.settings.has(`harnfudge.${SETTINGS.raiseApproval}`)) return false;
  return game.settings.get("harnfudge", SETTINGS.raiseApproval) === true;
}

/**
 * Asks the GM to raise a trait the rules allow now (plan.ts, checked by the sheet). Resolves to
 * whether the request card was posted.
 */
export async function askRaise(
  actor: Actor.Implementation,
  target: RaiseTarget,
  plan: RaisePlan,
  label: string,
): Promise<boolean> {
  const sent = notify(
    await askGMOnce("raise", `ask:${actor.uuid}:${JSON.stringify(target)}`, { kind: "ask", actorUuid: actor.uuid, target }),
  );
  if (sent) notifyFormat("info", "HARNFUDGE.RaiseRequest.Sent", { trait: label, cost: String(plan.cost) });
  return sent;
}

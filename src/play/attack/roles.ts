/**
 * The roles a user holds on an attack card (../gm/policy.ts), worked out the same way on the GM's
 * client (ownership as it sees it, for a decision) and on every client (for which controls a
 * viewer sees). The card is GM-authored, so its attacker, target and requester are the GM's data.
 */
import type { Roles } from "../gm/policy";
import type { AttackCard } from "./state";

export function cardRoles(
  card: Pick<AttackCard, "requesterId" | "attacker" | "target">,
  user: { id: string; isGM: boolean; owns(actorUuid: string): boolean },
  rollerUuid?: string,
): Roles {
  return {
    gm: user.isGM,
    attackerSide: card.requesterId === user.id || user.owns(card.attacker.actorUuid),
    targetOwner: user.owns(card.target.actorUuid),
    rollerOwner: rollerUuid !== undefined && user.owns(rollerUuid),
  };
}

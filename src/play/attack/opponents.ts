/**
 * A fighter's melee opponents (rules 3.2.1) as the card decisions and the roll dialogs count them:
 * the battlefield around his token and the attacks on him this round (engagement's opponentsOf), the
 * attack being made included. One function for the designated GM's client (through the card ports)
 * and for the player's dialog (through live-opponents.ts), so both count alike. Pure.
 */
import { opponentsOf, type Battlefield, type RoundAttack } from "../../rules/battlefield";
import type { OpponentCount } from "../../rules/engagement-count";

export interface OpponentPorts {
  battlefield(tokenUuid: string | null): Battlefield | null;
  attacksInRound(targetActorUuid: string, round: { combat: string; round: number }): RoundAttack[];
}

/** The opponents of a fighter (his actor and token), with `also` (an attack being made on him now) counted. */
export function fighterOpponents(
  ports: OpponentPorts,
  fighter: { actorUuid: string; tokenUuid: string | null },
  round: { combat: string; round: number } | null,
  also: RoundAttack | null = null,
): OpponentCount {
  const attacks = round ? ports.attacksInRound(fighter.actorUuid, round) : [];
  return opponentsOf(ports.battlefield(fighter.tokenUuid), also ? [...attacks, also] : attacks);
}

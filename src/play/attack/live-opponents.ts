/**
 * A fighter's melee opponents as this client sees the battlefield now (rules 3.2.1), for the roll
 * dialogs: the same count (opponents.ts) from the same data the designated GM's client reads — the
 * scene's tokens, the GM-authored cards of the round, the GM's marks — so the dialog's penalty and
 * odds are the ones the GM's client will apply.
 */
import { battlefieldOf } from "./battlefield";
import { cardIndex } from "./card-index";
import { fighterOpponents } from "./opponents";
import type { OpponentCount } from "../../rules/engagement-count";
import type { RoundAttack } from "../../rules/battlefield";

/** The combat round being fought, or null outside a started combat. */
export function currentRound(): { combat: string; round: number } | null {
  const combat = game.combat;
  return combat?.started && combat.id ? { combat: combat.id, round: combat.round } : null;
}

/** The opponents of a fighter now, in `round` (a card's round, or the one being fought), with `also` (an attack on him) counted. */
export function liveOpponents(
  fighter: { actorUuid: string; tokenUuid: string | null },
  round: { combat: string; round: number } | null,
  also: RoundAttack | null = null,
): OpponentCount {
  const ports = {
    battlefield: battlefieldOf,
    attacksInRound: (target: string, round: { combat: string; round: number }) => cardIndex().attacksInRound(target, round),
  };
  return fighterOpponents(ports, fighter, round, also);
}

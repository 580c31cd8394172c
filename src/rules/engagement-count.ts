/**
 * How many fighters a lone fighter faces in melee (rules 3.2.1), from who engages him: "When a lone
 * fighter faces multiple opponents in melee, the lone fighter is at −1 to attack and defend for
 * each opposing fighter beyond the first"; at most six can engage one defender in a round
 * ("fewer if the attackers are bulky or are wielding large weapons such as pole arms"), two in a
 * doorway, four from both sides of a door. Kept out of the rules index (imported by path): only
 * code loaded on first use needs it.
 *
 * Interpretations (docs/rules-interpretations.md):
 * - an opponent is an enemy within melee reach now, or one who attacked him in melee this round
 *   (he engaged him, even if he stepped back since); one who only shot at him this round is a
 *   missile attacker, not a melee opponent, even when standing close;
 * - the same count gives his attack penalty and every defence penalty in the round, whatever order
 *   the attacks come in;
 * - a bulky attacker, or one wielding a large weapon, takes two of the places around the defender
 *   (the GM marks him); those who attacked this round take their places first, then the others in
 *   reach; those who find no place are not counted, and the GM is warned.
 */
import { requireOneOf } from "./errors";
import { ENGAGEMENT_LIMITS, ENGAGEMENT_POSITIONS, multipleOpponentsPenalty, type EngagementPosition } from "./combat";

/** Places a bulky attacker (or one with a large weapon such as a pole arm) takes around the defender. */
export const BULKY_PLACES = 2;

/** One fighter who may engage the lone fighter, as the scene and the round show him. */
export interface Engager {
  /** Who he is (a token's uuid, or an actor's without a token); counted once. */
  id: string;
  name: string;
  /** An enemy within melee reach now. */
  inReach: boolean;
  /** He attacked the lone fighter in melee this round. */
  meleeThisRound: boolean;
  /** He attacked the lone fighter with a missile this round. */
  rangedThisRound: boolean;
  /** The GM marked him bulky or wielding a large weapon (rules 3.2.1): he takes two places. */
  bulky: boolean;
}

export interface OpponentCount {
  /** The opponents counted, in the order they took their places. */
  engaged: Engager[];
  /** Those who would engage but find no place left (the GM is warned). */
  left: Engager[];
  /** Opponents he faces in melee (0 when none). */
  opponents: number;
  /** The multiple-opponents penalty (≤ 0) on his attacks and defences. */
  penalty: number;
  position: EngagementPosition;
  /** Places around him (rules 3.2.1: 6, in a doorway 2, from both sides of a door 4). */
  places: number;
}

/** Whether an engager is a melee opponent (interpretation above). */
function engages(e: Engager): boolean {
  return e.meleeThisRound || (e.inReach && !e.rangedThisRound);
}

/** The lone fighter's melee opponents (rules 3.2.1), each engager counted once, within the places his position leaves. */
export function countMeleeOpponents(engagers: readonly Engager[], position: EngagementPosition = "open"): OpponentCount {
  const pos = requireOneOf(position, ENGAGEMENT_POSITIONS, "position");
  const seen = new Set<string>();
  const candidates: Engager[] = [];
  for (const e of engagers) {
    if (seen.has(e.id) || !engages(e)) continue;
    seen.add(e.id);
    candidates.push(e);
  }
  // Those who attacked this round engaged first; the stable sort keeps the scene's order otherwise.
  candidates.sort((a, b) => Number(b.meleeThisRound) - Number(a.meleeThisRound));
  const places = ENGAGEMENT_LIMITS[pos];
  let free = places;
  const engaged: Engager[] = [];
  const left: Engager[] = [];
  for (const e of candidates) {
    const takes = e.bulky ? BULKY_PLACES : 1;
    if (takes <= free) {
      free -= takes;
      engaged.push(e);
    } else left.push(e);
  }
  const penalty = multipleOpponentsPenalty(Math.max(1, engaged.length));
  return { engaged, left, opponents: engaged.length, penalty, position: pos, places };
}

/** Names grouped for a card's line, in order of first appearance: "Bandit ×3, Wolf". */
export function groupedNames(names: readonly string[]): { name: string; count: number }[] {
  const out: { name: string; count: number }[] = [];
  for (const name of names) {
    const found = out.find((g) => g.name === name);
    if (found) found.count += 1;
    else out.push({ name, count: 1 });
  }
  return out;
}

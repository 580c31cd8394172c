/**
 * Melee and ranged combat rules (rules 3.2, 3.2.1, 3.3) that are not damage:
 * the Fair threshold, defence options, the multiple-opponents penalty and engagement limits.
 */
import { requireInteger, requireIntegerInRange, requireOneOf } from "./errors";
import { ladderValue } from "./ladder";

/** An attack needs a rolled degree of Fair or better, whatever the defence (rules 3.2). */
export const ATTACK_MINIMUM_DEGREE = ladderValue("fair");

/** Whether an attack's rolled degree reaches Fair (rules 3.2). */
export function attackReachesFair(rolledDegree: number): boolean {
  return requireInteger(rolledDegree, "rolledDegree") >= ATTACK_MINIMUM_DEGREE;
}

/**
 * How a target meets an attack (rules 3.2, 3.3):
 * - `opposed`: rolls a defensive skill (melee; or Dodge, Shield, Acrobatics against missiles);
 * - `unaware` / `ignore`: the GM sets a difficulty the attack must beat;
 * - `shootBack` (ranged only): both shots are rolled unopposed, each against a GM difficulty.
 */
export const DEFENCE_KINDS = ["opposed", "unaware", "ignore", "shootBack"] as const;
export type DefenceKind = (typeof DEFENCE_KINDS)[number];
export const DEFENCE_LOC_KEYS: Readonly<Record<DefenceKind, string>> = {
  opposed: "HARNFUDGE.Defence.opposed",
  unaware: "HARNFUDGE.Defence.unaware",
  ignore: "HARNFUDGE.Defence.ignore",
  shootBack: "HARNFUDGE.Defence.shootBack",
};

/** Whether a defence option is open against the kind of attack (shooting back only against ranged attacks). */
export function defenceAllowed(kind: DefenceKind, attack: "melee" | "ranged"): boolean {
  requireOneOf(kind, DEFENCE_KINDS, "defence");
  requireOneOf(attack, ["melee", "ranged"] as const, "attack");
  return kind !== "shootBack" || attack === "ranged";
}

/**
 * Penalty of a lone fighter facing `opponents` fighters (rules 3.2.1): −1 to attack and to defend
 * for each opponent beyond the first. `opponents` ≥ 1; 1 gives 0.
 */
export function multipleOpponentsPenalty(opponents: number): number {
  const n = requireIntegerInRange(opponents, "opponents", 1, Number.MAX_SAFE_INTEGER);
  return n === 1 ? 0 : -(n - 1);
}

/** Where a lone defender stands, which limits how many attackers can engage (rules 3.2.1). */
export const ENGAGEMENT_POSITIONS = ["open", "surrounded", "doorway", "doorwayBothSides"] as const;
export type EngagementPosition = (typeof ENGAGEMENT_POSITIONS)[number];

/**
 * Most attackers that can engage one defender in a round (rules 3.2.1): six when completely
 * surrounded (also the ceiling in the open), two in a doorway, four beset from both sides of a door.
 * The GM may lower these for bulky attackers or large weapons.
 */
export const ENGAGEMENT_LIMITS: Readonly<Record<EngagementPosition, number>> = {
  open: 6,
  surrounded: 6,
  doorway: 2,
  doorwayBothSides: 4,
};

export interface EngagementCheck {
  ok: boolean;
  max: number;
  /** `HARNFUDGE.Combat.TooManyAttackers` when over the limit, else null. */
  code: string | null;
  data: { attackers: number; max: number; position: EngagementPosition };
}

export const ENGAGEMENT_LOC_KEY = "HARNFUDGE.Combat.TooManyAttackers";

/** Validate the number of attackers engaging one defender (rules 3.2.1). */
export function checkEngagement(attackers: number, position: EngagementPosition = "open"): EngagementCheck {
  const n = requireIntegerInRange(attackers, "attackers", 0, Number.MAX_SAFE_INTEGER);
  const pos = requireOneOf(position, ENGAGEMENT_POSITIONS, "position");
  const max = ENGAGEMENT_LIMITS[pos];
  const ok = n <= max;
  return { ok, max, code: ok ? null : ENGAGEMENT_LOC_KEY, data: { attackers: n, max, position: pos } };
}

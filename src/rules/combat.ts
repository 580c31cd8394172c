/**
 * Melee and ranged combat rules (rules 3.2, 3.2.1, 3.3) that are not damage:
 * the Fair threshold, defence options, the multiple-opponents penalty and engagement limits (the
 * count of a fighter's opponents is engagement-count.ts).
 */
import { requireInteger, requireIntegerInRange, requireOneOf } from "./errors";
import { ladderValue } from "./ladder";
import { RANGED_DEFENCE_SKILLS, getSkill, isSkillKey } from "./skills";

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

/** The GM's warning when more would engage one defender than its position leaves places for (rules 3.2.1). */
export const ENGAGEMENT_LOC_KEY = "HARNFUDGE.Combat.TooManyAttackers";

/**
 * Skills a target may always defend with, carrying nothing (rules 3.2, 3.3; Dodge's text in
 * 1.1.2.3: "for particularly elaborate or graceful dodges, use Acrobatics"). Both have a default,
 * so an untrained target may use them too.
 */
export const UNARMED_DEFENCES: readonly string[] = ["dodge", "acrobatics"];
/** Weapon skills that cannot parry in melee: missile weapons (a bow in melee is a Stick, rolled with Club). */
export const MISSILE_ONLY_SKILLS: readonly string[] = ["bow", "blowgun", "sling"];

/**
 * The defence skills a target may pick against an attack (rules 3.2, 3.3, 1.1.2.3), from the melee
 * skills of the weapons it has equipped (`equippedSkills`; a shield is a weapon of the Shield skill):
 * - ranged: Dodge, Shield with a shield equipped, Acrobatics;
 * - melee: Dodge, Acrobatics, Shield with a shield equipped, and the skill of each weapon equipped
 *   (a parry needs the weapon in hand; missile skills and keys that are not weapon skills are left out).
 * Interpretation (issue 26): a skill the target has trained but whose weapon it does not carry is
 * no parry, and Shield is no defence without a shield, whatever its default. No duplicates, in that order.
 */
export function defenceSkillChoices(attack: "melee" | "ranged", equippedSkills: readonly string[]): string[] {
  const mode = requireOneOf(attack, ["melee", "ranged"] as const, "attack");
  const shield = equippedSkills.includes("shield");
  if (mode === "ranged") return RANGED_DEFENCE_SKILLS.filter((k) => k !== "shield" || shield);
  const weapons = equippedSkills.filter((k) => isSkillKey(k) && getSkill(k).weapon && !MISSILE_ONLY_SKILLS.includes(k));
  return [...new Set([...UNARMED_DEFENCES, ...(shield ? ["shield"] : []), ...weapons])];
}

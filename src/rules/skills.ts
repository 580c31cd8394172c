/**
 * The skill catalog (rules 1.1.2): all 77 skills with category, default and flags.
 * Default is a ladder value (−3…+3) or `null` for None (cannot be attempted untrained).
 */
import type { SkillCategory } from "./constants";
import { ERROR_CODES, RulesError } from "./errors";

export interface SkillDefinition {
  key: string;
  category: SkillCategory;
  /** Default level (rules 1.1.2), or null for None. */
  default: number | null;
  /** Each subject is a separate skill: each language, instrument, deity, script (rules 1.1.2.2). */
  perSubject: boolean;
  /** A weapon skill (rules 1.1.2.3): used to attack (and parry) with a weapon; Dodge, Initiative, Riding are not. */
  weapon: boolean;
  /** Localization key of the skill's name, e.g. `HARNFUDGE.Skill.mentalConflict`. */
  labelKey: string;
}

const T = -3;
const P = -2;
const M = -1;
const NONE = null;

type Row = [key: string, def: number | null, flags?: "subject" | "weapon"];

const PHYSICAL: Row[] = [
  ["acrobatics", P],
  ["climbing", P],
  ["dancing", P],
  ["jumping", P],
  ["legerdemain", T],
  ["skiing", P],
  ["stealth", P],
  ["swimming", P],
  ["throwing", P],
];
const COMMUNICATION: Row[] = [
  ["acting", P],
  ["awareness", P],
  ["intrigue", P],
  ["language", T, "subject"],
  ["lovecraft", P],
  ["mentalConflict", T],
  ["musician", T, "subject"],
  ["oratory", P],
  ["religion", NONE, "subject"],
  ["rhetoric", P],
  ["script", NONE, "subject"],
  ["singing", P],
];
const COMBAT: Row[] = [
  ["axe", P, "weapon"],
  ["blowgun", P, "weapon"],
  ["bow", P, "weapon"],
  ["club", M, "weapon"],
  ["dagger", P, "weapon"],
  ["dodge", P],
  ["flail", T, "weapon"],
  ["initiative", P],
  ["net", P, "weapon"],
  ["polearm", P, "weapon"],
  ["riding", P],
  ["shield", M, "weapon"],
  ["sling", T, "weapon"],
  ["spear", P, "weapon"],
  ["sword", P, "weapon"],
  ["unarmed", P, "weapon"],
  ["whip", P, "weapon"],
];
const LORE_CRAFT: Row[] = [
  ["agriculture", P],
  ["alchemy", NONE],
  ["animalcraft", P],
  ["astrology", NONE],
  ["brewing", NONE],
  ["ceramics", NONE],
  ["cookery", P],
  ["drawing", P],
  ["embalming", NONE],
  ["engineering", NONE],
  ["fishing", P],
  ["fletching", P],
  ["folklore", NONE],
  ["foraging", P],
  ["glassworking", T],
  ["heraldry", NONE],
  ["herblore", NONE],
  ["hideworking", P],
  ["jewelcraft", P],
  ["law", NONE],
  ["lockcraft", T],
  ["masonry", T],
  ["mathematics", NONE],
  ["metalcraft", T],
  ["milling", NONE],
  ["mineralogy", NONE],
  ["perfumery", NONE],
  ["piloting", NONE],
  ["runecraft", NONE],
  ["seamanship", NONE],
  ["shipwright", NONE],
  ["survival", P],
  ["tarotry", NONE],
  ["textilecraft", P],
  ["timbercraft", P],
  ["tracking", P],
  ["weaponcraft", T],
  ["weatherlore", P],
  ["woodworking", P],
];

function build(category: SkillCategory, rows: Row[]): SkillDefinition[] {
  return rows.map(([key, def, flag]) => ({
    key,
    category,
    default: def,
    perSubject: flag === "subject",
    weapon: flag === "weapon",
    labelKey: `HARNFUDGE.Skill.${key}`,
  }));
}

/** All 77 skills of rules 1.1.2, in rule-book order. */
export const SKILLS: readonly SkillDefinition[] = Object.freeze([
  ...build("physical", PHYSICAL),
  ...build("communication", COMMUNICATION),
  ...build("combat", COMBAT),
  ...build("loreCraft", LORE_CRAFT),
]);

/** Skill keys in rule-book order. */
export const SKILL_KEYS: readonly string[] = SKILLS.map((s) => s.key);

const BY_KEY = new Map(SKILLS.map((s) => [s.key, s]));

/** Skills that may oppose a ranged attack (rules 3.3: "usually Dodge, Shield, or Acrobatics"). */
export const RANGED_DEFENCE_SKILLS: readonly string[] = ["dodge", "shield", "acrobatics"];

/** The skill rolled for initiative (rules 3.1.1). */
export const INITIATIVE_SKILL = "initiative";

/** True for a catalog skill key. */
export function isSkillKey(key: unknown): key is string {
  return typeof key === "string" && BY_KEY.has(key);
}

/** The catalog entry of a skill; throws `HARNFUDGE.Error.UnknownSkill` for unknown keys. */
export function getSkill(key: string): SkillDefinition {
  const s = BY_KEY.get(key);
  if (!s) throw new RulesError(ERROR_CODES.unknownSkill, { skill: String(key) }, `unknown skill ${String(key)}`);
  return s;
}

/** Default level of a skill (rules 1.1.2), or null for None. */
export function skillDefault(key: string): number | null {
  return getSkill(key).default;
}

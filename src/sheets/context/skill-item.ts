/**
 * The data of a skill item learned from the rules catalog (Edit mode's ladder on an untrained row):
 * the same fields as the skills compendium's entries (packs/skills), from the catalog's facts
 * (rules 1.1.2: category, default, one skill per subject) plus the level and subject chosen.
 */
import { getSkill } from "../../rules";

export interface SkillItemData {
  name: string;
  type: "skill";
  img: string;
  system: {
    key: string;
    category: string;
    default: number | null;
    level: number;
    perSubject: boolean;
    specialization: string;
    description: string;
  };
}

/** The icon a learned skill gets when the skills compendium does not supply one. */
export const DEFAULT_SKILL_IMG = "icons/svg/book.svg";

/**
 * A catalog skill at `level` with its subject; `name` is the skill's localized name, `entry` the
 * compendium's image and description when the compendium has the skill.
 */
export function catalogSkillData(
  key: string,
  level: number,
  specialization: string,
  name: string,
  entry: { img: string; description: string } | null = null,
): SkillItemData {
  const skill = getSkill(key);
  return {
    name,
    type: "skill",
    img: entry?.img || DEFAULT_SKILL_IMG,
    system: {
      key: skill.key,
      category: skill.category,
      default: skill.default,
      level,
      perSubject: skill.perSubject,
      specialization: skill.perSubject ? specialization.trim() : "",
      description: entry?.description ?? "",
    },
  };
}

/**
 * Skills limited by other skills (rules 1.1.2.2, 1.1.2.4).
 *
 * - Oratory and Rhetoric: the skill level may not exceed the speaker's level in the language being
 *   used; the use level may not exceed the audience's (target's) level in that language.
 * - Constructing locks and other small mechanisms uses the lower of Lockcraft and Metalcraft;
 *   constructing buildings, bridges and the like the lower of Masonry and Engineering.
 *
 * Interpretations:
 * - Without a named language, Oratory or Rhetoric is warned about when it exceeds every language the
 *   character has (it could be used in none at its level). A language the character has not trained
 *   is at its default, Terrible.
 * - Levels are the levels rolled (skillLevel): an untrained skill is at its default, and a skill with
 *   default None that is untrained cannot be attempted (HARNFUDGE.Error.SkillNotAttemptable), so a
 *   construction needing it cannot be attempted either.
 * - Language subjects match without regard to accents, case or spaces (subjects.ts: "Harnic" is "Hârnic").
 */
import type { MessageData } from "./errors";
import { requireLadderLevel, requireOneOf } from "./errors";
import { skillLevel } from "./resolution";
import { subjectKey } from "./subject-key";

/** A skill the character has: its key, trained level and subject (the language, for Language). */
export interface KnownSkill {
  key: string;
  level: number;
  subject?: string;
}

export const LANGUAGE_CAPPED_SKILLS = ["oratory", "rhetoric"] as const;

export const SKILL_CAP_CODES = {
  aboveLanguage: "HARNFUDGE.SkillCap.AboveLanguage",
  aboveEveryLanguage: "HARNFUDGE.SkillCap.AboveEveryLanguage",
} as const;

export interface SkillCapWarning {
  code: string;
  data: MessageData;
  severity: "warning";
}

const norm = (s: string | undefined) => subjectKey(s ?? "");

/** The character's level in a language (rules 1.1.2.2): its trained level, or the default (Terrible). */
export function languageLevel(skills: readonly KnownSkill[], language: string): number {
  const entry = skills.find((s) => s.key === "language" && norm(s.subject) === norm(language));
  return skillLevel("language", entry ? entry.level : null);
}

/**
 * Warnings for Oratory and Rhetoric above the speaker's language level (rules 1.1.2.2): above the
 * named `language`, or, without one, above every language the character has.
 */
export function languageCapWarnings(skills: readonly KnownSkill[], language?: string): SkillCapWarning[] {
  const languages = skills.filter((s) => s.key === "language");
  const best = Math.max(skillLevel("language", null), ...languages.map((s) => skillLevel("language", s.level)));
  const cap = language === undefined ? best : languageLevel(skills, language);
  return skills.flatMap((s): SkillCapWarning[] => {
    if (!(LANGUAGE_CAPPED_SKILLS as readonly string[]).includes(s.key)) return [];
    const level = skillLevel(s.key, s.level);
    if (level <= cap) return [];
    return language === undefined
      ? [{ code: SKILL_CAP_CODES.aboveEveryLanguage, data: { skill: s.key, level, languageLevel: cap }, severity: "warning" }]
      : [
          {
            code: SKILL_CAP_CODES.aboveLanguage,
            data: { skill: s.key, level, language, languageLevel: cap },
            severity: "warning",
          },
        ];
  });
}

/**
 * The level Oratory or Rhetoric is used at (rules 1.1.2.2): no higher than the speaker's level in
 * the language, nor than the audience's (or target's) level in it when given.
 */
export function languageCappedUseLevel(skill: number, speakerLanguage: number, audienceLanguage?: number): number {
  const levels = [requireLadderLevel(skill, "skill"), requireLadderLevel(speakerLanguage, "speakerLanguage")];
  if (audienceLanguage !== undefined) levels.push(requireLadderLevel(audienceLanguage, "audienceLanguage"));
  return Math.min(...levels);
}

/**
 * The level a skill is rolled at once its caps apply (rules 1.1.2.2): Oratory and Rhetoric no
 * higher than the speaker's best language (the language being used is not named on a roll, so the
 * best one the character has counts; an untrained language is Terrible). Every other skill rolls
 * its level. The audience's language cap is the GM's, as a difficulty or a situational modifier.
 */
export function cappedRollLevel(key: string, level: number, skills: readonly KnownSkill[]): number {
  const rolled = requireLadderLevel(level, "level");
  if (!(LANGUAGE_CAPPED_SKILLS as readonly string[]).includes(key)) return rolled;
  const best = Math.max(
    skillLevel("language", null),
    ...skills.filter((s) => s.key === "language").map((s) => skillLevel("language", s.level)),
  );
  return Math.min(rolled, best);
}

/**
 * Tasks rolled on the lower of two skills (rules 1.1.2.4): `lockConstruction` (locks and other
 * small, complex, delicate mechanisms of metal) and `buildingConstruction` (buildings, bridges…).
 */
export const COMBINED_SKILL_TASK_KEYS = ["lockConstruction", "buildingConstruction"] as const;
export type CombinedSkillTask = (typeof COMBINED_SKILL_TASK_KEYS)[number];
export const COMBINED_SKILL_TASKS: Readonly<Record<CombinedSkillTask, readonly [string, string]>> = {
  lockConstruction: ["lockcraft", "metalcraft"],
  buildingConstruction: ["masonry", "engineering"],
};

/**
 * The level for a task that uses the lower of two skills (rules 1.1.2.4), with the skill that limits
 * it (the first on a tie). `trained` maps skill keys to trained levels (missing or null: untrained).
 */
export function combinedSkillLevel(
  task: CombinedSkillTask,
  trained: Readonly<Record<string, number | null | undefined>>,
): { level: number; limitedBy: string } {
  const t = requireOneOf(task, COMBINED_SKILL_TASK_KEYS, "task");
  const [first, second] = COMBINED_SKILL_TASKS[t];
  const a = skillLevel(first, trained[first]);
  const b = skillLevel(second, trained[second]);
  return b < a ? { level: b, limitedBy: second } : { level: a, limitedBy: first };
}

/**
 * The tasks a skill takes part in that use the lower of two skills (rules 1.1.2.4): Lockcraft and
 * Metalcraft for locks and small mechanisms, Masonry and Engineering for buildings and bridges.
 */
export function combinedTasksOf(skill: string): CombinedSkillTask[] {
  return COMBINED_SKILL_TASK_KEYS.filter((task) => (COMBINED_SKILL_TASKS[task] as readonly string[]).includes(skill));
}

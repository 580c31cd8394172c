/**
 * Skills limited by other skills, as the sheet shows them (rules 1.1.2.2, 1.1.2.4), from the rules
 * core's `languageCapWarnings` and `combinedSkillLevel`:
 * - Oratory and Rhetoric above every language the character speaks: a warning on the skill's row
 *   (the sheet does not know which language a speech is in, so it compares with the best one).
 * - Lockcraft with Metalcraft (locks and small mechanisms) and Masonry with Engineering (buildings,
 *   bridges): the level such work is rolled at, "the lower of" the two, in the hover summary of each
 *   of the four skills.
 */
import {
  COMBINED_SKILL_TASKS,
  COMBINED_SKILL_TASK_KEYS,
  canAttemptSkill,
  combinedSkillLevel,
  languageCapWarnings,
  type KnownSkill,
} from "../../rules";
import { ladderWord, type Localizer } from "../../i18n/format";
import type { PlainItem } from "./types";

type SkillItem = Extract<PlainItem, { type: "skill" }>;

export interface SkillLimitNotes {
  /** Skill key → the cap warning for its (trained) row. */
  warnings: Map<string, string>;
  /** Skill key → the sentences naming the combined level of the tasks it takes part in. */
  combined: Map<string, string[]>;
}

const skillName = (key: string, i18n: Localizer) => i18n.localize(`HARNFUDGE.Skill.${key}`);

function knownSkills(skills: readonly SkillItem[]): KnownSkill[] {
  return skills.flatMap((s) =>
    s.system.level === null
      ? []
      : [{ key: s.system.key, level: s.system.level, ...(s.system.specialization ? { subject: s.system.specialization } : {}) }],
  );
}

/** The cap warnings and combined-level notes for a character's skill items. */
export function skillLimitNotes(skills: readonly SkillItem[], i18n: Localizer): SkillLimitNotes {
  const warnings = new Map<string, string>();
  for (const w of languageCapWarnings(knownSkills(skills))) {
    const key = String(w.data["skill"]);
    warnings.set(
      key,
      i18n.format(w.code, {
        skill: skillName(key, i18n),
        level: ladderWord(Number(w.data["level"]), i18n),
        languageLevel: ladderWord(Number(w.data["languageLevel"]), i18n),
        language: String(w.data["language"] ?? ""),
      }),
    );
  }
  const trained: Record<string, number | null> = {};
  for (const s of skills) if (s.system.level !== null && !(s.system.key in trained)) trained[s.system.key] = s.system.level;
  const combined = new Map<string, string[]>();
  for (const task of COMBINED_SKILL_TASK_KEYS) {
    const [first, second] = COMBINED_SKILL_TASKS[task];
    const blocked = [first, second].find((k) => !canAttemptSkill(k, trained[k]));
    const names = { first: skillName(first, i18n), second: skillName(second, i18n) };
    let text: string;
    if (blocked) {
      text = i18n.format(`HARNFUDGE.SheetPlay.Combined.${task}Blocked`, { ...names, skill: skillName(blocked, i18n) });
    } else {
      const { level, limitedBy } = combinedSkillLevel(task, trained);
      text = i18n.format(`HARNFUDGE.SheetPlay.Combined.${task}`, {
        ...names,
        level: ladderWord(level, i18n),
        limitedBy: skillName(limitedBy, i18n),
      });
    }
    for (const key of [first, second]) combined.set(key, [...(combined.get(key) ?? []), text]);
  }
  return { warnings, combined };
}

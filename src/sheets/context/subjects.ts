/**
 * The subjects the sheet offers (issue 26, item 7; rules 1.1.2.2): for each per-subject skill with
 * known subjects (a language, a script, a deity, an instrument), a list of the known ones and of
 * those this character already uses (its skills' subjects, its native language, its religion), for
 * Edit mode's subject boxes to pick from. Typing stays free: a subject is matched without regard to
 * accents or case (the rules core's sameSubject), and a new skill's typed subject keeps the known
 * spelling (canonicalSubject, skill-learning.ts). Pure.
 */
import { SUBJECT_SKILLS, isSubjectSkill, subjectChoices } from "../../rules";
import type { PlainItem } from "./types";

export interface SubjectListView {
  id: string;
  options: string[];
}

/** The id of an actor's list of subjects for a skill (unique per open sheet). */
export function subjectListId(actorUuid: string, skill: string): string | null {
  return isSubjectSkill(skill) ? `hf-subjects-${skill}-${actorUuid.replace(/[^A-Za-z0-9_-]/g, "-")}` : null;
}

/** The subjects this character uses, by skill: its skills' subjects, its native language, its religion. */
export function usedSubjects(
  items: readonly PlainItem[],
  own: { nativeLanguage?: string; religion?: string } = {},
): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const add = (skill: string, subject: string | undefined) => {
    if (subject?.trim()) used.set(skill, [...(used.get(skill) ?? []), subject]);
  };
  for (const item of items) if (item.type === "skill") add(item.system.key, item.system.specialization);
  add("language", own.nativeLanguage);
  add("religion", own.religion);
  return used;
}

/** The lists the sheet renders: one per skill with known subjects. */
export function subjectLists(actorUuid: string, used: ReadonlyMap<string, readonly string[]>): SubjectListView[] {
  return SUBJECT_SKILLS.map((skill) => ({
    id: subjectListId(actorUuid, skill) ?? "",
    options: subjectChoices(skill, used.get(skill) ?? []),
  }));
}

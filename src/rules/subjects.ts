/**
 * The subjects of per-subject skills (rules 1.1.2.2: "Each language is a separate skill", "Each
 * deity counts as a separate Religion skill", "Each script is a separate skill", "Each type of
 * musical instrument is a separate skill"), the spelling a typed subject keeps, and the choices the
 * sheet offers; how two spellings of one subject are matched is subject-key.ts (read at start: the
 * skill caps and creation match subjects).
 *
 * Interpretations (docs/rules-interpretations.md, 1.1.2.2):
 * - A subject is a name, not a spelling: two subjects are the same when they differ only in
 *   accents, case, the kind of apostrophe or the spaces around and between words ("Harnic" is
 *   "Hârnic", "save-k’nor" is "Save-K'nor"). So a native language typed without its circumflex
 *   still finds its free Fair Language skill (rules 1.1.2.2, 1.3.2) and is not charged 2 CP.
 * - The known subjects are the ones the rules name (the scripts Lakise, Runic and Selenian; the
 *   instruments Drum, Flute, Harp, Horn, Pipes and Lute) and, for languages and deities, which the
 *   rules leave to the setting, the common ones of Hârn. A table may use any other subject.
 */
import { subjectKey } from "./subject-key";

/** The skills whose subjects the sheet offers from a list. */
export const SUBJECT_SKILLS = ["language", "script", "religion", "musician"] as const;
export type SubjectSkill = (typeof SUBJECT_SKILLS)[number];

/** The known subjects of each per-subject skill, in their usual spelling. */
export const KNOWN_SUBJECTS: Readonly<Record<SubjectSkill, readonly string[]>> = {
  language: ["Hârnic", "Jarinese", "Khuzdul", "Sindarin", "Ivinian", "Yarili", "Orbaalese", "Azeryani"],
  script: ["Lakise", "Runic", "Selenian"],
  religion: ["Agrik", "Halea", "Ilvir", "Larani", "Morgath", "Naveh", "Peoni", "Sarajin", "Save-K'nor", "Siem"],
  musician: ["Drum", "Flute", "Harp", "Horn", "Pipes", "Lute"],
};

/** Whether a skill key is one whose subjects the sheet offers from a list. */
export function isSubjectSkill(key: string): key is SubjectSkill {
  return (SUBJECT_SKILLS as readonly string[]).includes(key);
}

/**
 * The spelling to keep for a typed subject: the known subject (or one of `others`, e.g. the
 * subjects already used in the world) it matches, else the typed text with its spaces tidied.
 */
export function canonicalSubject(skill: string, typed: string, others: readonly string[] = []): string {
  const key = subjectKey(typed);
  if (!key) return "";
  const known = isSubjectSkill(skill) ? KNOWN_SUBJECTS[skill] : [];
  return [...known, ...others].find((s) => subjectKey(s) === key) ?? typed.replace(/\s+/g, " ").trim();
}

/** The subjects to offer for a skill: the known ones, then `others` not already among them, each once. */
export function subjectChoices(skill: string, others: readonly string[] = []): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const s of [...(isSubjectSkill(skill) ? KNOWN_SUBJECTS[skill] : []), ...others]) {
    const key = subjectKey(s);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(s.replace(/\s+/g, " ").trim());
  }
  return out;
}

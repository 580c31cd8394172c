/**
 * How two spellings of one subject of a per-subject skill are matched (rules 1.1.2.2: "Each
 * language is a separate skill"…). Interpretation (docs/rules-interpretations.md, 1.1.2.2): a
 * subject is a name, not a spelling — two subjects are the same when they differ only in accents,
 * case, the kind of apostrophe or the spaces ("Harnic" is "Hârnic"). Kept apart from subjects.ts
 * (the known subjects, loaded with the sheets) since the skill caps and creation read it at start.
 */

/**
 * A subject reduced to what names it: accents removed (Unicode decomposition, combining marks
 * dropped), lower case, every apostrophe the same, spaces trimmed and collapsed.
 */
export function subjectKey(subject: string): string {
  return subject
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether two subjects name the same language, script, deity or instrument (an empty subject matches only an empty one). */
export function sameSubject(a: string, b: string): boolean {
  return subjectKey(a) === subjectKey(b);
}

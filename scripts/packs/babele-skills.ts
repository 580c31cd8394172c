/**
 * One source for a skill's description (issue 21, item 15): the sheet's skill tooltip is
 * `HARNFUDGE.SheetUI.SkillSummary.<key>` in `lang/<lang>.json`, and the Skills pack's English
 * description is that English summary in a paragraph. Wherever it is, the translated pack
 * description is the same paragraph around the language file's summary, so the compendium and the
 * sheet read the same words. `babele --fix` writes them; the check names every one that differs.
 */
import fs from "node:fs";
import path from "node:path";

import { isRecord, type Doc, type SourceFile } from "./io.ts";
import type { TranslationFile } from "./babele.ts";

/** The pack the summaries translate. */
export const SKILLS_PACK = "skills";

/** `HARNFUDGE.SheetUI.SkillSummary` of `lang/<lang>.json` (next to the Babele root), or {} when the file lacks it. */
export function skillSummaries(babeleRoot: string, lang: string): Record<string, string> {
  const file = path.join(path.dirname(babeleRoot), `${lang}.json`);
  if (!fs.existsSync(file)) return {};
  const tree: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  const summaries = [
    "HARNFUDGE",
    "SheetUI",
    "SkillSummary",
  ].reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), tree);
  if (!isRecord(summaries)) return {};
  return Object.fromEntries(Object.entries(summaries).filter((e): e is [string, string] => typeof e[1] === "string"));
}

const paragraph = (text: string) => `<p>${text}</p>`;

/**
 * The description each skill entry's translation must have, by English entry name: the translated
 * summary, for every skill whose English description is the English summary. Skills whose English
 * description says more than the tooltip are left to their own translation.
 */
export function wantedSkillDescriptions(
  babeleRoot: string,
  lang: string,
  sources: readonly SourceFile[],
): Map<string, string> {
  const english = skillSummaries(babeleRoot, "en");
  const translated = skillSummaries(babeleRoot, lang);
  const out = new Map<string, string>();
  for (const { doc } of sources) {
    const system: unknown = (doc as Doc).system;
    if (!isRecord(system) || typeof system.key !== "string") continue;
    const key = system.key;
    const en = english[key];
    const own = translated[key];
    if (en !== undefined && own !== undefined && system.description === paragraph(en)) out.set(String(doc.name), paragraph(own));
  }
  return out;
}

/** The skill entries of `translation` whose description is not the language file's summary. */
export function skillDescriptionProblems(file: string, translation: TranslationFile, wanted: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const [name, description] of wanted) {
    if (translation.entries[name]?.description !== description)
      problems.push(`${file}: entries: "${name}" must be the sheet's SkillSummary of lang/<lang>.json (run \`npx tsx scripts/packs.ts babele --fix\`)`);
  }
  return problems;
}

/** Writes the wanted descriptions into `translation`; true when anything changed. */
export function applySkillDescriptions(translation: TranslationFile, wanted: ReadonlyMap<string, string>): boolean {
  let changed = false;
  for (const [name, description] of wanted) {
    const entry = translation.entries[name];
    if (entry && entry.description !== description) {
      entry.description = description;
      changed = true;
    }
  }
  return changed;
}

/**
 * Translated compendiums for the Babele module: one file per pack and language,
 * `lang/babele/<lang>/harnfudge.<pack>.json`, which the system registers in src/i18n/babele.ts.
 * Each file maps an entry's English name to its translated name and description (an actor's
 * biography, a journal's pages). The creatures' embedded items are translated by id; those
 * translations are copies of the Item pack files' entries, kept in sync by `syncCreatureItems`
 * (`npx tsx scripts/packs.ts babele --fix`).
 */
import fs from "node:fs";
import path from "node:path";

import { isRecord, type Doc, type SourceFile } from "./io.ts";
import { packManifest } from "./manifest.ts";
import { SKILLS_PACK, applySkillDescriptions, skillDescriptionProblems, wantedSkillDescriptions } from "./babele-skills.ts";

/** The system id: pack collections are `<system>.<pack>`, and so are the translation file names. */
export const SYSTEM_ID = "harnfudge";
/** Babele's converter for the items embedded in a creature (registered in src/i18n/babele.ts). */
export const EMBEDDED_ITEMS_CONVERTER = "harnfudgeEmbeddedItems";

export interface EntryTranslation {
  name: string;
  description?: string;
  biography?: string;
  items?: Record<string, { name: string; description: string }>;
  pages?: Record<string, { name: string; text: string }>;
}

export interface TranslationFile {
  label: string;
  mapping?: Record<string, unknown>;
  folders?: Record<string, string>;
  entries: Record<string, EntryTranslation>;
}

/** Where a pack's translation file lives: `<babeleRoot>/<lang>/harnfudge.<pack>.json`. */
export function translationPath(babeleRoot: string, lang: string, pack: string): string {
  return path.join(babeleRoot, lang, `${SYSTEM_ID}.${pack}.json`);
}

export function readTranslation(file: string): TranslationFile | null {
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, "utf8")) as TranslationFile;
}

/** The languages that have a translation directory. */
export function babeleLanguages(babeleRoot: string): string[] {
  if (!fs.existsSync(babeleRoot)) return [];
  return fs
    .readdirSync(babeleRoot, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

const isFolder = (doc: Doc) => String(doc._key).startsWith("!folders!");
const isEntry = (doc: Doc) => !isFolder(doc);

/**
 * The translations of every creature's embedded items, by item id, taken from the Item pack
 * translation of the entry each item copies (same type and name).
 */
export function creatureItemTranslations(
  creatures: readonly Doc[],
  itemPacks: ReadonlyMap<string, { sources: readonly SourceFile[]; translation: TranslationFile | null }>,
): Map<string, Record<string, { name: string; description: string }>> {
  const byTypeAndName = new Map<string, { name: string; description: string }>();
  for (const { sources, translation } of itemPacks.values()) {
    for (const { doc } of sources) {
      const entry = translation?.entries[String(doc.name)];
      if (isEntry(doc) && entry?.description !== undefined) {
        byTypeAndName.set(`${String(doc.type)}/${String(doc.name)}`, { name: entry.name, description: entry.description });
      }
    }
  }
  const out = new Map<string, Record<string, { name: string; description: string }>>();
  for (const actor of creatures) {
    if (!Array.isArray(actor.items)) continue;
    const items: Record<string, { name: string; description: string }> = {};
    for (const item of actor.items) {
      if (!isRecord(item)) continue;
      const found = byTypeAndName.get(`${String(item.type)}/${String(item.name)}`);
      if (found) items[String(item._id)] = found;
    }
    out.set(String(actor.name), items);
  }
  return out;
}

function itemPacksFor(babeleRoot: string, lang: string, sources: ReadonlyMap<string, SourceFile[]>) {
  return new Map(
    packManifest
      .filter((p) => p.type === "Item")
      .map((p) => [p.name, { sources: sources.get(p.name) ?? [], translation: readTranslation(translationPath(babeleRoot, lang, p.name)) }]),
  );
}

/**
 * Rewrite what the translation files copy from elsewhere; returns the files changed: the skills'
 * descriptions from the language file's SkillSummary (babele-skills.ts), then the embedded-item
 * translations of every Actor pack's file from the Item packs' (so a creature's skills follow).
 */
export function syncCreatureItems(babeleRoot: string, sources: ReadonlyMap<string, SourceFile[]>): string[] {
  const changed: string[] = [];
  for (const lang of babeleLanguages(babeleRoot)) {
    const skillsFile = translationPath(babeleRoot, lang, SKILLS_PACK);
    const skills = readTranslation(skillsFile);
    if (skills && applySkillDescriptions(skills, wantedSkillDescriptions(babeleRoot, lang, sources.get(SKILLS_PACK) ?? []))) {
      fs.writeFileSync(skillsFile, `${JSON.stringify(skills, null, 2)}\n`);
      changed.push(skillsFile);
    }
    const itemPacks = itemPacksFor(babeleRoot, lang, sources);
    for (const pack of packManifest.filter((p) => p.type === "Actor")) {
      const file = translationPath(babeleRoot, lang, pack.name);
      const translation = readTranslation(file);
      if (!translation) continue;
      const actors = (sources.get(pack.name) ?? []).map((f) => f.doc).filter(isEntry);
      const wanted = creatureItemTranslations(actors, itemPacks);
      for (const [name, items] of wanted) {
        const entry = translation.entries[name];
        if (entry) entry.items = items;
      }
      const text = `${JSON.stringify(translation, null, 2)}\n`;
      if (text !== fs.readFileSync(file, "utf8")) {
        fs.writeFileSync(file, text);
        changed.push(file);
      }
    }
  }
  return changed;
}

/**
 * Everything missing, extra or stale in the translation files of every language: a file or label
 * per pack, a name and description (biography, pages) per entry, a name per folder, and embedded
 * item translations that match the Item packs', and skill descriptions that are the sheet's summaries.
 */
export function translationProblems(babeleRoot: string, sources: ReadonlyMap<string, SourceFile[]>): string[] {
  const problems: string[] = [];
  for (const lang of babeleLanguages(babeleRoot)) {
    const itemPacks = itemPacksFor(babeleRoot, lang, sources);
    for (const pack of packManifest) {
      const file = translationPath(babeleRoot, lang, pack.name);
      const translation = readTranslation(file);
      if (!translation) {
        problems.push(`${file}: missing (pack ${pack.name})`);
        continue;
      }
      if (typeof translation.label !== "string" || translation.label.trim() === "") problems.push(`${file}: label: missing`);
      const docs = (sources.get(pack.name) ?? []).map((f) => f.doc);
      const folderNames = docs.filter(isFolder).map((d) => String(d.name));
      for (const name of folderNames) if (!translation.folders?.[name]) problems.push(`${file}: folders: no translation for "${name}"`);
      const names = new Set(docs.filter(isEntry).map((d) => String(d.name)));
      for (const name of Object.keys(translation.entries)) if (!names.has(name)) problems.push(`${file}: entries: "${name}" is not an entry of ${pack.name}`);
      for (const doc of docs.filter(isEntry)) {
        const name = String(doc.name);
        const entry = translation.entries[name];
        if (!entry?.name) {
          problems.push(`${file}: entries: no translation for "${name}"`);
          continue;
        }
        if (pack.type === "Item" && !entry.description?.startsWith("<")) problems.push(`${file}: entries: "${name}" needs an HTML description`);
        if (pack.type === "Actor" && !entry.biography?.startsWith("<")) problems.push(`${file}: entries: "${name}" needs an HTML biography`);
        if (pack.type === "JournalEntry" && Array.isArray(doc.pages)) {
          for (const page of doc.pages) {
            const pageName = isRecord(page) ? String(page.name) : "";
            if (!entry.pages?.[pageName]?.text) problems.push(`${file}: entries: "${name}" has no translation for page "${pageName}"`);
          }
        }
      }
      if (pack.name === SKILLS_PACK) problems.push(...skillDescriptionProblems(file, translation, wantedSkillDescriptions(babeleRoot, lang, sources.get(SKILLS_PACK) ?? [])));
      if (pack.type === "Actor") {
        const wanted = creatureItemTranslations(docs.filter(isEntry), itemPacks);
        for (const [name, items] of wanted) {
          if (JSON.stringify(translation.entries[name]?.items ?? {}) !== JSON.stringify(items)) {
            problems.push(`${file}: entries: the items of "${name}" differ from the Item packs' translations (run \`npx tsx scripts/packs.ts babele --fix\`)`);
          }
        }
      }
    }
  }
  return problems;
}

/**
 * Translated compendiums for the Babele module: one file per pack and language,
 * `lang/babele/<lang>/harnfudge.<pack>.json`, which the system registers in src/i18n/babele.ts.
 * Each file maps an entry's English name to its translated name and description (an actor's
 * biography, a journal's pages). The actors' embedded items are translated by id; those
 * translations are copies of the Item pack files' entries (name, description, a missile weapon's
 * melee stand-in), with a per-subject skill's subject from the Skills file's `subjects` (the
 * language, the instrument, the deity, the script: one translation per subject, identical where
 * the word is a proper name), kept in sync by `syncCreatureItems` (`npx tsx scripts/packs.ts
 * babele --fix`); so is a ready-made character's native language.
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

/** An embedded item's translation: an Item pack entry's, with the item's own subject. */
export interface EmbeddedTranslation {
  name: string;
  description: string;
  /** A per-subject skill's subject (system.specialization), when it has one. */
  specialization?: string;
  /** A missile weapon's melee stand-in (system.ranged.meleeAs), when it has one. */
  meleeAs?: string;
}

export interface EntryTranslation {
  name: string;
  description?: string;
  biography?: string;
  /** A missile weapon's melee stand-in: the melee weapon's translated name. */
  meleeAs?: string;
  /** A per-subject skill's subjects (Skills pack): English subject → translated subject. */
  subjects?: Record<string, string>;
  /** A ready-made character's native language (a Language subject). */
  nativeLanguage?: string;
  items?: Record<string, EmbeddedTranslation>;
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

/** What an Item pack's translated entry gives the items that copy it. */
interface ItemEntryTranslation {
  name: string;
  description: string;
  meleeAs?: string;
  subjects?: Record<string, string>;
}

/** A string field of a plain object, or "". */
const field = (value: unknown, key: string): string => (isRecord(value) && typeof value[key] === "string" ? value[key] : "");

/** The Item packs' translated entries, by "<type>/<English name>". */
function itemEntryTranslations(
  itemPacks: ReadonlyMap<string, { sources: readonly SourceFile[]; translation: TranslationFile | null }>,
): Map<string, ItemEntryTranslation> {
  const byTypeAndName = new Map<string, ItemEntryTranslation>();
  for (const { sources, translation } of itemPacks.values()) {
    for (const { doc } of sources) {
      const entry = translation?.entries[String(doc.name)];
      if (isEntry(doc) && entry?.description !== undefined) {
        byTypeAndName.set(`${String(doc.type)}/${String(doc.name)}`, {
          name: entry.name,
          description: entry.description,
          ...(entry.meleeAs === undefined ? {} : { meleeAs: entry.meleeAs }),
          ...(entry.subjects === undefined ? {} : { subjects: entry.subjects }),
        });
      }
    }
  }
  return byTypeAndName;
}

/** The Language skill's subject translations (a ready-made character's native language is one). */
const LANGUAGE_SKILL = "skill/Language";

/**
 * The translations of every actor's embedded items, by item id: the Item pack translation of the
 * entry each item copies (same type and name), with the item's subject and melee stand-in.
 */
export function creatureItemTranslations(
  creatures: readonly Doc[],
  itemPacks: ReadonlyMap<string, { sources: readonly SourceFile[]; translation: TranslationFile | null }>,
): Map<string, Record<string, EmbeddedTranslation>> {
  const byTypeAndName = itemEntryTranslations(itemPacks);
  const out = new Map<string, Record<string, EmbeddedTranslation>>();
  for (const actor of creatures) {
    if (!Array.isArray(actor.items)) continue;
    const items: Record<string, EmbeddedTranslation> = {};
    for (const item of actor.items) {
      if (!isRecord(item)) continue;
      const found = byTypeAndName.get(`${String(item.type)}/${String(item.name)}`);
      if (!found) continue;
      const translation: EmbeddedTranslation = { name: found.name, description: found.description };
      const subject = field(item.system, "specialization");
      const subjectTranslation = found.subjects?.[subject];
      if (subject !== "" && subjectTranslation !== undefined) translation.specialization = subjectTranslation;
      const meleeAs = isRecord(item.system) ? field(item.system.ranged, "meleeAs") : "";
      if (meleeAs !== "" && found.meleeAs !== undefined) translation.meleeAs = found.meleeAs;
      items[String(item._id)] = translation;
    }
    out.set(String(actor.name), items);
  }
  return out;
}

/** A ready-made character's translated native language, by actor name (only actors that have one). */
export function nativeLanguageTranslations(
  actors: readonly Doc[],
  itemPacks: ReadonlyMap<string, { sources: readonly SourceFile[]; translation: TranslationFile | null }>,
): Map<string, string> {
  const languages = itemEntryTranslations(itemPacks).get(LANGUAGE_SKILL)?.subjects ?? {};
  const out = new Map<string, string>();
  for (const actor of actors) {
    const native = field(actor.system, "nativeLanguage");
    const translated = languages[native];
    if (native !== "" && translated !== undefined) out.set(String(actor.name), translated);
  }
  return out;
}

/**
 * Every subject an actor's per-subject skill names (and every native language) that the Skills
 * translation does not translate: "<skill>: <subject>". A subject that stays as it is (a deity's,
 * a script's name) is listed with itself, so each one is a translator's decision.
 */
export function untranslatedSubjects(
  actors: readonly Doc[],
  itemPacks: ReadonlyMap<string, { sources: readonly SourceFile[]; translation: TranslationFile | null }>,
): string[] {
  const byTypeAndName = itemEntryTranslations(itemPacks);
  const missing = new Set<string>();
  for (const actor of actors) {
    const native = field(actor.system, "nativeLanguage");
    if (native !== "" && byTypeAndName.get(LANGUAGE_SKILL)?.subjects?.[native] === undefined) missing.add(`Language: ${native}`);
    for (const item of Array.isArray(actor.items) ? actor.items : []) {
      if (!isRecord(item) || item.type !== "skill") continue;
      const subject = field(item.system, "specialization");
      const found = byTypeAndName.get(`skill/${String(item.name)}`);
      if (subject !== "" && found?.subjects?.[subject] === undefined) missing.add(`${String(item.name)}: ${subject}`);
    }
  }
  return [...missing].sort();
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
      for (const [name, language] of nativeLanguageTranslations(actors, itemPacks)) {
        const entry = translation.entries[name];
        if (entry) entry.nativeLanguage = language;
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
        const actors = docs.filter(isEntry);
        const wanted = creatureItemTranslations(actors, itemPacks);
        for (const [name, items] of wanted) {
          if (JSON.stringify(translation.entries[name]?.items ?? {}) !== JSON.stringify(items)) {
            problems.push(`${file}: entries: the items of "${name}" differ from the Item packs' translations (run \`npx tsx scripts/packs.ts babele --fix\`)`);
          }
        }
        for (const [name, language] of nativeLanguageTranslations(actors, itemPacks)) {
          if (translation.entries[name]?.nativeLanguage !== language)
            problems.push(`${file}: entries: "${name}" must give its native language as the Skills file's Language subject "${language}" (run \`npx tsx scripts/packs.ts babele --fix\`)`);
        }
        for (const subject of untranslatedSubjects(actors, itemPacks))
          problems.push(`${translationPath(babeleRoot, lang, SKILLS_PACK)}: subjects: no translation for ${subject} (used in ${pack.name})`);
      }
    }
  }
  return problems;
}

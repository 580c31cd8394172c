/**
 * What the glossary test reads: docs/glossary.md's two tables, and every German and English text
 * a player reads (the language files, the Babele translations, the packs' English sources), as
 * plain strings keyed by where they come from.
 */
import { readFileSync } from "node:fs";

import { flatKeys } from "../../scripts/check-dist";
import { BABELE_ROOT, loadAllSources, packManifest, translationPath } from "../../scripts/packs";
import { readTranslation, type TranslationFile } from "../../scripts/packs/babele";
import { translateEmbeddedItems } from "../../src/i18n/babele-items";

export interface GlossaryTerm {
  english: string;
  german: string;
  /** Words (or, ending in "…", prefixes) that no German text may hold. */
  never: string[];
  /** Words the strings naming this term may not hold. */
  notFor: string[];
  /** Full lang keys of the strings that name this term. */
  keys: string[];
  /** Checked side by side: where the English names the term, the German names its German term. */
  paired: boolean;
}

export interface MustDiffer {
  terms: string;
  keys: string[];
}

/** One thing a player does, with the one German verb for it (docs/glossary.md, "Actions"). */
export interface GlossaryAction {
  english: string;
  german: string;
  /** The verb's forms; "…" stands for the words between the parts of a separable verb. */
  forms: string[];
  /** Words or phrases no German text may hold. */
  never: string[];
  /** Full lang keys of the strings that name this action. */
  keys: string[];
}

const list = (cell: string | undefined): string[] =>
  (cell ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const fullKey = (key: string) => (key.startsWith("TYPES.") ? key : `HARNFUDGE.${key}`);

/** The rows of the first Markdown table under `heading`, each as its cells. */
function tableRows(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`### ${heading}`);
  if (start < 0) throw new Error(`docs/glossary.md has no "### ${heading}"`);
  const lines = markdown.slice(start).split("\n");
  const first = lines.findIndex((l) => l.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

export function readGlossary(markdown: string): { terms: GlossaryTerm[]; mustDiffer: MustDiffer[]; actions: GlossaryAction[] } {
  const terms = tableRows(markdown, "Terms").map(([english = "", german = "", never, notFor, keys, paired]) => ({
    english,
    german,
    never: list(never),
    notFor: list(notFor),
    keys: list(keys).map(fullKey),
    paired: paired === "✓",
  }));
  const mustDiffer = tableRows(markdown, "Must differ").map(([terms = "", keys]) => ({ terms, keys: list(keys).map(fullKey) }));
  const actions = tableRows(markdown, "Actions").map(([english = "", german = "", forms, never, keys]) => ({
    english,
    german,
    forms: list(forms),
    never: list(never),
    keys: list(keys).map(fullKey),
  }));
  return { terms, mustDiffer, actions };
}

type Tree = Record<string, unknown>;
const readJson = (path: string): Tree => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8")) as Tree;

export function lookup(tree: Tree, key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  if (typeof value !== "string") throw new Error(`no string at ${key}`);
  // A soft hyphen (where a narrow column may break a long German word) is no letter a player reads.
  return value.replace(/\u00AD/g, "");
}

export const langTree = (lang: string): Tree => readJson(`lang/${lang}.json`);

/** One text in both languages, named by where it lives. */
export interface TextPair {
  where: string;
  en: string;
  de: string;
}

/** Every UI string, journal page and pack entry's description or biography, English beside German. */
export function textPairs(): TextPair[] {
  const en = langTree("en");
  const de = langTree("de");
  const pairs: TextPair[] = flatKeys(en).map((key) => ({ where: key, en: lookup(en, key), de: lookup(de, key) }));
  const sources = loadAllSources();
  for (const pack of packManifest) {
    const translation = readTranslation(translationPath(BABELE_ROOT, "de", pack.name));
    for (const { doc } of sources.get(pack.name) ?? []) {
      const entry = translation?.entries[String(doc.name)];
      if (!entry) continue;
      const where = `${pack.name}: ${String(doc.name)}`;
      const system = (doc.system ?? {}) as Tree;
      if (typeof system["description"] === "string" && entry.description)
        pairs.push({ where, en: system["description"], de: entry.description });
      if (typeof system["biography"] === "string" && entry.biography)
        pairs.push({ where, en: system["biography"], de: entry.biography });
      for (const page of Array.isArray(doc.pages) ? (doc.pages as Tree[]) : []) {
        const text = ((page["text"] ?? {}) as Tree)["content"];
        const german = entry.pages?.[String(page["name"])]?.text;
        if (typeof text === "string" && german) pairs.push({ where: `${where} / ${String(page["name"])}`, en: text, de: german });
      }
    }
  }
  return pairs;
}

const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Tree)[part] : undefined), value);

/** The fields of a pack document (and of each embedded item) a player reads on a sheet or in the compendium. */
const READABLE_FIELDS = [
  "name",
  "system.description",
  "system.biography",
  "system.nativeLanguage",
  "system.religion",
  "system.specialization",
  "system.ranged.meleeAs",
  "prototypeToken.name",
] as const;

/**
 * A pack document as Babele shows it in German: each field the translation file's mapping names
 * takes the entry's translation (a converter's result for the embedded items: the system's own
 * converter), and every other field stays as the English source has it. Journal pages take their
 * translated name and text.
 */
function asBabeleShows(doc: Tree, translation: TranslationFile | null): Tree {
  const entry = translation?.entries[String(doc["name"])] as Tree | undefined;
  if (!entry) return doc;
  const out = structuredClone(doc);
  const set = (path: string, value: unknown) => {
    const parts = path.split(".");
    const last = parts.pop() ?? "";
    let node: Tree = out;
    for (const part of parts) node = (node[part] ??= {}) as Tree;
    node[last] = value;
  };
  const mapping = (translation?.mapping ?? { name: "name", description: "system.description" }) as Tree;
  for (const [key, rule] of Object.entries(mapping)) {
    const path = typeof rule === "string" ? rule : String(at(rule, "path"));
    const converter = typeof rule === "string" ? null : String(at(rule, "converter"));
    if (converter === "harnfudgeEmbeddedItems") set(path, translateEmbeddedItems(at(doc, path), entry[key]));
    else if (converter === "name") set(path, entry["name"]);
    else if (typeof entry[key] === "string") set(path, entry[key]);
  }
  if (Array.isArray(out["pages"]))
    out["pages"] = (out["pages"] as Tree[]).map((page) => {
      const own = at(entry, `pages.${String(page["name"])}`) as Tree | undefined;
      return own
        ? { ...page, name: own["name"] ?? page["name"], text: { ...(page["text"] as Tree), content: own["text"] } }
        : page;
    });
  return out;
}

/**
 * Every readable field of the German compendiums, as Babele shows them (the translation applied
 * to the English sources): what a German table sees on a dragged-in creature or character,
 * including what no translation covers. `read` gives each pack's German translation file.
 */
export function germanPackTexts(
  read: (pack: string) => TranslationFile | null = (pack) => readTranslation(translationPath(BABELE_ROOT, "de", pack)),
): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const sources = loadAllSources();
  for (const pack of packManifest) {
    const translation = read(pack.name);
    for (const { doc } of sources.get(pack.name) ?? []) {
      if (String(doc["_key"]).startsWith("!folders!")) continue;
      const shown = asBabeleShows(doc as Tree, translation);
      const where = `${pack.name} (as shown): ${String(doc["name"])}`;
      const fields = (value: Tree, prefix: string) => {
        for (const path of READABLE_FIELDS) {
          const text = at(value, path);
          if (typeof text === "string" && text !== "") out.push({ where: `${prefix} ${path}`, text });
        }
      };
      fields(shown, where);
      const items = Array.isArray(shown["items"]) ? (shown["items"] as Tree[]) : [];
      for (const item of items) fields(item, `${where} / ${String(item["name"])}`);
      for (const page of Array.isArray(shown["pages"]) ? (shown["pages"] as Tree[]) : [])
        out.push({ where: `${where} / ${String(page["name"])}`, text: String(at(page, "text.content") ?? "") });
    }
  }
  return out;
}

/**
 * Every German text a player reads: the UI strings, everything in the Babele translation files,
 * and the compendiums as Babele shows them.
 */
export function germanTexts(): { where: string; text: string }[] {
  const de = langTree("de");
  const out = flatKeys(de).map((key) => ({ where: key, text: lookup(de, key) }));
  for (const pack of packManifest) {
    const translation = readTranslation(translationPath(BABELE_ROOT, "de", pack.name));
    if (!translation) continue;
    const strings = (value: unknown, where: string): void => {
      if (typeof value === "string") out.push({ where, text: value });
      else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`);
    };
    strings(translation.folders ?? {}, `${pack.name} folders`);
    strings(translation.entries, pack.name);
  }
  return [...out, ...germanPackTexts()];
}

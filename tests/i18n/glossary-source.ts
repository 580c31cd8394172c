/**
 * What the glossary test reads: docs/glossary.md's two tables, and every German and English text
 * a player reads (the language files, the Babele translations, the packs' English sources), as
 * plain strings keyed by where they come from.
 */
import { readFileSync } from "node:fs";

import { flatKeys } from "../../scripts/check-dist";
import { BABELE_ROOT, loadAllSources, packManifest, translationPath } from "../../scripts/packs";
import { readTranslation } from "../../scripts/packs/babele";

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

export function readGlossary(markdown: string): { terms: GlossaryTerm[]; mustDiffer: MustDiffer[] } {
  const terms = tableRows(markdown, "Terms").map(([english = "", german = "", never, notFor, keys, paired]) => ({
    english,
    german,
    never: list(never),
    notFor: list(notFor),
    keys: list(keys).map(fullKey),
    paired: paired === "✓",
  }));
  const mustDiffer = tableRows(markdown, "Must differ").map(([terms = "", keys]) => ({ terms, keys: list(keys).map(fullKey) }));
  return { terms, mustDiffer };
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

/** Every German text a player reads: the UI strings and everything in the Babele translation files. */
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
  return out;
}

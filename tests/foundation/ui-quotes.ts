/**
 * What the README, the docs and the in-game journal quote from the system's own screens, read
 * against the language files (issue 29, item 2). The convention, in Markdown and in the journal's
 * HTML alike: a string quoted from the UI (a button label, a status line, a setting's name, a
 * notice) is written inside `<q>…</q>`; the browser and GitHub show it in quotation marks. Each
 * quote must be a string of `lang/en.json` (the German journal: `lang/de.json`), with:
 * - any text where the string has a `{placeholder}` ("Waiting for {target}'s player" is quoted as
 *   "Waiting for Brigand's player");
 * - "…" in the quote standing for text left out ("Your turn: …");
 * - a status line made of two strings joined by ": " ("Your turn: apply the hit to Brigand");
 * - the first letter in either case (a label quoted inside a sentence), and the string's closing
 *   full stop left out.
 * The lists the journal keeps of settings, chat commands and macros are marked too: the element
 * holding each list carries `data-holds="settings"`, `"commands"` or `"macros"` (in Markdown, an
 * HTML comment `<!-- holds: commands -->` before the paragraph or list).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";

export const ROOT = resolve(import.meta.dirname, "../..");
export const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

type Tree = Record<string, unknown>;

/** Every string of a language file with its key. */
export function langStrings(lang: "en" | "de"): { key: string; value: string }[] {
  const out: { key: string; value: string }[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === "string") out.push({ key: prefix, value: node.replace(/\u00AD/g, "") });
    else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  walk(JSON.parse(read(`lang/${lang}.json`)) as Tree, "");
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A letter in either case. */
const eitherCase = (c: string) => (c.toLowerCase() === c.toUpperCase() ? escape(c) : `[${c.toLowerCase()}${c.toUpperCase()}]`);

/** A language string as the source of a pattern: placeholders match any text, the first letter either case. */
function stringPattern(full: string): string {
  // A quote in running text may leave out the string's closing full stop.
  const value = full.replace(/\.$/, "");
  const [first = "", ...rest] = [...value];
  const body = escape(rest.join("")).replace(/\\\{\w+\\\}/g, ".+?");
  return `${first === "{" ? escape(value).replace(/\\\{\w+\\\}/g, ".+?") : `${eitherCase(first)}${body}`}\\.?`;
}

/** The text of a quote with its inner tags dropped, entities decoded and spaces collapsed. */
export function quoteText(inner: string): string {
  return inner
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every `<q>…</q>` in a text, as plain text. */
export function quotesIn(text: string): string[] {
  return [...text.matchAll(/<q>([\s\S]*?)<\/q>/g)].map((m) => quoteText(m[1] ?? ""));
}

/** A matcher of quotes against one language's strings. */
export function uiQuoteMatcher(strings: readonly { key: string; value: string }[]) {
  // A string that is mostly placeholders ("{name}", "{attacker}'s {weapon}") would match any quote: not a UI string to quote.
  const literal = (value: string) => value.replace(/\{\w+\}/g, "").replace(/[^\p{L}]/gu, "").length;
  const usable = strings.filter((s) => literal(s.value) >= 2);
  const sources = usable.map((s) => ({ key: s.key, source: stringPattern(s.value) }));
  /** The quote as a pattern: "…" stands for any text. */
  const quotePattern = (quote: string) =>
    new RegExp(
      `^${quote
        .split("…")
        .map((part) => escape(part))
        .join("[\\s\\S]*")}$`,
    );
  /** The keys whose string the quote is (a "…" in the quote matches any text of the string). */
  const single = (quote: string): string[] => {
    const direct = sources.filter((s) => new RegExp(`^${s.source}$`, "su").test(quote)).map((s) => s.key);
    if (direct.length > 0 || !quote.includes("…")) return direct;
    const shown = quotePattern(quote);
    return usable.filter((s) => shown.test(s.value)).map((s) => s.key);
  };
  return (quote: string): string[] => {
    const found = single(quote);
    if (found.length > 0) return found;
    // A status line of two strings: "Your turn" + ": " + "apply the hit to {target}".
    const parts = quote.split(": ");
    for (let i = 1; i < parts.length; i++) {
      const head = single(parts.slice(0, i).join(": "));
      const tail = parts.slice(i).join(": ");
      const rest = tail === "…" ? ["…"] : single(tail);
      if (head.length > 0 && rest.length > 0) return [`${head[0]} + ${rest[0]}`];
    }
    return [];
  };
}

/** A text that quotes the UI: where it is, its language, its text. */
export interface QuotingText {
  where: string;
  lang: "en" | "de";
  text: string;
}

function markdownFiles(): string[] {
  return [
    "README.md",
    "CHANGELOG.md",
    ...readdirSync(join(ROOT, "docs"))
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`),
  ];
}

interface JournalSource {
  name: string;
  pages: { name: string; text: { content: string } }[];
}
interface JournalTranslation {
  entries: Record<string, { pages: Record<string, { name: string; text: string }> }>;
}

export const JOURNAL_SOURCE = "packs/rules-journal/how-to-play-harnfudge-in-foundry.yml";
export const JOURNAL_GERMAN = "lang/babele/de/harnfudge.rules-journal.json";

/** The journal's pages: English from its source, German from its Babele translation. */
export function journalPages(): QuotingText[] {
  const journal = parse(read(JOURNAL_SOURCE)) as JournalSource;
  const german = (JSON.parse(read(JOURNAL_GERMAN)) as JournalTranslation).entries[journal.name];
  return [
    ...journal.pages.map((p) => ({ where: `${JOURNAL_SOURCE}: ${p.name}`, lang: "en" as const, text: p.text.content })),
    ...Object.entries(german?.pages ?? {}).map(([name, p]) => ({
      where: `${JOURNAL_GERMAN}: ${name}`,
      lang: "de" as const,
      text: p.text,
    })),
  ];
}

/** The language of a Markdown file: German for `*.de.md` (docs/players.de.md, the German journal's player pages), else English. */
const markdownLang = (path: string): "en" | "de" => (path.endsWith(".de.md") ? "de" : "en");

/** Every text that may quote the UI: the README, the changelog, docs/*.md (English; `*.de.md` German) and the journal (both languages). */
export function quotingTexts(): QuotingText[] {
  return [...markdownFiles().map((path) => ({ where: path, lang: markdownLang(path), text: read(path) })), ...journalPages()];
}

/** The HTML of every element marked `data-holds="<list>"` in the text (its opening tag to its closing tag). */
export function heldLists(html: string, list: string): string[] {
  const out: string[] = [];
  const open = new RegExp(`<(\\w+)[^>]*\\bdata-holds="${list}"[^>]*>`, "g");
  for (const match of html.matchAll(open)) {
    const tag = match[1] ?? "";
    const start = (match.index ?? 0) + match[0].length;
    const end = html.indexOf(`</${tag}>`, start);
    out.push(html.slice(start, end < 0 ? undefined : end));
  }
  return out;
}

/** The paragraph or list item that follows each `<!-- holds: <list> -->` in Markdown (up to a blank line or the next item). */
export function heldMarkdown(markdown: string, list: string): string[] {
  const out: string[] = [];
  const marker = `<!-- holds: ${list} -->`;
  let at = markdown.indexOf(marker);
  while (at >= 0) {
    const start = at + marker.length;
    const ends = ["\n\n", "\n- "].map((stop) => markdown.indexOf(stop, start + 1)).filter((i) => i >= 0);
    out.push(markdown.slice(start, ends.length > 0 ? Math.min(...ends) : undefined));
    at = markdown.indexOf(marker, start);
  }
  return out;
}

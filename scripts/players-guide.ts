/**
 * The players' guide outside Foundry: docs/players.md (English) and docs/players.de.md (German)
 * are the in-game journal's player pages (every page but the GM's), generated from the journal's
 * own source, packs/rules-journal/*.yml and its Babele translation
 * lang/babele/de/harnfudge.rules-journal.json, so the repository page reads what Foundry shows.
 * tests/foundation/players-guide.test.ts fails when a committed file differs from what this
 * writes. The journal's pictures (systems/harnfudge/docs/images/…) become links relative to docs/.
 *
 * Usage: npm run docs:players   (rewrites both files)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";

const root = resolve(import.meta.dirname, "..");

/** Pages for the GM only, left out of the players' guide. */
export const GM_PAGES: readonly string[] = ["The GM's Tools"];

export const GUIDE_FILES = { en: "docs/players.md", de: "docs/players.de.md" } as const;
export type GuideLanguage = keyof typeof GUIDE_FILES;

interface JournalPage {
  name: string;
  text: { content: string };
}
interface Journal {
  name: string;
  pages: JournalPage[];
}
interface Translation {
  entries: Record<string, { name: string; pages: Record<string, { name: string; text: string }> }>;
}

const IMAGE_PREFIX = "systems/harnfudge/docs/images/";

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/**
 * One line's inline HTML as Markdown: strong, em, code, and kbd and q (kept, GitHub shows them; q
 * marks a string quoted from the UI, docs/development.md); any other tag is an error.
 */
export function inlineMarkdown(html: string): string {
  const parts = html.split(/(<code>.*?<\/code>)/);
  return parts
    .map((part) => {
      const code = /^<code>(.*)<\/code>$/.exec(part);
      if (code) return `\`${decodeEntities(code[1] ?? "")}\``;
      const text = part
        .replace(/\*/g, "\\*")
        .replace(/<\/?strong>/g, "**")
        .replace(/<\/?em>/g, "*");
      const unknown = /<(?!\/?(kbd|q)>)[^>]*>/.exec(text);
      if (unknown) throw new Error(`the players' guide cannot convert ${unknown[0]} (in: ${html})`);
      return text;
    })
    .join("");
}

/** A figure (a picture with its caption) as a Markdown image, its path relative to docs/, and the caption in italics. */
function figure(line: string): string {
  const match = /^<figure><img src="([^"]+)" alt="([^"]*)"[^>]*><figcaption>(.*)<\/figcaption><\/figure>$/.exec(line);
  if (!match) throw new Error(`the players' guide cannot convert the figure: ${line}`);
  const [, src = "", alt = "", caption = ""] = match;
  if (!src.startsWith(IMAGE_PREFIX)) throw new Error(`a journal picture outside ${IMAGE_PREFIX}: ${src}`);
  return `![${decodeEntities(alt)}](images/${src.slice(IMAGE_PREFIX.length)})\n\n*${inlineMarkdown(caption)}*`;
}

/** A journal page's HTML (one block element a line, as the journal's source is written) as Markdown. */
export function pageMarkdown(html: string): string {
  const blocks: string[] = [];
  let list: "ul" | "ol" | null = null;
  let items: string[] = [];
  for (const raw of html.split("\n")) {
    // A list the drift tests hold (data-holds="settings", …) is an ordinary block here.
    const line = raw.trim().replace(/^<(\w+) data-holds="[a-z]+">/, "<$1>");
    if (line === "") continue;
    if (line === "<ul>" || line === "<ol>") {
      list = line === "<ul>" ? "ul" : "ol";
      items = [];
    } else if (line === "</ul>" || line === "</ol>") {
      blocks.push(items.join("\n"));
      list = null;
    } else if (list && /^<li>.*<\/li>$/.test(line)) {
      items.push(`${list === "ul" ? "-" : `${items.length + 1}.`} ${inlineMarkdown(line.slice(4, -5))}`);
    } else if (/^<h2>.*<\/h2>$/.test(line)) blocks.push(`### ${inlineMarkdown(line.slice(4, -5))}`);
    else if (/^<p>.*<\/p>$/.test(line)) blocks.push(inlineMarkdown(line.slice(3, -4)));
    else if (line.startsWith("<figure>")) blocks.push(figure(line));
    else throw new Error(`the players' guide cannot convert the line: ${line}`);
  }
  return blocks.join("\n\n");
}

const INTRO: Record<GuideLanguage, (title: string) => string> = {
  en: (title) =>
    `The player pages of the in-game journal *${title}*, as HârnFudge shows them inside Foundry (in the Compendium sidebar, HârnFudge folder). The GM's page is in Foundry only. German: [players.de.md](players.de.md).`,
  de: (title) =>
    `Die Seiten für Spielerinnen und Spieler aus dem Journal *${title}*, wie HârnFudge sie in Foundry zeigt (Kompendium-Seitenleiste, Ordner HârnFudge). Die Seite der Spielleitung gibt es nur in Foundry. English: [players.md](players.md).`,
};

/** The journal's source (its English pages in order) and, for German, its Babele translation. */
function journalPages(lang: GuideLanguage): { title: string; pages: { name: string; html: string }[] } {
  const journal = parse(
    readFileSync(join(root, "packs", "rules-journal", "how-to-play-harnfudge-in-foundry.yml"), "utf8"),
  ) as Journal;
  const english = journal.pages.filter((page) => !GM_PAGES.includes(page.name));
  if (lang === "en") return { title: journal.name, pages: english.map((page) => ({ name: page.name, html: page.text.content })) };
  const translation = JSON.parse(
    readFileSync(join(root, "lang", "babele", "de", "harnfudge.rules-journal.json"), "utf8"),
  ) as Translation;
  const entry = translation.entries[journal.name];
  if (!entry) throw new Error(`no German translation of the journal ${journal.name}`);
  return {
    title: entry.name,
    pages: english.map((page) => {
      const translated = entry.pages[page.name];
      if (!translated) throw new Error(`no German translation of the journal page ${page.name}`);
      return { name: translated.name, html: translated.text };
    }),
  };
}

/** The players' guide in one language, as docs/players(.de).md holds it. */
export function playersGuide(lang: GuideLanguage): string {
  const { title, pages } = journalPages(lang);
  const header = [
    `<!-- Generated by \`npm run docs:players\` from the in-game journal (packs/rules-journal, lang/babele/de). Edit the journal, then run it again. -->`,
    `# ${title}`,
    INTRO[lang](title),
  ];
  const body = pages.map((page) => `## ${page.name}\n\n${pageMarkdown(page.html)}`);
  return `${[...header, ...body].join("\n\n")}\n`;
}

function main() {
  for (const [lang, file] of Object.entries(GUIDE_FILES) as [GuideLanguage, string][]) {
    writeFileSync(join(root, file), playersGuide(lang));
    console.log(`wrote ${file}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();

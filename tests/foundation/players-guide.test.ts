/**
 * The players' guide outside Foundry (issue 20): docs/players.md and docs/players.de.md are the
 * in-game journal's player pages, generated from the journal's source; a journal edit without
 * `npm run docs:players` fails here. Their pictures resolve from docs/.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  GM_PAGES,
  GUIDE_FILES,
  inlineMarkdown,
  pageMarkdown,
  playersGuide,
  type GuideLanguage,
} from "../../scripts/players-guide";

const root = resolve(import.meta.dirname, "../..");
const languages = Object.keys(GUIDE_FILES) as GuideLanguage[];

describe("docs/players.md and docs/players.de.md", () => {
  it.each(languages)(
    "%s: the committed file is exactly what the journal's source generates (run `npm run docs:players`)",
    (lang) => {
      expect(readFileSync(join(root, GUIDE_FILES[lang]), "utf8")).toBe(playersGuide(lang));
    },
  );

  it.each(languages)("%s: every picture it shows exists, relative to docs/", (lang) => {
    const text = playersGuide(lang);
    const images = [...text.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1] ?? "");
    expect(images.length).toBeGreaterThan(3);
    for (const image of images) expect(existsSync(join(root, "docs", image)), image).toBe(true);
  });

  it("holds the player pages in the journal's order and leaves out the GM's", () => {
    const headings = [...playersGuide("en").matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([
      "Getting Started",
      "Ready-made Characters",
      "Building a Character",
      "The Character Sheet",
      "Rolling Skills",
      "Combat",
      "The Attack Card",
      "Conditions",
      "The End of a Fight",
      "Wounds and Healing",
      "Strenuous Activity and Gas",
      "Opposed Actions",
      "Checks the GM Asks For",
      "Lasting Modifiers",
      "End of Session",
    ]);
    expect(GM_PAGES).toEqual(["The GM's Tools"]);
    expect([...playersGuide("de").matchAll(/^## (.+)$/gm)].map((m) => m[1])[0]).toBe("Erste Schritte");
  });

  it("tells a new table to drag a ready-made character onto the map, in English and German", () => {
    expect(playersGuide("en")).toMatch(/drags a ready-made character from \*Ready-made Characters\* onto the map/);
    expect(playersGuide("de")).toMatch(/einen fertigen Charakter aus \*Fertige Charaktere\* auf die Karte/);
  });
});

describe("the journal's HTML as Markdown", () => {
  it("converts lists, headings, paragraphs, figures and inline markup", () => {
    const html = [
      "<h2>Roll</h2>",
      "<p>Click <strong>Roll</strong> or press <kbd>Enter</kbd>; the <em>ladder</em> shows 2 * 2.</p>",
      "<ol>",
      "<li>Unzip <code>harnfudge-&lt;version&gt;.zip</code> into Points &amp; XP.</li>",
      "<li>Second</li>",
      "</ol>",
      '<figure><img src="systems/harnfudge/docs/images/a.png" alt="A &amp; B" width="560"><figcaption>The <em>card</em>.</figcaption></figure>',
    ].join("\n");
    expect(pageMarkdown(html)).toBe(
      [
        "### Roll",
        "Click **Roll** or press <kbd>Enter</kbd>; the *ladder* shows 2 \\* 2.",
        "1. Unzip `harnfudge-<version>.zip` into Points &amp; XP.\n2. Second",
        "![A & B](images/a.png)\n\n*The *card*.*",
      ].join("\n\n"),
    );
  });

  it("refuses markup it does not know, instead of losing it", () => {
    expect(() => inlineMarkdown('see <a href="x">this</a>')).toThrow(/cannot convert <a href="x">/);
    expect(() => pageMarkdown("<table><tr><td>1</td></tr></table>")).toThrow(/cannot convert the line/);
    expect(() => pageMarkdown('<figure><img src="https://x/a.png" alt="" width="1"><figcaption>c</figcaption></figure>')).toThrow(
      /outside systems\/harnfudge\/docs\/images/,
    );
  });
});

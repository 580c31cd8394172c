import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { JOURNAL_IMAGE_DIR, journalImages } from "../../scripts/build";

const root = new URL("../../", import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), "utf8");
const journal = read("packs/rules-journal/how-to-play-harnfudge-in-foundry.yml");
const german = read("lang/babele/de/harnfudge.rules-journal.json");

describe("the journal's pictures (shipped by the build under docs/images)", () => {
  it("are found by their system path, each once, and nothing else is", () => {
    const text = [
      '<img src="systems/harnfudge/docs/images/b.png"> <img src="systems/harnfudge/docs/images/a-light.png">',
      '{"text": "<img src=\\"systems/harnfudge/docs/images/b.png\\">"}',
      '<img src="systems/other/docs/images/c.png"> docs/images/d.png',
    ];
    expect(journalImages(text)).toEqual(["a-light.png", "b.png"]);
  });

  it("exist in docs/images, stay small, and are the only images the journal points at", () => {
    const names = journalImages([journal, german]);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const file = join(root, JOURNAL_IMAGE_DIR, name);
      expect(existsSync(file), name).toBe(true);
      expect(statSync(file).size, name).toBeLessThan(150 * 1024);
    }
    const sources = (text: string) => [...text.matchAll(/<img src=\\?"([^"\\]+)/g)].map((m) => m[1]);
    for (const src of [...sources(journal), ...sources(german)])
      expect(src).toMatch(/^systems\/harnfudge\/docs\/images\/[\w.-]+\.png$/);
  });

  it("the German journal shows the German screens where they exist", () => {
    const shown = journalImages([german]);
    const germanScreens = readdirSync(join(root, JOURNAL_IMAGE_DIR)).filter((n) => n.startsWith("de-"));
    for (const name of journalImages([journal])) if (germanScreens.includes(`de-${name}`)) expect(shown).toContain(`de-${name}`);
  });
});

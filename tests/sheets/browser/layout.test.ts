/**
 * Layout, measured in Chromium in English and German, at the default window size and narrow: no
 * element's content spills out of its box and no header cells overlap (layout-measure.ts), and the
 * Skills tab shows enough skill rows without scrolling. Needs Chromium: fails without it.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { ROOT, createRenderer, readTemplateSources } from "../../../scripts/render/harness";
import { createRendererFrom, type Renderer } from "../../../scripts/render/core";
import { loadI18n } from "../../../scripts/render/i18n";
import { characterFixture } from "../../../scripts/render/fixtures";
import { characterSheet, itemSheets, npcSheet } from "../../../scripts/render/sheets";
import { sheetCss, sheetPage } from "../../../scripts/render/sheet-screens";
import { CHARACTER_TABS } from "../../../src/sheets/context/tabs";
import { initialViewState } from "../../../src/sheets/view-state";
import { launchChromium } from "./chromium";
import { layoutProblems, visibleSkillRows } from "./layout-measure";

const renderers: Record<"en" | "de", Renderer> = {
  en: createRenderer(),
  de: createRendererFrom(readTemplateSources(), loadI18n(join(ROOT, "lang", "de.json"))),
};
const css = sheetCss();
/** The character sheet's default size (src/sheets/actor-sheet.ts). */
const DEFAULT = { width: 760, height: 820 };
const NARROW = { width: 540, height: 820 };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1000, height: 1000 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const LANGS = ["en", "de"] as const;
const ITEM_SIZES: Record<string, { width: number; height: number }> = {
  skill: { width: 540, height: 640 },
  weapon: { width: 620, height: 720 },
  armor: { width: 480, height: 480 },
  talent: { width: 480, height: 520 },
};
const play = initialViewState("play");
const edit = initialViewState("edit");

async function show(lang: "en" | "de", tab: string, mode: "play" | "edit", size: { width: number; height: number }) {
  const r = renderers[lang];
  const input = { ...characterFixture(r.i18n), isGM: true };
  const sheet = characterSheet(r, tab as (typeof CHARACTER_TABS)[number]["id"], input, mode === "play" ? play : edit);
  await page.setContent(sheetPage(sheet, "light", css, size));
}

describe("nothing spills out of its box (scrollWidth > clientWidth, overlapping header cells)", () => {
  const cases = LANGS.flatMap((lang) =>
    [DEFAULT, NARROW].flatMap((size) =>
      CHARACTER_TABS.flatMap((t) => (["play", "edit"] as const).map((mode) => [lang, t.id, mode, size.width, size] as const)),
    ),
  );
  it.each(cases)("%s, %s tab, %s mode, %i px", async (lang, tab, mode, _w, size) => {
    await show(lang, tab, mode, size);
    const problems = await layoutProblems(page, "#app");
    expect(problems.map((p) => `${p.kind} ${p.where} "${p.text}" by ${p.by}px`)).toEqual([]);
  });

  it.each(LANGS)("the NPC sheet, %s, Play and Edit", async (lang) => {
    for (const view of [play, edit]) {
      await page.setContent(sheetPage(npcSheet(renderers[lang], "bear", view), "light", css, { width: 620, height: 760 }));
      const problems = await layoutProblems(page, "#app");
      expect(problems.map((p) => `${p.kind} ${p.where} "${p.text}" by ${p.by}px`)).toEqual([]);
    }
  });

  it.each(LANGS)("the item sheets, %s", async (lang) => {
    for (const sheet of itemSheets(renderers[lang])) {
      // At their default sizes (src/sheets/item-sheet.ts).
      const size = ITEM_SIZES[sheet.context.item.type] ?? { width: 540, height: 640 };
      await page.setContent(sheetPage(sheet, "light", css, size));
      const problems = await layoutProblems(page, "#app");
      expect(problems.map((p) => `${sheet.name}: ${p.kind} ${p.where} "${p.text}" by ${p.by}px`)).toEqual([]);
    }
  });

  it("the measure catches a spilling cell and two overlapping header cells", async () => {
    await page.setContent(
      `<div id="app"><div style="width:40px;white-space:nowrap">far too long for its box</div>
       <div class="hf-gear-head" style="display:grid;grid-template-columns:30px 30px"><span style="white-space:nowrap">Angriffswert</span><span>Abwehr</span></div>
       <select style="width:60px"><option>Hervorragend</option></select>
       <div style="width:50px;overflow-wrap:anywhere">Schauspielerei</div></div>`,
    );
    const kinds = (await layoutProblems(page, "#app")).map((p) => `${p.kind} ${p.text}`);
    expect(kinds).toContain("overflow far too long for its box");
    expect(kinds).toContain("overlap Angriffswert | Abwehr");
    expect(kinds).toContain("overflow Hervorragend");
    expect(kinds).toContain("overflow Schauspielerei");
  });
});

describe("the Skills tab at the default size shows enough rows", () => {
  it.each([
    // Before the wound strip: 10 rows at the default size and none at 540 px in both languages.
    ["en", DEFAULT, 20],
    ["en", NARROW, 6],
    ["de", DEFAULT, 20],
    ["de", NARROW, 6],
  ] as const)("%s at %o: at least %i rows", async (lang, size, least) => {
    await show(lang, "skills", "play", size);
    const rows = await visibleSkillRows(page);
    console.log(lang, size.width, rows);
    expect(rows).toBeGreaterThanOrEqual(least);
  });
});

/**
 * Contrast, measured in Chromium on every sheet screen the screenshots show (Play and Edit mode,
 * search, narrow windows, the LIMITED view, NPC and item sheets), light and dark: every text, form
 * value and icon reaches 4.5:1 (large text 3:1) against the background it is drawn on, from the
 * computed colours (scripts/render/browser/contrast.ts), and nothing on them spills out of its box
 * (layout-measure.ts). Needs Chromium: fails without it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createRenderer } from "../../../scripts/render/harness";
import { measurePage } from "../../../scripts/render/browser/measure";
import { THEMES, sheetCss, sheetPage, sheetScreens } from "../../../scripts/render/sheet-screens";
import { launchChromium } from "./chromium";
import { layoutProblems } from "./layout-measure";

const r = createRenderer();
const css = sheetCss();
const screens = sheetScreens(r);
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1000, height: 1000 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("contrast of the sheets (WCAG 2: 4.5:1, large text 3:1)", () => {
  it.each(screens.flatMap((s) => THEMES.map((theme) => [s.name, theme] as const)))("%s, %s theme", async (name, theme) => {
    const screen = screens.find((s) => s.name === name);
    if (!screen) throw new Error(`no screen ${name}`);
    await page.setContent(sheetPage(screen.sheet, theme, css, screen));
    const findings = await measurePage(page, "#app");
    expect(findings.length).toBeGreaterThan(5);
    const failing = findings.filter((f) => f.ratio < f.required).map((f) => `${f.ratio}:1 ${f.kind} "${f.text}" ${f.where}`);
    expect(failing).toEqual([]);
    // The same screens fit their boxes: nothing spills, no header cells overlap (layout-measure.ts).
    const spills = (await layoutProblems(page, "#app")).map((p) => `${p.kind} ${p.where} "${p.text}" by ${p.by}px`);
    expect(spills).toEqual([]);
  });

  it("the measure itself catches low contrast (grey on grey) and a faded ancestor", async () => {
    await page.setContent(
      `<div id="app" style="background:#ebe6d8;color:#191813"><p style="color:#9a9890">weak</p><p style="opacity:0.4">faded</p><p>strong</p></div>`,
    );
    const findings = await measurePage(page, "#app");
    const byText = new Map(findings.map((f) => [f.text, f.ratio]));
    expect(byText.get("weak")).toBeLessThan(4.5);
    expect(byText.get("faded")).toBeLessThan(4.5);
    expect(byText.get("strong")).toBeGreaterThan(12);
  });
});

/**
 * The cards with a line per side (issue 26: the opposed action against several observers, the checks
 * the GM asks for, the GMs' card of a secret check) at every step and for every viewer the pictures
 * show, in the 300 px chat sidebar, English and German: each at most 250 px tall (issue 27, item 1),
 * folded as they are posted; the contest and open-check cards fold their dice at every step.
 * Needs Chromium (tests/sheets/browser/chromium.ts): without it these tests fail, never skip.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../sheets/browser/chromium";
import { createRenderer } from "../../../scripts/render/harness";
import { sheetCss } from "../../../scripts/render/sheet-screens";
import { CHAT_STANDIN, playScreens, type PlayScreen } from "../../../scripts/screenshots-play";
import { germanRenderer } from "../../../scripts/screenshots-de";
import { CARD_MAX, cardHeights } from "../../../scripts/render/browser/card-heights";

const css = sheetCss(CHAT_STANDIN);
const LINES = /^play-(contest|asked-check)-(?!.*-expanded$)/;
let browser: Browser;
let page: Page;
let screens: Record<"en" | "de", PlayScreen[]>;

beforeAll(async () => {
  const [en, de] = await Promise.all([playScreens(createRenderer()), playScreens(germanRenderer(), "de")]);
  screens = { en: en.filter((s) => LINES.test(s.name)), de: de.filter((s) => LINES.test(s.name)) };
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 900, height: 1400 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("cards with a line per side, in the 300 px sidebar", () => {
  it("cover each step and viewer: waiting and resolved, the player's, the GM's and an onlooker's, hidden and secret", () => {
    const names = screens.en.filter((s) => s.frame === "chat").map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "play-contest-waiting",
        "play-contest-waiting-onlooker",
        "play-contest-observers-waiting",
        "play-contest-observers-waiting-player",
        "play-contest-observers",
        "play-contest-hidden-player",
        "play-contest-hidden-gm",
        "play-contest-lucky",
        "play-asked-check-waiting-player",
        "play-asked-check-waiting-gm",
        "play-asked-check-secret-done",
        "play-asked-check-ledger",
        "play-asked-check-open",
      ]),
    );
  });

  it.each(["en", "de"] as const)("%s: every one at most 250 px", async (lang) => {
    const heights = await cardHeights(page, screens[lang], css, lang);
    expect(heights.length).toBeGreaterThanOrEqual(16);
    expect(heights.filter((h) => h.height > CARD_MAX).map((h) => `${h.name}: ${h.height} px`)).toEqual([]);
    // The contest cards fold their dice at every step, waiting ones too.
    const contests = heights.filter((h) => h.name.startsWith("play-contest"));
    expect(contests.filter((h) => !h.folded).map((h) => h.name)).toEqual([]);
  });
});

/**
 * Every play screen of the screenshots (scripts/render/play-screens.ts: the chat cards and the
 * dialogs), in Chromium with the compiled CSS:
 * - contrast, light and dark: every text, form value and icon reaches 4.5:1 (large text 3:1)
 *   against what it is drawn on, measured with the sheets' measure (scripts/render/browser/contrast.ts);
 * - fit, in English and German: nothing is wider than the 300 px chat sidebar or the dialog's
 *   window (long German words wrap instead).
 * Needs Chromium (tests/sheets/browser/chromium.ts): without it these tests fail, never skip.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../sheets/browser/chromium";
import { createRenderer } from "../../../scripts/render/harness";
import { measurePage } from "../../../scripts/render/browser/measure";
import { sheetCss } from "../../../scripts/render/sheet-screens";
import { CHAT_STANDIN, playPage, playScreens, type PlayScreen } from "../../../scripts/screenshots-play";
import { germanRenderer } from "../../../scripts/screenshots-de";
import { CARD_MAX, cardHeights } from "../../../scripts/render/browser/card-heights";
import { chatCardScreens } from "../../../scripts/render/chat-card-fixtures";

const css = sheetCss(CHAT_STANDIN);
let browser: Browser;
let page: Page;
let english: PlayScreen[];
let german: PlayScreen[];

beforeAll(async () => {
  [english, german] = await Promise.all([playScreens(createRenderer()), playScreens(germanRenderer(), "de")]);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 900, height: 1400 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** Elements wider than the frame (the chat message or the window), by class. */
function overflowing(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const app = document.querySelector("#app");
    if (!app) throw new Error("no #app");
    const right = app.getBoundingClientRect().right + 0.5;
    const out = Array.from(app.querySelectorAll("*"))
      .filter((el) => el.getBoundingClientRect().right > right)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${Array.from(el.classList).join(".")} "${(el.textContent ?? "").trim().slice(0, 30)}"`,
      );
    if (app.scrollWidth > app.clientWidth + 1) out.push(`#app scrolls sideways (${app.scrollWidth} > ${app.clientWidth})`);
    // Any box whose content is wider than itself (text running out of a cell or a button).
    for (const el of Array.from(app.querySelectorAll<HTMLElement>("*")))
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        out.push(
          `${el.tagName.toLowerCase()}.${Array.from(el.classList).join(".")} overflows (${el.scrollWidth} > ${el.clientWidth})`,
        );
    return out;
  });
}

describe("the play screens", () => {
  it("cover every chat card and dialog template, and the attack card's stages, outcomes, modes and viewers", () => {
    const names = english.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["play-attack-rolled", "play-attack-difficulty", "play-attack-overflow"]));
    expect(names).toEqual(expect.arrayContaining(["play-attack-gmroll", "play-attack-blind", "play-attack-view-onlooker-apply"]));
    expect(names).toEqual(expect.arrayContaining(["play-healing-dialog-gm", "play-rest-dialog", "play-pick-target"]));
    // Issue 18: the tracker, an undone card, each resolved card folded and unfolded, each new status line per viewer.
    expect(names).toEqual(
      expect.arrayContaining([
        "play-initiative-tracker",
        "play-attack-undone",
        "play-attack-applied-expanded",
        "play-attack-died-expanded",
        "play-attack-view-attacker-damage",
        "play-attack-view-onlooker-damage",
        "play-contest-dialog-gm",
      ]),
    );
    expect(names.length).toBe(new Set(names).size);
    // The check dialog lists every level of the ladder and core's four message modes.
    const dialog = english.find((s) => s.name === "play-roll-dialog")?.html ?? "";
    const difficulty = /<select id="hf-difficulty"[^>]*>(.*?)<\/select>/s.exec(dialog)?.[1] ?? "";
    expect([...difficulty.matchAll(/<option[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual([
      "Superb",
      "Great",
      "Good",
      "Fair",
      "Mediocre",
      "Poor",
      "Terrible",
    ]);
    const modes = /<select id="hf-rollmode"[^>]*>(.*?)<\/select>/s.exec(dialog)?.[1] ?? "";
    expect([...modes.matchAll(/value="([^"]+)"/g)].map((m) => m[1])).toEqual(["public", "gm", "blind", "self"]);
  });
});

describe("contrast of the chat cards and dialogs (WCAG 2: 4.5:1, large text 3:1)", () => {
  for (const [language, lang] of [
    ["English", "en"],
    ["German", "de"],
  ] as const)
    for (const theme of ["light", "dark"] as const) {
      it(`every play screen, ${language}, ${theme} theme`, async () => {
        const failing: string[] = [];
        for (const screen of lang === "en" ? english : german) {
          await page.setContent(playPage(screen, theme, css, lang));
          const findings = await measurePage(page, "#app");
          // A notification is one line of text; every other screen has several.
          expect(findings.length, screen.name).toBeGreaterThan(screen.frame === "notice" ? 0 : 3);
          for (const f of findings)
            if (f.ratio < f.required)
              failing.push(`${screen.name}: ${f.ratio}:1 ${f.kind} "${f.text}" ${f.where} (${f.fg} on ${f.bg})`);
        }
        expect(failing).toEqual([]);
      });
    }
});

describe("fit: nothing wider than the chat sidebar or the dialog", () => {
  it.each([
    ["English", () => english],
    ["German", () => german],
  ] as const)("%s", async (_language, screens) => {
    const failing: string[] = [];
    for (const screen of screens()) {
      await page.setContent(playPage(screen, "light", css));
      for (const what of await overflowing(page)) failing.push(`${screen.name}: ${what}`);
    }
    expect(failing).toEqual([]);
  });
});

describe("waiting lines (issue 18, item 13)", () => {
  it("never look like a button: no frame, no fill, not a control, on every card that waits", async () => {
    // The play screens and the raise and strenuous cards (rendered with the sheets' screens).
    const requests = chatCardScreens(createRenderer());
    const looks: string[] = [];
    const waiting = new Set<string>();
    for (const screen of [...english, ...requests])
      for (const theme of ["light", "dark"] as const) {
        await page.setContent(playPage(screen, theme, css));
        const lines = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>(".card-wait, .attack-card__status--wait")).map((el) => {
            const style = getComputedStyle(el);
            const sides = [style.borderTopStyle, style.borderRightStyle, style.borderBottomStyle, style.borderLeftStyle];
            return {
              text: (el.textContent ?? "").trim().slice(0, 30),
              framed: sides.some((side) => side !== "none" && side !== "hidden"),
              filled: style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.backgroundImage !== "none",
              control: el.closest("button, a, [role=button]") !== null || el.querySelector("button") !== null,
            };
          }),
        );
        for (const line of lines) {
          waiting.add(screen.name);
          if (line.framed || line.filled || line.control)
            looks.push(`${screen.name} (${theme}): "${line.text}" ${JSON.stringify(line)}`);
        }
      }
    expect(looks).toEqual([]);
    expect([...waiting]).toEqual(
      expect.arrayContaining([
        "play-attack-view-onlooker-defence",
        // The contest card's waiting line as an onlooker reads it (its observer's player reads "Your turn").
        "play-contest-waiting-onlooker",
        "chat-raise-request-player",
        "chat-heal-consent-healer",
      ]),
    );
  });
});

/** Every resolved card of the screenshots: each outcome of each kind of card, the dice and breakdown folded. */
const FOLDED = [
  "play-attack-applied",
  "play-attack-miss",
  "play-attack-overflow",
  "play-attack-died",
  "play-attack-undone",
  "play-healing",
  "play-healing-failed",
  "play-healing-magical",
  "play-healing-rest",
  "play-contest-resolved",
  "play-contest-strength",
  "play-contest-tie",
  // A contest card folds its dice at every step (issue 26: one line per observer above the fold).
  "play-contest-observers",
  "play-contest-hidden-player",
  "play-contest-hidden-gm",
  "play-contest-lucky",
  "play-asked-check-open",
  "play-end-combat",
  "chat-strenuous",
  "chat-gas",
];
/** Waiting cards, at each step and for each viewer: only the step is open, the dice and breakdown folded too. */
const WAITING_FOLDED = [
  "play-attack-rolled",
  "play-attack-damage",
  "play-attack-defender-lucky",
  "play-attack-view-gm-apply",
  "play-attack-view-target-defence",
  "play-attack-view-onlooker-damage",
  // The contest card waiting for its observers, as the GM, a player and an onlooker see it (issue 26).
  "play-contest-waiting",
  "play-contest-waiting-onlooker",
  "play-contest-observers-waiting",
  "play-contest-observers-waiting-player",
];

describe("card heights in the 300 px sidebar (issues 18 and 27)", () => {
  it.each([
    ["English", "en"],
    ["German", "de"],
  ] as const)("%s: every card at every step, as each viewer sees it, at most 250 px", async (_language, lang) => {
    const renderer = lang === "en" ? createRenderer() : germanRenderer();
    const screens = [...(lang === "en" ? english : german), ...chatCardScreens(renderer)];
    const heights = await cardHeights(page, screens, css, lang);
    // A card unfolded by a click ("-expanded") is the reader's choice; every other one is measured as shown.
    const shown = heights.filter((h) => !h.name.endsWith("-expanded"));
    expect(shown.length).toBeGreaterThan(50);
    expect(shown.filter((h) => h.height > CARD_MAX).map((h) => `${h.name}: ${h.height} px`)).toEqual([]);
    // Waiting cards are measured too, at every step and for every viewer; resolved ones fold to their headline.
    expect(shown.filter((h) => h.waiting).map((h) => h.name)).toEqual(expect.arrayContaining(WAITING_FOLDED));
    expect(shown.filter((h) => h.folded).map((h) => h.name)).toEqual(expect.arrayContaining([...FOLDED, ...WAITING_FOLDED]));
    expect(shown.filter((h) => FOLDED.includes(h.name) && h.waiting).map((h) => h.name)).toEqual([]);
    // Unfolded, the same cards show their dice and breakdown again.
    const expanded = await cardHeights(page, screens, css, lang, { open: true });
    const taller = (name: string) => (expanded.find((h) => h.name === name)?.height ?? 0) > CARD_MAX;
    expect(
      ["play-attack-applied", "play-attack-damage", "play-healing", "play-contest-tie", "chat-strenuous"].filter(
        (n) => !taller(n),
      ),
    ).toEqual([]);
  });
});

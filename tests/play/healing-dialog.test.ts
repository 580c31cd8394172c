/**
 * The healing dialog (rules 3.4.7): the GM picks the healer among every actor with a healing skill,
 * the three ways to heal are modes and only the chosen mode's fields show (measured in Chromium),
 * each wound names the level it heals to next, in English and German.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { ROOT, createRenderer, readTemplateSources } from "../../scripts/render/harness";
import { createRendererFrom } from "../../scripts/render/core";
import { loadI18n } from "../../scripts/render/i18n";
import { sheetCss } from "../../scripts/render/sheet-screens";
import { launchChromium } from "../sheets/browser/chromium";
import { healDialogView, nextMilderLevel, parseHealerSkill, type HealerCandidate } from "../../src/play/healing/dialog";
import { emptyWoundTrack, markWound } from "../../src/rules";

const r = createRenderer();
const en = r.i18n;
const de = loadI18n(join(ROOT, "lang", "de.json"));

let wounds = emptyWoundTrack();
for (const level of ["incapacitated", "hurt", "scratch"] as const) wounds = markWound(wounds, level).track;

const hana: HealerCandidate = {
  uuid: "Actor.hana",
  name: "Hana",
  skills: [
    { key: "alchemy", label: "Alchemy", level: -2, trained: false },
    { key: "herblore", label: "Herblore", level: 1, trained: true },
  ],
};
const anselm: HealerCandidate = {
  uuid: "Actor.anselm",
  name: "Brother Anselm",
  skills: [{ key: "herblore", label: "Herblore", level: 2, trained: true }],
};
const input = (isGM: boolean, healers = isGM ? [hana, anselm] : [hana]) => ({
  patient: { name: "Aldric", wounds },
  healers,
  preferred: { healer: hana.uuid, skill: null },
  isGM,
});

describe("the healing dialog's view", () => {
  it("lets the GM pick any healer and skill, an NPC physician too, the healer's trained skill first", () => {
    const view = healDialogView(input(true), en);
    expect(view.healerSkills.map((o) => [o.value, o.label, o.selected])).toEqual([
      ["Actor.hana|herblore", "Hana: Herblore (Good)", true],
      ["Actor.hana|alchemy", "Hana: Alchemy (Poor)", false],
      ["Actor.anselm|herblore", "Brother Anselm: Herblore (Great)", false],
    ]);
    expect(view.modes.map((m) => [m.value, m.checked])).toEqual([
      ["roll", true],
      ["result", false],
      ["magical", false],
    ]);
  });

  it("gives a player the roll alone (no choice of mode) and a GM without a healer the result and magic", () => {
    const player = healDialogView(input(false), en);
    expect(player.modes).toEqual([]);
    expect(player.mode).toBe("roll");
    expect(player.healerSkills.map((o) => o.value)).toEqual(["Actor.hana|herblore", "Actor.hana|alchemy"]);
    const gm = healDialogView(input(true, []), en);
    expect(gm.canRoll).toBe(false);
    expect(gm.modes.map((m) => [m.value, m.checked])).toEqual([
      ["result", true],
      ["magical", false],
    ]);
  });

  it("names the level each wound heals to next, in the language's words", () => {
    expect(healDialogView(input(true), en).wounds).toEqual([
      { from: "Scratch", to: "healed" },
      { from: "Hurt", to: "Scratch" },
      { from: "Incapacitated", to: "Very Hurt" },
    ]);
    expect(healDialogView(input(true), de).wounds[2]).toEqual({ from: "Kampfunfähig", to: "Schwer verletzt" });
    expect(nextMilderLevel("nearDeath")).toBe("incapacitated");
    expect(nextMilderLevel("scratch")).toBe("none");
  });

  it("reads a healer-and-skill choice back, uuids with dots and all, and refuses a broken one", () => {
    expect(parseHealerSkill("Scene.a.Token.b.Actor.c|herblore")).toEqual({
      healer: "Scene.a.Token.b.Actor.c",
      skill: "herblore",
    });
    expect(parseHealerSkill("Actor.hana|")).toBeNull();
    expect(parseHealerSkill(null)).toBeNull();
  });
});

describe("the healing dialog in Chromium: only the chosen mode's fields", () => {
  let browser: Browser;
  let page: Page;
  const css = sheetCss();
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 600, height: 800 } });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  const show = async (isGM: boolean, lang: "en" | "de" = "en") => {
    const renderer = lang === "en" ? r : createRendererFrom(readTemplateSources(), de);
    const html = renderer.render("systems/harnfudge/templates/dialog/healing.hbs", healDialogView(input(isGM), renderer.i18n));
    await page.setContent(
      `<style>${css}</style><form id="app" class="application harnfudge dialog themed theme-light" style="width:440px">${html}</form>`,
    );
  };
  const visible = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>("[data-for-mode]"))
        .filter((el) => el.getBoundingClientRect().height > 0)
        .map((el) => el.dataset["forMode"]),
    );

  it("shows the roll's fields, then the result's, then magic's as the GM switches modes", async () => {
    await show(true);
    await expect(visible()).resolves.toEqual(["roll"]);
    await page.getByLabel("Set the result (GM)").check();
    await expect(visible()).resolves.toEqual(["result"]);
    await page.getByLabel("Magical healing (GM)").check();
    await expect(visible()).resolves.toEqual(["magical"]);
    await expect(page.locator(".healing-dialog__wounds").innerText()).resolves.toContain("Incapacitated → Very Hurt");
  });

  it("shows a player the healer and skill alone, in German too", async () => {
    await show(false, "de");
    await expect(visible()).resolves.toEqual(["roll"]);
    await expect(page.locator('input[name="mode"]').getAttribute("value")).resolves.toBe("roll");
    await expect(page.locator(".healing-dialog__wounds").innerText()).resolves.toContain("Kampfunfähig → Schwer verletzt");
  });
});

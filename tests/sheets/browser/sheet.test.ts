/**
 * The sheets' interactive parts, clicked and typed in Chromium: the real templates, CSS and DOM
 * behaviour (src/sheets/behaviour) in a page that reproduces Foundry v13's dispatch (foundry-v13.ts).
 * Needs Chromium (chromium.ts): without it these tests fail, they are not skipped.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium, sheetPage } from "./chromium";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await sheetPage(browser);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

type Mount = {
  mode?: "play" | "edit";
  tab?: "skills" | "combat" | "talents" | "advancement" | "biography";
  isGM?: boolean;
  finished?: boolean;
  orator?: boolean;
  raiseApproval?: boolean;
};

async function mount(options: Mount = {}) {
  await page.evaluate((o) => globalThis.harnfudgeSheetHost?.mountCharacter(o), options);
}

const host = {
  ports: () => page.evaluate(() => globalThis.harnfudgeSheetHost?.ports() ?? []),
  actions: () => page.evaluate(() => globalThis.harnfudgeSheetHost?.actions() ?? []),
  submits: () => page.evaluate(() => globalThis.harnfudgeSheetHost?.submits() ?? []),
  sorts: () => page.evaluate(() => globalThis.harnfudgeSheetHost?.sorts() ?? []),
  view: () => page.evaluate(() => globalThis.harnfudgeSheetHost?.view()),
  itemNames: (type: "skill" | "weapon" | "armor" | "talent") =>
    page.evaluate((t) => globalThis.harnfudgeSheetHost?.itemNames(t) ?? [], type),
};

/** Names of the skill rows the user can see. */
function visibleSkills() {
  return page.locator("[data-hf-skill-groups] .skill-row:visible .hf-skill-name").allInnerTexts();
}

const row = (label: string) => page.locator(".skill-row", { has: page.locator(".hf-skill-name", { hasText: label }) });

describe("Play / Edit mode", () => {
  beforeEach(() => mount({ mode: "play" }));

  it("switches to Edit mode from the header and back: ladders, attribute selects and delete appear and go", async () => {
    await expect(page.locator("[data-hf-skill-level]").count()).resolves.toBe(0);
    await expect(page.locator('select[name="system.attributes.strength"]').count()).resolves.toBe(0);
    await page.locator('[data-hf-mode="edit"]').click();
    expect(await host.ports()).toContainEqual({ port: "setMode", args: ["edit"] });
    // Every skill row has its ladder, untrained ones too; attributes are selects; rows have delete.
    const rows = await page.locator("[data-hf-skill-groups] .skill-row").count();
    expect(rows).toBeGreaterThanOrEqual(77);
    await expect(page.locator("[data-hf-skill-level]").count()).resolves.toBe(rows);
    await expect(page.locator('select[name="system.attributes.strength"]').inputValue()).resolves.toBe("2");
    expect(await page.locator(".skill-row [data-hf-delete]").count()).toBeGreaterThan(20);
    await expect(page.locator(".hf-cp-bar").innerText()).resolves.toMatch(/of 64 CP spent/);
    await page.locator('[data-hf-mode="play"]').click();
    await expect(page.locator("[data-hf-skill-level]").count()).resolves.toBe(0);
    await expect(page.locator("[data-hf-delete]").count()).resolves.toBe(0);
    await expect(page.locator(".hf-attribute-level").first().innerText()).resolves.toBe("Great");
    expect((await host.view())?.mode).toBe("play");
  });

  it("learns an untrained skill from its ladder, with the CP it costs, and sets a trained one's level", async () => {
    await mount({ mode: "edit" });
    await row("Acrobatics").locator("[data-hf-skill-level]").selectOption({ label: "Good" });
    expect(await host.ports()).toContainEqual({
      port: "setSkillLevel",
      args: [{ itemId: null, key: "acrobatics", specialization: "", level: 1 }],
    });
    await expect(row("Acrobatics").locator(".hf-cp-cost").innerText()).resolves.toBe("4 CP");
    await expect(row("Acrobatics").getAttribute("data-item-id")).resolves.toMatch(/^learned/);
    const id = await row("Climbing").getAttribute("data-item-id");
    await row("Climbing").locator("[data-hf-skill-level]").selectOption({ label: "Untrained" });
    expect(await host.ports()).toContainEqual({
      port: "setSkillLevel",
      args: [{ itemId: id, key: "climbing", specialization: "", level: null }],
    });
    expect(await host.submits()).toEqual([]); // the ladders are the sheet's own: no form submission
  });

  it("asks for the subject of a per-subject skill before learning it, then learns it", async () => {
    await mount({ mode: "edit" });
    const language = page.locator(".skill-row", { has: page.locator("[data-hf-subject]") }).filter({ hasText: "Language" });
    await language.locator("[data-hf-skill-level]").selectOption({ label: "Fair" });
    expect(await host.ports()).toContainEqual({
      port: "warn",
      args: ["HARNFUDGE.SheetUI.Skills.NeedSubject", { skill: "Language" }],
    });
    await expect(language.locator("[data-hf-skill-level]").inputValue()).resolves.toBe("");
    await language.locator("[data-hf-subject]").fill("Khuzdul");
    await language.locator("[data-hf-skill-level]").selectOption({ label: "Fair" });
    expect(await host.ports()).toContainEqual({
      port: "setSkillLevel",
      args: [{ itemId: null, key: "language", specialization: "Khuzdul", level: 0 }],
    });
    await expect(row("(Khuzdul)").count()).resolves.toBe(1);
  });

  it("'+' creates an item or opens the compendium; delete removes the row's item", async () => {
    await mount({ mode: "edit", tab: "combat" });
    await page.locator(".hf-section-head", { hasText: "Weapons" }).getByRole("button", { name: "New weapon" }).click();
    await page.getByRole("button", { name: "Ranged weapons compendium" }).click();
    const longbow = page.locator(".hf-weapon", { hasText: "Longbow" });
    const id = await longbow.getAttribute("data-item-id");
    await longbow.getByRole("button", { name: "Delete Longbow" }).click();
    const ports = await host.ports();
    expect(ports).toContainEqual({ port: "createItem", args: ["weapon"] });
    expect(ports).toContainEqual({ port: "openCompendium", args: ["harnfudge.ranged-weapons"] });
    expect(ports).toContainEqual({ port: "deleteItem", args: [id] });
    await expect(page.locator(".hf-weapon", { hasText: "Longbow" }).count()).resolves.toBe(0);
    expect(await host.actions()).toEqual([]); // none of these went through Foundry's data-action dispatch
  });

  it("in Play mode offers no delete, and the Attack button reads its weapon from the row", async () => {
    await mount({ mode: "play", tab: "combat" });
    await expect(page.locator("[data-hf-delete]").count()).resolves.toBe(0);
    const broadsword = page.locator(".hf-weapon", { hasText: "Broadsword" });
    await broadsword.getByRole("button", { name: "Attack" }).click();
    const [attack] = await host.actions();
    expect(attack).toMatchObject({ action: "attack", rowItemId: await broadsword.getAttribute("data-item-id") });
    expect(attack?.dataset).not.toHaveProperty("itemId"); // the id is on the row only
  });
});

describe("finding a skill", () => {
  beforeEach(() => mount({ mode: "play" }));

  it("filters as you type (accents ignored) and Enter rolls the first match", async () => {
    const search = page.locator("[data-hf-search]");
    await search.click();
    await page.keyboard.type("jari");
    await expect(visibleSkills()).resolves.toEqual(["Language (Jarinese)"]);
    await page.keyboard.press("Enter");
    const actions = await host.actions();
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ action: "rollSkill", dataset: { skillKey: "language", specialization: "Jarinese" } });
    await search.fill("harnic");
    await expect(visibleSkills()).resolves.toEqual(["Language (Hârnic)"]);
    expect(await host.submits()).toEqual([]); // Enter did not submit the form
  });

  it("says when nothing matches, and Escape clears the search", async () => {
    const search = page.locator("[data-hf-search]");
    await search.fill("zzz");
    await expect(page.locator("[data-hf-no-match]").isVisible()).resolves.toBe(true);
    await search.press("Escape");
    await expect(search.inputValue()).resolves.toBe("");
    expect((await visibleSkills()).length).toBeGreaterThan(20);
  });

  it("'/' on the sheet puts the caret in the search without typing it", async () => {
    await page.locator('[data-action="rollAttribute"][data-attribute="agility"]').focus();
    await page.keyboard.press("/");
    await expect(page.evaluate(() => document.activeElement?.matches("[data-hf-search]"))).resolves.toBe(true);
    await expect(page.locator("[data-hf-search]").inputValue()).resolves.toBe("");
    expect(await host.actions()).toEqual([]);
  });

  it("'/' on another tab switches to Skills and puts the caret in the search", async () => {
    await mount({ mode: "play", tab: "combat" });
    await page
      .locator('[data-tab="combat"].tab button, [data-tab="combat"].tab a, [data-tab="combat"].tab [tabindex]')
      .first()
      .focus();
    await page.keyboard.press("/");
    await expect(page.locator('section.tab[data-tab="skills"]').getAttribute("class")).resolves.toContain("active");
    await expect(page.locator('section.tab[data-tab="combat"]').getAttribute("class")).resolves.not.toContain("active");
    await expect(page.evaluate(() => document.activeElement?.matches("[data-hf-search]"))).resolves.toBe(true);
    await expect(page.locator("[data-hf-search]").inputValue()).resolves.toBe("");
  });

  it("keeps the search text, the filter and the caret across a re-render (an update from elsewhere)", async () => {
    await page.locator("[data-hf-search]").click();
    await page.keyboard.type("sw");
    await page.evaluate(() => globalThis.harnfudgeSheetHost?.rerender());
    await expect(page.evaluate(() => document.activeElement?.matches("[data-hf-search]"))).resolves.toBe(true);
    await page.keyboard.type("i");
    await expect(page.locator("[data-hf-search]").inputValue()).resolves.toBe("swi");
    await expect(visibleSkills()).resolves.toEqual(["Swimming"]);
  });

  it("shows trained skills only by default in Play mode; the switch shows the rest", async () => {
    await expect(row("Acrobatics").isVisible()).resolves.toBe(false);
    await expect(row("Climbing").isVisible()).resolves.toBe(true);
    await page.getByLabel("Trained only").uncheck();
    await expect(row("Acrobatics").isVisible()).resolves.toBe(true);
    await expect(row("Alchemy").isVisible()).resolves.toBe(true);
    await page.getByLabel("Trained only").check();
    await expect(row("Acrobatics").isVisible()).resolves.toBe(false);
    expect(await host.submits()).toEqual([]);
  });

  it("folds a category away and back; a search still finds what is folded", async () => {
    const toggle = page.locator('.hf-skill-group[data-category="physical"] [data-hf-collapse]');
    await toggle.click();
    await expect(row("Climbing").isVisible()).resolves.toBe(false);
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    expect((await host.view())?.collapsed).toEqual(["physical"]);
    await page.locator("[data-hf-search]").fill("climb");
    await expect(visibleSkills()).resolves.toEqual(["Climbing"]);
    await page.locator("[data-hf-search]").fill("");
    await toggle.click();
    await expect(row("Climbing").isVisible()).resolves.toBe(true);
  });

  it("the Combat tab rolls Dodge, Shield and Initiative too", async () => {
    await mount({ tab: "combat" });
    await expect(page.locator(".hf-defences .hf-skill-name").allInnerTexts()).resolves.toEqual(["Dodge", "Shield", "Initiative"]);
    await page.locator(".hf-defences").getByRole("button", { name: "Initiative" }).click();
    expect(await host.actions()).toMatchObject([{ action: "rollSkill", dataset: { skillKey: "initiative" } }]);
  });
});

describe("v13 dispatch on the sheet's DOM", () => {
  beforeEach(() => mount({ mode: "play" }));

  it("a click on a tab's label text switches the tab (v13's _onClickTab reads the clicked element)", async () => {
    const label = page.locator('nav [data-tab="combat"] span');
    const box = await label.boundingBox();
    if (!box) throw new Error("no label box");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // What the click lands on: the tab link itself, never its label.
    await expect(
      page.evaluate(([px, py]) => document.elementFromPoint(px ?? 0, py ?? 0)?.getAttribute("data-tab"), [x, y]),
    ).resolves.toBe("combat");
    await page.mouse.click(x, y);
    await expect(page.locator('section[data-tab="combat"]').isVisible()).resolves.toBe(true);
    await expect(page.locator('section[data-tab="skills"]').isVisible()).resolves.toBe(false);
    const icon = await page.locator('nav [data-tab="talents"] i').boundingBox();
    if (!icon) throw new Error("no icon box");
    await page.mouse.click(icon.x + icon.width / 2, icon.y + icon.height / 2);
    await expect(page.locator('section[data-tab="talents"]').isVisible()).resolves.toBe(true);
  });

  it("drag-sort onto a control inside a row sorts among the rows (the id sits on the row only)", async () => {
    await mount({ mode: "play", tab: "combat" });
    const ids = await page.locator(".hf-weapon").evaluateAll((els) => els.map((el) => el.getAttribute("data-item-id")));
    await page
      .locator(".hf-weapon", { hasText: "Longbow" })
      .dragTo(page.locator(".hf-weapon", { hasText: "Broadsword" }).getByRole("button", { name: "Attack" }));
    const [sort] = await host.sorts();
    expect(sort?.siblingIds.sort()).toEqual([ids[0], ids[1]].sort());
    expect(await host.itemNames("weapon")).toEqual(["Longbow", "Broadsword", "Roundshield"]);
    await expect(page.locator(".hf-weapon .hf-link").allInnerTexts()).resolves.toEqual(["Longbow", "Broadsword", "Roundshield"]);
    // Every control inside the rows leaves the id to its row.
    await expect(
      page.locator(".hf-weapon [data-item-id], .hf-armor-row [data-item-id], .skill-row [data-item-id]").count(),
    ).resolves.toBe(0);
  });

  it("drag-sort of talents onto a talent's name link", async () => {
    await mount({ mode: "play", tab: "talents" });
    await page
      .locator(".hf-item", { hasText: "Danger Sense" })
      .dragTo(page.locator(".hf-item .hf-link", { hasText: "Acute Sense" }));
    expect((await host.sorts())[0]?.siblingIds).toHaveLength(2);
    expect(await host.itemNames("talent")).toEqual(["Danger Sense", "Acute Sense", "Fortitude"]);
  });
});

describe("the rules in play: the GM's wound actions, the creation mark, raises that ask the GM", () => {
  it("the GM's Strenuous… and After the fight reach the sheet's handlers; a player has neither button", async () => {
    await mount({ isGM: true });
    await page.getByRole("button", { name: "Strenuous…" }).click();
    await page.getByRole("button", { name: "After the fight" }).click();
    expect((await host.actions()).map((a) => a.action)).toEqual(["strenuous", "afterFight"]);
    await mount();
    await expect(page.locator('[data-action="strenuous"], [data-action="afterFight"]').count()).resolves.toBe(0);
  });

  it("the owner marks creation finished from Points & XP; only the GM sees Reopen once it is", async () => {
    await mount({ tab: "advancement" });
    await expect(page.getByRole("button", { name: "Reopen creation" }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Creation finished" }).click();
    expect(await host.actions()).toMatchObject([{ action: "finishCreation" }]);
    await mount({ tab: "advancement", finished: true });
    await expect(page.locator('[data-action="finishCreation"], [data-action="reopenCreation"]').count()).resolves.toBe(0);
    await expect(page.locator(".hf-problems").innerText()).resolves.toContain("Danger Sense was added after creation");
    await mount({ tab: "advancement", finished: true, isGM: true });
    await page.getByRole("button", { name: "Reopen creation" }).click();
    expect(await host.actions()).toMatchObject([{ action: "reopenCreation" }]);
  });

  it("with approval required, a player's raise button asks (✋) and still names its trait for the handler", async () => {
    await mount({ raiseApproval: true });
    const memory = page.locator('[data-action="raiseAttribute"][data-attribute="memory"]');
    await expect(memory.getAttribute("aria-label")).resolves.toBe("Ask the GM to raise to Good for 12 EP");
    await memory.click();
    expect(await host.actions()).toMatchObject([{ action: "raiseAttribute", dataset: { attribute: "memory" } }]);
  });

  it("the Oratory warning sits inside the skill's name, with the warning as its accessible name", async () => {
    await mount();
    await expect(page.locator(".hf-skill-cap").count()).resolves.toBe(0); // Rhetoric at Mediocre is within Fair Hârnic
    await mount({ orator: true });
    const warning = row("Oratory").getByRole("img", { name: /Oratory \(Good\) is above every language/ });
    await expect(warning.isVisible()).resolves.toBe(true);
    await expect(page.locator(".hf-skill-cap").count()).resolves.toBe(1);
    // The mark is part of the name: a click on it rolls the skill, as a click on the name does.
    await warning.click();
    expect(await host.actions()).toMatchObject([{ action: "rollSkill", dataset: { skillKey: "oratory" } }]);
  });
});

describe("the weapon sheet's ranged toggle", () => {
  it("holds a Ranged tick until a range is typed, then submits both", async () => {
    const weaponPage = await sheetPage(browser, { classes: "item weapon", width: 620, height: 760 });
    try {
      await weaponPage.evaluate(() => globalThis.harnfudgeSheetHost?.mountWeapon());
      const submits = () => weaponPage.evaluate(() => globalThis.harnfudgeSheetHost?.submits() ?? []);
      const ranged = weaponPage.locator('input[name="system.ranged.enabled"]');
      await ranged.check();
      expect(await submits()).toEqual([]); // not submitted: the model would reject a ranged mode without range
      await expect(weaponPage.locator("[data-hf-range-hint]").isVisible()).resolves.toBe(true);
      await expect(weaponPage.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("system.ranged.range");
      await expect(weaponPage.locator('input[name="system.ranged.range"]').getAttribute("max")).resolves.toBe("5000");
      await weaponPage.keyboard.type("500");
      await weaponPage.keyboard.press("Tab");
      const [submitted] = await submits();
      expect(submitted).toMatchObject({ "system.ranged.enabled": true, "system.ranged.range": "500" });
      await expect(weaponPage.locator("[data-hf-range-hint]").isVisible()).resolves.toBe(false);
    } finally {
      await weaponPage.close();
    }
  });
});

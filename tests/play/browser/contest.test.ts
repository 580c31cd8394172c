/**
 * The opposed-action card and its dialog in Chromium (issue 11), as the screenshots show them
 * (scripts/render/contest-screens.ts: cards moved on by contest/decide.ts, the Roll button left to
 * each user as contest/client.ts's `wireContestCard` leaves it), in a 300 px chat sidebar and a
 * dialog window with the compiled CSS:
 * - the waiting card's Roll button is shown, visible and on top, to side b's owner and the GM only,
 *   and a click reaches the element wireContestCard listens on; the resolved card has none;
 * - a side that got a contest bonus shows its degree with it (the degree the contest compares);
 * - the dialog's form reads back as client.ts's `contestDialog` reads it (preset, traits, magic).
 * Needs Chromium (tests/sheets/browser/chromium.ts): without it these tests fail, never skip.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../sheets/browser/chromium";
import { createRenderer } from "../../../scripts/render/harness";
import { sheetCss } from "../../../scripts/render/sheet-screens";
import { CHAT_STANDIN, playPage, type PlayScreen } from "../../../scripts/screenshots-play";
import {
  contestCardHtmlFor,
  contestCards,
  contestDialogScreens,
  type ContestCardScreen,
} from "../../../scripts/render/contest-screens";
import { USERS } from "../../../scripts/render/play-fixtures";

declare global {
  var hfContestClicks: string[] | undefined;
}

const r = createRenderer();
const css = sheetCss(CHAT_STANDIN);
let browser: Browser;
let page: Page;
let cards: ContestCardScreen[];

beforeAll(async () => {
  cards = await contestCards();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 600, height: 1000 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

function card(name: string): ContestCardScreen {
  const found = cards.find((c) => c.name === name);
  if (!found) throw new Error(`no contest card ${name}`);
  return found;
}

/** Shows the card to `userId` in a chat message, wires its Roll button as wireContestCard does, and reads its controls. */
async function show(screen: ContestCardScreen, userId: string) {
  const frame: PlayScreen = {
    name: screen.name,
    frame: "chat",
    title: "",
    classes: [],
    width: 300,
    html: contestCardHtmlFor(r, screen.card, userId),
    sender: screen.sender,
  };
  await page.setContent(playPage(frame, "light", css));
  return page.evaluate(() => {
    const log: string[] = [];
    globalThis.hfContestClicks = log;
    const message = document.querySelector("#app");
    const root = document.querySelector(".harnfudge.contest-card");
    if (!message || !root) throw new Error("no contest card");
    for (const el of Array.from(root.querySelectorAll('[data-visible-to="contest-b"]')))
      el.addEventListener("click", () => log.push(el.getAttribute("data-contest-action") ?? ""));
    const box = message.getBoundingClientRect();
    return Array.from(root.querySelectorAll("button")).map((el) => {
      const rect = el.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return {
        text: el.textContent?.trim() ?? "",
        shown:
          el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
          rect.width > 0 &&
          rect.left >= box.left - 0.5 &&
          rect.right <= box.right + 0.5 &&
          !!hit &&
          el.contains(hit),
      };
    });
  });
}

describe("the contest card", () => {
  it("offers side b's Roll to its owner and the GM, visible; a click reaches the control the client wires", async () => {
    for (const user of [USERS.attacker, USERS.gm]) {
      const controls = await show(card("play-contest-waiting"), user);
      expect(controls, user).toEqual([{ text: "Roll Awareness", shown: true }]);
      await page.getByRole("button", { name: "Roll Awareness" }).click();
      expect(await page.evaluate(() => globalThis.hfContestClicks), user).toEqual(["roll"]);
    }
    for (const user of [USERS.onlooker, USERS.target]) expect(await show(card("play-contest-waiting"), user), user).toEqual([]);
    // Once both have rolled, nobody has anything to click.
    expect(await show(card("play-contest-resolved"), USERS.gm)).toEqual([]);
  });

  it("shows the status while waiting, then both degrees, the winner and the relative degree as a number", async () => {
    await show(card("play-contest-waiting"), USERS.attacker);
    await expect
      .poll(() => page.locator(".contest-card__status").textContent())
      .toBe("Aldric of Tashal's owner or the GM: roll Awareness.");
    await show(card("play-contest-resolved"), USERS.attacker);
    expect(await page.locator(".card-roll__degree").allTextContents()).toEqual(["Fair", "Great"]);
    expect(await page.locator(".contest-card__result").innerText()).toBe("Aldric of Tashal wins by +2.\nRelative degree +2");
    expect(await page.locator(".contest-card__status").count()).toBe(0);
  });

  it("shows the degree a side reaches with its Strength Scale advantage or Magic Resistance", async () => {
    await show(card("play-contest-strength"), USERS.attacker);
    // Resolved, the card shows the result and folds the sides: unfolded as a click does.
    expect(await page.locator(".contest-card__side--b").isVisible()).toBe(false);
    await page.getByText("Dice and breakdown").click();
    // The bear: Good on the dice, +3 for Strength Scale 3 → Superb +1, one better than Aldric's Superb.
    expect(await page.locator(".contest-card__side--b").innerText()).toContain("Strength Scale advantage +3");
    expect(await page.locator(".contest-card__side--b .contest-card__final").innerText()).toBe("Superb +1");
    // The final degree big, the rolled one small.
    const size = (selector: string) => page.locator(selector).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size(".contest-card__side--b .contest-card__final")).toBeGreaterThan(
      await size(".contest-card__side--b .card-roll__degree"),
    );
    expect(await page.locator(".contest-card__side--a .contest-card__degree").count()).toBe(0);
    expect(await page.locator(".contest-card__result strong").innerText()).toBe("Bear wins by +1.");
    await show(card("play-contest-tie"), USERS.target);
    await page.getByText("Dice and breakdown").click();
    expect(await page.locator(".contest-card__side--b .contest-card__final").innerText()).toBe("Good");
  });
});

describe("the contest dialog", () => {
  /** The form as client.ts's callback reads it: FormData of the dialog's form. */
  function readForm(p: Page) {
    return p.evaluate(() => {
      const form = document.querySelector("form");
      if (!form) throw new Error("no form");
      const data = new FormData(form);
      return {
        preset: data.get("preset"),
        traitA: data.get("traitA"),
        traitB: data.get("traitB"),
        aResistsMagic: data.get("aResistsMagic"),
        bResistsMagic: data.get("bResistsMagic"),
      };
    });
  }

  it("starts on the first preset; any trait, both traits and who resists magic read back as the client reads them", async () => {
    const [dialog] = contestDialogScreens(r);
    if (!dialog) throw new Error("no dialog");
    await page.setContent(playPage(dialog, "dark", css));
    expect(await readForm(page)).toEqual({
      preset: "legerdemain",
      traitA: "attribute:strength",
      traitB: "attribute:strength",
      aResistsMagic: null,
      bResistsMagic: null,
    });
    await page.getByLabel("Any trait against any trait").check();
    await page.getByLabel("Your trait").selectOption({ label: "Intrigue" });
    await page.getByLabel("Their trait").selectOption({ label: "Willpower" });
    await page.getByLabel("The opponent resists magic (Magic Resistance)").check();
    expect(await readForm(page)).toEqual({
      preset: "any",
      traitA: "skill:intrigue",
      traitB: "attribute:willpower",
      aResistsMagic: null,
      bResistsMagic: "on",
    });
  });
});

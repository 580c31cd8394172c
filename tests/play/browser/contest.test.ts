/**
 * The opposed-action card and its dialog in Chromium (issues 11, 26, 27), as the screenshots show
 * them (scripts/render/contest-screens.ts: cards moved on by contest/decide.ts, each shown to a viewer
 * as contest/card-viewer.ts shows it on that viewer's client), in a 300 px chat sidebar and a dialog
 * window with the compiled CSS:
 * - an observer's Roll button is shown, visible and on top, to that observer's owner and the GM
 *   only, and a click reaches it; the resolved card has none;
 * - the status line names the viewer's own turn, or whom the card waits for;
 * - a contest against three guards lists each guard's result; a hidden roll's result is kept from
 *   the player and worked out for the GM;
 * - the dialog's form reads back as client.ts's `contestDialog` reads it, and shows only what the
 *   chosen preset leaves open.
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

/** Shows the card to `userId` in a chat message (as its client leaves it), and reads its buttons. */
async function show(screen: ContestCardScreen, userId: string) {
  const frame: PlayScreen = {
    name: screen.name,
    frame: "chat",
    title: "",
    classes: [],
    width: 300,
    html: contestCardHtmlFor(r, { ...screen, userId }),
    sender: screen.sender,
  };
  await page.setContent(playPage(frame, "light", css));
  return page.evaluate(() => {
    const log: string[] = [];
    globalThis.hfContestClicks = log;
    const message = document.querySelector("#app");
    const root = document.querySelector(".harnfudge.contest-card");
    if (!message || !root) throw new Error("no contest card");
    for (const el of Array.from(root.querySelectorAll("[data-contest-action]")))
      el.addEventListener("click", () => log.push(el.getAttribute("data-contest-action") ?? ""));
    const box = message.getBoundingClientRect();
    return Array.from(root.querySelectorAll("button")).map((el) => {
      const rect = el.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return {
        text: el.textContent?.trim() || (el.getAttribute("aria-label") ?? ""),
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

const statusText = () => page.locator("[data-card-status]").innerText();

describe("the contest card", () => {
  it("offers an observer's Roll to its owner and the GM, visible; a click reaches it", async () => {
    for (const user of [USERS.attacker, USERS.gm]) {
      const controls = await show(card("play-contest-waiting"), user);
      expect(controls, user).toEqual([{ text: "Roll", shown: true }]);
      await page.getByRole("button", { name: "Roll Awareness" }).click();
      expect(await page.evaluate(() => globalThis.hfContestClicks), user).toEqual(["roll"]);
    }
    for (const user of [USERS.onlooker, USERS.target]) expect(await show(card("play-contest-waiting"), user), user).toEqual([]);
    // Once every observer has rolled, nobody has a Roll button; Aldric (with Lucky) won his line, so his
    // roll did not go badly and Lucky is not offered (gm/lucky-reroll.ts); the brigand has no Lucky.
    for (const user of [USERS.gm, USERS.attacker, USERS.onlooker])
      expect(await show(card("play-contest-resolved"), user), user).toEqual([]);
  });

  it("tells the observer's player it is their turn, an onlooker whom the card waits for, and then who won", async () => {
    await show(card("play-contest-waiting"), USERS.attacker);
    expect(await statusText()).toBe("Your turn: roll Awareness for Aldric of Tashal");
    await show(card("play-contest-waiting"), USERS.onlooker);
    expect(await statusText()).toBe("Waiting for Aldric of Tashal's player");
    await show(card("play-contest-resolved"), USERS.attacker);
    expect(await page.locator(".card-lines-result").innerText()).toBe("Aldric of Tashal wins by +2.\nRelative degree +2");
    expect(await page.locator("[data-card-status]").count()).toBe(0);
  });

  it("lists one result per guard for one Stealth roll, and names the GM for the guards' rolls", async () => {
    const roll = { text: "Roll", shown: true };
    expect(await show(card("play-contest-observers-waiting"), USERS.gm)).toEqual([
      { text: "Lucky: reroll", shown: true },
      roll,
      roll,
      roll,
    ]);
    expect(await statusText()).toBe("Your turn: roll Awareness for 3 of them");
    await show(card("play-contest-observers-waiting"), USERS.attacker);
    expect(await statusText()).toBe("Waiting for the GM");
    await show(card("play-contest-observers"), USERS.attacker);
    // Each guard's line says how that guard did against Aldric's Good.
    expect(await page.locator(".card-line__outcome").allInnerTexts()).toEqual(["loses \u22121", "loses \u22122", "wins +1"]);
    expect(await page.locator(".card-lines-result").innerText()).toBe("Aldric of Tashal wins against 2 of 3.");
  });

  it("keeps a blind roll's result from the player, and works it out for the GM", async () => {
    await show(card("play-contest-hidden-player"), USERS.attacker);
    expect(await page.locator(".card-line__outcome").innerText()).toBe("Result kept from the table");
    expect(await page.locator(".card-lines-result").count()).toBe(0);
    await show(card("play-contest-hidden-gm"), USERS.gm);
    // Stealth Good, dice +1 → Great against Awareness Fair, dice −1 → Mediocre.
    expect(await page.locator(".card-lines-result strong").innerText()).toBe("Brigand wins by +3.");
  });

  it("shows a contest of strength's Scale advantage, and Lucky's two rolls", async () => {
    await show(card("play-contest-strength"), USERS.attacker);
    expect(await page.locator(".card-lines-result strong").innerText()).toBe("Bear wins by +4.");
    await page.getByText("Dice and breakdown").click();
    expect(await page.locator(".card-detail-list").innerText()).toContain("Strength Scale advantage +3");
    await show(card("play-contest-lucky"), USERS.attacker);
    expect(await page.locator(".card-lines-result strong").innerText()).toBe("Bear wins by +2.");
    await show(card("play-contest-tie"), USERS.target);
    expect(await page.locator(".card-lines-result strong").innerText()).toBe(
      "A tie: neither side wins (the GM rules what a tie means).",
    );
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

  it("starts on the first preset with nothing else to choose; any trait opens both trait lists, Mental Conflict who resists magic", async () => {
    const [dialog] = contestDialogScreens(r);
    if (!dialog) throw new Error("no dialog");
    await page.setContent(playPage(dialog, "dark", css));
    // The preset settles the traits and magic does not count: none of it is shown.
    for (const label of ["Your trait", "Their trait", "You resist magic (Magic Resistance)"])
      expect(await page.getByLabel(label).isVisible(), label).toBe(false);
    await page.getByLabel("Mental Conflict").check();
    expect(await page.getByLabel("The opponents resist magic (Magic Resistance)").isVisible()).toBe(true);
    expect(await page.getByLabel("Your trait").isVisible()).toBe(false);
    await page.getByLabel("Any trait against any trait").check();
    await page.getByLabel("Your trait").selectOption({ label: "Intrigue" });
    await page.getByLabel("Their trait").selectOption({ label: "Willpower" });
    await page.getByLabel("The opponents resist magic (Magic Resistance)").check();
    expect(await readForm(page)).toEqual({
      preset: "any",
      traitA: "skill:intrigue",
      traitB: "attribute:willpower",
      aResistsMagic: null,
      bResistsMagic: "on",
    });
  });
});

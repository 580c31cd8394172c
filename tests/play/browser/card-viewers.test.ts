/**
 * Who clicks next, looked at in Chromium (issue 13 items 11–12, issue 10 item 9): the attack card
 * at each stage, posted in each roll mode (public, GM, blind, self), as each of four users sees it
 * in a 300 px chat sidebar with the compiled CSS: the GM, the attacker's player, the target's
 * player, an onlooker. Each user's controls are filtered as src/play/chat.ts filters them, with the
 * real `mayUse` (scripts/render/card-viewers.ts). A control counts as shown only when it is
 * rendered visible, inside the message, and on top where it is clicked; controls are then clicked
 * and the click must reach the control's `data-card-action`, as chat.ts reads it.
 * Needs Chromium (tests/sheets/browser/chromium.ts): without it these tests fail, never skip.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../sheets/browser/chromium";
import { createRenderer } from "../../../scripts/render/harness";
import { sheetCss } from "../../../scripts/render/sheet-screens";
import { CHAT_STANDIN, playPage, type PlayScreen } from "../../../scripts/screenshots-play";
import { VIEWER_KEYS, attackCardHtmlFor, type ViewerKey } from "../../../scripts/render/card-viewers";
import { appliedCard, damagedCard, defendedCard, postedInMode, USERS } from "../../../scripts/render/play-fixtures";
import type { AttackCard } from "../../../src/play/attack/state";
import type { RollVisibility } from "../../../src/rolls/choices";

declare global {
  var hfClicks: string[] | undefined;
}

const r = createRenderer();
const names = { attacker: "Aldric of Tashal", target: "Brigand" };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 600, height: 1400 } });
  const frame: PlayScreen = {
    name: "card",
    frame: "chat",
    title: "",
    classes: [],
    width: 300,
    html: "",
    sender: "Aldric of Tashal",
  };
  await page.setContent(playPage(frame, "light", sheetCss(CHAT_STANDIN)));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

type Stage = "defence" | "difficulty" | "miss" | "damage" | "apply" | "applied";

async function cardAt(stage: Stage, mode: RollVisibility): Promise<AttackCard> {
  const posted = postedInMode(mode);
  const hit = defendedCard(posted, [0, 0, 0, -1]);
  switch (stage) {
    case "defence":
      return posted;
    case "difficulty":
      return { ...posted, defence: { kind: "unaware", skill: null, roll: null, difficulty: null, by: USERS.gm } };
    case "miss":
      return defendedCard(posted, [1, 1, 1, 1]);
    case "damage":
      return hit;
    case "apply":
      return damagedCard(hit, 1);
    case "applied":
      return appliedCard(damagedCard(hit, 1));
  }
}

const yours = (key: string, data: Record<string, string> = {}) =>
  `${r.i18n.localize("HARNFUDGE.Card.YourTurn")}: ${r.i18n.format(key, { ...names, weapon: "Broadsword", ...data })}`;
const waiting = (key: string) => r.i18n.format(key, names);
/** The line each viewer reads: "Your turn" for the one named, a quiet "Waiting for …" for the others. */
function turnLines(named: ViewerKey, turn: string, wait: string): Record<ViewerKey, string> {
  return Object.fromEntries(VIEWER_KEYS.map((v) => [v, v === named ? turn : wait])) as Record<ViewerKey, string>;
}
const everyone = (line: string) => turnLines("gm", line, line);

/** Each stage: the status line or headline each user reads, and the controls each user must find (and only those). */
const EXPECTED: Record<Stage, { status: Record<ViewerKey, string>; controls: Record<ViewerKey, string[]> }> = {
  defence: {
    status: turnLines("target", yours("HARNFUDGE.Card.Next.Defend"), waiting("HARNFUDGE.Card.Wait.Target")),
    controls: {
      // Lucky goes to Aldric's owners (the GM owns every actor); Void is the GM's, a small control.
      gm: ["select:defenceSkill", "defendSkill", "lucky:attack", "void"],
      attacker: ["lucky:attack"],
      target: ["select:defenceSkill", "defendSkill"],
      onlooker: [],
    },
  },
  difficulty: {
    status: turnLines("gm", yours("HARNFUDGE.Card.Turn.Difficulty"), waiting("HARNFUDGE.Card.Wait.GM")),
    controls: { gm: ["select:difficulty", "difficulty", "void"], attacker: [], target: [], onlooker: [] },
  },
  miss: {
    status: everyone(r.i18n.format("HARNFUDGE.Card.Headline.Defends", { ...names, skill: "Dodge" })),
    controls: { gm: ["lucky:attack", "void"], attacker: ["lucky:attack"], target: [], onlooker: [] },
  },
  damage: {
    status: turnLines("attacker", yours("HARNFUDGE.Card.Next.Damage"), waiting("HARNFUDGE.Card.Wait.Attacker")),
    controls: {
      gm: ["lucky:attack", "damage", "checkbox:open", "void"],
      attacker: ["lucky:attack", "damage"],
      target: [],
      onlooker: [],
    },
  },
  apply: {
    status: turnLines("target", yours("HARNFUDGE.Card.Turn.Apply"), waiting("HARNFUDGE.Card.Wait.Target")),
    controls: {
      gm: ["lucky:damage", "checkbox:open", "apply", "void"],
      attacker: ["lucky:damage", "apply"],
      target: ["apply"],
      onlooker: [],
    },
  },
  applied: {
    status: everyone(r.i18n.format("HARNFUDGE.Card.Result.HitsTotal", { ...names, result: "Incapacitated", total: "+8" })),
    controls: { gm: ["undo"], attacker: [], target: [], onlooker: [] },
  },
};

/** The other answers each user finds in Defend's list (the skills aside): ignoring is the target's (and the GM's), unaware the GM's. */
const ANSWERS: Record<ViewerKey, string[]> = {
  gm: ["kind:ignore", "kind:unaware"],
  attacker: [],
  target: ["kind:ignore"],
  onlooker: [],
};

interface Seen {
  status: string;
  statusShown: boolean;
  /** Every control in the DOM, by name, and whether it is shown (visible, inside the message, on top). */
  controls: { name: string; shown: boolean }[];
  hiddenDice: boolean;
  attackDice: number;
  overflow: string[];
  /** The other answers in Defend's list. */
  answers: string[];
}

/** Puts the card into the chat message and reads what the user is shown. */
async function look(html: string): Promise<Seen> {
  return page.evaluate((content) => {
    const holder = document.querySelector(".message-content");
    const message = document.querySelector("#app");
    if (!holder || !message) throw new Error("no chat message");
    holder.innerHTML = content;
    // A resolved card's dice and breakdown, unfolded (the folded card is measured by the screens test).
    for (const details of Array.from(holder.querySelectorAll("details"))) details.open = true;
    const box = message.getBoundingClientRect();
    const shown = (el: Element) => {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) return false;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return !!hit && (hit === el || el.contains(hit) || (el instanceof HTMLInputElement && hit === el.labels?.[0]));
    };
    const nameOf = (el: Element) => {
      if (el instanceof HTMLSelectElement) return `select:${el.name}`;
      if (el instanceof HTMLInputElement) return `${el.type}:${el.name}`;
      const action = el.getAttribute("data-card-action") ?? "";
      const detail = el.getAttribute("data-kind") ?? el.getAttribute("data-roll");
      return detail ? `${action}:${detail}` : action;
    };
    const controls = Array.from(holder.querySelectorAll("button, select, input")).map((el) => ({
      name: nameOf(el),
      shown: shown(el),
    }));
    const lines = holder.querySelectorAll(".attack-card__status, .attack-card__headline");
    if (lines.length !== 1) throw new Error(`${lines.length} status lines`);
    const status = lines[0];
    const overflow = Array.from(holder.querySelectorAll("*"))
      .filter((el) => el.getBoundingClientRect().right > box.right + 0.5)
      .map((el) => el.className || el.tagName);
    const attack = holder.querySelector(".attack-card__side--attack .card-roll");
    return {
      status: status?.textContent?.trim() ?? "",
      statusShown: !!status && shown(status),
      controls,
      hiddenDice: !!attack?.querySelector(".card-roll__hidden") && shown(attack.querySelector(".card-roll__hidden") as Element),
      attackDice: attack?.querySelectorAll(".card-roll__dice .fudge-die").length ?? 0,
      overflow,
      answers: Array.from(holder.querySelectorAll<HTMLOptionElement>("select[name=defenceSkill] option"))
        .map((o) => o.value)
        .filter((v) => v.startsWith("kind:")),
    };
  }, html);
}

const MODES: RollVisibility[] = ["public", "gm", "blind", "self"];
const STAGES = Object.keys(EXPECTED) as Stage[];
const VIEWER_NAMES: Record<ViewerKey, string> = {
  gm: "the GM",
  attacker: "the attacker's player",
  target: "the target's player",
  onlooker: "an onlooker",
};

describe.each(MODES)("an attack card posted as a %s roll", (mode) => {
  it.each(STAGES)("at the %s step: each user reads who acts next, and finds exactly their controls, visible", async (stage) => {
    const card = await cardAt(stage, mode);
    for (const viewer of VIEWER_KEYS) {
      const seen = await look(attackCardHtmlFor(r, card, viewer));
      const who = `${VIEWER_NAMES[viewer]}, ${stage}, ${mode}`;
      // A hidden roll's card names no number that gives its die away: no total in the headline (issue 17, item 12).
      const status = EXPECTED[stage].status[viewer];
      expect(seen.status, who).toBe(mode === "public" ? status : status.replace(/, [+−]\d+$/, ""));
      expect(seen.statusShown, who).toBe(true);
      expect(seen.controls.map((c) => c.name).sort(), who).toEqual([...EXPECTED[stage].controls[viewer]].sort());
      expect(
        seen.controls.filter((c) => !c.shown).map((c) => c.name),
        `${who}: hidden or covered`,
      ).toEqual([]);
      expect(seen.overflow, `${who}: wider than the sidebar`).toEqual([]);
      expect(seen.answers, who).toEqual(stage === "defence" ? ANSWERS[viewer] : []);
      // The mode hides the dice from the card, never the controls.
      expect(seen.hiddenDice, who).toBe(mode !== "public");
      expect(seen.attackDice, who).toBe(mode === "public" ? 4 : 0);
    }
  });
});

describe("clicking the controls a user is shown", () => {
  /** Records each click as chat.ts's onCardClick reads it: the closest [data-card-action] and its data. */
  async function clicksOf(html: string, select: (p: Page) => Promise<void>) {
    await look(html);
    await page.evaluate(() => {
      const root = document.querySelector(".harnfudge.attack-card");
      const log: string[] = [];
      globalThis.hfClicks = log;
      root?.addEventListener("click", (event) => {
        const el = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-card-action]") : null;
        if (!el || el.tagName === "INPUT") return;
        const action = el.dataset["cardAction"] ?? "";
        // What chat.ts sends with the action: the chosen skill, answer or difficulty, the roll Lucky rerolls.
        const chosen =
          action === "defendSkill" || action === "difficulty"
            ? root.querySelector<HTMLSelectElement>(`select[name=${action === "defendSkill" ? "defenceSkill" : "difficulty"}]`)
                ?.value
            : (el.dataset["kind"] ?? el.dataset["roll"]);
        log.push(chosen ? `${action} ${chosen}` : action);
      });
      root?.addEventListener("change", (event) => {
        const input = event.target;
        if (input instanceof HTMLInputElement && input.dataset["cardAction"] === "open") log.push(`open ${input.checked}`);
      });
    });
    await select(page);
    return page.evaluate(() => globalThis.hfClicks ?? []);
  }

  it("the target's player picks a skill and clicks Defend on a card posted as a GM roll", async () => {
    const html = attackCardHtmlFor(r, await cardAt("defence", "gm"), "target");
    const clicks = await clicksOf(html, async (p) => {
      await p.locator('select[name="defenceSkill"]').selectOption("acrobatics");
      await p.getByRole("button", { name: "Defend" }).click();
    });
    expect(clicks).toEqual(["defendSkill acrobatics"]);
  });

  it("the GM marks the target unaware, then sets the difficulty", async () => {
    const unaware = await clicksOf(attackCardHtmlFor(r, await cardAt("defence", "blind"), "gm"), async (p) => {
      await p.locator('select[name="defenceSkill"]').selectOption({ label: "Mark unaware" });
      await p.getByRole("button", { name: "Defend" }).click();
    });
    expect(unaware).toEqual(["defendSkill kind:unaware"]);
    const difficulty = await clicksOf(attackCardHtmlFor(r, await cardAt("difficulty", "blind"), "gm"), async (p) => {
      await p.locator('select[name="difficulty"]').selectOption({ label: "Good" });
      await p.getByRole("button", { name: "Set difficulty" }).click();
    });
    expect(difficulty).toEqual(["difficulty 1"]);
  });

  it("the attacker's player rolls damage on a blind roll; the GM closes the wound, applies and undoes", async () => {
    const damage = await clicksOf(attackCardHtmlFor(r, await cardAt("damage", "blind"), "attacker"), (p) =>
      p.getByRole("button", { name: "Roll damage" }).click(),
    );
    expect(damage).toEqual(["damage"]);
    const apply = await clicksOf(attackCardHtmlFor(r, await cardAt("apply", "self"), "gm"), async (p) => {
      await p.getByLabel("Open wound").uncheck();
      await p.getByRole("button", { name: "Apply" }).click();
    });
    expect(apply).toEqual(["open false", "apply"]);
    const undo = await clicksOf(attackCardHtmlFor(r, await cardAt("applied", "public"), "gm"), (p) =>
      p.getByRole("button", { name: "Undo" }).click(),
    );
    expect(undo).toEqual(["undo"]);
  });

  it("the target's player applies the hit; Aldric's player uses Lucky on the attack", async () => {
    const apply = await clicksOf(attackCardHtmlFor(r, await cardAt("apply", "gm"), "target"), (p) =>
      p.getByRole("button", { name: "Apply" }).click(),
    );
    expect(apply).toEqual(["apply"]);
    const lucky = await clicksOf(attackCardHtmlFor(r, await cardAt("defence", "public"), "attacker"), (p) =>
      p.getByRole("button", { name: "Lucky: reroll the attack" }).click(),
    );
    expect(lucky).toEqual(["lucky attack"]);
  });
});

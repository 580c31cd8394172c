/**
 * One roll against many (issue 26, item 4; rules 1.1.2.1: Stealth is rolled "vs. the Awareness of
 * any potential observers", Legerdemain's "observers should also roll"): a contest against three
 * observers is one card with one roll of the acting side, one roll per observer, and each
 * observer's result; the status line each viewer reads (issue 27, item 7) and the controls each
 * may use, read from the one policy table.
 */
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { contestCardContext } from "../../src/play/contest/card";
import { contestStatus, mayUseContestControl, showContestTo, type ContestViewer } from "../../src/play/contest/card-status";
import { mayAsk } from "../../src/play/gm/policy";
import { compile, i18n } from "./render";
import { CHOICES, GM, MARK, THIEF, recordingContestWorld, startRequest } from "./contest-world";

const GUARDS = ["Token.guard1", "Token.guard2", "Token.guard3"];
const sneak = (extra: Record<string, unknown> = {}) =>
  startRequest({
    requestId: "sneak-1",
    tokenUuid: undefined,
    tokenUuids: GUARDS,
    preset: "stealth",
    traitA: { kind: "skill", key: "stealth" },
    traitB: { kind: "skill", key: "awareness" },
    ...extra,
  });
const roll = (messageId: string, row: number, choices: unknown = CHOICES) => ({ kind: "roll", messageId, row, choices });

describe("a contest against three observers (rules 1.1.2.1)", () => {
  it("is one card with one Stealth roll, then one Awareness roll per guard and each guard's result", async () => {
    const w = recordingContestWorld();
    w.tray.push([0, 0, 1, 0]);
    const started = await w.ask(sneak(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    // One card, one roll: Tam's Stealth, Good +1 on the dice → Great.
    expect(w.writes).toEqual({ creates: 1, updates: 0, dice: 1 });
    expect(w.specs.map((s) => [s.actorUuid, s.label])).toEqual([["Actor.thief", "HARNFUDGE.Skill.stealth"]]);
    expect(started.state.observers.map((o) => [o.name, o.trait.key, o.roll])).toEqual([
      ["Guard 1", "awareness", null],
      ["Guard 2", "awareness", null],
      ["Guard 3", "awareness", null],
    ]);
    expect(started.state.results).toEqual([null, null, null]);
    // Each guard rolls once, on the same card: Fair +1 → Good, Mediocre +0, Good +2 → Superb.
    w.tray.push([1, 0, 0, 0], [0, 0, 0, 0], [1, 1, 0, 0]);
    for (const row of [0, 1, 2]) expect((await w.ask(roll(started.messageId, row), GM)).ok).toBe(true);
    expect(w.writes).toEqual({ creates: 1, updates: 3, dice: 4 });
    expect(w.specs.filter((s) => s.actorUuid === "Actor.thief")).toHaveLength(1);
    const card = w.messages.get(started.messageId);
    const done = (await w.ask(roll(started.messageId, 0), GM)) as { ok: false; reason: string };
    expect(done).toEqual({ ok: false, reason: "HARNFUDGE.Contest.AlreadyRolled" });
    expect(w.messages.get(started.messageId)).toEqual(card);
    const view = contestCardContext(w.ports.card(started.messageId)?.state ?? started.state, i18n);
    // Each guard's line: its degree and how it did against Tam's Great.
    expect(view.rows.map((r) => [r.name, r.degree, r.outcome?.text])).toEqual([
      ["Guard 1", "Good", "loses \u22121"],
      ["Guard 2", "Mediocre", "loses \u22123"],
      ["Guard 3", "Superb", "wins +1"],
    ]);
    expect(view.summary?.text).toBe("Tam wins against 2 of 3.");
    expect(view.status).toBeNull();
    const html = compile("templates/chat/contest.hbs")(view);
    expect(html.match(/class="card-line"/g)).toHaveLength(3);
  });

  it("names each observer once, and refuses more than eight, none, the acting side itself, or one that is gone", async () => {
    const w = recordingContestWorld();
    const twice = await w.ask(sneak({ tokenUuids: ["Token.guard1", "Token.guard1", "Token.guard2"] }), THIEF);
    expect(twice.ok && twice.state.observers.map((o) => o.name)).toEqual(["Guard 1", "Guard 2"]);
    const bad = { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
    expect(
      await w.ask(sneak({ requestId: "s2", tokenUuids: Array.from({ length: 9 }, (_, i) => `Token.x${i}`) }), THIEF),
    ).toEqual(bad);
    expect(await w.ask(sneak({ requestId: "s3", tokenUuids: [] }), THIEF)).toEqual(bad);
    expect(await w.ask(sneak({ requestId: "s4", tokenUuids: ["Token.guard1", 7] }), THIEF)).toEqual(bad);
    expect(await w.ask(sneak({ requestId: "s5", tokenUuids: ["Token.guard1", "Token.gone"] }), THIEF)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NoTarget",
    });
    expect(await w.ask(sneak({ requestId: "s6", tokenUuids: [], opponentUuids: ["Actor.thief"] }), THIEF)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.SelfTarget",
    });
    expect(w.writes.creates).toBe(1);
  });

  it("refuses a roll for a row that is not on the card", async () => {
    const w = recordingContestWorld();
    const started = await w.ask(sneak(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    for (const row of [3, -1, 1.5, "0"])
      expect(await w.ask(roll(started.messageId, row as number), GM)).toEqual({
        ok: false,
        reason: "HARNFUDGE.Notify.BadRequest",
      });
  });
});

describe("who is named, and who may roll (issue 27, item 7; one policy table)", () => {
  const viewer = (id: string, isGM: boolean, owned: string[]): ContestViewer => ({
    id,
    isGM,
    owns: (uuid) => isGM || owned.includes(uuid),
    // Tam has Lucky, unused; nobody else has the talent.
    lucky: (uuid) => ({ hasLucky: uuid === "Actor.thief", lastUsed: null }),
    now: () => 1_000_000,
  });
  const gm = viewer(GM, true, []);
  const mark = viewer(MARK, false, ["Actor.mark"]);
  const tam = viewer(THIEF, false, ["Actor.thief"]);
  const eve = viewer("eve", false, []);
  // The merchant is a player's; the guards are the GM's.
  const playerOwned = (uuid: string) => uuid === "Actor.mark" || uuid === "Actor.thief";

  async function mixedCard() {
    const w = recordingContestWorld();
    const started = await w.ask(sneak({ tokenUuids: ["Token.mark", "Token.guard1", "Token.guard2"] }), THIEF);
    if (!started.ok) throw new Error(started.reason);
    return { w, card: started.state, messageId: started.messageId };
  }

  it("tells the merchant's player and the GM it is their turn, each for their own observers, and everyone else whom the card waits for", async () => {
    const { card } = await mixedCard();
    expect(contestStatus(card, mark, playerOwned, i18n)).toEqual({ turn: true, text: "roll Awareness for Merchant (token)" });
    expect(contestStatus(card, gm, playerOwned, i18n)).toEqual({ turn: true, text: "roll Awareness for Guard 1 and Guard 2" });
    expect(contestStatus(card, tam, playerOwned, i18n)).toEqual({
      turn: false,
      text: "Waiting for Merchant (token)'s player and the GM",
    });
    expect(contestStatus(card, eve, playerOwned, i18n)?.text).toBe("Waiting for Merchant (token)'s player and the GM");
  });

  it("names the GM alone once the players have rolled, and nobody once all have", async () => {
    const { w, card, messageId } = await mixedCard();
    await w.ask(roll(messageId, 0), MARK);
    const after = w.ports.card(messageId)?.state ?? card;
    expect(contestStatus(after, mark, playerOwned, i18n)).toEqual({ turn: false, text: "Waiting for the GM" });
    await w.ask(roll(messageId, 1), GM);
    await w.ask(roll(messageId, 2), GM);
    expect(contestStatus(w.ports.card(messageId)?.state ?? card, gm, playerOwned, i18n)).toBeNull();
  });

  it("shows an observer's Roll button exactly to whom the policy lets roll it", async () => {
    const { card } = await mixedCard();
    for (const v of [gm, mark, tam, eve])
      for (const uuid of ["Actor.mark", "Actor.guard1"])
        expect(mayUseContestControl(v, card, "contestRoll", uuid)).toBe(
          mayAsk("contestRoll", { gm: v.isGM, sideBOwner: v.owns(uuid) }),
        );
    expect(mayUseContestControl(mark, card, "contestRoll", "Actor.mark")).toBe(true);
    expect(mayUseContestControl(tam, card, "contestRoll", "Actor.mark")).toBe(false);
    expect(mayUseContestControl(gm, card, "everything", "Actor.thief")).toBe(false);
    expect(mayUseContestControl(gm, card, "contestRoll", null)).toBe(false);
  });

  it("shows Lucky on a side exactly when gm/lucky-reroll.ts would let the viewer reroll it (the gmLucky row, the talent, the hour)", async () => {
    const { w, card, messageId } = await mixedCard();
    const side = (s: string) => ({ getAttribute: (name: string) => (name === "data-side" ? s : null) });
    for (const v of [gm, mark, tam, eve])
      expect(mayUseContestControl(v, card, "gmLucky", "Actor.thief", side("a"))).toBe(
        mayAsk("gmLucky", { gm: v.isGM, rollerOwner: v.owns("Actor.thief") }),
      );
    // Within the hour, or without the talent: not offered.
    expect(
      mayUseContestControl(
        { ...tam, lucky: () => ({ hasLucky: true, lastUsed: 999_000 }) },
        card,
        "gmLucky",
        "Actor.thief",
        side("a"),
      ),
    ).toBe(false);
    expect(
      mayUseContestControl(
        { ...tam, lucky: () => ({ hasLucky: false, lastUsed: null }) },
        card,
        "gmLucky",
        "Actor.thief",
        side("a"),
      ),
    ).toBe(false);
    // A control must name the side its actor rolled; an observer who has not rolled has nothing to reroll.
    expect(mayUseContestControl(tam, card, "gmLucky", "Actor.thief", side("0"))).toBe(false);
    expect(mayUseContestControl(gm, card, "gmLucky", "Actor.mark", side("0"))).toBe(false);
    expect(mayUseContestControl(tam, card, "gmLucky", "Actor.thief")).toBe(false);
    // Once Tam has won against every observer his roll did not go badly: no Lucky.
    w.tray.push([-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1]);
    for (const [row, user] of [
      [0, MARK],
      [1, GM],
      [2, GM],
    ] as const)
      await w.ask(roll(messageId, row), user);
    const won = w.ports.card(messageId)?.state;
    if (!won) throw new Error("no card");
    expect(won.results.map((r) => r?.shown?.winner)).toEqual(["a", "a", "a"]);
    expect(mayUseContestControl(tam, won, "gmLucky", "Actor.thief", side("a"))).toBe(false);
  });

  it("leaves each viewer's rendered card with its own controls and status line", async () => {
    const { card } = await mixedCard();
    const html = compile("templates/chat/contest.hbs")(contestCardContext(card, i18n));
    const window = new Window();
    try {
      const as = (v: ContestViewer) => {
        const holder = window.document.createElement("div");
        holder.innerHTML = html;
        showContestTo(holder, card, v, playerOwned, i18n);
        return {
          rows: Array.from(holder.querySelectorAll("[data-contest-action=roll]")).map((b) => b.getAttribute("data-row")),
          lucky: holder.querySelectorAll("[data-contest-action=lucky]").length,
          turn: holder.querySelector(".card-turn") !== null,
          label: !holder.querySelector("[data-card-turn-label]")?.hasAttribute("hidden"),
          status: holder.querySelector("[data-card-status-text]")?.textContent,
          shown: holder.querySelector(".contest-card")?.hasAttribute("data-shown"),
        };
      };
      const mine = { turn: true, label: true, shown: true };
      expect(as(mark)).toEqual({ ...mine, rows: ["0"], lucky: 0, status: "roll Awareness for Merchant (token)" });
      expect(as(gm)).toEqual({ ...mine, rows: ["0", "1", "2"], lucky: 1, status: "roll Awareness for Guard 1 and Guard 2" });
      const waiting = { turn: false, label: false, shown: true, status: "Waiting for Merchant (token)'s player and the GM" };
      // Tam may use Lucky on his own Stealth roll; an onlooker has nothing to click.
      expect(as(tam)).toEqual({ ...waiting, rows: [], lucky: 1 });
      expect(as(eve)).toEqual({ ...waiting, rows: [], lucky: 0 });
    } finally {
      await window.happyDOM.close();
    }
  });
});

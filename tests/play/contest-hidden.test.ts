/**
 * Hidden means hidden on a contest card (issue 28, item 1): a GM or blind roll on a public card
 * leaves no die, degree, relative degree or winner in the card's data every client receives, nor
 * in its rendered HTML; only a client that received the roll's whispered dice message works the
 * result out for its viewer (reveal.ts). And Lucky on each side of a contest (issue 25, item 6;
 * rules 4): once per roll, once per real hour, the better roll kept, the results worked out again.
 */
import { describe, expect, it } from "vitest";
import { contestCardContext } from "../../src/play/contest/card";
import { revealContest } from "../../src/play/contest/reveal";
import { LUCKY_COOLDOWN_MS } from "../../src/rules";
import { compile, i18n } from "./render";
import { CHOICES, GM, MARK, THIEF, recordingContestWorld, startRequest } from "./contest-world";

const roll = (messageId: string, row: number, choices: unknown = CHOICES) => ({ kind: "roll", messageId, row, choices });
const lucky = (messageId: string, side: "a" | number) => ({ kind: "lucky", messageId, side });
const render = compile("templates/chat/contest.hbs");

/** Tam sneaks past the merchant with a blind Stealth roll, on a public card; the merchant rolls in the open. */
async function blindStealth() {
  const w = recordingContestWorld();
  // Tam's Stealth Good, dice +2 → Superb; the merchant's Awareness Fair, dice −1 → Mediocre: Tam wins by 4.
  w.tray.push([1, 1, 0, 0], [-1, 0, 0, 0]);
  const started = await w.ask(
    startRequest({ preset: "stealth", traitA: { kind: "skill", key: "stealth" }, choices: { ...CHOICES, visibility: "blind" } }),
    THIEF,
  );
  if (!started.ok) throw new Error(started.reason);
  const done = await w.ask(roll(started.messageId, 0), MARK);
  if (!done.ok) throw new Error(done.reason);
  return { w, messageId: started.messageId, state: done.state };
}

describe("a hidden roll on a public contest card (issue 28, item 1)", () => {
  it("leaves no die, degree, relative degree or winner in the card's data", async () => {
    const { w, messageId, state } = await blindStealth();
    const stored = JSON.stringify(w.messages.get(messageId));
    expect(stored).not.toMatch(/"(aDegree|bDegree|relative|winner|degree)"/);
    expect(state.a.roll).toMatchObject({ faces: null, visibility: "blind", diceMessageIds: ["dice1"], lucky: null });
    expect(state.results).toEqual([
      { shown: null, bonuses: { a: { scale: 0, magicResistance: 0 }, b: { scale: 0, magicResistance: 0 } } },
    ]);
    // The merchant's own public roll is on the card; Tam's hidden faces are not, anywhere.
    expect(stored).toContain('"faces":[-1,0,0,0]');
    expect(stored).not.toContain("[1,1,0,0]");
  });

  it("renders no number from which the hidden roll could be worked out", async () => {
    const { state } = await blindStealth();
    const view = contestCardContext(state, i18n);
    expect(view.summary).toBeNull();
    expect(view.a).toMatchObject({ degree: null, hidden: true });
    expect(view.rows[0]?.outcome).toEqual({ text: "Result kept from the table", css: "hidden" });
    const html = render(view);
    expect(html).not.toMatch(/Superb|wins|Relative degree|\+4|Tie/);
    expect(html).toContain("Rolled blind: only the GM sees the dice.");
  });

  it("is worked out for a viewer whose client received the whispered dice (the GM), and for nobody else", async () => {
    const { w, state } = await blindStealth();
    const gmSees = revealContest(state, (id) => w.whispered.get(id) ?? null);
    expect(gmSees.revealedA).toBe(true);
    // The merchant's roll was public: only Tam's was read here.
    expect(gmSees.revealedRows).toEqual([]);
    expect(gmSees.card.results[0]?.shown).toEqual({ winner: "a", aDegree: 3, bDegree: -1, relative: 4 });
    const gmView = contestCardContext(gmSees, i18n);
    expect(gmView.summary?.text).toBe("Tam wins by +4.");
    expect(gmView.a).toMatchObject({ degree: "Superb", hidden: false, revealed: true });
    const playerSees = revealContest(state, () => null);
    expect(playerSees).toEqual({ card: state, revealedA: false, revealedRows: [] });
    expect(render(contestCardContext(playerSees, i18n))).not.toContain("Superb");
  });

  it("keeps a contest of strength's hidden result worked out with its Scale bonus (rules 1.2)", async () => {
    const w = recordingContestWorld();
    w.tray.push([0, 0, 0, 0], [0, 0, 0, 0]);
    const started = await w.ask(
      startRequest({
        tokenUuid: "Token.bear",
        preset: "strength",
        traitA: { kind: "attribute", key: "strength" },
        traitB: { kind: "attribute", key: "strength" },
        strength: true,
      }),
      THIEF,
    );
    if (!started.ok) throw new Error(started.reason);
    const done = await w.ask(roll(started.messageId, 0, { ...CHOICES, visibility: "blind" }), GM);
    if (!done.ok) throw new Error(done.reason);
    expect(done.state.results[0]?.shown).toBeNull();
    const seen = revealContest(done.state, (id) => w.whispered.get(id) ?? null);
    // Fair against the bear's Good with Strength Scale 3: the bear wins by 4, as the GM's client reckoned it.
    expect(seen.card.results[0]?.shown).toEqual({ winner: "b", aDegree: 0, bDegree: 4, relative: -4 });
  });
});

describe("Lucky on a contest side (issue 25, item 6; rules 4)", () => {
  async function lost() {
    const w = recordingContestWorld();
    // Tam's Legerdemain Good, dice −2 → Poor (−1)... the merchant's Fair +1 → Good: Tam loses by 2.
    w.tray.push([-1, -1, 0, 0], [1, 0, 0, 0]);
    const started = await w.ask(startRequest(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    const done = await w.ask(roll(started.messageId, 0), MARK);
    if (!done.ok) throw new Error(done.reason);
    expect(done.state.results[0]?.shown).toMatchObject({ winner: "b", relative: -2 });
    return { w, messageId: started.messageId };
  }

  it("rerolls side a on the GM's client, keeps the better roll, works the result out again, and marks the hour", async () => {
    const { w, messageId } = await lost();
    w.tray.push([1, 1, 0, 0]);
    const rerolled = await w.ask(lucky(messageId, "a"), THIEF);
    if (!rerolled.ok) throw new Error(rerolled.reason);
    expect(rerolled.state.a.roll).toMatchObject({
      faces: [1, 1, 0, 0],
      lucky: { kept: "reroll", original: [-1, -1, 0, 0], reroll: [1, 1, 0, 0], by: THIEF, at: w.clock.now },
    });
    // Superb (+3) against Good (+1): Tam now wins by 2.
    expect(rerolled.state.results[0]?.shown).toEqual({ winner: "a", aDegree: 3, bDegree: 1, relative: 2 });
    expect(w.lucky).toEqual([{ actorUuid: "Actor.thief", at: w.clock.now }]);
    expect(w.specs.at(-1)).toMatchObject({ label: "HARNFUDGE.Lucky.Reroll", level: 1, visibility: "public", cardId: messageId });
  });

  it("keeps the first roll when the reroll is worse, and refuses a second reroll of the same roll", async () => {
    const { w, messageId } = await lost();
    w.tray.push([-1, -1, -1, 0]);
    const rerolled = await w.ask(lucky(messageId, "a"), THIEF);
    expect(rerolled.ok && rerolled.state.a.roll).toMatchObject({ faces: [-1, -1, 0, 0], lucky: { kept: "original" } });
    expect(await w.ask(lucky(messageId, "a"), THIEF)).toEqual({ ok: false, reason: "HARNFUDGE.Lucky.AlreadyRerolled" });
  });

  it("refuses within the hour on another card, and again allows it once the hour has passed", async () => {
    const { w, messageId } = await lost();
    await w.ask(lucky(messageId, "a"), THIEF);
    const again = await w.ask(startRequest({ requestId: "ct-2" }), THIEF);
    if (!again.ok) throw new Error(again.reason);
    expect(await w.ask(lucky(again.messageId, "a"), THIEF)).toEqual({ ok: false, reason: "HARNFUDGE.Lucky.Cooldown" });
    w.clock.now += LUCKY_COOLDOWN_MS;
    expect((await w.ask(lucky(again.messageId, "a"), THIEF)).ok).toBe(true);
  });

  it("is the roller's owner's (or a GM's), for a character with the talent, on a side that has rolled", async () => {
    const { w, messageId } = await lost();
    expect(await w.ask(lucky(messageId, "a"), MARK)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    // The merchant has no Lucky.
    expect(await w.ask(lucky(messageId, 0), MARK)).toEqual({ ok: false, reason: "HARNFUDGE.Lucky.NoTalent" });
    expect(await w.ask(lucky(messageId, 3), THIEF)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(await w.ask(lucky("c99", "a"), THIEF)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoCard" });
    const fresh = await w.ask(startRequest({ requestId: "ct-3", tokenUuid: undefined, tokenUuids: ["Token.guard1"] }), GM);
    if (!fresh.ok) throw new Error(fresh.reason);
    expect(await w.ask(lucky(fresh.messageId, 0), GM)).toEqual({ ok: false, reason: "HARNFUDGE.Lucky.NoTalent" });
    // Tam as an observer who has not rolled yet: nothing to reroll.
    const watched = await w.ask(
      startRequest({
        requestId: "ct-4",
        actorUuid: "Actor.guard1",
        tokenUuid: undefined,
        opponentUuids: ["Actor.thief"],
        preset: null,
        traitA: { kind: "skill", key: "awareness" },
        traitB: { kind: "skill", key: "stealth" },
      }),
      GM,
    );
    if (!watched.ok) throw new Error(watched.reason);
    expect(await w.ask(lucky(watched.messageId, 0), THIEF)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotReady" });
    expect(w.lucky).toEqual([]);
    // A GM may ask it for the player (the player says "I'm Lucky").
    expect((await w.ask(lucky(messageId, "a"), GM)).ok).toBe(true);
  });

  it("is refused once the side has won every line: a roll that went well has nothing to gain (gm/lucky-reroll.ts)", async () => {
    const w = recordingContestWorld();
    // Tam's Legerdemain Good +2 → Superb; the merchant's Fair −2 → Poor: Tam wins.
    w.tray.push([1, 1, 0, 0], [-1, -1, 0, 0]);
    const started = await w.ask(startRequest(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    // Before the merchant has rolled, Tam cannot know it went well: Lucky is open.
    const rolled = await w.ask(roll(started.messageId, 0), MARK);
    expect(rolled.ok && rolled.state.results[0]?.shown?.winner).toBe("a");
    expect(await w.ask(lucky(started.messageId, "a"), THIEF)).toEqual({ ok: false, reason: "HARNFUDGE.Lucky.NotNeeded" });
    expect(w.lucky).toEqual([]);
  });

  it("records each request's id with what it changed on the card: a replayed roll or reroll changes nothing", async () => {
    const { w, messageId } = await lost();
    const updates = w.writes.updates;
    w.tray.push([1, 1, 0, 0]);
    const first = await w.ask({ ...lucky(messageId, "a"), requestId: "lucky-1" }, THIEF);
    expect(first.ok && first.state.requests).toEqual(["lucky-1"]);
    expect(await w.ask({ ...lucky(messageId, "a"), requestId: "lucky-1" }, THIEF)).toMatchObject({ ok: false });
    expect(w.writes.updates).toBe(updates + 1);
    const fresh = await w.ask(startRequest({ requestId: "ct-9", tokenUuid: undefined, tokenUuids: ["Token.guard1"] }), GM);
    if (!fresh.ok) throw new Error(fresh.reason);
    const once = await w.ask({ ...roll(fresh.messageId, 0), requestId: "roll-1" }, GM);
    expect(once.ok && once.state.requests).toEqual(["roll-1"]);
    const dice = w.writes.dice;
    expect(await w.ask({ ...roll(fresh.messageId, 0), requestId: "roll-1" }, GM)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Replayed",
    });
    expect(w.writes.dice).toBe(dice);
  });

  it("rerolls a hidden roll hidden: the reroll goes to the roll's audience and the card keeps no faces", async () => {
    const { w, messageId } = await blindStealth();
    w.tray.push([-1, 0, 0, 0]);
    const rerolled = await w.ask(lucky(messageId, "a"), THIEF);
    if (!rerolled.ok) throw new Error(rerolled.reason);
    expect(rerolled.state.a.roll).toMatchObject({
      faces: null,
      diceMessageIds: ["dice1", "dice3"],
      lucky: { kept: "original", original: null, reroll: null },
    });
    expect(w.specs.at(-1)?.visibility).toBe("blind");
    expect(JSON.stringify(rerolled.state)).not.toMatch(/"(aDegree|bDegree|relative|winner)"/);
    const seen = revealContest(rerolled.state, (id) => w.whispered.get(id) ?? null);
    expect(seen.card.a.roll?.lucky).toMatchObject({ original: [1, 1, 0, 0], reroll: [-1, 0, 0, 0] });
    expect(seen.card.results[0]?.shown?.winner).toBe("a");
  });
});

/**
 * What a contest request must carry before the designated GM's client rolls anything for it
 * (src/play/contest/decide.ts, decide-lucky.ts; issue 28): the traits, the observers a start
 * names (rules 2.2: one roll of side a against each of several opponents), the row a roll
 * names, the request ids recorded against a replay, the write queue each request waits in,
 * the modifiers only a GM may give, Magic Resistance only for its owner (rules 4), and Lucky on
 * an observer's row (rules 4: the better roll kept, that row's result worked out again).
 * Every refusal writes nothing.
 */
import { describe, expect, it } from "vitest";
import { handleContestRequest } from "../../src/play/contest/decide";
import { MAX_OBSERVERS } from "../../src/play/contest/state";
import type { WriteQueue } from "../../src/play/gm/locks";
import { CHOICES, GM, MARK, THIEF, recordingContestWorld, startRequest } from "./contest-world";

const roll = (messageId: string, row: unknown, extra: Record<string, unknown> = {}) => ({
  kind: "roll",
  messageId,
  row,
  choices: CHOICES,
  ...extra,
});
const lucky = (messageId: string, side: "a" | number, extra: Record<string, unknown> = {}) => ({
  kind: "lucky",
  messageId,
  side,
  ...extra,
});
const NOTHING_WRITTEN = { creates: 0, updates: 0, dice: 0 };
const BAD = { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };

describe("the traits a start names", () => {
  it("refuses a missing trait or a skill named by anything but its key, and writes nothing", async () => {
    const w = recordingContestWorld();
    expect(await w.ask(startRequest({ traitA: null }), THIEF)).toEqual(BAD);
    expect(await w.ask(startRequest({ traitB: "awareness" }), THIEF)).toEqual(BAD);
    expect(await w.ask(startRequest({ traitB: { kind: "skill", key: ["awareness"] } }), THIEF)).toEqual(BAD);
    expect(w.writes).toEqual(NOTHING_WRITTEN);
  });
});

describe("the observers a start names (rules 2.2)", () => {
  it("refuses an empty or non-text uuid in a list, even beside a valid opponent, and writes nothing", async () => {
    const w = recordingContestWorld();
    expect(await w.ask(startRequest({ tokenUuid: undefined, tokenUuids: [""] }), THIEF)).toEqual(BAD);
    expect(await w.ask(startRequest({ tokenUuid: undefined, tokenUuids: [5] }), THIEF)).toEqual(BAD);
    expect(await w.ask(startRequest({ tokenUuid: undefined, tokenUuids: [["Token.mark"]] }), THIEF)).toEqual(BAD);
    expect(await w.ask(startRequest({ tokenUuid: undefined, tokenUuids: [5], opponentUuid: "Actor.bear" }), THIEF)).toEqual(BAD);
    expect(await w.ask(startRequest({ tokenUuid: "Token.mark", opponentUuids: [""] }), THIEF)).toEqual(BAD);
    expect(w.writes).toEqual(NOTHING_WRITTEN);
  });

  it(`takes up to ${MAX_OBSERVERS} observers, and refuses one more`, async () => {
    const tokens = ["Token.guard1", "Token.guard2", "Token.guard3", "Token.mark", "Token.bear"];
    const actors = ["Actor.guard1", "Actor.guard2", "Actor.guard3", "Actor.mark"];
    const w = recordingContestWorld();
    const full = { tokenUuid: undefined, tokenUuids: tokens, opponentUuids: actors.slice(0, MAX_OBSERVERS - tokens.length) };
    const started = await w.ask(startRequest(full), GM);
    expect(started.ok && started.state.observers.length).toBe(MAX_OBSERVERS);
    const over = await w.ask(startRequest({ ...full, requestId: "ct-2", opponentUuids: actors }), GM);
    expect(over).toEqual(BAD);
    expect(w.writes.creates).toBe(1);
  });
});

describe("the row a roll names", () => {
  it("refuses a row that is not a number, or not on the card, and rolls nothing", async () => {
    const w = recordingContestWorld();
    const started = await w.ask(startRequest(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    const before = { ...w.writes };
    expect(await w.ask(roll(started.messageId, "0"), MARK)).toEqual(BAD);
    expect(await w.ask(roll(started.messageId, 1), MARK)).toEqual(BAD);
    expect(await w.ask(roll(started.messageId, -1), MARK)).toEqual(BAD);
    expect(w.writes).toEqual(before);
  });

  it("records only a request id that is text: the card keeps the ids a replay is checked against", async () => {
    const w = recordingContestWorld();
    const started = await w.ask(startRequest({ tokenUuid: undefined, tokenUuids: ["Token.guard1", "Token.guard2"] }), GM);
    if (!started.ok) throw new Error(started.reason);
    const first = await w.ask(roll(started.messageId, 0, { requestId: "roll-1" }), GM);
    expect(first.ok && first.state.requests).toEqual(["roll-1"]);
    const second = await w.ask(roll(started.messageId, 1, { requestId: 5 }), GM);
    expect(second.ok && second.state.requests).toEqual(["roll-1"]);
    expect(await w.ask(roll(started.messageId, 0, { requestId: "roll-1" }), GM)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Replayed",
    });
  });
});

describe("who may give what", () => {
  it("lets a GM give a situational modifier a player may not (rules: the GM's wider range)", async () => {
    const w = recordingContestWorld();
    const wide = { ...CHOICES, situational: 5 };
    expect(await w.ask(startRequest({ choices: wide }), THIEF)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.SituationalTooLarge",
    });
    const byGM = await w.ask(startRequest({ requestId: "ct-2", choices: wide }), GM);
    expect(byGM.ok && byGM.state.a.roll?.modifiers).toEqual([{ label: "HARNFUDGE.Roll.Situational", value: 5 }]);
  });

  it("refuses Magic Resistance ticked for a character without the talent, and takes it beside other talents (rules 4)", async () => {
    const w = recordingContestWorld((uuid, facts) =>
      uuid === "Actor.mark" ? { ...facts, talents: [{ key: "lucky" }, { key: "magicResistance" }] } : facts,
    );
    const started = await w.ask(startRequest({ tokenUuid: undefined, tokenUuids: ["Token.guard1", "Token.mark"] }), GM);
    if (!started.ok) throw new Error(started.reason);
    const resisting = { choices: { ...CHOICES, talents: ["magicResistance"] } };
    expect(await w.ask(roll(started.messageId, 0, resisting), GM)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.TalentNotOwned",
    });
    const mark = await w.ask(roll(started.messageId, 1, resisting), MARK);
    expect(mark.ok && mark.state.observers[1]?.resistsMagic).toBe(true);
  });
});

describe("the write queue a request waits in", () => {
  it("queues a start under its request id, a roll and Lucky under their card", async () => {
    const w = recordingContestWorld();
    const keys: string[][] = [];
    const locks: WriteQueue = {
      run: (k, task) => {
        keys.push([...k]);
        return task();
      },
    };
    const started = await handleContestRequest(startRequest(), THIEF, w.ports, locks);
    if (!started.ok) throw new Error(started.reason);
    await handleContestRequest(roll(started.messageId, 0), MARK, w.ports, locks);
    await handleContestRequest(lucky(started.messageId, "a"), THIEF, w.ports, locks);
    expect(keys).toEqual([["request:ct-1"], [started.messageId], [started.messageId]]);
  });
});

describe("Lucky on an observer's row (rules 4)", () => {
  /** A guard watches Tam and the merchant (Strength against Awareness); Tam rolls badly. */
  async function tamLost() {
    const w = recordingContestWorld();
    // The guard's Awareness Fair, dice 0 → Fair; Tam's Strength Fair −2 → Poor; the merchant's Fair +1 → Good.
    w.tray.push([0, 0, 0, 0], [-1, -1, 0, 0], [1, 0, 0, 0]);
    const started = await w.ask(
      startRequest({
        actorUuid: "Actor.guard1",
        tokenUuid: undefined,
        opponentUuids: ["Actor.thief", "Actor.mark"],
        preset: null,
        traitA: { kind: "skill", key: "awareness" },
        traitB: { kind: "attribute", key: "strength" },
      }),
      GM,
    );
    if (!started.ok) throw new Error(started.reason);
    await w.ask(roll(started.messageId, 0), THIEF);
    const done = await w.ask(roll(started.messageId, 1), MARK);
    if (!done.ok) throw new Error(done.reason);
    expect(done.state.results.map((r) => r?.shown?.winner)).toEqual(["a", "b"]);
    return { w, messageId: started.messageId, before: done.state };
  }

  it("rerolls that row only, keeps the better roll and works out that row's result again", async () => {
    const { w, messageId, before } = await tamLost();
    w.tray.push([1, 1, 0, 0]);
    const rerolled = await w.ask(lucky(messageId, 0), THIEF);
    if (!rerolled.ok) throw new Error(rerolled.reason);
    expect(rerolled.state.observers[0]?.roll).toMatchObject({
      faces: [1, 1, 0, 0],
      lucky: { kept: "reroll", original: [-1, -1, 0, 0], reroll: [1, 1, 0, 0], by: THIEF },
    });
    expect(rerolled.state.a).toEqual(before.a);
    expect(rerolled.state.observers[1]).toEqual(before.observers[1]);
    // Tam's Strength now Great (+2) against the guard's Fair: Tam wins by 2; the merchant's row stays.
    expect(rerolled.state.results[0]?.shown).toEqual({ winner: "b", aDegree: 0, bDegree: 2, relative: -2 });
    expect(rerolled.state.results[1]).toEqual(before.results[1]);
    expect(w.messages.get(messageId)).toEqual(rerolled.state);
    expect(w.specs.at(-1)).toMatchObject({ formula: "4dF", label: "HARNFUDGE.Lucky.Reroll", actorUuid: "Actor.thief" });
  });

  it("records the use at the time the card notes, even when writing the card takes a while", async () => {
    const { w, messageId } = await tamLost();
    const { updateCard } = w.ports;
    w.ports.updateCard = async (id, state) => {
      await updateCard(id, state);
      w.clock.now += 5_000;
    };
    const rerolled = await w.ask(lucky(messageId, 0), THIEF);
    if (!rerolled.ok) throw new Error(rerolled.reason);
    const at = rerolled.state.observers[0]?.roll?.lucky?.at;
    expect(at).toBe(w.clock.now - 5_000);
    expect(w.lucky).toEqual([{ actorUuid: "Actor.thief", at }]);
  });

  it("records only a request id that is text", async () => {
    const { w, messageId } = await tamLost();
    const first = await w.ask(lucky(messageId, 0, { requestId: 7 }), THIEF);
    expect(first.ok && first.state.requests).toBeUndefined();
  });

  it("refuses a hidden roll whose dice message is gone (its faces cannot be read), and uses no Lucky", async () => {
    const w = recordingContestWorld();
    // Tam's blind Legerdemain Good −2 → Poor (−1)... hidden; the merchant's Fair +1 → Good, in the open.
    w.tray.push([-1, -1, 0, 0], [1, 0, 0, 0]);
    const started = await w.ask(startRequest({ choices: { ...CHOICES, visibility: "blind" } }), THIEF);
    if (!started.ok) throw new Error(started.reason);
    await w.ask(roll(started.messageId, 0), MARK);
    w.whispered.clear();
    const before = { ...w.writes };
    expect(await w.ask(lucky(started.messageId, "a"), THIEF)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotReady" });
    expect(w.writes).toEqual(before);
    expect(w.lucky).toEqual([]);
  });
});

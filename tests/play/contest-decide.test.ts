/**
 * The contest decisions on the designated GM's client (src/play/contest/decide.ts), request by
 * request: what a start or a roll must carry, the dice each side's roll asks for (label, level,
 * modifiers, audience, card), the sides as the card stores them, secret dice, hidden faces, the
 * refusals (each writing nothing), and requests sent together. Conditions and talents:
 * contest-choices.test.ts.
 */
import { describe, expect, it } from "vitest";
import { CHOICES, GM, MARK, THIEF, recordingContestWorld, startRequest } from "./contest-world";

const start = startRequest;
const roll = (messageId: string, choices: unknown = CHOICES) => ({ kind: "roll", messageId, choices });
const world = recordingContestWorld;

const NOTHING_WRITTEN = { creates: 0, updates: 0, dice: 0 };

describe("starting a contest", () => {
  it("rolls side a with the skill's label and level, and stores both sides as the request names them", async () => {
    const w = world();
    w.tray.push([1, 0, -1, 1]);
    const started = await w.ask(start(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    expect(w.specs).toEqual([
      {
        formula: "4dF",
        actorUuid: "Actor.thief",
        label: "HARNFUDGE.Skill.legerdemain",
        level: 1,
        modifiers: [],
        visibility: "public",
        requesterId: THIEF,
        cardId: null,
      },
    ]);
    expect(started.state).toEqual({
      v: 2,
      requestId: "ct-1",
      requesterId: THIEF,
      presetKey: "HARNFUDGE.Contest.Preset.legerdemain",
      strength: false,
      a: {
        actorUuid: "Actor.thief",
        tokenUuid: null,
        name: "Tam",
        img: "",
        trait: { kind: "skill", key: "legerdemain" },
        resistsMagic: false,
        roll: expect.objectContaining({ level: 1, faces: [1, 0, -1, 1], modifiers: [], visibility: "public" }),
        by: THIEF,
      },
      observers: [
        {
          actorUuid: "Actor.mark",
          tokenUuid: "Token.mark",
          name: "Merchant (token)",
          img: "",
          trait: { kind: "skill", key: "awareness" },
          resistsMagic: false,
          roll: null,
          by: null,
        },
      ],
      results: [null],
      secrecy: "public",
    });
    expect(w.messages.get(started.messageId)).toEqual(started.state);
    expect(w.marked).toEqual(["Actor.thief:skill:legerdemain"]);
  });

  it("names an opponent by actor when no token is given, and an attribute by its label", async () => {
    const w = world();
    const started = await w.ask(
      start({
        tokenUuid: undefined,
        opponentUuid: "Actor.bear",
        preset: undefined,
        traitA: { kind: "attribute", key: "strength" },
        traitB: { kind: "attribute", key: "strength" },
        strength: true,
      }),
      THIEF,
    );
    if (!started.ok) throw new Error(started.reason);
    expect(w.specs[0]).toMatchObject({ label: "HARNFUDGE.Attribute.strength", level: 0 });
    expect(started.state).toMatchObject({ presetKey: null, strength: true });
    expect(started.state.observers[0]).toMatchObject({ actorUuid: "Actor.bear", tokenUuid: null, name: "Bear" });
    expect(w.marked).toEqual(["Actor.thief:attribute:strength"]);
  });

  it("labels a skill that is not in the skill list by its own name", async () => {
    const w = world();
    const started = await w.ask(start({ traitA: { kind: "skill", key: "strength" } }), THIEF);
    expect(started.ok).toBe(true);
    expect(w.specs[0]?.label).toBe("strength");
  });

  it("takes only true for the strength and magic flags, and only a short word as the preset", async () => {
    const w = world();
    const odd = await w.ask(start({ strength: "yes", aResistsMagic: "yes", bResistsMagic: 1, preset: "no such!" }), THIEF);
    expect(odd.ok && odd.state).toMatchObject({
      strength: false,
      presetKey: null,
      a: { resistsMagic: false },
      observers: [{ resistsMagic: false }],
    });
    const long = await w.ask(start({ requestId: "ct-2", preset: "a".repeat(31) }), THIEF);
    expect(long.ok && long.state.presetKey).toBeNull();
    const max = await w.ask(start({ requestId: "ct-3", preset: "a".repeat(30), bResistsMagic: true }), THIEF);
    expect(max.ok && max.state).toMatchObject({
      presetKey: `HARNFUDGE.Contest.Preset.${"a".repeat(30)}`,
      observers: [{ resistsMagic: true }],
    });
  });

  it("refuses a malformed start and writes nothing", async () => {
    const w = world();
    const bad = { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
    for (const request of [
      start({ requestId: "" }),
      start({ requestId: 7 }),
      start({ actorUuid: 7 }),
      start({ traitA: "legerdemain" }),
      start({ traitA: { kind: "skill", key: 3 } }),
      start({ traitA: { kind: "skill", key: "" } }),
      start({ traitA: { kind: "skill", key: "x".repeat(61) } }),
      start({ traitA: { kind: "spell", key: "legerdemain" } }),
      start({ traitB: { kind: "attribute", key: "luck" } }),
      start({ choices: { ...CHOICES, visibility: "loud" } }),
      { ...start(), kind: "begin" },
      "start",
      null,
    ])
      expect(await w.ask(request, THIEF)).toEqual(bad);
    expect(w.writes).toEqual(NOTHING_WRITTEN);
    // A sixty-letter skill key is still a key (the GM's client then finds no level for it).
    expect(await w.ask(start({ traitA: { kind: "skill", key: "x".repeat(60) } }), THIEF)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.SkillNotAttemptable",
    });
  });

  it("refuses a side or an opponent that is not there", async () => {
    const w = world();
    const noTarget = { ok: false, reason: "HARNFUDGE.Notify.NoTarget" };
    expect(await w.ask(start({ tokenUuid: "Token.gone" }), THIEF)).toEqual(noTarget);
    // No observer named at all, or one that is no uuid: a malformed request.
    expect(await w.ask(start({ tokenUuid: 5 }), THIEF)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(await w.ask(start({ tokenUuid: undefined }), THIEF)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(await w.ask(start({ tokenUuid: undefined, opponentUuid: "Actor.gone" }), THIEF)).toEqual(noTarget);
    expect(await w.ask(start({ actorUuid: "Actor.gone" }), GM)).toEqual(noTarget);
    expect(w.writes).toEqual(NOTHING_WRITTEN);
  });

  it("shows side b by its token's name and image when it was targeted through one", async () => {
    const w = world();
    w.ports.tokenActor = (uuid) =>
      uuid === "Token.mark" ? { actorUuid: "Actor.mark", name: "Hooded merchant", img: "hood.png" } : null;
    const started = await w.ask(start(), THIEF);
    expect(started.ok && started.state.observers[0]).toMatchObject({
      name: "Hooded merchant",
      img: "hood.png",
      tokenUuid: "Token.mark",
    });
  });

  it("lets the GM start a contest for any side", async () => {
    const w = world();
    const started = await w.ask(
      start({ actorUuid: "Actor.mark", tokenUuid: "Token.bear", traitA: { kind: "skill", key: "awareness" } }),
      GM,
    );
    expect(started.ok && started.state.a).toMatchObject({ actorUuid: "Actor.mark", by: GM });
  });
});

describe("answering a contest", () => {
  it("rolls side b for the card, marks its trait used and stores the roller", async () => {
    const w = world();
    const started = await w.ask(start(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    w.tray.push([-1, 0, 0, 0]);
    const done = await w.ask(roll(started.messageId), GM);
    if (!done.ok) throw new Error(done.reason);
    expect(w.specs[1]).toEqual({
      formula: "4dF",
      actorUuid: "Actor.mark",
      label: "HARNFUDGE.Skill.awareness",
      level: 0,
      modifiers: [],
      visibility: "public",
      requesterId: GM,
      cardId: started.messageId,
    });
    expect(done.state.observers[0]).toMatchObject({ by: GM, roll: { faces: [-1, 0, 0, 0] } });
    expect(w.messages.get(started.messageId)).toEqual(done.state);
    expect(w.marked).toEqual(["Actor.thief:skill:legerdemain", "Actor.mark:skill:awareness"]);
  });

  it("refuses a roll without a card or with malformed choices, and writes nothing", async () => {
    const w = world();
    const started = await w.ask(start(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    expect(await w.ask({ kind: "roll", messageId: 5, choices: CHOICES }, MARK)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NoCard",
    });
    expect(await w.ask(roll("c99"), MARK)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoCard" });
    expect(await w.ask(roll(started.messageId, { ...CHOICES, talents: [1] }), MARK)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    expect(w.writes).toEqual({ creates: 1, updates: 0, dice: 1 });
  });

  it("refuses side b when its actor is gone or cannot attempt the trait", async () => {
    const w = world();
    const started = await w.ask(start({ traitB: { kind: "skill", key: "alchemy" } }), THIEF);
    if (!started.ok) throw new Error(started.reason);
    expect(await w.ask(roll(started.messageId), MARK)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.SkillNotAttemptable" });
    w.ports.actor = () => null;
    expect(await w.ask(roll(started.messageId), MARK)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoTarget" });
    expect(w.writes).toEqual({ creates: 1, updates: 0, dice: 1 });
    expect(w.marked).toEqual(["Actor.thief:skill:legerdemain"]);
  });

  it("leaves the result open when a side's actor is gone by the time both have rolled", async () => {
    const w = world();
    const started = await w.ask(start(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    const { actor } = w.ports;
    w.ports.actor = (uuid) => (uuid === "Actor.thief" ? null : actor(uuid));
    const done = await w.ask(roll(started.messageId), MARK);
    expect(done.ok && done.state.results).toEqual([null]);
  });

  it("reads a hidden roll's faces from its dice message for the result, and keeps the result off the card (issue 28)", async () => {
    const w = world();
    w.tray.push([1, 1, 0, 0], [0, 0, 0, 1]);
    const started = await w.ask(start({ choices: { ...CHOICES, visibility: "gm" } }), THIEF);
    if (!started.ok) throw new Error(started.reason);
    expect(started.state.a.roll).toMatchObject({ faces: null, visibility: "gm", diceMessageIds: ["dice1"] });
    const done = await w.ask(roll(started.messageId, { ...CHOICES, visibility: "self" }), MARK);
    if (!done.ok) throw new Error(done.reason);
    expect(done.state.observers[0]?.roll).toMatchObject({ faces: null, visibility: "self" });
    // Superb (+3) against Good (+1) was worked out on the GM's client, and none of it is on the public card:
    // its bonuses hold no die.
    expect(done.state.results[0]).toEqual({
      shown: null,
      bonuses: { a: { scale: 0, magicResistance: 0 }, b: { scale: 0, magicResistance: 0 } },
    });
    expect(JSON.stringify(done.state)).not.toMatch(/"(aDegree|bDegree|relative|winner)"/);
  });

  it("leaves the result open when side b's hidden faces cannot be read", async () => {
    const w = world();
    const { roll: rollDice } = w.ports;
    w.ports.roll = async (spec) => ({ ...(await rollDice(spec)), diceMessageId: spec.visibility === "public" ? null : "gone" });
    const started = await w.ask(start(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    const done = await w.ask(roll(started.messageId, { ...CHOICES, visibility: "blind" }), MARK);
    expect(done.ok && done.state.observers[0]?.roll).toMatchObject({ faces: null, diceMessageIds: ["gone"] });
    expect(done.ok && done.state.results).toEqual([null]);
  });

  it("answers a card of version 1 (one opponent as `b`) as a card with one observer, public", async () => {
    const w = world();
    const started = await w.ask(start(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    const { observers, results, ...rest } = started.state;
    // A version 1 card had no secrecy field on a public card.
    w.messages.set(started.messageId, { ...rest, secrecy: undefined, v: 1, b: observers[0], result: results[0] });
    w.tray.push([-1, -1, 0, 0]);
    const done = await w.ask(roll(started.messageId), MARK);
    if (!done.ok) throw new Error(done.reason);
    expect(done.state).toMatchObject({ v: 2, secrecy: "public", observers: [{ actorUuid: "Actor.mark" }] });
    expect(done.state.observers[0]?.roll?.visibility).toBe("public");
    expect(done.state.results[0]?.shown).toMatchObject({ winner: "a", aDegree: 1, bDegree: -2, relative: 3 });
  });
});

describe("requests sent together", () => {
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

  it("posts one card for a start sent twice at once, and rolls side b once for two answers", async () => {
    const w = world();
    const { createCard, updateCard } = w.ports;
    w.ports.createCard = async (state) => {
      await tick();
      return createCard(state);
    };
    w.ports.updateCard = async (id, state) => {
      await tick();
      return updateCard(id, state);
    };
    const [first, again] = await Promise.all([w.ask(start(), THIEF), w.ask(start(), THIEF)]);
    expect(w.writes.creates).toBe(1);
    expect(again).toEqual(first);
    if (!first.ok) throw new Error(first.reason);
    const answers = await Promise.all([w.ask(roll(first.messageId), MARK), w.ask(roll(first.messageId), GM)]);
    expect(answers[1]).toEqual({ ok: false, reason: "HARNFUDGE.Contest.AlreadyRolled" });
    expect(w.writes).toEqual({ creates: 1, updates: 1, dice: 2 });
  });
});

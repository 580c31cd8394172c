/**
 * The dice the designated GM's client rolls for a card (play/services/roll-dice.ts, issues 13 and
 * 28), on stand-ins for core's Roll (its FateDie showing queued faces, combat-stubs.ts),
 * ChatMessage, the users and Dice So Nice:
 * - a 4dF check is a HarnFudgeRoll carrying the check (its label localized when it is a key), the
 *   damage die a plain `1dF` Roll; a public roll waits for the card's next write and writes nothing;
 * - a hidden roll goes into its own whispered message for its audience (gm: the GMs and the roller;
 *   blind: the GMs only; self: the roller), linked to its card; a message that was not created is
 *   an error, never a roll with no record;
 * - the GM's client reads a hidden roll's kept faces back only from a GM-authored message;
 * - a card's update adds the rolls made since its last write and shows them with Dice So Nice to
 *   the card's audience, or to everyone when it is public; without Dice So Nice nothing is shown
 *   and nothing fails;
 * - the plain Health roll (strenuous activity, infection) is an attribute check with no modifiers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DiceSpec } from "../../src/play/services/dice";
import { FateDie, StubRoll, diceQueue } from "./combat-stubs";

await vi.hoisted(async () => {
  // HarnFudgeRoll extends the global Roll when its module loads.
  const stubs = await import("./combat-stubs");
  vi.stubGlobal("Roll", stubs.StubRoll);
});
const { rollDice, showDice, updateCardWithRolls, whisperedFaces } = await import("../../src/play/services/roll-dice");
const { rollHealth } = await import("../../src/play/services/health-roll");
const { writeCounter } = await import("../../src/play/services/writes");
const { HarnFudgeRoll } = await import("../../src/rolls/roll");

interface ShowCall {
  roll: unknown;
  user: unknown;
  synchronize: unknown;
  whisper: unknown;
  blind: unknown;
}

let created: Record<string, unknown>[];
let shown: ShowCall[];
/** What ChatMessage.create answers (a message with an id, unless a test says otherwise). */
let createAnswer: (data: Record<string, unknown>) => unknown;
const messages = new Map<string, unknown>();
const gm = { id: "gm1", isGM: true };

const diceSoNice = {
  showForRoll: async (roll: unknown, user: unknown, synchronize: unknown, whisper: unknown, blind: unknown) => {
    shown.push({ roll, user, synchronize, whisper, blind });
    return true;
  },
};

/** The globals of a world with two GMs and a player; `game.dice3d` is Dice So Nice unless given (absent: `{}`). */
function stubWorld(module: { dice3d?: unknown } = { dice3d: diceSoNice }): void {
  vi.stubGlobal("Roll", StubRoll);
  vi.stubGlobal("foundry", { dice: { terms: { FateDie } } });
  vi.stubGlobal("game", {
    release: { generation: 13 },
    i18n: { localize: (key: string) => `«${key}»` },
    user: gm,
    // A user document not yet saved has no id (core's type allows it): it is nobody's audience.
    users: [gm, { id: "gm2", isGM: true }, { id: "player", isGM: false }, { id: null, isGM: true }],
    messages,
    ...module,
  });
  vi.stubGlobal("ChatMessage", {
    create: async (data: Record<string, unknown>) => {
      created.push(data);
      return createAnswer(data);
    },
  });
}

beforeEach(() => {
  created = [];
  shown = [];
  createAnswer = () => ({ id: `dice${created.length}` });
  messages.clear();
  diceQueue.length = 0;
  stubWorld();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function spec(over: Partial<DiceSpec> = {}): DiceSpec {
  return {
    formula: "4dF",
    actorUuid: "Actor.alice",
    label: "Sword",
    level: 2,
    modifiers: [{ label: "Wounds", value: -1 }],
    visibility: "public",
    requesterId: "player",
    cardId: "card1",
    ...over,
  };
}

describe("a public roll (issue 13)", () => {
  it("is a HarnFudgeRoll of the check, waiting for the card's next write, with no message of its own", async () => {
    diceQueue.push([1, 1, 0, -1]);
    const pending: Roll[] = [];
    const creates = writeCounter.creates;
    const rolled = await rollDice(spec(), pending);
    expect(rolled).toEqual({ faces: [1, 1, 0, -1], diceMessageId: null });
    expect(pending).toHaveLength(1);
    const [roll] = pending;
    expect(roll).toBeInstanceOf(HarnFudgeRoll);
    expect(roll?.formula).toBe("4dF + 2 - 1");
    expect(roll?.options).toEqual({
      harnfudge: {
        kind: "skill",
        label: "Sword",
        traitKey: null,
        level: 2,
        modifiers: [{ label: "Wounds", value: -1 }],
        difficulty: null,
        actorUuid: "Actor.alice",
      },
    });
    expect(created).toEqual([]);
    expect(writeCounter.creates - creates).toBe(0);
  });

  it("localizes a label that is a key, and keeps a name as it is", async () => {
    const pending: Roll[] = [];
    await rollDice(spec({ label: "HARNFUDGE.Attack.Damage" }), pending);
    await rollDice(spec({ label: "Harn's HARNFUDGE." }), pending);
    expect(pending.map((r) => (r instanceof HarnFudgeRoll ? r.check.label : null))).toEqual([
      "«HARNFUDGE.Attack.Damage»",
      "Harn's HARNFUDGE.",
    ]);
  });

  it("the damage die is a plain 1dF Roll (no check), its one face read", async () => {
    diceQueue.push([-1]);
    const pending: Roll[] = [];
    expect(await rollDice(spec({ formula: "1dF", level: 0, modifiers: [] }), pending)).toEqual({
      faces: [-1],
      diceMessageId: null,
    });
    expect(pending[0]).not.toBeInstanceOf(HarnFudgeRoll);
    expect(pending[0]?.formula).toBe("1dF");
  });
});

describe("a hidden roll: its own whispered message (issue 13, roll modes)", () => {
  it.each([
    ["gm", ["gm1", "gm2", "player"], false],
    ["blind", ["gm1", "gm2"], true],
    ["self", ["player"], false],
  ] as const)(
    "%s: whispered to %j, blind %s, linked to its card; the card waits for nothing",
    async (visibility, whisper, blind) => {
      diceQueue.push([0, 1, -1, 0]);
      const pending: Roll[] = [];
      const creates = writeCounter.creates;
      const rolled = await rollDice(spec({ visibility, label: "HARNFUDGE.Skill.dodge" }), pending);
      expect(rolled).toEqual({ faces: [0, 1, -1, 0], diceMessageId: "dice1" });
      expect(pending).toEqual([]);
      expect(created).toHaveLength(1);
      const [data] = created;
      expect(data).toEqual({
        speaker: { alias: "«HARNFUDGE.Skill.dodge»" },
        content: "",
        rolls: [expect.any(HarnFudgeRoll)],
        whisper,
        blind,
        flags: { harnfudge: { dice: { card: "card1" } } },
      });
      expect(Array.isArray(data?.["rolls"]) && data["rolls"][0] instanceof HarnFudgeRoll && data["rolls"][0].faces).toEqual([
        0, 1, -1, 0,
      ]);
      expect(writeCounter.creates - creates).toBe(1);
    },
  );

  it("a hidden damage die is a 1dF Roll in its message, the speaker the localized label", async () => {
    diceQueue.push([1]);
    await rollDice(spec({ formula: "1dF", visibility: "blind", label: "HARNFUDGE.Attack.DamageDie" }), []);
    const rolls = created[0]?.["rolls"];
    expect(created[0]?.["speaker"]).toEqual({ alias: "«HARNFUDGE.Attack.DamageDie»" });
    expect(Array.isArray(rolls) ? rolls.map((r: Roll) => [r.formula, r instanceof HarnFudgeRoll]) : null).toEqual([
      ["1dF", false],
    ]);
  });

  it.each([
    ["no message", () => undefined],
    ["a message without an id", () => ({ id: null })],
  ])("refuses to go on when core made %s: the roll would have no record", async (_what, answer) => {
    createAnswer = answer;
    await expect(rollDice(spec({ visibility: "gm" }), [])).rejects.toThrow(/^the dice message was not created$/);
  });
});

describe("reading a hidden roll back on the GM's client", () => {
  it("reads the kept faces of a GM-authored message, every die's, dropping the discarded ones", () => {
    messages.set("m1", {
      author: { isGM: true },
      rolls: [
        {
          dice: [
            { results: [{ result: 1, active: true }, { result: -1, active: false }, { result: 0 }] },
            { results: [{ result: -1, active: true }] },
          ],
        },
        { dice: [{ results: [{ result: 1, active: true }] }] },
      ],
    });
    expect(whisperedFaces("m1")).toEqual([1, 0, -1]);
  });

  it("refuses a message a player wrote, one with no author, one with no roll and an unknown id", () => {
    const rolls = [{ dice: [{ results: [{ result: 1, active: true }] }] }];
    messages.set("forged", { author: { isGM: false }, rolls });
    messages.set("orphan", { author: null, rolls });
    messages.set("empty", { author: { isGM: true }, rolls: [] });
    expect(whisperedFaces("forged")).toBeNull();
    expect(whisperedFaces("orphan")).toBeNull();
    expect(whisperedFaces("empty")).toBeNull();
    expect(whisperedFaces("gone")).toBeNull();
  });
});

/** A GM-authored card with one roll already on it, recording its updates as core would apply them. */
function card() {
  const first = new Roll("4dF");
  const updates: Record<string, unknown>[] = [];
  const message = {
    rolls: [first],
    update: async (data: Record<string, unknown>) => {
      updates.push(data);
      return message;
    },
  };
  // The update reads only the card's rolls and writes through update(); the full document is not built.
  return { first, updates, message: message as unknown as ChatMessage.Implementation };
}

describe("a card's update with the rolls made for it (Dice So Nice)", () => {
  const data = { content: "<p>card</p>", flags: { harnfudge: { attack: { step: 2 } } } };

  it("adds the pending rolls to the card's rolls in one update, empties them, and shows each to everyone", async () => {
    const { first, updates, message } = card();
    const added = [new Roll("4dF"), new Roll("1dF")];
    const pending = [...added];
    const updatesBefore = writeCounter.messageUpdates;
    await updateCardWithRolls(message, data, pending, []);
    expect(updates).toEqual([{ ...data, rolls: [first, ...added].map((r) => JSON.stringify(r)) }]);
    expect(pending).toEqual([]);
    expect(writeCounter.messageUpdates - updatesBefore).toBe(1);
    expect(shown).toEqual(added.map((roll) => ({ roll, user: gm, synchronize: true, whisper: null, blind: false })));
  });

  it("a whispered card's rolls are shown to its audience only", async () => {
    const { message } = card();
    const roll = new Roll("4dF");
    const whisper = ["gm1", "player"];
    await updateCardWithRolls(message, data, [roll], whisper);
    expect(shown).toEqual([{ roll, user: gm, synchronize: true, whisper, blind: false }]);
  });

  it("with no roll pending, the update leaves the card's rolls alone and shows nothing", async () => {
    const { updates, message } = card();
    await updateCardWithRolls(message, data, [], []);
    expect(updates).toEqual([data]);
    expect(shown).toEqual([]);
  });
});

describe("Dice So Nice, where it is installed", () => {
  it.each([
    ["not installed", {}],
    ["set to null", { dice3d: null }],
    ["without showForRoll", { dice3d: {} }],
    ["not an object", { dice3d: "dice3d" }],
  ])("%s: nothing is shown and nothing fails", (_what, module) => {
    stubWorld(module);
    expect(() => showDice(new Roll("4dF"))).not.toThrow();
    expect(shown).toEqual([]);
  });

  it("installed: shows the roll, synchronized, to the whisper given (everyone by default), never blind", () => {
    const roll = new Roll("4dF");
    showDice(roll);
    showDice(roll, ["gm1"]);
    expect(shown).toEqual([
      { roll, user: gm, synchronize: true, whisper: null, blind: false },
      { roll, user: gm, synchronize: true, whisper: ["gm1"], blind: false },
    ]);
  });
});

describe("the GM's client's plain Health roll (rules 3.4.7 strenuous activity, 3.4.8 infection)", () => {
  it("is a Health attribute check at the level and difficulty given, with no modifiers", async () => {
    diceQueue.push([1, 0, 0, -1]);
    const { faces, roll } = await rollHealth("Actor.bob", 1, 0);
    expect(faces).toEqual([1, 0, 0, -1]);
    expect(roll).toBeInstanceOf(HarnFudgeRoll);
    expect(roll.formula).toBe("4dF + 1");
    expect(roll.options).toEqual({
      harnfudge: {
        kind: "attribute",
        label: "«HARNFUDGE.Attribute.health»",
        traitKey: "health",
        level: 1,
        modifiers: [],
        difficulty: 0,
        actorUuid: "Actor.bob",
      },
    });
  });
});

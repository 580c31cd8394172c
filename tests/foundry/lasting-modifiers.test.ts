/**
 * Issue 26, item 3: modifiers that last. A GM sets a modifier for a scene or for chosen tokens (a
 * label, a value, which rolls), kept in the GM's own record (a world setting); an Active Effect's
 * change on the system's roll-modifier keys counts the same way. Each is shown by name in every
 * roll dialog and on every card until cleared, with the rules' exception (Cat's Eyes ignores poor
 * light). Foundry is a stand-in here: the world setting, scenes with tokens, actors with effects.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyStunTrack, emptyWoundTrack } from "../../src/rules";
import { conditionModifiersOf } from "../../src/rolls/actor-conditions";
import { checkCardContext, checkFormula } from "../../src/rolls/check";
import { dialogModifiers, type RollDialogInput } from "../../src/rolls/dialog-view";
import { checkLasting, lastingSource, parseLastingRecords, type LastingRecord } from "../../src/rolls/lasting-record";
import type { PlayableActor } from "../../src/documents/guards";
import { attackCardContext } from "../../src/play/attack/card";
import { handleCardRequest } from "../../src/play/attack/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { ALICE, BOB, FakeWorld, attackRequest, dodge } from "../play/world";
import { i18n } from "../play/render";

afterEach(() => vi.unstubAllGlobals());

const NIGHT: LastingRecord = {
  id: "m1",
  label: "Night",
  value: -1,
  rolls: ["all"],
  dimLight: false,
  scene: "road",
  tokens: null,
};

/** The road scene with Aldric's linked token, the GM's records, and v13 or v14. */
function stubWorld(records: object[], generation = 13) {
  const tokens = [{ id: "aldricToken", actorLink: true, actorId: "aldric" }];
  const collection = Object.assign([...tokens], { get: (id: string) => tokens.find((t) => t.id === id) });
  vi.stubGlobal("game", {
    release: { generation },
    scenes: new Map([["road", { id: "road", tokens: collection }]]),
    settings: {
      get: (scope: string, key: string) => {
        if (scope === "harnfudge" && key === "lastingModifiers") return records;
        throw new Error(`unexpected setting ${scope}.${key}`);
      },
    },
  });
}

/** Aldric, a linked character, with his effects and talents. */
function aldric(effects: object[] = [], talents: string[] = []): PlayableActor {
  const actor = {
    id: "aldric",
    uuid: "Actor.aldric",
    type: "character",
    token: null,
    statuses: new Set<string>(),
    appliedEffects: effects,
    items: talents.map((key) => ({ type: "talent", system: { key, choice: "" } })),
    system: { wounds: emptyWoundTrack(), stun: emptyStunTrack() },
  };
  // The stand-in has the fields the roll path reads; the full Actor type is Foundry's.
  return actor as unknown as PlayableActor;
}

describe("the GM's lasting modifiers and effects in a roll (issue 26)", () => {
  it("a scene modifier of −1 appears in a check's dialog and in its card's breakdown", () => {
    stubWorld([NIGHT]);
    const state = conditionModifiersOf(aldric(), "other", { skill: "climbing" });
    expect(state).toEqual({ refused: null, modifiers: [{ label: "Night", value: -1 }] });
    const input: RollDialogInput = {
      title: "Climbing",
      label: "Climbing",
      level: 1,
      woundPenalty: 0,
      talentBonuses: [],
      difficulty: 0,
      chance: { kind: "difficulty" },
      showOpponents: false,
      conditionModifiers: state.modifiers,
    };
    const dialogState = {
      difficulty: 0,
      situational: 0,
      applyWounds: true,
      opponents: 1,
      talents: [],
      messageMode: "public" as const,
      stun: false,
      pullTo: null,
    };
    const modifiers = dialogModifiers(input, dialogState);
    expect(modifiers).toEqual([{ label: "Night", value: -1 }]);
    const check = {
      kind: "skill" as const,
      label: "Climbing",
      traitKey: "climbing",
      level: 1,
      modifiers,
      difficulty: 0,
      actorUuid: "Actor.aldric",
    };
    const card = checkCardContext({
      check,
      faces: [0, 0, 0, 0],
      formula: checkFormula(check),
      isPrivate: false,
      i18n: { localize: (k) => k },
    });
    expect(card.modifiers).toEqual([{ label: "Night", value: "\u22121" }]);
    expect(card.degree).toBe(0);
  });

  it("a scene modifier counts only for actors standing on that scene, a token modifier only for those tokens", () => {
    stubWorld([
      { ...NIGHT, scene: "cellar" },
      { ...NIGHT, id: "m2", label: "Mud", tokens: ["otherToken"] },
    ]);
    expect(conditionModifiersOf(aldric(), "other").modifiers).toEqual([]);
    stubWorld([{ ...NIGHT, id: "m3", label: "Rope", value: 1, rolls: ["skill.climbing"], tokens: ["aldricToken"] }]);
    expect(conditionModifiersOf(aldric(), "other", { skill: "climbing" }).modifiers).toEqual([{ label: "Rope", value: 1 }]);
    expect(conditionModifiersOf(aldric(), "attack", { skill: "sword" }).modifiers).toEqual([]);
  });

  it("rules 4, Cat's Eyes: the GM's dim-light modifier does not count for a character who sees as a cat", () => {
    stubWorld([{ ...NIGHT, dimLight: true }]);
    expect(conditionModifiersOf(aldric([], ["catsEyes"]), "defence", { skill: "dodge" }).modifiers).toEqual([]);
    expect(conditionModifiersOf(aldric(), "defence", { skill: "dodge" }).modifiers).toEqual([{ label: "Night", value: -1 }]);
  });

  it("an effect's changes on the keys count: v13 `changes` with mode ADD, v14 `system.changes` with type add or subtract", () => {
    stubWorld([]);
    const v13 = {
      name: "Blessing",
      changes: [
        { key: "system.modifiers.all", value: "+1", mode: 2 },
        { key: "system.modifiers.attack", value: "5", mode: 5 },
      ],
    };
    expect(conditionModifiersOf(aldric([v13]), "attack", { skill: "sword" }).modifiers).toEqual([
      { label: "Blessing", value: 1 },
    ]);
    stubWorld([], 14);
    const v14 = {
      name: "Curse",
      changes: [{ key: "system.modifiers.all", value: "9", mode: 2 }],
      system: {
        changes: [
          { key: "system.modifiers.check", value: "2", type: "subtract" },
          { key: "system.modifiers.all", value: "x", type: "add" },
        ],
      },
    };
    expect(conditionModifiersOf(aldric([v14]), "other").modifiers).toEqual([{ label: "Curse", value: -2 }]);
  });

  it("a condition that refuses the roll leaves no modifiers to show", () => {
    stubWorld([NIGHT]);
    const actor = aldric();
    Reflect.set(actor, "statuses", new Set(["knockedOut"]));
    expect(conditionModifiersOf(actor, "attack").refused).not.toBeNull();
    expect(conditionModifiersOf(actor, "attack").modifiers).toEqual([]);
  });
});

describe("a scene modifier on the attack card (issue 26)", () => {
  it("the GM's −1 for the scene is in the attack's and the defence's breakdown on the card", async () => {
    const w = new FakeWorld();
    w.sceneModifiers = [NIGHT];
    const locks = createLockQueue();
    w.tray.push([1, 1, 0, 0]);
    const posted = await handleCardRequest(attackRequest(), ALICE, w.portsFor(), locks);
    if (!posted.ok) throw new Error(posted.reason);
    expect(posted.state.attack.modifiers).toEqual([{ label: "Night", value: -1 }]);
    w.tray.push([0, 0, 0, 0]);
    const defended = await handleCardRequest(dodge(posted.messageId), BOB, w.portsFor(), locks);
    expect(defended.ok && defended.state.defence?.roll?.modifiers).toEqual([{ label: "Night", value: -1 }]);
    const context = attackCardContext({
      card: w.card(posted.messageId),
      messageId: posted.messageId,
      i18n,
      defenceOptions: [],
      sides: { attackerPlayer: true, targetPlayer: true },
      userName: () => "",
    });
    expect(context.attack.modifiers).toContainEqual({ label: "Night", value: "\u22121" });
  });
});

describe("the GM's record (issue 26)", () => {
  it("checks what the GM typed: a label, a whole value within ±4 but not 0, known rolls, a scene", () => {
    const base = { label: " Night ", value: -1, rolls: ["all", "all"], dimLight: true, scene: "road", tokens: null };
    expect(checkLasting(base)).toEqual({ ok: true, record: { ...base, label: "Night", rolls: ["all"] } });
    expect(checkLasting({ ...base, label: "  " })).toEqual({ ok: false, reason: "HARNFUDGE.Lasting.Error.Label" });
    expect(checkLasting({ ...base, label: "x".repeat(61) })).toMatchObject({ ok: false });
    for (const value of [0, 5, -5, 1.5])
      expect(checkLasting({ ...base, value })).toEqual({ ok: false, reason: "HARNFUDGE.Lasting.Error.Value" });
    expect(checkLasting({ ...base, value: 4 }).ok).toBe(true);
    expect(checkLasting({ ...base, rolls: [] })).toEqual({ ok: false, reason: "HARNFUDGE.Lasting.Error.Rolls" });
    expect(checkLasting({ ...base, rolls: ["skill.lockpicking"] })).toEqual({
      ok: false,
      reason: "HARNFUDGE.Lasting.Error.Rolls",
    });
    expect(checkLasting({ ...base, rolls: ["skill.climbing", "attribute.agility", "reaction"] }).ok).toBe(true);
    expect(checkLasting({ ...base, scene: "" })).toEqual({ ok: false, reason: "HARNFUDGE.Lasting.Error.Where" });
    expect(checkLasting({ ...base, tokens: [] })).toEqual({ ok: false, reason: "HARNFUDGE.Lasting.Error.Where" });
  });

  it("reads stored records tolerantly and turns each into the keys an effect would use", () => {
    expect(parseLastingRecords([NIGHT, { ...NIGHT, value: 9 }, { id: 3 }, "x", { ...NIGHT, tokens: "all" }])).toEqual([NIGHT]);
    expect(parseLastingRecords({})).toEqual([]);
    expect(lastingSource({ ...NIGHT, rolls: ["attack", "skill.climbing"], dimLight: true })).toEqual({
      label: "Night",
      changes: [
        { key: "system.modifiers.dimLight.attack", value: -1 },
        { key: "system.modifiers.dimLight.skill.climbing", value: -1 },
      ],
    });
  });
});

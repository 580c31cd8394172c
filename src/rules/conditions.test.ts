import { describe, expect, it } from "vitest";
import type { WoundLevel } from "./constants";
import { RulesError } from "./errors";
import {
  CONDITION_EFFECTS,
  CONDITION_IDS,
  TRACK_CONDITION_IDS,
  conditionExpired,
  conditionForStunResult,
  conditionRollModifier,
  conditionsFromTracks,
  requireConditionIds,
} from "./conditions";
import { applyStun, emptyStunTrack } from "./stun";
import { emptyWoundTrack, markWound } from "./wounds";

const mark = (...levels: WoundLevel[]) => levels.reduce((acc, l) => markWound(acc, l).track, emptyWoundTrack());
const knockedOut = () => applyStun(emptyStunTrack(), "knockedOut").track;

describe("condition effects (rules 3.4.1, 3.4.6)", () => {
  it("rules 3.4.6: Stun — no attacks, −1 to defend, one round; Very Stunned — no attacks, −2 to all actions, two rounds", () => {
    expect(CONDITION_EFFECTS.stunned).toMatchObject({
      canAct: true,
      canAttack: false,
      defencePenalty: -1,
      actionPenalty: 0,
      rounds: 1,
    });
    expect(CONDITION_EFFECTS.veryStunned).toMatchObject({
      canAct: true,
      canAttack: false,
      defencePenalty: 0,
      actionPenalty: -2,
      rounds: 2,
    });
  });

  it("rules 3.4.1/3.4.6: knocked out, incapacitated, near death and dead cannot act; they end with the track", () => {
    for (const id of ["knockedOut", "incapacitated", "nearDeath", "dead"] as const) {
      expect(CONDITION_EFFECTS[id]).toMatchObject({ canAct: false, canAttack: false, rounds: null, endsBy: "track" });
    }
    expect(TRACK_CONDITION_IDS).toEqual(["knockedOut", "incapacitated", "nearDeath", "dead"]);
  });

  it("3.5.1 Net: entangled cannot attack and is −1 to defend until the GM frees it", () => {
    expect(CONDITION_EFFECTS.entangled).toMatchObject({
      canAct: true,
      canAttack: false,
      defencePenalty: -1,
      rounds: null,
      endsBy: "gm",
    });
  });

  it("every condition has a name and a hint key", () => {
    expect(CONDITION_IDS.map((id) => CONDITION_EFFECTS[id].labelKey)).toContain("HARNFUDGE.Condition.nearDeath");
    expect(CONDITION_EFFECTS.nearDeath.hintKey).toBe("HARNFUDGE.ConditionHint.nearDeath");
  });
});

describe("conditions from the tracks (rules 3.4.1, 3.4.6)", () => {
  it.each([
    [[], []],
    [["veryHurt"], []],
    [["incapacitated"], ["incapacitated"]],
    [["incapacitated", "nearDeath"], ["nearDeath"]],
    [["nearDeath", "nearDeath"], ["dead"]],
    [["dead"], ["dead"]],
    [["scratch", "scratch", "scratch", "scratch", "scratch", "scratch", "scratch"], ["nearDeath"]],
  ] as [WoundLevel[], string[]][])("rules 3.4.1: wounds %j give %j (the worst marked box)", (levels, ids) => {
    expect(conditionsFromTracks(mark(...levels), emptyStunTrack())).toEqual(ids);
  });

  it("rules 3.4.6: a knockout comes from the stun track; stun marks alone give none", () => {
    expect(conditionsFromTracks(emptyWoundTrack(), knockedOut())).toEqual(["knockedOut"]);
    expect(conditionsFromTracks(mark("incapacitated"), knockedOut())).toEqual(["knockedOut", "incapacitated"]);
    expect(conditionsFromTracks(emptyWoundTrack(), { stuns: 2, veryStunned: true, knockedOut: false })).toEqual([]);
    expect(() => conditionsFromTracks(emptyWoundTrack(), { stuns: 3, veryStunned: false, knockedOut: false })).toThrow(
      RulesError,
    );
  });

  it("rules 3.4.6: a stun result puts its condition on for its rounds", () => {
    expect(conditionForStunResult("none")).toBeNull();
    expect(conditionForStunResult("stun")).toEqual({ id: "stunned", rounds: 1 });
    expect(conditionForStunResult("veryStunned")).toEqual({ id: "veryStunned", rounds: 2 });
    expect(conditionForStunResult("knockedOut")).toEqual({ id: "knockedOut", rounds: null });
    expect(() => conditionForStunResult("dazed" as never)).toThrow(RulesError);
  });
});

describe("what conditions do to a roll (rules 3.4.1, 3.4.6)", () => {
  it("rules 3.4.6: a stunned character cannot attack and defends at −1; other rolls are untouched", () => {
    expect(conditionRollModifier(["stunned"], "attack")).toEqual({
      modifier: 0,
      refused: true,
      reasonKey: "HARNFUDGE.Condition.CannotAttack",
      sources: ["stunned"],
    });
    expect(conditionRollModifier(["stunned"], "defence")).toEqual({
      modifier: -1,
      refused: false,
      reasonKey: null,
      sources: ["stunned"],
    });
    expect(conditionRollModifier(["stunned"], "other")).toEqual({ modifier: 0, refused: false, reasonKey: null, sources: [] });
  });

  it("rules 3.4.6: very stunned: no attacks and −2 to all actions; it includes Stun (not added twice)", () => {
    expect(conditionRollModifier(["veryStunned"], "attack")).toMatchObject({ modifier: -2, refused: true });
    expect(conditionRollModifier(["veryStunned"], "defence")).toMatchObject({ modifier: -2, refused: false });
    expect(conditionRollModifier(["veryStunned"], "other")).toMatchObject({ modifier: -2, refused: false });
    expect(conditionRollModifier(["stunned", "veryStunned"], "defence")).toEqual({
      modifier: -2,
      refused: false,
      reasonKey: null,
      sources: ["veryStunned"],
    });
  });

  it("3.5.1 Net: entangled cannot attack, −1 to defend; different conditions add up", () => {
    expect(conditionRollModifier(["entangled"], "attack")).toMatchObject({
      refused: true,
      reasonKey: "HARNFUDGE.Condition.CannotAttack",
    });
    expect(conditionRollModifier(["entangled", "stunned"], "defence").modifier).toBe(-2);
    expect(conditionRollModifier(["entangled", "veryStunned", "entangled"], "defence").modifier).toBe(-3);
  });

  it.each(["knockedOut", "incapacitated", "nearDeath", "dead"])("rules 3.4.1: %s refuses every roll", (id) => {
    for (const kind of ["attack", "defence", "other"] as const) {
      expect(conditionRollModifier([id, "stunned"], kind)).toMatchObject({
        refused: true,
        reasonKey: "HARNFUDGE.Condition.CannotAct",
      });
    }
  });

  it("no conditions, no change; unknown conditions and roll kinds throw", () => {
    expect(conditionRollModifier([], "attack")).toEqual({ modifier: 0, refused: false, reasonKey: null, sources: [] });
    expect(() => conditionRollModifier(["asleep"], "attack")).toThrow(RulesError);
    expect(() => conditionRollModifier([], "spell" as never)).toThrow(RulesError);
    expect(requireConditionIds(["dead", "stunned", "dead"])).toEqual(["stunned", "dead"]);
  });
});

describe("condition expiry (rules 3.4.6, 3.1.2)", () => {
  it("rules 3.4.6: without turns, a condition for n rounds ends at the start of round start + n", () => {
    expect(conditionExpired(3, 1, 3)).toBe(false);
    expect(conditionExpired(3, 1, 4)).toBe(true);
    expect(conditionExpired(3, 2, 4)).toBe(false);
    expect(conditionExpired(3, 2, 5)).toBe(true);
    expect(conditionExpired(3, null, 100)).toBe(false);
  });

  it("rules 3.4.6: with turns, it ends when the combat reaches the same turn n rounds later", () => {
    expect(conditionExpired(3, 1, 4, { start: 2, current: 1 })).toBe(false);
    expect(conditionExpired(3, 1, 4, { start: 2, current: 2 })).toBe(true);
    expect(conditionExpired(3, 1, 5, { start: 2, current: 0 })).toBe(true);
    expect(conditionExpired(3, 2, 4, { start: 0, current: 5 })).toBe(false);
    expect(conditionExpired(3, 1, 3, { start: 0, current: 5 })).toBe(false);
  });

  it("bad rounds and turns throw", () => {
    expect(() => conditionExpired(-1, 1, 0)).toThrow(RulesError);
    expect(() => conditionExpired(1, 1.5, 2)).toThrow(RulesError);
    expect(() => conditionExpired(1, 1, 2, { start: -1, current: 0 })).toThrow(RulesError);
  });
});

describe("the stun conditions end by rounds (rules 3.4.6)", () => {
  it("rules 3.4.6: Stunned lasts one round, Very Stunned two, each with its label and hint", () => {
    expect(CONDITION_EFFECTS.stunned).toEqual({
      canAct: true,
      canAttack: false,
      defencePenalty: -1,
      actionPenalty: 0,
      rounds: 1,
      endsBy: "rounds",
      labelKey: "HARNFUDGE.Condition.stunned",
      hintKey: "HARNFUDGE.ConditionHint.stunned",
    });
    expect(CONDITION_EFFECTS.veryStunned).toEqual({
      canAct: true,
      canAttack: false,
      defencePenalty: 0,
      actionPenalty: -2,
      rounds: 2,
      endsBy: "rounds",
      labelKey: "HARNFUDGE.Condition.veryStunned",
      hintKey: "HARNFUDGE.ConditionHint.veryStunned",
    });
  });
});

/**
 * The conditions on both core generations (issue 19): Stunned and Very Stunned written and read in
 * the generation's duration shape (v13 `duration.rounds/startRound/startTurn/combat`, v14 `start.*`
 * and `duration.{value, units, expiry}`), a re-stun restarting its rounds, the system's sweep the
 * one expiry system (v14: our expiry event, which core never fires); the track sync switching off
 * only the effects the system created (a Dead from Foundry's Defeated toggle stays); and condition
 * descriptions localized on the effect.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { markWound, emptyWoundTrack } from "../../src/rules";
import type { PlayableActor } from "../../src/documents/guards";
import { FakeActor, stubActiveEffect } from "./effect-stubs";

vi.hoisted(() => vi.stubGlobal("Roll", function Roll() {}));
const { expireInCombat, registerStatusEffects, startCondition, syncTrackStatuses } =
  await import("../../src/play/services/status");

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Moment {
  round: number;
  turn: number;
}

/** The globals of one generation, with a started combat "c1" at the given moment (or none). */
function stubWorld(generation: 13 | 14, at: Moment | null) {
  const combat = at ? { id: "c1", started: true, ...at, combatants: [] as { actor: FakeActor }[] } : null;
  vi.stubGlobal("game", {
    release: { generation },
    i18n: { localize: (key: string) => `«${key}»` },
    combat,
    users: { activeGM: { isSelf: true } },
    time: { worldTime: 7200 },
  });
  vi.stubGlobal("CONFIG", {
    statusEffects: generation >= 14 ? {} : [],
    specialStatusEffects: { DEFEATED: "dead" },
    ActiveEffect: generation >= 14 ? { expiryEvents: {} } : {},
  });
  stubActiveEffect();
  return combat;
}

// The status code reads only the stand-in's fields (type, system, effects, statuses, the writes);
// the full Actor type is not built for a test.
const playable = (actor: FakeActor) => actor as unknown as PlayableActor;

/** Runs the GM's sweep with the combat at a moment; returns the ids it deleted. */
async function sweep(actor: FakeActor, at: Moment): Promise<string[]> {
  const combat = { id: "c1", started: true, ...at, combatants: [{ actor }] };
  actor.deleted = [];
  // A stand-in combat with the fields the sweep reads (id, started, round, turn, combatants).
  await expireInCombat(combat as unknown as Combat.Implementation);
  return actor.deleted;
}

describe("Stunned's rounds in the generation's duration shape", () => {
  it("v13: duration.rounds, combat, startRound, startTurn; no v14 start", async () => {
    stubWorld(13, { round: 2, turn: 1 });
    const actor = new FakeActor();
    await startCondition(playable(actor), "stunned", 1);
    const [effect] = actor.list;
    expect(effect?.duration).toEqual({ rounds: 1, combat: "c1", startRound: 2, startTurn: 1 });
    expect(effect?.start).toBeUndefined();
    expect(effect?.getFlag("harnfudge", "condition")).toBe(true);
    // The world time it began: outside the tracker its round passes with world time (play/timers).
    expect(effect?.getFlag("harnfudge", "since")).toBe(7200);
  });

  it("v14: start.{combat, round, turn}, duration.{value, units, expiry}; none of the deprecated keys", async () => {
    stubWorld(14, { round: 2, turn: 1 });
    const actor = new FakeActor();
    await startCondition(playable(actor), "veryStunned", 2);
    const [effect] = actor.list;
    expect(effect?.start).toEqual({ combat: "c1", round: 2, turn: 1 });
    expect(effect?.duration).toEqual({ value: 2, units: "rounds", expiry: "harnfudge.rulesRounds", expired: false });
  });

  it("v14: the expiry event is the system's, registered with a label and never fired by core", () => {
    stubWorld(14, null);
    registerStatusEffects();
    expect(CONFIG.ActiveEffect).toEqual({ expiryEvents: { "harnfudge.rulesRounds": "HARNFUDGE.Condition.RulesExpiry" } });
  });

  it("outside combat, an open-ended condition is indefinite on v14 (no value, no expiry)", async () => {
    stubWorld(14, null);
    const actor = new FakeActor();
    await startCondition(playable(actor), "knockedOut", null);
    expect(actor.list[0]?.duration).toEqual({ value: null, units: "seconds", expiry: null, expired: false });
  });
});

describe.each([13, 14] as const)("on v%i: the sweep and a re-stun", (generation) => {
  it("removes Stunned at the same turn a round later, Very Stunned two rounds later", async () => {
    stubWorld(generation, { round: 2, turn: 1 });
    const actor = new FakeActor();
    await startCondition(playable(actor), "stunned", 1);
    await startCondition(playable(actor), "veryStunned", 2);
    const [stunned, very] = actor.list.map((e) => e.id);
    expect(await sweep(actor, { round: 3, turn: 0 })).toEqual([]);
    expect(await sweep(actor, { round: 3, turn: 1 })).toEqual([stunned]);
    expect(await sweep(actor, { round: 4, turn: 1 })).toEqual([very]);
  });

  it("a re-stun restarts the rounds on the same effect", async () => {
    stubWorld(generation, { round: 2, turn: 1 });
    const actor = new FakeActor();
    await startCondition(playable(actor), "stunned", 1);
    stubWorld(generation, { round: 3, turn: 0 });
    await startCondition(playable(actor), "stunned", 1);
    expect(actor.list).toHaveLength(1);
    expect(actor.list[0]?.updates).toBe(1);
    const id = actor.list[0]?.id;
    expect(await sweep(actor, { round: 3, turn: 1 })).toEqual([]);
    expect(await sweep(actor, { round: 4, turn: 0 })).toEqual([id]);
  });

  it("leaves a Stunned someone else put on by hand (no flag) to them", async () => {
    stubWorld(generation, { round: 2, turn: 1 });
    const actor = new FakeActor();
    actor.add({ statuses: ["stunned"], duration: { rounds: 1, startRound: 1, startTurn: 0, combat: "c1" } });
    expect(await sweep(actor, { round: 9, turn: 0 })).toEqual([]);
  });
});

describe.each([13, 14] as const)("on v%i: the track sync and Foundry's Defeated toggle", (generation) => {
  it("a Dead the Defeated toggle added stays when the next wound changes the tracks", async () => {
    stubWorld(generation, null);
    const actor = new FakeActor();
    await actor.toggleStatusEffect("dead", { active: true });
    actor.system.wounds = markWound(emptyWoundTrack(), "hurt").track;
    await syncTrackStatuses(playable(actor));
    expect([...actor.statuses]).toEqual(["dead"]);
    expect(actor.deleted).toEqual([]);
  });

  it("switches its own conditions on and off with the tracks, flagged, their descriptions localized", async () => {
    stubWorld(generation, null);
    const actor = new FakeActor();
    actor.system.wounds = markWound(emptyWoundTrack(), "incapacitated").track;
    await syncTrackStatuses(playable(actor));
    const [effect] = actor.list;
    expect([...actor.statuses]).toEqual(["incapacitated"]);
    expect(effect?.getFlag("harnfudge", "condition")).toBe(true);
    expect(effect?.data["description"]).toBe("«HARNFUDGE.ConditionHint.incapacitated»");
    actor.system.wounds = emptyWoundTrack();
    await syncTrackStatuses(playable(actor));
    expect(actor.list).toEqual([]);
  });

  it("does not add a second Dead when the track marks death and the toggle's Dead is there", async () => {
    stubWorld(generation, null);
    const actor = new FakeActor();
    await actor.toggleStatusEffect("dead", { active: true });
    actor.system.wounds = { ...emptyWoundTrack(), dead: true };
    await syncTrackStatuses(playable(actor));
    expect(actor.list).toHaveLength(1);
  });
});

describe("a knockout's ten minutes and Near Death's hour in the generation's duration shape", () => {
  it("v13: duration.seconds and startTime; v14: start.time and duration.value in seconds, ended by the system's event", async () => {
    const { worldTimeDurationData } = await import("../../src/compat/world-time-duration");
    vi.stubGlobal("game", { release: { generation: 13 } });
    expect(worldTimeDurationData(600, 5000)).toEqual({ duration: { seconds: 600, startTime: 5000 } });
    vi.stubGlobal("game", { release: { generation: 14 } });
    // v14 counts the seconds left from start.time: the start the system's timer counts from (issue 25, item 9).
    expect(worldTimeDurationData(3600, 5000)).toEqual({
      start: { time: 5000 },
      duration: { value: 3600, units: "seconds", expiry: "harnfudge.rulesRounds", expired: false },
    });
  });
});

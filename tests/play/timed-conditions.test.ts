/**
 * Conditions timed by world time (rules 3.4.6: a knockout needs "just time", a stun lasts its
 * rounds; 3.4.1: Near Death "will die in an hour or less" without medical attention; 3.1.2: a round
 * is about one second), as the designated GM's client decides when world time moves: a knockout
 * ends after ten minutes; a Near Death character untreated after an hour is one reminder to the GM,
 * and never dies by itself; a stun outside its combat's tracker ends after its rounds of world
 * time, and every stun ends when its combat is gone. The GM's client keeps its own record of the
 * starts, so effects a player makes on her own actor cost it nothing.
 */
import { describe, expect, it } from "vitest";
import {
  planTimers,
  parseTimerMarks,
  TIMER_MARKS_LIMIT,
  type OwnEffect,
  type TimerActor,
  type TimerMarks,
  type TimerWorld,
} from "../../src/play/timers/decide";
import { emptyStunTrack, emptyWoundTrack, markWound, type WoundTrack } from "../../src/rules";

const T0 = 10_000;

function world(now: number, from = now, marks: TimerMarks = {}, combats: string[] = []): TimerWorld {
  return { now, from, marks, combats: new Set(combats) };
}

const effect = (effectId: string, statuses: string[], extra: Partial<OwnEffect> = {}): OwnEffect => ({
  effectId,
  statuses,
  since: null,
  combatId: null,
  rounds: null,
  ...extra,
});

function knockedOut(effects: OwnEffect[] = [effect("e1", ["knockedOut"])]): TimerActor {
  return {
    uuid: "Actor.k",
    name: "Kell",
    stun: { stuns: 2, veryStunned: false, knockedOut: true },
    wounds: emptyWoundTrack(),
    effects,
    fighting: [],
  };
}

function nearDeathTrack(treatment: "untreated" | "failed" | "treated" | "magical"): WoundTrack {
  const wounds: WoundTrack = markWound(emptyWoundTrack(), "nearDeath").track;
  wounds.boxes = wounds.boxes.map((b) => (b.severity === "nearDeath" ? { ...b, treatment } : b));
  return wounds;
}

function nearDeath(
  treatment: "untreated" | "failed" | "treated" | "magical" = "untreated",
  effects: OwnEffect[] = [],
): TimerActor {
  return { uuid: "Actor.n", name: "Nessa", stun: emptyStunTrack(), wounds: nearDeathTrack(treatment), effects, fighting: [] };
}

const kinds = (actors: TimerActor[], w: TimerWorld) => planTimers(actors, w).actions.map((a) => a.kind);

describe("a knockout passes with time (rules 3.4.6)", () => {
  it("noted at the start of the advance after it; still out at 9 min 59 s; at ten minutes it ends, its stun marks kept", () => {
    const first = planTimers([knockedOut()], world(T0 + 6, T0));
    expect(first.marks).toEqual({ "Actor.k": { knockedOut: T0 } });
    expect(first.changed).toBe(true);
    // The system's effect gets its start, so the sheet and Foundry show the ten minutes left.
    expect(first.actions).toEqual([{ kind: "show", actorUuid: "Actor.k", effectId: "e1", since: T0, seconds: 600 }]);
    expect(kinds([knockedOut([effect("e1", ["knockedOut"], { since: T0 })])], world(T0 + 599, T0 + 6, first.marks))).toEqual([]);
    expect(planTimers([knockedOut()], world(T0 + 600, T0 + 599, first.marks)).actions).toEqual([
      { kind: "wake", actorUuid: "Actor.k", name: "Kell", stun: { stuns: 2, veryStunned: false, knockedOut: false } },
    ]);
  });

  it("one advance of an hour right after the knockout wakes the character; a cleared knockout drops its mark", () => {
    expect(kinds([knockedOut()], world(T0 + 3600, T0))).toEqual(["wake"]);
    const awake = { ...knockedOut(), stun: emptyStunTrack() };
    const plan = planTimers([awake], world(T0 + 3600, T0, { "Actor.k": { knockedOut: T0 } }));
    expect(plan).toEqual({ actions: [], marks: {}, changed: true });
  });

  it("is read from the track: no effect needed, and a flagged effect without the track times nothing", () => {
    expect(kinds([knockedOut([])], world(T0 + 600, T0))).toEqual(["wake"]);
    const fake: TimerActor = { ...knockedOut(), stun: emptyStunTrack() };
    expect(planTimers([fake], world(T0 + 99_999, T0))).toEqual({ actions: [], marks: {}, changed: false });
  });
});

describe("Near Death's hour is a reminder to the GM (rules 3.4.1)", () => {
  it("untreated after an hour: one reminder per Near Death, whatever happens to the effects", () => {
    const noted = planTimers([nearDeath()], world(T0 + 60, T0));
    expect(noted.actions).toEqual([]);
    expect(noted.marks).toEqual({ "Actor.n": { nearDeath: T0 } });
    const hour = planTimers([nearDeath()], world(T0 + 3600, T0 + 60, noted.marks));
    expect(hour.actions).toEqual([{ kind: "remind", actorUuid: "Actor.n", name: "Nessa", since: T0 }]);
    expect(hour.marks).toEqual({ "Actor.n": { nearDeath: T0, reminded: T0 } });
    expect(planTimers([nearDeath()], world(T0 + 7200, T0 + 3600, hour.marks))).toEqual({
      actions: [],
      marks: hour.marks,
      changed: false,
    });
  });

  it("a player's own condition effects (flagged, many, without `reminded`) cost no write and no second reminder", () => {
    const forged = nearDeath(
      "untreated",
      [1, 2, 3, 4].map((n) => effect(`f${n}`, ["nearDeath"], { since: T0 })),
    );
    const marks = { "Actor.n": { nearDeath: T0, reminded: T0 } };
    for (const now of [T0 + 3700, T0 + 3800, T0 + 9000])
      expect(planTimers([forged], world(now, now - 100, marks)).actions).toEqual([]);
    // Without the GM's record the first one is noted, and only it gets its start written.
    expect(
      planTimers([nearDeath("untreated", [effect("f1", ["nearDeath"]), effect("f2", ["nearDeath"])])], world(T0 + 1, T0)).actions,
    ).toEqual([{ kind: "show", actorUuid: "Actor.n", effectId: "f1", since: T0, seconds: 3600 }]);
  });

  it("a failed treatment is no help; one that held, or magic, is; a new Near Death reminds again", () => {
    const marks = { "Actor.n": { nearDeath: T0 } };
    expect(kinds([nearDeath("failed")], world(T0 + 3600, T0, marks))).toEqual(["remind"]);
    expect(kinds([nearDeath("treated")], world(T0 + 3600, T0, marks))).toEqual([]);
    expect(kinds([nearDeath("magical")], world(T0 + 3600, T0, marks))).toEqual([]);
    const healed = { ...nearDeath(), wounds: emptyWoundTrack() };
    const after = planTimers([healed], world(T0 + 4000, T0 + 3600, { "Actor.n": { nearDeath: T0, reminded: T0 } }));
    expect(after.marks).toEqual({});
    const again = planTimers([nearDeath()], world(T0 + 9000, T0 + 5000, after.marks));
    expect(again.actions).toEqual([{ kind: "remind", actorUuid: "Actor.n", name: "Nessa", since: T0 + 5000 }]);
  });

  it("nothing kills: the dead get no reminder and no action ever marks death", () => {
    const dead = nearDeath();
    dead.wounds = { ...dead.wounds, dead: true };
    expect(planTimers([dead], world(T0 + 3600, T0))).toEqual({ actions: [], marks: {}, changed: false });
    expect(kinds([nearDeath(), knockedOut()], world(T0 + 99_999, T0))).toEqual(["remind", "wake"]);
  });
});

describe("stuns end when their time ends (rules 3.4.6, 3.1.2: a round is one second)", () => {
  const stunned = (extra: Partial<OwnEffect>, fighting: string[] = []): TimerActor => ({
    uuid: "Actor.s",
    name: "Scout",
    stun: { stuns: 1, veryStunned: false, knockedOut: false },
    wounds: emptyWoundTrack(),
    effects: [effect("st", ["stunned"], { rounds: 1, ...extra })],
    fighting,
  });

  it("outside a combat: Stunned ends after one second of world time, Very Stunned after two", () => {
    expect(kinds([stunned({ since: T0 })], world(T0, T0))).toEqual([]);
    expect(planTimers([stunned({ since: T0 })], world(T0 + 1, T0)).actions).toEqual([
      { kind: "expire", actorUuid: "Actor.s", effectIds: ["st"] },
    ]);
    const very = stunned({ since: T0, rounds: 2 });
    expect(kinds([very], world(T0 + 1, T0))).toEqual([]);
    expect(kinds([very], world(T0 + 2, T0 + 1))).toEqual(["expire"]);
  });

  it("a combatant of the started combat it began in waits for the tracker; someone outside the tracker goes by world time", () => {
    expect(kinds([stunned({ since: T0, combatId: "c1" }, ["c1"])], world(T0 + 60, T0, {}, ["c1"]))).toEqual([]);
    expect(kinds([stunned({ since: T0, combatId: "c1" }, [])], world(T0 + 1, T0, {}, ["c1"]))).toEqual(["expire"]);
  });

  it("a stun whose combat is gone has ended, also at the start sweep (no time passed)", () => {
    expect(kinds([stunned({ since: T0, combatId: "c1", rounds: 2 }, ["c1"])], world(T0, T0, {}, []))).toEqual(["expire"]);
  });

  it("a stun without its start (made before starts were noted) ends at the next advance, not at the start sweep", () => {
    expect(kinds([stunned({})], world(T0, T0))).toEqual([]);
    expect(kinds([stunned({})], world(T0 + 1, T0))).toEqual(["expire"]);
  });

  it("a Very Stunned effect of its own ends too, and one effect carrying a stun among other statuses ends with the stun", () => {
    const very = stunned({});
    very.effects = [effect("vs", ["veryStunned"], { since: T0, rounds: 2 })];
    expect(planTimers([very], world(T0 + 2, T0)).actions).toEqual([{ kind: "expire", actorUuid: "Actor.s", effectIds: ["vs"] }]);
    const mixed = stunned({});
    mixed.effects = [effect("mx", ["prone", "stunned"], { since: T0, rounds: 1 })];
    expect(planTimers([mixed], world(T0 + 1, T0)).actions).toEqual([{ kind: "expire", actorUuid: "Actor.s", effectIds: ["mx"] }]);
  });

  it("only the system's own stuns are timed: Entangled and untimed effects stay", () => {
    const actor = stunned({ since: T0 });
    actor.effects = [effect("en", ["entangled"]), effect("st", ["stunned"], { since: T0, rounds: null })];
    expect(kinds([actor], world(T0 + 999, T0))).toEqual([]);
  });
});

describe("the GM's record", () => {
  it("keeps actors not read this time and the newest marks past its limit", () => {
    const kept = { "Actor.elsewhere": { knockedOut: 5 } };
    expect(planTimers([knockedOut()], world(T0 + 1, T0, kept)).marks).toEqual({ ...kept, "Actor.k": { knockedOut: T0 } });
    const full = Object.fromEntries(Array.from({ length: TIMER_MARKS_LIMIT }, (_, i) => [`Actor.a${i}`, { nearDeath: i }]));
    const plan = planTimers([knockedOut()], world(T0 + 1, T0, full));
    expect(Object.keys(plan.marks)).toHaveLength(TIMER_MARKS_LIMIT);
    expect(plan.marks["Actor.k"]).toEqual({ knockedOut: T0 });
    expect(plan.marks["Actor.a0"]).toBeUndefined();
  });

  it("a record exactly at its limit with nothing new is not written again", () => {
    const full = Object.fromEntries(Array.from({ length: TIMER_MARKS_LIMIT }, (_, i) => [`Actor.a${i}`, { nearDeath: i }]));
    expect(planTimers([], world(T0 + 1, T0, full))).toEqual({ actions: [], marks: full, changed: false });
  });

  it("a record read back over its limit is cut to the newest marks and written, a knockout counting by its start", () => {
    const marks: TimerMarks = Object.fromEntries(
      Array.from({ length: TIMER_MARKS_LIMIT }, (_, i) => [`Actor.a${i}`, { nearDeath: 1000 + i }]),
    );
    marks["Actor.oldKnockout"] = { knockedOut: 1 };
    const plan = planTimers([], world(T0 + 1, T0, marks));
    expect(plan.changed).toBe(true);
    expect(Object.keys(plan.marks)).toHaveLength(TIMER_MARKS_LIMIT);
    expect(plan.marks["Actor.oldKnockout"]).toBeUndefined();
    expect(plan.marks["Actor.a0"]).toEqual({ nearDeath: 1000 });
  });

  it("reads back only numbers", () => {
    expect(
      parseTimerMarks({
        "Actor.a": { knockedOut: 3, nearDeath: "x", reminded: Number.NaN },
        "Actor.b": 4,
        "Actor.c": {},
        "Actor.d": null,
      }),
    ).toEqual({
      "Actor.a": { knockedOut: 3 },
    });
    expect(parseTimerMarks(null)).toEqual({});
    expect(parseTimerMarks([1])).toEqual({});
  });
});

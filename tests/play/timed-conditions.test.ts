/**
 * Conditions timed by world time (rules 3.4.6: a knockout needs "just time"; 3.4.1: Near Death
 * "will die in an hour or less" without medical attention), as the designated GM's client decides
 * when world time moves: a knockout ends after ten minutes (the stun track's knockout cleared,
 * nothing else); a Near Death character untreated after an hour is one reminder to the GM, and
 * never dies by itself.
 */
import { describe, expect, it } from "vitest";
import { dueTimers, type TimedEffect, type TimerActor } from "../../src/play/timers/decide";
import { emptyStunTrack, emptyWoundTrack, markWound, type WoundTrack } from "../../src/rules";

const T0 = 10_000;

function knockedOut(since: number | null): TimerActor {
  return {
    uuid: "Actor.k",
    name: "Kell",
    stun: { stuns: 2, veryStunned: false, knockedOut: true },
    wounds: emptyWoundTrack(),
    effects: [{ effectId: "e1", status: "knockedOut", since, reminded: false }],
  };
}

function nearDeath(treatment: "untreated" | "failed" | "treated" | "magical", extra: Partial<TimedEffect> = {}): TimerActor {
  const wounds: WoundTrack = markWound(emptyWoundTrack(), "nearDeath").track;
  wounds.boxes = wounds.boxes.map((b) => (b.severity === "nearDeath" ? { ...b, treatment } : b));
  return {
    uuid: "Actor.n",
    name: "Nessa",
    stun: emptyStunTrack(),
    wounds,
    effects: [{ effectId: "e2", status: "nearDeath", since: T0, reminded: false, ...extra }],
  };
}

describe("a knockout passes with time (rules 3.4.6)", () => {
  it("still out at 9 min 59 s; at ten minutes it ends, its stun marks kept", () => {
    expect(dueTimers([knockedOut(T0)], T0 + 599)).toEqual([]);
    expect(dueTimers([knockedOut(T0)], T0 + 600)).toEqual([
      { kind: "wake", actorUuid: "Actor.k", name: "Kell", stun: { stuns: 2, veryStunned: false, knockedOut: false } },
    ]);
  });

  it("a knockout the GM already cleared from the track does nothing", () => {
    const actor = knockedOut(T0);
    actor.stun = { ...actor.stun, knockedOut: false };
    expect(dueTimers([actor], T0 + 3600)).toEqual([]);
  });

  it("a knockout not noted yet is noted at the start of the advance that follows it, with its span", () => {
    expect(dueTimers([knockedOut(null)], T0 + 6, T0)).toEqual([
      { kind: "note", actorUuid: "Actor.k", effectId: "e1", since: T0, seconds: 600 },
    ]);
  });

  it("one advance of an hour right after the knockout notes it and wakes the character", () => {
    expect(dueTimers([knockedOut(null)], T0 + 3600, T0).map((a) => a.kind)).toEqual(["note", "wake"]);
  });
});

describe("Near Death's hour is a reminder to the GM (rules 3.4.1)", () => {
  it("untreated after an hour: one reminder; before it, none", () => {
    expect(dueTimers([nearDeath("untreated")], T0 + 3599)).toEqual([]);
    expect(dueTimers([nearDeath("untreated")], T0 + 3600)).toEqual([
      { kind: "remind", actorUuid: "Actor.n", name: "Nessa", effectId: "e2", since: T0 },
    ]);
    expect(dueTimers([nearDeath("untreated", { reminded: true })], T0 + 7200)).toEqual([]);
  });

  it("Near Death not noted yet is noted with its hour; a jump of an hour reminds at once", () => {
    expect(dueTimers([nearDeath("untreated", { since: null })], T0 + 60, T0)).toEqual([
      { kind: "note", actorUuid: "Actor.n", effectId: "e2", since: T0, seconds: 3600 },
    ]);
    expect(dueTimers([nearDeath("untreated", { since: null })], T0 + 3600, T0).map((a) => a.kind)).toEqual(["note", "remind"]);
  });

  it("a failed treatment is no help; one that held, or magic, is", () => {
    expect(dueTimers([nearDeath("failed")], T0 + 3600)).toHaveLength(1);
    expect(dueTimers([nearDeath("treated")], T0 + 3600)).toEqual([]);
    expect(dueTimers([nearDeath("magical")], T0 + 3600)).toEqual([]);
  });

  it("nothing kills: the dead get no reminder and no action ever marks death", () => {
    const dead = nearDeath("untreated");
    dead.wounds = { ...dead.wounds, dead: true };
    expect(dueTimers([dead], T0 + 3600)).toEqual([]);
    const actions = dueTimers([nearDeath("untreated"), knockedOut(T0)], T0 + 99_999);
    expect(actions.map((a) => a.kind)).toEqual(["remind", "wake"]);
  });
});

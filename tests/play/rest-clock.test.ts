/**
 * Rest on the world clock (src/play/healing/decide-clock.ts) through the GM write path: the same
 * `handleHealRequest` rest, records and lock queue as Rest…, driven by the world's time.
 */
import { describe, expect, it } from "vitest";
import {
  handleClockRest,
  handleClockTravel,
  handleManualRest,
  manualRestMark,
  restCandidates,
  restOver,
  restsOnClock,
  type ClockPorts,
  type ClockSpan,
} from "../../src/play/healing/decide-clock";
import { MAX_REST_DAYS, handleHealRequest, type HealPorts } from "../../src/play/healing/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { GM, healWorld, woundedTrack, type HealWorld } from "./heal-world";
import { restPendingDays } from "../../src/play/healing/clock-span";
import { healingDaysView } from "../../src/sheets/context/wounds";
import { loadI18n } from "../../scripts/render/i18n";
import { markWound, restDays } from "../../src/rules";

const DAY = 86_400;
/** A wounded player character outside combat: the rest offer ticks him. */
const FIT = {
  uuid: "a",
  name: "Aldric",
  playerCharacter: true,
  dead: false,
  wounded: true,
  fighting: false,
  nearDeathUntreated: false,
};
const span = (from: number, to: number): ClockSpan => ({ from, to, secondsPerDay: DAY });

/** The heal world with a rest mark on the patient, written in the same update as its wounds. */
function clockWorld(): HealWorld & { ports: HealPorts & ClockPorts; state: { mark: number | null; markWrites: number } } {
  const w = healWorld();
  const state = { mark: null as number | null, markWrites: 0 };
  const write = w.ports.writePatient;
  const ports: HealPorts & ClockPorts = {
    ...w.ports,
    writePatient: async (uuid, data) => {
      await write(uuid, data);
      if (data.restedUntil !== undefined) state.mark = data.restedUntil;
    },
    restedUntil: () => state.mark,
    writeRestMark: async (_uuid, at) => {
      state.markWrites += 1;
      state.mark = at;
    },
  };
  return Object.assign(w, { ports, state });
}

/** The world's clock: each advance or rewind fires the hook's work on the GM's client, in the patient's lock. */
function clock(world: ReturnType<typeof clockWorld>, start = 0) {
  const locks = createLockQueue();
  let now = start;
  return {
    async to(time: number) {
      const from = now;
      now = time;
      if (time <= from) return null; // a rewind: nothing rests
      return locks.run(["Actor.patient"], () => handleClockRest("Actor.patient", span(from, time), GM, world.ports));
    },
  };
}

async function restedByHand(days: number) {
  const w = healWorld();
  const result = await handleHealRequest({ kind: "rest", requestId: "rest-1", patientUuid: "Actor.patient", days }, GM, w.ports);
  expect(result.ok).toBe(true);
  return w.patient.wounds;
}

describe("rest on the world clock", () => {
  it("advancing the world by N days heals exactly what Rest… N days does, in one actor update", async () => {
    for (const days of [1, 2.5, 7, 12]) {
      const w = clockWorld();
      const result = await clock(w).to(days * DAY);
      expect(result).toMatchObject({ ok: true, rested: true, days });
      expect(w.patient.wounds).toEqual(await restedByHand(days));
      expect(w.writes.actor).toBe(1);
      expect(w.state.mark).toBe(days * DAY);
      expect(w.patient.records.requests).toEqual([`clock-${days * DAY}`]);
    }
  });

  it("rewinding and advancing again heals nothing twice; only the time past the mark counts", async () => {
    const w = clockWorld();
    const c = clock(w);
    await c.to(5 * DAY);
    const afterFive = structuredClone(w.patient.wounds);
    expect(await c.to(2 * DAY)).toBeNull();
    expect(await c.to(5 * DAY)).toEqual({ ok: true, rested: false, days: 0 });
    expect(w.patient.wounds).toEqual(afterFive);
    expect(w.writes.actor).toBe(1);
    await c.to(4 * DAY);
    expect(await c.to(8 * DAY)).toMatchObject({ days: 3 });
    expect(w.patient.wounds).toEqual(await restedByHand(8));
  });

  it("keeps the fractions: small advances add up to the same rest as one long one", async () => {
    const w = clockWorld();
    const c = clock(w);
    // 40 advances of 0.1 day (2.4 hours): 4 days in all, counted in quarter days as they pass.
    for (let i = 1; i <= 40; i++) await c.to(i * 0.1 * DAY);
    expect(w.patient.wounds).toEqual(await restedByHand(4));
    expect(w.state.mark).toBeCloseTo(4 * DAY, 6);
    // The first advance (under a quarter day) set the mark alone; then one write per quarter day passed.
    expect(w.state.markWrites).toBe(1);
    expect(w.writes.actor).toBe(16);
  });

  it("counts from the span's start when the mark is stale (the character was fighting or unhurt meanwhile)", () => {
    expect(restOver(1 * DAY, span(10 * DAY, 11 * DAY))).toEqual({ start: 10 * DAY, days: 1, mark: 11 * DAY });
    // A mark within a quarter day before the span is the carried remainder: it counts.
    expect(restOver(10 * DAY - 3600, span(10 * DAY, 10.25 * DAY))).toEqual({
      start: 10 * DAY - 3600,
      days: 0.25,
      mark: 10.25 * DAY - 3600,
    });
    // A mark past the span (after a rewind): nothing.
    expect(restOver(12 * DAY, span(10 * DAY, 11 * DAY)).days).toBe(0);
    // At most a Rest…'s longest at once, the mark advanced only that far.
    expect(restOver(null, span(0, 400 * DAY), MAX_REST_DAYS)).toEqual({ start: 0, days: 365, mark: 365 * DAY });
    // A day of another calendar's length.
    expect(restOver(null, { from: 0, to: 100, secondsPerDay: 50 }).days).toBe(2);
  });

  it("offers every living, wounded character or NPC outside a started combat; player characters ticked", () => {
    const base = FIT;
    expect(restCandidates([base])).toEqual([{ uuid: "a", name: "Aldric", checked: true, blocked: false }]);
    expect(restsOnClock(base)).toBe(true);
    // A wounded NPC is offered, not ticked: "do it" leaves it.
    expect(restCandidates([{ ...base, playerCharacter: false }])).toEqual([
      { uuid: "a", name: "Aldric", checked: false, blocked: false },
    ]);
    expect(restsOnClock({ ...base, playerCharacter: false })).toBe(false);
    expect(restCandidates([{ ...base, dead: true }])).toEqual([]);
    expect(restCandidates([{ ...base, wounded: false }])).toEqual([]);
    expect(restCandidates([{ ...base, fighting: true }])).toEqual([]);
    // Rules 3.4.1: Near Death without treatment is listed, never rested.
    expect(restCandidates([{ ...base, nearDeathUntreated: true }])).toEqual([
      { uuid: "a", name: "Aldric", checked: false, blocked: true },
    ]);
    expect(restsOnClock({ ...base, nearDeathUntreated: true })).toBe(false);
  });

  it("the GM's Rest… moves the same mark: Rest… 5 days, then the clock over the same 5 days, heals 5 days once", async () => {
    const w = clockWorld();
    const now = { now: () => 10 * DAY, secondsPerDay: () => DAY };
    const manual = await handleManualRest({ kind: "rest", requestId: "rest-1", patientUuid: "Actor.patient", days: 5 }, GM, {
      ...w.ports,
      ...now,
    });
    expect(manual.ok).toBe(true);
    expect(w.state.mark).toBe(15 * DAY);
    expect(w.writes.actor).toBe(1);
    const c = clock(w, 10 * DAY);
    expect(await c.to(15 * DAY)).toEqual({ ok: true, rested: false, days: 0 });
    expect(w.patient.wounds).toEqual(await restedByHand(5));
    // The days after the mark rest again as usual.
    expect(await c.to(16 * DAY)).toMatchObject({ rested: true, days: 1 });
    expect(w.patient.wounds).toEqual(await restedByHand(6));
  });

  it("a Rest… counts from a current mark (the clock's remainder), else from now", () => {
    expect(manualRestMark(null, 10 * DAY, 5, DAY)).toBe(15 * DAY);
    expect(manualRestMark(10 * DAY - 3600, 10 * DAY, 1, DAY)).toBe(11 * DAY - 3600);
    expect(manualRestMark(12 * DAY, 10 * DAY, 1, DAY)).toBe(13 * DAY);
    expect(manualRestMark(2 * DAY, 10 * DAY, 1, DAY)).toBe(11 * DAY);
  });

  it("an unticked character's mark moves to the span's end without healing (they travelled)", async () => {
    const w = clockWorld();
    expect(await handleClockTravel("Actor.patient", span(0, 3 * DAY), w.ports)).toBe(true);
    expect(w.state.mark).toBe(3 * DAY);
    expect(w.writes.actor).toBe(0);
    expect(await handleClockTravel("Actor.patient", span(0, 2 * DAY), w.ports)).toBe(false);
    expect(await clock(w, 3 * DAY).to(4 * DAY)).toMatchObject({ days: 1 });
    expect(w.patient.wounds).toEqual(await restedByHand(1));
  });

  it("rest never heals an untreated Near Death character (rules 3.4.1); treated, he rests", async () => {
    const w = clockWorld();
    w.patient.wounds = markWound(w.patient.wounds, "nearDeath").track;
    const before = structuredClone(w.patient.wounds);
    const done = await handleClockRest("Actor.patient", span(0, 5 * DAY), GM, w.ports);
    expect(done).toMatchObject({ ok: true, rested: true, result: { ok: false, reason: "HARNFUDGE.Healing.RestNearDeath" } });
    expect(await handleHealRequest({ kind: "rest", requestId: "r", patientUuid: "Actor.patient", days: 5 }, GM, w.ports)).toEqual(
      {
        ok: false,
        reason: "HARNFUDGE.Healing.RestNearDeath",
      },
    );
    expect(w.patient.wounds).toEqual(before);
    expect(w.writes.actor).toBe(0);
    w.patient.wounds.boxes = w.patient.wounds.boxes.map((b) => (b.severity === "nearDeath" ? { ...b, treatment: "treated" } : b));
    expect(
      (await handleHealRequest({ kind: "rest", requestId: "r", patientUuid: "Actor.patient", days: 5 }, GM, w.ports)).ok,
    ).toBe(true);
  });

  it("refuses when a player's client asks, writing nothing (the GM write path's rule)", async () => {
    const w = clockWorld();
    const done = await handleClockRest("Actor.patient", span(0, 3 * DAY), "hana-player", w.ports);
    expect(done).toMatchObject({ ok: true, rested: true, result: { ok: false, reason: "HARNFUDGE.Notify.GMOnly" } });
    expect(w.writes.actor).toBe(0);
    expect(w.state.mark).toBeNull();
  });

  it("the sheet's days to the next level count the rest the clock holds and has not written (from the mark)", () => {
    expect(restPendingDays(null, 10 * DAY, DAY)).toBe(0);
    expect(restPendingDays(2 * DAY, 5.3 * DAY, DAY)).toBe(3.25);
    expect(restPendingDays(6 * DAY, 5 * DAY, DAY)).toBe(0);
    const i18n = loadI18n();
    const track = woundedTrack();
    const box = track.boxes.find((b) => b.marked && b.severity === "incapacitated");
    if (!box) throw new Error("no wound");
    const now = healingDaysView(box, { rapidHealing: false }, i18n);
    const later = healingDaysView(box, { rapidHealing: false, restedDays: 3 }, i18n);
    const rested = restDays(track, 3).boxes.find((b) => b.marked && b.severity === "incapacitated");
    if (!now || !later || !rested) throw new Error("no healing days");
    expect(later.next).toBe(now.next - 3);
    expect(later.total).toBe(now.total - 3);
    expect(later).toEqual(healingDaysView(rested, { rapidHealing: false }, i18n));
  });
});

describe("rest on the world clock: refusals and marks (rules 3.4.7)", () => {
  it("'do it' rests nobody the offer leaves out: the dead, the unhurt, the fighting", () => {
    expect(restsOnClock({ ...FIT, dead: true })).toBe(false);
    expect(restsOnClock({ ...FIT, wounded: false })).toBe(false);
    expect(restsOnClock({ ...FIT, fighting: true })).toBe(false);
  });

  it("a span the clock cannot count (no day length, a non-finite time) is refused, nothing written", async () => {
    for (const bad of [
      { from: 0, to: DAY, secondsPerDay: 0 },
      { from: 0, to: DAY, secondsPerDay: -DAY },
      { from: Number.NaN, to: DAY, secondsPerDay: DAY },
      { from: 0, to: Number.POSITIVE_INFINITY, secondsPerDay: DAY },
    ]) {
      const w = clockWorld();
      expect(await handleClockRest("Actor.patient", bad, GM, w.ports)).toEqual({
        ok: false,
        reason: "HARNFUDGE.Notify.BadRequest",
      });
      expect([w.writes.actor, w.state.markWrites, w.state.mark]).toEqual([0, 0, null]);
    }
  });

  it("an unticked character's mark moves up to the span's end, never back and never to where it already is", async () => {
    const w = clockWorld();
    w.state.mark = 3 * DAY;
    expect(await handleClockTravel("Actor.patient", span(0, 3 * DAY), w.ports)).toBe(false);
    expect(w.state.markWrites).toBe(0);
    expect(await handleClockTravel("Actor.patient", span(3 * DAY, 5 * DAY), w.ports)).toBe(true);
    expect(w.state.mark).toBe(5 * DAY);
  });

  it("a character with no mark yet gets one at the span's end, also at the world's time 0", async () => {
    const w = clockWorld();
    expect(await handleClockTravel("Actor.patient", span(-2 * DAY, 0), w.ports)).toBe(true);
    expect(w.state.mark).toBe(0);
  });

  it("the GM's Rest… passes any other request on unchanged: no rest mark written; a bad one is refused", async () => {
    const w = clockWorld();
    const ports = { ...w.ports, now: () => 10 * DAY, secondsPerDay: () => DAY };
    w.tray.push([1, 0, 0, 0]);
    const healed = await handleManualRest(
      {
        kind: "heal",
        requestId: "heal-1",
        patientUuid: "Actor.patient",
        healerUuid: null,
        skill: null,
        choices: null,
        result: 2,
        treatment: "treated",
        magicalDaysPerLevel: 2,
      },
      GM,
      ports,
    );
    expect(healed.ok).toBe(true);
    expect(w.writes.actor).toBe(1);
    expect(w.state.mark).toBeNull();
    expect(await handleManualRest(null, GM, ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
  });
});

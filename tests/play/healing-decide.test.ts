/**
 * The healing decisions (src/play/healing/decide.ts) request by request: the dice spec of the
 * healer's roll and the degree it gives, hidden faces, the GM's set result and its bounds,
 * magical healing's and rest's bounds and outcomes, no write when nothing changes, and the wound
 * pairs the card shows.
 */
import { describe, expect, it } from "vitest";
import { handleHealInQueue, handleHealRequest, type HealerFacts } from "../../src/play/healing/decide";
import type { DiceSpec } from "../../src/play/services/dice";
import { createLockQueue } from "../../src/play/gm/locks";
import { emptyWoundTrack, markWound } from "../../src/rules";
import { CHOICES, CONSENTED, GM, HEALER_PLAYER, healRequest, healWorld, outcomeOf, woundedTrack } from "./heal-world";

const BAD = { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };

function world(healer: Partial<HealerFacts> = {}) {
  const w = healWorld();
  const specs: DiceSpec[] = [];
  const { roll, healer: healerOf } = w.ports;
  w.ports.roll = (spec) => {
    specs.push(spec);
    return roll(spec);
  };
  w.ports.healer = (uuid) => {
    const facts = healerOf(uuid);
    return facts ? { ...facts, ...healer } : null;
  };
  return Object.assign(w, { specs });
}

const set = (result: number, requestId = "set-1") =>
  healRequest({ requestId, healerUuid: null, skill: null, choices: null, result });
const magic = (days: number, requestId = "magic-1") =>
  healRequest({ requestId, healerUuid: null, skill: null, choices: null, treatment: "magical", magicalDaysPerLevel: days });
const rest = (days: number, requestId = "rest-1") => ({ kind: "rest", requestId, patientUuid: "Actor.patient", days });

describe("the healer's roll", () => {
  it("rolls the skill for the healer with the decided modifiers and takes its degree", async () => {
    const w = world({ woundPenalty: -1, modifiers: [{ label: "HARNFUDGE.Condition.stunned", value: -1 }] });
    w.tray.push([1, 1, 1, 0]);
    const result = await handleHealRequest(
      healRequest({ choices: { ...CHOICES, situational: 1 } }),
      HEALER_PLAYER,
      w.ports,
      CONSENTED,
    );
    const modifiers = [
      { label: "HARNFUDGE.Roll.WoundPenalty", value: -1 },
      { label: "HARNFUDGE.Condition.stunned", value: -1 },
      { label: "HARNFUDGE.Roll.Situational", value: 1 },
    ];
    expect(w.specs).toEqual([
      {
        formula: "4dF",
        actorUuid: "Actor.healer",
        label: "herblore",
        level: 1,
        modifiers,
        visibility: "public",
        requesterId: HEALER_PLAYER,
        cardId: null,
      },
    ]);
    // Good (+1), dice +3, modifiers −1: Superb (+3).
    const outcome = outcomeOf(result);
    expect(outcome).toMatchObject({ kind: "heal", resultDegree: 3, healerName: "Hana", skill: "herblore", treatment: "treated" });
    expect(outcome).toMatchObject({ magicalDaysPerLevel: null, rested: null, levels: 3, changed: true });
    expect(outcome.roll).toEqual({ level: 1, modifiers, faces: [1, 1, 1, 0], visibility: "public" });
    expect(w.writes).toEqual({ actor: 1, dice: 1, used: 1 });
  });

  it("counts no opponents for a healing roll", async () => {
    const w = world();
    const result = await handleHealRequest(
      healRequest({ choices: { ...CHOICES, opponents: 3 } }),
      HEALER_PLAYER,
      w.ports,
      CONSENTED,
    );
    expect(outcomeOf(result).roll?.modifiers).toEqual([]);
  });

  it("shows a wound a failed roll left failed still failed after another wound's treatment", async () => {
    const w = world();
    const boxes = w.patient.wounds.boxes.map((b) => (b.severity === "hurt" ? { ...b, treatment: "failed" as const } : b));
    w.patient.wounds = { ...w.patient.wounds, boxes };
    w.tray.push([1, 0, 0, 0]);
    const treated = outcomeOf(await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED));
    expect(treated.pairs.map((p) => [p.before.severity, p.before.treatment, p.after.treatment])).toEqual([
      ["hurt", "failed", "failed"],
      ["incapacitated", "untreated", "treated"],
    ]);
  });

  it("keeps a hidden roll's faces out of the outcome", async () => {
    const w = world();
    w.tray.push([1, 0, 0, 0]);
    const result = await handleHealRequest(
      healRequest({ choices: { ...CHOICES, visibility: "blind" } }),
      HEALER_PLAYER,
      w.ports,
      CONSENTED,
    );
    expect(outcomeOf(result).roll).toEqual({ level: 1, modifiers: [], faces: null, visibility: "blind" });
    expect(outcomeOf(result).resultDegree).toBe(2);
  });

  it("refuses a roll without healer, skill or choices, an unknown healer, and a healer who cannot act", async () => {
    const w = world();
    for (const missing of [{ skill: null }, { choices: null }])
      expect(await handleHealRequest(healRequest(missing), HEALER_PLAYER, w.ports, CONSENTED)).toEqual(BAD);
    // Without a healer, a player's request is no roll of a character they own: refused by the policy first.
    expect(await handleHealRequest(healRequest({ healerUuid: null }), HEALER_PLAYER, w.ports, CONSENTED)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Healing.NotAllowed",
    });
    expect(await handleHealRequest(healRequest({ healerUuid: null }), GM, w.ports, CONSENTED)).toEqual(BAD);
    expect(await handleHealRequest(healRequest({ healerUuid: "Actor.nobody" }), GM, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Healing.NoPatient",
    });
    const stunned = world({ refused: "HARNFUDGE.Condition.CannotAct" });
    expect(await handleHealRequest(healRequest(), HEALER_PLAYER, stunned.ports, CONSENTED)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Condition.CannotAct",
    });
    expect([w.writes, stunned.writes]).toEqual([
      { actor: 0, dice: 0, used: 0 },
      { actor: 0, dice: 0, used: 0 },
    ]);
  });

  it("lets the GM roll for any healer, with the wound penalty left off, and asks no consent", async () => {
    const w = world({ woundPenalty: -2 });
    w.tray.push([0, 0, 0, 0]);
    const result = await handleHealRequest(healRequest({ choices: { ...CHOICES, applyWounds: false } }), GM, w.ports);
    expect(outcomeOf(result)).toMatchObject({ resultDegree: 1, roll: { modifiers: [] } });
    expect(w.consents).toEqual([]);
  });

  it("asks the patient's owner before a player treats their character, rolling nothing", async () => {
    const w = world();
    const asked = await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports);
    expect(asked).toEqual({ ok: true, outcome: null, consentCard: "consent-1" });
    expect(w.consents).toMatchObject([
      { status: "pending", requesterId: HEALER_PLAYER, patientUuid: "Actor.patient", skill: "herblore" },
    ]);
    expect(w.writes).toEqual({ actor: 0, dice: 0, used: 0 });
  });
});

describe("the GM's set result", () => {
  it("takes a whole degree from −10 to +10 and refuses any other", async () => {
    const w = world();
    for (const result of [11, -11, 1.5]) expect(await handleHealRequest(set(result), GM, w.ports)).toEqual(BAD);
    expect(w.writes.actor).toBe(0);
    const low = outcomeOf(await handleHealRequest(set(-10, "set-low"), GM, w.ports));
    expect(low).toMatchObject({ resultDegree: -10, levels: 0, roll: null, healerName: null, skill: null, treatment: "treated" });
    const w2 = world();
    const high = outcomeOf(await handleHealRequest(set(10), GM, w2.ports));
    expect(high).toMatchObject({ resultDegree: 10, kind: "heal", magicalDaysPerLevel: null, rested: null });
    expect(high.levels).toBeGreaterThan(0);
    expect(w2.writes).toEqual({ actor: 1, dice: 0, used: 0 });
  });

  it("treats a wound a failed roll left failed, which no roll may treat again", async () => {
    const w = world();
    w.tray.push([-1, -1, -1, 0]);
    outcomeOf(await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED));
    expect(w.patient.wounds.boxes.filter((b) => b.marked).map((b) => b.treatment)).toEqual(["failed", "failed"]);
    const setResult = outcomeOf(await handleHealRequest(set(1), GM, w.ports));
    expect(setResult.after.boxes.filter((b) => b.marked).map((b) => [b.treatment, b.treatedLevels])).toEqual([
      ["treated", 1],
      ["treated", 1],
    ]);
    // The pairs show each marked wound as it was (failed) and as it is now.
    expect(setResult.pairs.map((p) => [p.before.treatment, p.after.treatment])).toEqual([
      ["failed", "treated"],
      ["failed", "treated"],
    ]);
  });
});

describe("magical healing and rest", () => {
  it("heals magically at 0 to 2 days a level in quarter days, the GM's own call", async () => {
    const w = world();
    for (const days of [2.25, -0.25, 0.3]) expect(await handleHealRequest(magic(days), GM, w.ports)).toEqual(BAD);
    const two = outcomeOf(await handleHealRequest(magic(2), GM, w.ports));
    expect(two).toMatchObject({
      kind: "heal",
      treatment: "magical",
      magicalDaysPerLevel: 2,
      healerName: null,
      skill: null,
      resultDegree: null,
      roll: null,
      levels: 0,
      rested: null,
      changed: true,
    });
    // Each level heals in two days (rules 3.4.7): Hurt in 2, Incapacitated's three levels in 6.
    expect(two.days).toEqual(two.after.boxes.map((b) => (b.marked ? (b.severity === "hurt" ? 2 : 6) : null)));
    expect(two.pairs.map((p) => p.after.treatment)).toEqual(["magical", "magical"]);
    expect(w.writes).toEqual({ actor: 1, dice: 0, used: 0 });
  });

  it("rests a patient a quarter day to a year, and only the GM", async () => {
    const w = world();
    for (const days of [0, -1, 0.3, 365.25]) expect(await handleHealRequest(rest(days), GM, w.ports)).toEqual(BAD);
    expect(w.writes.actor).toBe(0);
    const year = outcomeOf(await handleHealRequest(rest(365), GM, w.ports));
    expect(year).toMatchObject({
      kind: "rest",
      rested: 365,
      healerName: null,
      skill: null,
      resultDegree: null,
      magicalDaysPerLevel: null,
      roll: null,
      levels: 0,
      treatment: null,
      changed: true,
    });
    expect(year.after.boxes.some((b) => b.marked)).toBe(false);
    expect(year.pairs.map((p) => p.before.severity)).toEqual(["hurt", "incapacitated"]);
    const w2 = world();
    const quarter = outcomeOf(await handleHealRequest(rest(0.25), GM, w2.ports));
    expect(quarter).toMatchObject({ rested: 0.25 });
    expect(quarter.pairs.map((p) => p.after.marked)).toEqual([true, true]);
  });

  it("writes nothing when nothing changes: a rest for an unhurt patient", async () => {
    const w = world();
    w.patient.wounds = emptyWoundTrack();
    const unhurt = outcomeOf(await handleHealRequest(rest(10), GM, w.ports));
    expect(unhurt).toMatchObject({ changed: false, pairs: [] });
    expect(w.writes.actor).toBe(0);
    expect(w.patient.records.requests).toEqual([]);
  });

  it("rests with Rapid Healing (rules 4): the card shows each wound as the rest leaves it", async () => {
    const rested = async (rapidHealing: boolean) => {
      const w = world();
      w.patient.rapidHealing = rapidHealing;
      w.patient.wounds = markWound(emptyWoundTrack(), "hurt").track;
      return outcomeOf(await handleHealRequest(rest(5), GM, w.ports));
    };
    // A Hurt wound heals in ten days untreated, in five with Rapid Healing.
    const rapid = await rested(true);
    const plain = await rested(false);
    expect(rapid.rapidHealing).toBe(true);
    expect(rapid.after.boxes.some((b) => b.marked)).toBe(false);
    expect(rapid.pairs.map((p) => p.after.marked)).toEqual([false]);
    expect(plain.after.boxes.filter((b) => b.marked).map((b) => b.daysRested)).toEqual([5]);
    expect(plain.pairs.map((p) => [p.after.marked, p.after.daysRested])).toEqual([[true, 5]]);
    // After one day the days left count at the Rapid Healing rate too: four, against nine.
    const w = world();
    w.patient.rapidHealing = true;
    w.patient.wounds = markWound(emptyWoundTrack(), "hurt").track;
    const oneDay = outcomeOf(await handleHealRequest(rest(1), GM, w.ports));
    expect(oneDay.days.filter((d) => d !== null)).toEqual([4]);
  });
});

describe("the patient's write queue", () => {
  it("decides a request in the patient's queue, and refuses a malformed one", async () => {
    const w = world();
    const locks = createLockQueue();
    const { writePatient } = w.ports;
    w.ports.writePatient = async (...args) => {
      await new Promise<void>((resolve) => setTimeout(resolve, 1));
      return writePatient(...args);
    };
    const [first, second] = await Promise.all([
      handleHealInQueue(rest(5), GM, w.ports, locks),
      handleHealInQueue(rest(5), GM, w.ports, locks),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, reason: "HARNFUDGE.Notify.Replayed" });
    expect(await handleHealInQueue("rest", GM, w.ports, locks)).toEqual(BAD);
    expect(await handleHealInQueue(null, GM, w.ports, locks)).toEqual(BAD);
    expect(w.patient.wounds).not.toEqual(woundedTrack());
    expect(w.writes.actor).toBe(1);
  });
});

/**
 * Healing through the pure request handler (rules 3.4.7, 3.4.8, Rapid Healing): who may heal with
 * which roll, the levels healed, the days each wound still needs, the GM's rest, one write at most,
 * and authentication of a request that goes through the GM.
 */
import { describe, expect, it } from "vitest";
import { handleAuthenticatedHeal, handleHealRequest, type HealPorts, type PatientSnapshot } from "../../src/play/healing/actions";
import { AUTH_REASONS, nonceMemory, stampRequest, type AuthPorts } from "../../src/play/auth";
import { emptyWoundTrack, markWound, type WoundTrack } from "../../src/rules";

const GM = "gm";
const HEALER_PLAYER = "hana";
const PATIENT_PLAYER = "pete";

function woundedTrack(): WoundTrack {
  let track = emptyWoundTrack();
  track = markWound(track, "hurt").track;
  track = markWound(track, "veryHurt").track;
  return track;
}

function world(patient: Partial<PatientSnapshot> = {}) {
  const state = { patient: { wounds: woundedTrack(), rapidHealing: false, ...patient }, writes: 0 };
  const ports: HealPorts = {
    loadPatient: (uuid) => (uuid === "Actor.patient" ? structuredClone(state.patient) : null),
    // The healer is Good (+1) at Herblore.
    traitLevel: (uuid, skill) => (uuid === "Actor.healer" && skill === "herblore" ? 1 : null),
    isGM: (user) => user === GM,
    isOwner: (user, uuid) =>
      (user === HEALER_PLAYER && uuid === "Actor.healer") || (user === PATIENT_PLAYER && uuid === "Actor.patient"),
    updateWounds: async (_uuid, wounds) => {
      state.writes += 1;
      state.patient = { ...state.patient, wounds };
    },
  };
  return { state, ports };
}

/** Herblore Good (+1) with dice +1 → Great (+2): two levels of every wound heal at the treated rate. */
const heal = {
  action: "heal",
  patientUuid: "Actor.patient",
  healerUuid: "Actor.healer",
  skill: "herblore",
  check: { level: 1, modifier: 0, faces: [1, 0, 0, 0] },
  result: null,
  treatment: "treated",
  magicalDaysPerLevel: 2,
};

function severities(track: WoundTrack) {
  return track.boxes.filter((b) => b.marked).map((b) => b.severity);
}

describe("healing", () => {
  it("treats every wound by the result's levels in one update (nothing heals at once) and reports the days left", async () => {
    const w = world();
    const result = await handleHealRequest(heal, HEALER_PLAYER, w.ports);
    if (!result.ok) throw new Error(result.reason);
    expect(result.outcome.resultDegree).toBe(2);
    expect(result.outcome.levels).toBe(2);
    // Rules 3.4.7: healing takes time; Hurt (1 level) and Very Hurt (2 levels) heal at 5 days a level.
    expect(severities(result.outcome.after)).toEqual(["hurt", "veryHurt"]);
    expect(result.outcome.days.filter((d) => d !== null)).toEqual([5, 10]);
    expect(w.state.writes).toBe(1);
  });

  it("a Good result treats one level of each wound (5 days a level, Rapid Healing halves); the others heal untreated", async () => {
    const w = world({ rapidHealing: true });
    const good = { ...heal, check: { level: 1, modifier: 0, faces: [0, 0, 0, 0] } };
    const result = await handleHealRequest(good, HEALER_PLAYER, w.ports);
    if (!result.ok) throw new Error(result.reason);
    expect(result.outcome.levels).toBe(1);
    expect(severities(result.outcome.after)).toEqual(["hurt", "veryHurt"]);
    expect(result.outcome.after.boxes.find((b) => b.marked)?.treatment).toBe("treated");
    // Very Hurt: one level at 2.5 days, the other at the untreated 5 (Rapid Healing).
    expect(result.outcome.days.filter((d) => d !== null)).toEqual([2.5, 7.5]);
  });

  it("a Fair result heals nothing; the wounds count as tended (failed) and a second roll changes nothing", async () => {
    const w = world();
    const fair = { ...heal, check: { level: 1, modifier: 0, faces: [-1, 0, 0, 0] } };
    const result = await handleHealRequest(fair, HEALER_PLAYER, w.ports);
    expect(result.ok && result.outcome.after.boxes.filter((b) => b.marked).map((b) => b.treatment)).toEqual(["failed", "failed"]);
    expect(w.state.writes).toBe(1);
    const again = await handleHealRequest(heal, HEALER_PLAYER, w.ports);
    expect(again.ok && again.outcome.changed).toBe(false);
    expect(w.state.writes).toBe(1);
  });

  it("refuses a roll by someone who does not own the healer, a forged level, and a result without a roll from a player", async () => {
    const w = world();
    expect(await handleHealRequest(heal, PATIENT_PLAYER, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Healing.NotAllowed" });
    const forged = { ...heal, check: { level: 3, modifier: 0, faces: [1, 1, 1, 1] } };
    expect(await handleHealRequest(forged, HEALER_PLAYER, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.OutOfDate" });
    const claimed = { ...heal, check: null, result: 3 };
    expect(await handleHealRequest(claimed, HEALER_PLAYER, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
    expect(w.state.writes).toBe(0);
  });

  it("lets the GM apply magical healing: every level at the GM's days a level, never halved", async () => {
    const w = world({ rapidHealing: true });
    const magic = {
      ...heal,
      healerUuid: null,
      skill: null,
      check: null,
      result: 1,
      treatment: "magical",
      magicalDaysPerLevel: 1,
    };
    const result = await handleHealRequest(magic, GM, w.ports);
    if (!result.ok) throw new Error(result.reason);
    expect(result.outcome.days.filter((d) => d !== null)).toEqual([1, 2]);
    // The rate is stored on the wound, so a later rest counts one day per level too.
    expect(w.state.patient.wounds.boxes.filter((b) => b.marked).map((b) => [b.treatment, b.magicalDaysPerLevel])).toEqual([
      ["magical", 1],
      ["magical", 1],
    ]);
    const rested = await handleHealRequest({ action: "rest", patientUuid: "Actor.patient", days: 1 }, GM, w.ports);
    if (!rested.ok) throw new Error(rested.reason);
    expect(severities(rested.outcome.after)).toEqual(["hurt"]);
  });

  it("rests a patient N days (GM only): untreated wounds heal a level every ten days", async () => {
    const w = world();
    expect(await handleHealRequest({ action: "rest", patientUuid: "Actor.patient", days: 10 }, PATIENT_PLAYER, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    const result = await handleHealRequest({ action: "rest", patientUuid: "Actor.patient", days: 10 }, GM, w.ports);
    if (!result.ok) throw new Error(result.reason);
    expect(severities(result.outcome.after)).toEqual(["hurt"]);
    expect(w.state.writes).toBe(1);
    expect((await handleHealRequest({ action: "rest", patientUuid: "Actor.patient", days: 0 }, GM, w.ports)).ok).toBe(false);
  });

  it("through the GM: a healer's request is accepted with its stamp, a forged requester and a replay are refused", async () => {
    const w = world();
    const flags = new Map<string, unknown>();
    const auth: AuthPorts = { readStamp: (id) => flags.get(id), now: () => 5_000, ...nonceMemory() };
    const built = stampRequest(heal, HEALER_PLAYER, "nonce-heal", 5_000);
    if (!built) throw new Error("unstampable");
    flags.set(HEALER_PLAYER, built.stamp);
    const forged = { ...built.envelope, requesterId: GM };
    expect(await handleAuthenticatedHeal(forged, w.ports, auth)).toEqual({ ok: false, reason: AUTH_REASONS.unverified });
    expect(w.state.writes).toBe(0);
    expect((await handleAuthenticatedHeal(built.envelope, w.ports, auth)).ok).toBe(true);
    expect(await handleAuthenticatedHeal(built.envelope, w.ports, auth)).toEqual({ ok: false, reason: AUTH_REASONS.replayed });
    expect(w.state.writes).toBe(1);
  });
});

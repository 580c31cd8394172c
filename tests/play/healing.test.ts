/**
 * Healing decisions (rules 3.4.7, 3.4.8) on the deciding client: who may treat with which skill,
 * the healer's roll made by the deciding client from the dialog's choices (never the client's
 * dice or level), the GM-only results, magical healing and rest, one write at most, and a
 * replayed request that changes nothing.
 */
import { describe, expect, it } from "vitest";
import { handleHealRequest } from "../../src/play/healing/decide";
import { healingCardContext } from "../../src/play/healing/card";
import { CONSENTED, GM, HEALER_PLAYER, PATIENT_PLAYER, STRANGER, healRequest, healWorld, outcomeOf } from "./heal-world";
import { compile, i18n } from "./render";

describe("healing through the deciding client", () => {
  it("rolls the healer's skill itself at the level it reads, and records the treatment in one update", async () => {
    const w = healWorld();
    w.tray.push([1, 0, 0, 0]); // Herblore Good (+1), dice +1 → Great
    const result = await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED);
    if (!result.ok) throw new Error(result.reason);
    expect(result.outcome).toMatchObject({ resultDegree: 2, healerName: "Hana", skill: "herblore" });
    expect(outcomeOf(result).roll).toEqual({ level: 1, modifiers: [], faces: [1, 0, 0, 0], visibility: "public" });
    expect(w.writes).toEqual({ actor: 1, dice: 1, used: 1 });
    expect(w.patient.records.requests).toEqual(["heal-0001"]);
    // Rules 3.4.7: "Healing takes time": nothing heals at the roll; Great treats two levels of each wound (Hurt has one).
    const marked = w.patient.wounds.boxes.filter((b) => b.marked);
    expect(marked.map((b) => [b.severity, b.treatment, b.treatedLevels])).toEqual([
      ["hurt", "treated", 1],
      ["incapacitated", "treated", 2],
    ]);
  });

  it("writes a failed treatment too (the wound is tended: no second roll until it heals or loses it)", async () => {
    const w = healWorld();
    w.tray.push([-1, -1, 0, 0]); // Good −2 → Poor
    const failed = await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED);
    expect(outcomeOf(failed).levels).toBe(0);
    expect(w.patient.wounds.boxes.filter((b) => b.marked).map((b) => b.treatment)).toEqual(["failed", "failed"]);
    // Nothing left to treat: refused before a die is rolled.
    expect(await handleHealRequest(healRequest({ requestId: "heal-0002" }), HEALER_PLAYER, w.ports, CONSENTED)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Healing.NothingToTreat",
    });
    expect(w.writes.dice).toBe(1);
  });

  it("lets the GM heal magically at any rate from 0 to 2 days a level; 0 heals at once (rules 3.4.7)", async () => {
    const w = healWorld();
    const magic = (days: number, id: string) =>
      healRequest({
        requestId: id,
        healerUuid: null,
        skill: null,
        choices: null,
        treatment: "magical",
        magicalDaysPerLevel: days,
      });
    expect(await handleHealRequest(magic(2.1, "m1"), GM, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(await handleHealRequest(magic(-1, "m2"), GM, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    const instant = await handleHealRequest(magic(0, "m3"), GM, w.ports);
    expect(outcomeOf(instant).after.boxes.some((b) => b.marked)).toBe(false);
    expect(w.writes.dice).toBe(0);
  });

  it("shows each wound once on the card, as it was and as it is now, with its days (rules 3.4.7)", async () => {
    const w = healWorld();
    w.tray.push([0, 0, 0, 0]); // Good: one treated level
    const result = await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED);
    if (!result.ok) throw new Error(result.reason);
    const context = healingCardContext(outcomeOf(result), i18n);
    expect(context.summary).toContain("the next level of each wound heals at the treated rate");
    // Hurt: 10 days untreated → 5 treated. Incapacitated (3 levels): 30 days → 5 + 10 + 10 = 25.
    expect(context.changes).toEqual([
      {
        name: "Hurt",
        note: "",
        before: { text: "healed in 10 days", sub: "Untreated" },
        after: { text: "healed in 5 days", sub: "Treated" },
        tone: "plain",
      },
      {
        name: "Incapacitated",
        note: "",
        before: { text: "next level in 10 days · healed in 30 days", sub: "Untreated" },
        after: {
          text: "next level in 5 days · healed in 25 days",
          sub: "Treated · 1 level at the treated rate, 2 levels untreated",
        },
        tone: "plain",
      },
    ]);
    expect(context.result).toMatchObject({ tone: "good", text: context.summary, detail: null });
    const html = compile("templates/chat/healing.hbs")(context);
    expect(html).toContain("healed in 25 days");
    // One entry per wound, each named once: no repeated lines.
    expect(html.match(/<li class="card-change__row[ "]/g)?.length).toBe(2);
    expect(html.match(/class="card-change__name"/g)?.length).toBe(2);
  });

  it("ignores dice, levels and modifiers a client puts in the request", async () => {
    const w = healWorld();
    w.tray.push([-1, -1, 0, 0]);
    const forged = healRequest({ check: { level: 3, modifier: 20, faces: [1, 1, 1, 1] }, level: 3, faces: [1, 1, 1, 1] });
    const result = await handleHealRequest(forged, HEALER_PLAYER, w.ports, CONSENTED);
    // Good −2 → Poor: nothing heals, whatever the client claimed.
    expect(outcomeOf(result).resultDegree).toBe(-1);
  });

  it("refuses a healer the requester does not own, a skill the world does not count as healing, and a +20", async () => {
    const w = healWorld();
    expect(await handleHealRequest(healRequest(), STRANGER, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Healing.NotAllowed",
    });
    expect(await handleHealRequest(healRequest(), PATIENT_PLAYER, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Healing.NotAllowed",
    });
    expect(await handleHealRequest(healRequest({ skill: "sword" }), HEALER_PLAYER, w.ports, CONSENTED)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Healing.NotHealingSkill",
    });
    const plus20 = healRequest({
      choices: { situational: 20, applyWounds: true, opponents: 1, talents: [], visibility: "public" },
    });
    expect(await handleHealRequest(plus20, HEALER_PLAYER, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.SituationalTooLarge",
    });
    w.levels["alchemy"] = null;
    expect(await handleHealRequest(healRequest({ skill: "alchemy" }), HEALER_PLAYER, w.ports, CONSENTED)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.SkillNotAttemptable",
    });
    expect(w.writes).toEqual({ actor: 0, dice: 0, used: 0 });
  });

  it("lets only the GM set a result without a roll, heal magically, or rest a patient", async () => {
    const w = healWorld();
    const set = healRequest({ healerUuid: null, skill: null, choices: null, result: 3 });
    expect(await handleHealRequest(set, HEALER_PLAYER, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
    expect(await handleHealRequest(healRequest({ treatment: "magical" }), HEALER_PLAYER, w.ports, CONSENTED)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    const rest = { kind: "rest", requestId: "rest-1", patientUuid: "Actor.patient", days: 10 };
    expect(await handleHealRequest(rest, PATIENT_PLAYER, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
    expect(w.writes.actor).toBe(0);
    expect((await handleHealRequest(rest, GM, w.ports)).ok).toBe(true);
    expect((await handleHealRequest(set, GM, w.ports)).ok).toBe(true);
    expect(w.patient.records.requests).toEqual(["rest-1", "heal-0001"]);
  });

  it("changes nothing for a replayed request (recorded on the patient with the change)", async () => {
    const w = healWorld();
    w.tray.push([1, 1, 0, 0]);
    expect((await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED)).ok).toBe(true);
    const after = structuredClone(w.patient);
    w.tray.push([1, 1, 1, 1]);
    expect(await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Replayed",
    });
    expect(w.patient).toEqual(after);
    expect(w.writes.dice).toBe(1);
  });

  it("refuses to treat the dead and an unknown patient", async () => {
    const w = healWorld();
    w.patient.wounds.dead = true;
    expect(await handleHealRequest(healRequest(), HEALER_PLAYER, w.ports, CONSENTED)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Healing.Dead",
    });
    expect(await handleHealRequest(healRequest({ patientUuid: "Actor.nobody" }), HEALER_PLAYER, w.ports, CONSENTED)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Healing.NoPatient",
    });
  });
});

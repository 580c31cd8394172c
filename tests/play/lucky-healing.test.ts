/**
 * Lucky (rules 4) on a healer's roll (rules 3.4.7: Good treats one level, Great two, Superb three):
 * a failed public roll is kept on the healing card as a Lucky line; the healer's player (or a GM)
 * rerolls it, the better roll is kept, the card and the patient's wounds follow it, and the
 * healer's hour is spent. Decided with fake ports, from a treatment the real decision made.
 */
import { describe, expect, it } from "vitest";
import { handleHealRequest } from "../../src/play/healing/decide";
import { healingLine, healingOutcomeOfLine } from "../../src/play/healing/lucky";
import { healingCardContext } from "../../src/play/healing/card";
import { handleGmLucky, type GmLuckyPorts } from "../../src/play/lucky/decide-gm-card";
import { emptyRecords } from "../../src/play/gm/records";
import { parseLuckyLines, type LuckyLine } from "../../src/play/services/lucky-lines";
import { LUCKY_COOLDOWN_MS, applyHealingResult } from "../../src/rules";
import { GM, HEALER_PLAYER, healRequest, healWorld, outcomeOf } from "./heal-world";
import { i18n } from "./render";

const NOW = 10 * LUCKY_COOLDOWN_MS;

/** Hana (Herblore Mediocre +1 … level 1) treats Aldric; her first roll is −2: Poor, nothing treated. */
async function failedTreatment() {
  const w = healWorld();
  w.tray.push([-1, -1, 0, 0]);
  const outcome = outcomeOf(await handleHealRequest(healRequest(), GM, w.ports));
  const line = healingLine(outcome, "Actor.healer");
  if (!line) throw new Error("no line");
  return { w, outcome, line };
}

function luckyWorld(line: LuckyLine, patient: ReturnType<typeof healWorld>["patient"]) {
  const state = {
    lines: [line],
    healer: { hasLucky: true, lastUsed: null as number | null, records: emptyRecords() },
    patient: structuredClone(patient),
    log: [] as string[],
  };
  const ports: GmLuckyPorts = {
    isGM: (id) => id === GM,
    isOwner: (id, uuid) => id === HEALER_PLAYER && uuid === "Actor.healer",
    message: (id) => (id === "card" ? { authorIsGM: true, lines: structuredClone(state.lines) } : null),
    actor: (uuid) =>
      uuid === "Actor.healer"
        ? { ...state.healer, wounds: { dead: false, boxes: [] } }
        : uuid === "Actor.patient"
          ? { hasLucky: false, lastUsed: null, wounds: state.patient.wounds, records: state.patient.records }
          : null,
    now: () => NOW,
    reroll: async () => {
      state.log.push("roll");
      return { faces: [1, 1, 1, 0], roll: null };
    },
    writeCard: async (_id, lines) => {
      state.log.push("card");
      state.lines = structuredClone(lines);
    },
    writeActor: async (_uuid, data) => {
      state.log.push("healer");
      state.healer = { ...state.healer, lastUsed: data.lastUsed, records: data.records };
      expect(data.wounds).toBeNull();
    },
    writePatient: async (_uuid, data) => {
      state.log.push("patient");
      state.patient = { ...state.patient, wounds: data.wounds, records: data.records };
    },
  };
  return { state, ports };
}

describe("Lucky on a healer's roll (rules 3.4.7, rules 4)", () => {
  it("a failed public roll is a Lucky line; the card offers it", async () => {
    const { outcome, line } = await failedTreatment();
    expect(line).toMatchObject({ kind: "healing", actorUuid: "Actor.healer", actorName: "Hana", failed: true, lucky: null });
    expect(parseLuckyLines(JSON.parse(JSON.stringify([line])))).toEqual([line]);
    expect(healingCardContext(outcome, i18n, { line }).offerLucky).toBe(true);
    expect(healingCardContext(outcome, i18n).offerLucky).toBe(false);
  });

  it("the healer's player rerolls: Great is kept, the patient's wounds treated two levels, the card shows both rolls", async () => {
    const { w, line } = await failedTreatment();
    const world = luckyWorld(line, w.patient);
    const result = await handleGmLucky({ kind: "lucky", messageId: "card", line: 0 }, HEALER_PLAYER, world.ports);
    expect(result).toEqual({ ok: true, effect: "applied" });
    expect(world.state.log).toEqual(["roll", "card", "patient", "healer"]);
    const [kept] = world.state.lines;
    if (kept?.kind !== "healing") throw new Error("no healing line");
    expect(kept.lucky).toEqual({ original: [-1, -1, 0, 0], reroll: [1, 1, 1, 0], kept: "reroll", by: HEALER_PLAYER, at: NOW });
    // Level 1 + 3 = Superb +1 … the rules' three levels at most (Great and better treat 2, 3).
    const outcome = healingOutcomeOfLine(kept);
    expect(outcome.resultDegree).toBe(4);
    expect(outcome.levels).toBe(3);
    expect(world.state.patient.wounds).toEqual(applyHealingResult(line.before, 4, "treated"));
    expect(world.state.patient.wounds).toEqual(outcome.after);
    expect(world.state.healer.lastUsed).toBe(NOW);
    const context = healingCardContext(outcome, i18n, { line: kept });
    expect(context.offerLucky).toBe(false);
    expect(context.roll?.lucky).toEqual(expect.objectContaining({ keptReroll: true }));
    // A replay finds the request on the healer: nothing rolled or written again.
    expect(await handleGmLucky({ kind: "lucky", messageId: "card", line: 0 }, GM, world.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Replayed",
    });
  });

  it("another player may not; a hidden roll or a set result is no Lucky line", async () => {
    const { w, line } = await failedTreatment();
    const world = luckyWorld(line, w.patient);
    expect(await handleGmLucky({ kind: "lucky", messageId: "card", line: 0 }, "aldric-player", world.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotAllowed",
    });
    expect(world.state.log).toEqual([]);
    const hidden = healWorld();
    hidden.tray.push([-1, -1, 0, 0]);
    const gmRoll = healRequest({ choices: { situational: 0, applyWounds: true, opponents: 1, talents: [], visibility: "gm" } });
    expect(healingLine(outcomeOf(await handleHealRequest(gmRoll, GM, hidden.ports)), "Actor.healer")).toBeNull();
    const set = outcomeOf(
      await handleHealRequest(healRequest({ healerUuid: null, skill: null, choices: null, result: 2 }), GM, healWorld().ports),
    );
    expect(healingLine(set, null)).toBeNull();
  });
});

/** The header's condition chips: the dashboard's names, the rounds each timed condition has left (rules 3.4.6). */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadI18n } from "../../scripts/render/i18n";
import { ROOT } from "../../scripts/render/harness";
import { conditionStatusEffects } from "../../scripts/render/fixtures";
import { conditionChips, roundsLeft, worldTimeLeft } from "../../src/sheets/context/conditions";

const en = loadI18n();
const de = loadI18n(join(ROOT, "lang", "de.json"));
const combat = { id: "c1", round: 5 };

describe("rounds left of a timed condition", () => {
  it("counts down to its last round, which still counts one", () => {
    const veryStunned = { status: "veryStunned", combatId: "c1", startRound: 4, rounds: 2 };
    expect(roundsLeft(veryStunned, { id: "c1", round: 4 })).toBe(2);
    expect(roundsLeft(veryStunned, combat)).toBe(1);
    expect(roundsLeft(veryStunned, { id: "c1", round: 6 })).toBe(1);
  });

  it("has none outside its combat or without rounds", () => {
    expect(roundsLeft({ status: "stunned", combatId: "c0", startRound: 4, rounds: 1 }, combat)).toBeNull();
    expect(roundsLeft({ status: "stunned", combatId: "c1", startRound: 4, rounds: 1 }, null)).toBeNull();
    expect(roundsLeft({ status: "entangled", combatId: "c1", startRound: 4, rounds: null }, combat)).toBeNull();
  });
});

describe("condition chips", () => {
  it("lists the statuses in CONFIG's order with their rounds, in the language's plural", () => {
    const input = {
      statuses: ["entangled", "veryStunned", "bleeding"],
      known: conditionStatusEffects(en),
      timings: [{ status: "veryStunned", combatId: "c1", startRound: 4, rounds: 2 }],
      combat: { id: "c1", round: 4 },
    };
    expect(conditionChips(input, en).map((c) => [c.id, c.label, c.roundsText, c.tooltip])).toEqual([
      ["veryStunned", "Very Stunned", "2 rounds left", "Very Stunned: 2 rounds left"],
      ["entangled", "Entangled", "", "Entangled"],
      ["bleeding", "bleeding", "", "bleeding"],
    ]);
    const german = conditionChips({ ...input, known: conditionStatusEffects(de), combat }, de);
    expect(german[0]?.tooltip).toBe("Schwer betäubt: noch 1 Runde");
  });

  it("counts a knockout's ten minutes and Near Death's hour in world time (rules 3.4.6, 3.4.1); treated, the hour stops", () => {
    const timings = [
      { status: "knockedOut", combatId: null, startRound: null, rounds: null, since: 1000 },
      { status: "nearDeath", combatId: null, startRound: null, rounds: null, since: 1000 },
    ];
    const input = {
      statuses: ["knockedOut", "nearDeath"],
      known: conditionStatusEffects(en),
      timings,
      combat: null,
      clock: { now: 1000 + 181, nearDeathHelped: false },
    };
    expect(conditionChips(input, en).map((c) => [c.id, c.roundsText])).toEqual([
      ["knockedOut", "7 min left"],
      ["nearDeath", "57 min left"],
    ]);
    expect(conditionChips({ ...input, clock: { now: 1000 + 181, nearDeathHelped: true } }, en)[1]?.tooltip).toBe(
      "Near Death: treated: the hour stops",
    );
    expect(conditionChips({ ...input, known: conditionStatusEffects(de) }, de)[0]?.roundsText).toBe("noch 7 Min.");
    // Before the GM's timers noted the start (no world time has passed since): the whole span.
    expect(worldTimeLeft("nearDeath", [], { now: 5, nearDeathHelped: false })).toBe(60);
    expect(worldTimeLeft("knockedOut", timings, { now: 99_999, nearDeathHelped: false })).toBe(0);
    expect(worldTimeLeft("stunned", timings, { now: 1000, nearDeathHelped: false })).toBeNull();
    expect(worldTimeLeft("nearDeath", timings, undefined)).toBeNull();
  });

  it("draws nothing without conditions", () => {
    expect(conditionChips(undefined, en)).toEqual([]);
  });
});

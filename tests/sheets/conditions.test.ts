/** The header's condition chips: the dashboard's names, the rounds each timed condition has left (rules 3.4.6). */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadI18n } from "../../scripts/render/i18n";
import { ROOT } from "../../scripts/render/harness";
import { conditionStatusEffects } from "../../scripts/render/fixtures";
import { conditionChips, roundsLeft } from "../../src/sheets/context/conditions";

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

  it("draws nothing without conditions", () => {
    expect(conditionChips(undefined, en)).toEqual([]);
  });
});

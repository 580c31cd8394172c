import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  compareInitiative,
  decodeInitiativeSortKey,
  drawTiebreak,
  initiativeOrder,
  initiativeSortKey,
  type InitiativeEntry,
} from "./initiative";
import { RulesError } from "./errors";

const entry = fc.record({
  id: fc.string(),
  rolledDegree: fc.integer({ min: -99, max: 99 }),
  skillLevel: fc.integer({ min: -3, max: 3 }),
  tiebreak: fc.integer({ min: 0, max: 999 }),
});

describe("initiative order (rules 3.1.1)", () => {
  it("rules 3.1.1: highest rolled degree first, then higher Initiative skill, then the random tiebreak", () => {
    const order = initiativeOrder<InitiativeEntry>([
      { id: "a", rolledDegree: 1, skillLevel: 3, tiebreak: 999 },
      { id: "b", rolledDegree: 2, skillLevel: -3, tiebreak: 0 },
      { id: "c", rolledDegree: 1, skillLevel: 0, tiebreak: 500 },
      { id: "d", rolledDegree: 1, skillLevel: 3, tiebreak: 1 },
      { id: "e", rolledDegree: -2, skillLevel: 3, tiebreak: 999 },
    ]);
    expect(order.map((e) => e.id)).toEqual(["b", "a", "d", "c", "e"]);
  });

  it("rules 3.1.1: the sort key orders exactly like the comparator and decodes back", () => {
    fc.assert(
      fc.property(entry, entry, (a, b) => {
        const ka = initiativeSortKey(a.rolledDegree, a.skillLevel, a.tiebreak);
        const kb = initiativeSortKey(b.rolledDegree, b.skillLevel, b.tiebreak);
        const lexi = a.rolledDegree - b.rolledDegree || a.skillLevel - b.skillLevel || a.tiebreak - b.tiebreak;
        return Math.sign(ka - kb) === Math.sign(lexi) && Math.sign(compareInitiative(a, b)) === -Math.sign(lexi);
      }),
    );
    fc.assert(
      fc.property(entry, (a) => {
        const d = decodeInitiativeSortKey(initiativeSortKey(a.rolledDegree, a.skillLevel, a.tiebreak));
        return d.rolledDegree === a.rolledDegree && d.skillLevel === a.skillLevel && d.tiebreak === a.tiebreak;
      }),
    );
  });

  it("rules 3.1.1: tiebreaks come from the injected rng; bad input throws", () => {
    expect(drawTiebreak(() => 0)).toBe(0);
    expect(drawTiebreak(() => 0.9999)).toBe(999);
    expect(() => drawTiebreak(() => 1)).toThrow(RulesError);
    expect(() => initiativeSortKey(1.5, 0, 0)).toThrow(RulesError);
    expect(() => initiativeSortKey(0, 4, 0)).toThrow(RulesError);
    expect(() => initiativeSortKey(0, 0, 1000)).toThrow(RulesError);
    expect(() => decodeInitiativeSortKey(Number.NaN)).toThrow(RulesError);
    expect(() => decodeInitiativeSortKey(7000)).toThrow(RulesError);
  });
});

describe("the injected tiebreak rng is checked (rules 3.1.1)", () => {
  it("rules 3.1.1: a tiebreak from an rng outside [0, 1) or not a number is a typed error naming the value", () => {
    for (const bad of [-0.1, 1, "0.5"]) {
      expect(() => drawTiebreak(() => bad as never)).toThrow(
        expect.objectContaining({
          code: "HARNFUDGE.Error.InvalidRandom",
          data: { value: String(bad) },
          message: "rng must return a number in [0, 1)",
        }),
      );
    }
    expect(drawTiebreak(() => 0)).toBe(0);
    expect(drawTiebreak(() => 0.9999)).toBe(999);
  });
});

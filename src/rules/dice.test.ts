import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { criticalOf, requireDiceTotal, roll4dF, rollDF, situationalRoll, sumFaces, sumFudgeDice } from "./dice";
import { RulesError } from "./errors";

const face = fc.constantFrom(-1 as const, 0 as const, 1 as const);
const faces = fc.tuple(face, face, face, face);

describe("4dF (rules 2)", () => {
  it("rules 2: the total of four faces is −4…+4", () => {
    expect(sumFaces([1, 1, 0, -1])).toBe(1);
    expect(sumFaces([1, 1, 1, 1])).toBe(4);
    expect(sumFaces([-1, -1, -1, -1])).toBe(-4);
    fc.assert(fc.property(faces, (f) => Math.abs(sumFaces(f)) <= 4));
  });

  it("rules 2: anything but four faces of −1/0/+1 is a typed error", () => {
    for (const bad of [[1, 1, 1], [1, 1, 1, 1, 1], [2, 0, 0, 0], [0.5, 0, 0, 0], [Number.NaN, 0, 0, 0], "1111"]) {
      expect(() => sumFaces(bad as never)).toThrow(RulesError);
    }
  });

  it("rules 2: dice from an injected rng map [0,⅓) → −1, [⅓,⅔) → 0, [⅔,1) → +1", () => {
    const seq = [0, 0.4, 0.7, 0.999];
    let i = 0;
    expect(roll4dF(() => seq[i++] as number)).toEqual([-1, 0, 1, 1]);
    expect(rollDF(() => 0.5)).toBe(0);
    expect(() => rollDF(() => 1)).toThrow(RulesError);
    expect(() => rollDF(() => Number.NaN)).toThrow(RulesError);
  });

  it("rules 2.3: natural +4 is a critical success, natural −4 a critical failure, else none", () => {
    expect(criticalOf([1, 1, 1, 1])).toBe("success");
    expect(criticalOf([-1, -1, -1, -1])).toBe("failure");
    fc.assert(fc.property(faces, (f) => (Math.abs(sumFaces(f)) === 4) === (criticalOf(f) !== null)));
  });

  it("rules 2.4: a situational roll reads the dice on the ladder from Fair", () => {
    expect(situationalRoll([1, 1, 0, 0])).toMatchObject({ total: 2, level: { key: "HARNFUDGE.Ladder.great", offset: 0 } });
    expect(situationalRoll([-1, -1, -1, -1])).toMatchObject({
      total: -4,
      level: { key: "HARNFUDGE.Ladder.terrible", offset: -1 },
      critical: "failure",
    });
    expect(situationalRoll([1, 1, 1, 1]).level).toEqual({ key: "HARNFUDGE.Ladder.superb", ladder: "superb", offset: 1 });
  });
});

describe("any number of Fudge dice (rules 2, 3.4.4)", () => {
  it("sums one to four Fudge faces: the 4dF of a roll or the 1dF of damage", () => {
    expect(sumFudgeDice([1])).toBe(1);
    expect(sumFudgeDice([-1, -1])).toBe(-2);
    expect(sumFudgeDice([1, 1, 0, 1])).toBe(3);
    expect(() => sumFudgeDice([])).toThrow(RulesError);
    expect(() => sumFudgeDice([0, 0, 0, 0, 0])).toThrow(RulesError);
    expect(() => sumFudgeDice([0.5])).toThrow(RulesError);
  });
});

describe("the injected rng is checked (rules 2)", () => {
  it("rules 2: a die from an rng outside [0, 1) or not a number is a typed error naming the value", () => {
    for (const bad of [-0.1, 1, "0.5"]) {
      expect(() => rollDF(() => bad as never)).toThrow(
        expect.objectContaining({
          code: "HARNFUDGE.Error.InvalidRandom",
          data: { value: String(bad) },
          message: "rng must return a number in [0, 1)",
        }),
      );
    }
  });
});

describe("a 4dF total (rules 2)", () => {
  it("rules 2: a total is −4…+4; anything beyond is a typed error", () => {
    expect([-4, 0, 4].map((t) => requireDiceTotal(t))).toEqual([-4, 0, 4]);
    expect(() => requireDiceTotal(-5)).toThrow(RulesError);
    expect(() => requireDiceTotal(5)).toThrow(RulesError);
  });
});

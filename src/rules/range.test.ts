import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { rangeCheck } from "./range";

describe("missile range (rules 3.5.2)", () => {
  it("rules 3.5.2: at or within the maximum effective range the shot is within range", () => {
    expect(rangeCheck(350, 350)).toEqual({ distanceFeet: 350, maxRangeFeet: 350, within: true, warning: null });
    expect(rangeCheck(0, 150).within).toBe(true);
    expect(rangeCheck(349.5, 350).within).toBe(true);
  });

  it("rules 3.5.2: beyond it there is little or no possibility of accuracy: a warning, the GM decides", () => {
    expect(rangeCheck(350.5, 350)).toEqual({
      distanceFeet: 350.5,
      maxRangeFeet: 350,
      within: false,
      warning: "HARNFUDGE.Range.Beyond",
    });
    expect(rangeCheck(1001, 1000).warning).toBe("HARNFUDGE.Range.Beyond");
  });

  it("bad distances and ranges throw", () => {
    expect(() => rangeCheck(-1, 100)).toThrow(RulesError);
    expect(() => rangeCheck(Number.NaN, 100)).toThrow(RulesError);
    expect(() => rangeCheck(10, 5001)).toThrow(RulesError);
    expect(() => rangeCheck(10, -5)).toThrow(RulesError);
  });
});

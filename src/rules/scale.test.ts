import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { strengthContestAdvantage, strengthContestModifiers } from "./scale";

describe("scale in contests of strength (rules 1.2)", () => {
  it("rules 1.2: a bear (Scale 3) is at +3 against a human; a human at +7 against a cat (Scale −7)", () => {
    expect(strengthContestAdvantage(3, 0)).toBe(3);
    expect(strengthContestAdvantage(0, -7)).toBe(7);
    expect(strengthContestModifiers(3, 0)).toEqual({ a: 3, b: 0 });
    expect(strengthContestModifiers(-7, 0)).toEqual({ a: 0, b: 7 });
    expect(() => strengthContestAdvantage(0.5, 0)).toThrow(RulesError);
    expect(() => strengthContestAdvantage(99, 0)).toThrow(RulesError);
  });
});

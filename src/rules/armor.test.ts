import { describe, expect, it } from "vitest";
import { armorInUse } from "./armor";
import { RulesError } from "./errors";

describe("armor in use (rules 3.4.3.2, 3.5.3)", () => {
  it("is 0 with nothing worn", () => {
    expect(armorInUse([])).toBe(0);
  });

  it("is the best piece worn; layers do not add (chain mail +3 over quilt +1 is +3)", () => {
    expect(armorInUse([1, 3])).toBe(3);
    expect(armorInUse([4, 2, 1])).toBe(4);
  });

  it("refuses a value that is not an armor value", () => {
    expect(() => armorInUse([Number.NaN])).toThrow(RulesError);
    expect(() => armorInUse([1.5])).toThrow(RulesError);
    expect(() => armorInUse([-1])).toThrow(RulesError);
  });
});

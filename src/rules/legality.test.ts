import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { mayCarryWeapon } from "./legality";

describe("weapon legality by social class (rules 3.5)", () => {
  it.each([
    ["noble", "chivalric", true],
    ["noble", "free", true],
    ["noble", "peasant", true],
    ["freeman", "chivalric", false],
    ["freeman", "free", true],
    ["freeman", "peasant", true],
    ["serf", "chivalric", false],
    ["serf", "free", false],
    ["serf", "peasant", true],
  ] as const)("a %s carrying a %s weapon: %s", (social, weapon, legal) => {
    expect(mayCarryWeapon(social, weapon)).toBe(legal);
  });

  it("refuses unknown classes instead of guessing", () => {
    expect(() => mayCarryWeapon("freeman", "royal")).toThrow(RulesError);
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { describeLevel, isLadderKey, ladderKey, ladderLocKey, ladderValue, levelFromDescription } from "./ladder";
import { RulesError } from "./errors";

describe("trait ladder (rules 1.1)", () => {
  const table: [string, number][] = [
    ["superb", 3],
    ["great", 2],
    ["good", 1],
    ["fair", 0],
    ["mediocre", -1],
    ["poor", -2],
    ["terrible", -3],
  ];
  it.each(table)("rules 1.1 table: %s is %i, both ways", (key, value) => {
    expect(ladderValue(key)).toBe(value);
    expect(ladderKey(value)).toBe(key);
    expect(isLadderKey(key)).toBe(true);
    expect(describeLevel(value)).toEqual({ key: `HARNFUDGE.Ladder.${key}`, ladder: key, offset: 0 });
  });

  it("rules 1.1: values off the ladder and unknown words throw typed errors", () => {
    for (const bad of [4, -4, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => ladderKey(bad)).toThrow(RulesError);
    expect(() => ladderValue("awesome")).toThrow(RulesError);
    expect(isLadderKey("awesome")).toBe(false);
  });

  it("rules 2: results beyond the ladder are 'Superb +2' and 'Terrible −1'", () => {
    expect(describeLevel(5)).toEqual({ key: ladderLocKey("superb"), ladder: "superb", offset: 2 });
    expect(describeLevel(-4)).toEqual({ key: ladderLocKey("terrible"), ladder: "terrible", offset: -1 });
    expect(levelFromDescription("superb", 2)).toBe(5);
    expect(levelFromDescription("terrible", -1)).toBe(-4);
    expect(() => levelFromDescription("good", 1)).toThrow(RulesError);
    expect(() => describeLevel(1.5)).toThrow(RulesError);
  });

  it("rules 2: describeLevel and levelFromDescription are inverse for every integer", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (v) => {
        const d = describeLevel(v);
        return levelFromDescription(d.ladder, d.offset) === v;
      }),
    );
  });
});

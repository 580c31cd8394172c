import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import fc from "fast-check";
import {
  FOUR_DF_OUTCOMES,
  TWO_FOUR_DF_OUTCOMES,
  chanceAttackHits,
  chanceAttackHitsDifficulty,
  chanceOpposed,
  chanceUnopposed,
  differenceDistribution,
  fourDFDistribution,
  rollChance,
} from "./probability";

const FACES = [-1, 0, 1];
/** Exact enumeration of the 81 outcomes of 4dF. */
function enumerate(): Map<number, number> {
  const m = new Map<number, number>();
  for (const a of FACES)
    for (const b of FACES) for (const c of FACES) for (const d of FACES) m.set(a + b + c + d, (m.get(a + b + c + d) ?? 0) + 1);
  return m;
}

describe("4dF distribution (rules 2)", () => {
  it("rules 2: matches exact enumeration of the 81 outcomes and sums to 1", () => {
    const e = enumerate();
    const dist = fourDFDistribution();
    expect(dist.map((d) => d.total)).toEqual([-4, -3, -2, -1, 0, 1, 2, 3, 4]);
    for (const d of dist) {
      expect(d.count).toBe(e.get(d.total));
      expect(d.probability.denominator).toBe(81);
    }
    expect(dist.reduce((a, d) => a + d.count, 0)).toBe(FOUR_DF_OUTCOMES);
    expect(dist.reduce((a, d) => a + d.probability.value, 0)).toBeCloseTo(1, 12);
  });

  it("rules 2.2: the difference of two 4dF matches enumeration of 6561 outcomes and sums to 1", () => {
    const e = enumerate();
    const diff = differenceDistribution();
    expect(diff).toHaveLength(17);
    for (const d of diff) {
      let count = 0;
      for (const [x, cx] of e) for (const [y, cy] of e) if (x - y === d.total) count += cx * cy;
      expect(d.count).toBe(count);
    }
    expect(diff.reduce((a, d) => a + d.count, 0)).toBe(TWO_FOUR_DF_OUTCOMES);
    expect(diff.reduce((a, d) => a + d.probability.value, 0)).toBeCloseTo(1, 12);
  });

  it("rules 2.1: chance of success vs a difficulty (Fair vs Fair = 50/81)", () => {
    expect(chanceUnopposed(0, 0).numerator).toBe(50);
    expect(chanceUnopposed(3, -3).numerator).toBe(81);
    expect(chanceUnopposed(-3, 3).numerator).toBe(0);
    expect(chanceUnopposed(0, 4).numerator).toBe(1);
  });

  it("rules 2.1: the chance matches enumeration for every level and difficulty", () => {
    fc.assert(
      fc.property(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -8, max: 8 }), (lvl, diff) => {
        let n = 0;
        for (const [x, c] of enumerate()) if (lvl + x >= diff) n += c;
        return chanceUnopposed(lvl, diff).numerator === n;
      }),
    );
  });

  it("rules 2.2: opposed chances sum to 1 and are symmetric", () => {
    fc.assert(
      fc.property(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }), (a, b) => {
        const c = chanceOpposed(a, b);
        const r = chanceOpposed(b, a);
        return (
          c.win.numerator + c.tie.numerator + c.lose.numerator === 6561 &&
          c.win.numerator === r.lose.numerator &&
          c.tie.numerator === r.tie.numerator
        );
      }),
    );
    const even = chanceOpposed(0, 0);
    expect(even.win.numerator).toBe(even.lose.numerator);
  });

  it("rules 3.2: an attack hits only when Fair or better and beating the defence", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), (a, d) => {
        let n = 0;
        for (const [x, cx] of enumerate()) for (const [y, cy] of enumerate()) if (a + x >= 0 && a + x > d + y) n += cx * cy;
        return chanceAttackHits(a, d).numerator === n && n <= chanceOpposed(a, d).win.numerator;
      }),
    );
    // Against an unaware Terrible difficulty a Fair attacker still needs a Fair result.
    expect(chanceAttackHitsDifficulty(0, -3)).toEqual(chanceUnopposed(0, 0));
    expect(chanceAttackHitsDifficulty(0, 1)).toEqual(chanceUnopposed(0, 2));
  });
});

describe("one chance for the card, the dialogs and the roll (issue 27)", () => {
  it("rules 2.1: a difficulty is reached at the level with every modifier added", () => {
    // Fair (0) with −1 and −1 against Fair: needs +2 on 4dF, 15/81.
    expect(rollChance(0, [{ value: -1 }, { value: -1 }], { kind: "difficulty", difficulty: 0 })).toEqual(chanceUnopposed(-2, 0));
    expect(rollChance(0, [{ value: -1 }, { value: -1 }], { kind: "difficulty", difficulty: 0 }).numerator).toBe(15);
  });

  it("rules 3.2: an attack must reach Fair; a defence must reach the attack's rolled degree", () => {
    expect(rollChance(1, [{ value: -2 }], { kind: "attack" })).toEqual(chanceUnopposed(-1, 0));
    expect(rollChance(0, [], { kind: "degree", degree: 3 })).toEqual(chanceUnopposed(0, 3));
    expect(rollChance(1, [{ value: -2 }, { value: 1 }], { kind: "degree", degree: 3 }).numerator).toBe(5);
  });

  it("refuses a level or modifier that is not a whole number", () => {
    expect(() => rollChance(0.5, [], { kind: "attack" })).toThrow(RulesError);
    expect(() => rollChance(0, [{ value: Number.NaN }], { kind: "attack" })).toThrow(/modifier/);
  });
});

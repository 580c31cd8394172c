import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { computeDamage, damageCapacity, defensiveFactors, fullDamageResult, grazeResult, offensiveFactors } from "./damage";
import { RulesError } from "./errors";

describe("damage capacity (rules 1.3.1, 3.4.2)", () => {
  it("rules 3.4.2: the average of Strength, Health and Willpower, rounded down", () => {
    expect(damageCapacity(0, 0, 0)).toBe(0);
    expect(damageCapacity(1, 1, 0)).toBe(0);
    expect(damageCapacity(2, 1, 0)).toBe(1);
    expect(damageCapacity(3, 3, 3)).toBe(3);
  });
  it("rules 3.4.2 (interpretation): negative averages round towards −∞", () => {
    expect(damageCapacity(-1, 0, 0)).toBe(-1);
    expect(damageCapacity(-2, -1, 0)).toBe(-1);
    expect(damageCapacity(-3, -3, -2)).toBe(-3);
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: -3, max: 3 }),
        (s, h, w) => {
          const dc = damageCapacity(s, h, w);
          return dc <= (s + h + w) / 3 && dc + 1 > (s + h + w) / 3;
        },
      ),
    );
  });
  it("rules 3.4.2: off-ladder attributes throw", () => {
    expect(() => damageCapacity(4, 0, 0)).toThrow(RulesError);
    expect(() => damageCapacity(Number.NaN, 0, 0)).toThrow(RulesError);
  });
});

describe("wound factors (rules 3.4.3)", () => {
  it("rules 3.4.3.1: Strength only with muscle-powered weapons; Strength Scale with muscle-powered or scaled weapons", () => {
    expect(offensiveFactors({ strength: 2, strengthScale: 1, weaponStrength: 3, musclePowered: true })).toEqual({
      strength: 2,
      strengthScale: 1,
      weaponStrength: 3,
      total: 6,
    });
    expect(offensiveFactors({ strength: 2, strengthScale: 1, weaponStrength: 2, musclePowered: false })).toEqual({
      strength: 0,
      strengthScale: 0,
      weaponStrength: 2,
      total: 2,
    });
    expect(
      offensiveFactors({ strength: 2, strengthScale: 1, weaponStrength: 2, musclePowered: false, scaledToWielder: true }),
    ).toEqual({ strength: 0, strengthScale: 1, weaponStrength: 2, total: 3 });
  });
  it("rules 3.4.3.2: damage capacity + Mass Scale + armor value", () => {
    expect(defensiveFactors({ damageCapacity: 1, massScale: 2, armorValue: 3 }).total).toBe(6);
    expect(() => defensiveFactors({ damageCapacity: 0, massScale: 0, armorValue: -1 })).toThrow(RulesError);
    expect(() => defensiveFactors({ damageCapacity: 0, massScale: 0.5, armorValue: 0 })).toThrow(RulesError);
  });
});

describe("graze table (rules 3.4.4, relative degree +1)", () => {
  it.each([
    [-5, "none"],
    [0, "none"],
    [1, "scratch"],
    [2, "scratch"],
    [3, "scratch"],
    [4, "scratch"],
    [5, "hurt"],
    [12, "hurt"],
  ] as const)("rules 3.4.4 graze table: damage factor %i → %s (0 is No Damage)", (f, r) => {
    expect(grazeResult(f)).toBe(r);
  });
});

describe("full damage table (rules 3.4.4, relative degree ≥ +2)", () => {
  it.each([
    [-3, "none"],
    [0, "none"],
    [1, "scratch"],
    [2, "scratch"],
    [3, "hurt"],
    [4, "hurt"],
    [5, "veryHurt"],
    [6, "veryHurt"],
    [7, "incapacitated"],
    [8, "incapacitated"],
    [9, "nearDeath"],
    [20, "nearDeath"],
  ] as const)("rules 3.4.4 full table: total %i → %s", (t, r) => {
    expect(fullDamageResult(t)).toBe(r);
  });
  it("rules 3.4.4: non-integers throw", () => {
    expect(() => fullDamageResult(1.5)).toThrow(RulesError);
    expect(() => grazeResult(Number.NaN)).toThrow(RulesError);
  });
});

const human = { strength: 0, strengthScale: 0, weaponStrength: 3, musclePowered: true };
const defender = { damageCapacity: 0, massScale: 0, armorValue: 1 };

describe("determining wound level (rules 3.4.4)", () => {
  it("rules 3.4.4: relative degree 0 or less deals no damage", () => {
    for (const rd of [0, -1, -5]) {
      const d = computeDamage({ relativeDegree: rd, offence: { ...human, weaponStrength: 10 }, defence: defender, fudgeDie: 1 });
      expect(d).toMatchObject({ table: "none", result: "none", total: null });
    }
  });
  it("rules 3.4.4: relative degree +1 reads the damage factor on the graze table, no 1dF", () => {
    const d = computeDamage({ relativeDegree: 1, offence: human, defence: defender, fudgeDie: 1 });
    expect(d).toMatchObject({ table: "graze", damageFactor: 2, total: 2, fudgeDieAdded: 0, fudgeDie: 1, result: "scratch" });
  });
  it("rules 3.4.4: relative degree ≥ +2 adds the relative degree and the 1dF on the full table", () => {
    // Broadsword +3, Str Good +1 vs DC Fair, quilt +1: factor 3; RD 3; dF −1 → 5 Very Hurt.
    const d = computeDamage({ relativeDegree: 3, offence: { ...human, strength: 1 }, defence: defender, fudgeDie: -1 });
    expect(d).toMatchObject({
      table: "full",
      damageFactor: 3,
      relativeDegreeAdded: 3,
      fudgeDieAdded: -1,
      total: 5,
      result: "veryHurt",
    });
  });
  it("rules 4 (interpretation): Mystical Shield subtracts 1 from the number read on the table", () => {
    expect(
      computeDamage({
        relativeDegree: 1,
        offence: human,
        defence: { ...defender, armorValue: 0 },
        fudgeDie: 0,
        mysticalShield: true,
      }),
    ).toMatchObject({ total: 2, mysticalShield: -1, result: "scratch" });
    expect(
      computeDamage({ relativeDegree: 2, offence: human, defence: defender, fudgeDie: 0, mysticalShield: true }),
    ).toMatchObject({ total: 3, result: "hurt" });
    expect(
      computeDamage({ relativeDegree: 0, offence: human, defence: defender, fudgeDie: 0, mysticalShield: true }),
    ).toMatchObject({ mysticalShield: 0, result: "none" });
  });
  it("rules 3.4.4: the 1dF must be −1, 0 or +1", () => {
    expect(() => computeDamage({ relativeDegree: 2, offence: human, defence: defender, fudgeDie: 2 })).toThrow(RulesError);
  });
  it("rules 3.4.4: more offence never lowers the wound level", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 8 }), fc.integer({ min: -3, max: 9 }), fc.constantFrom(-1, 0, 1), (rd, ws, df) => {
        const lo = computeDamage({
          relativeDegree: rd,
          offence: { ...human, weaponStrength: ws },
          defence: defender,
          fudgeDie: df,
        });
        const hi = computeDamage({
          relativeDegree: rd,
          offence: { ...human, weaponStrength: ws + 1 },
          defence: defender,
          fudgeDie: df,
        });
        const order = ["none", "scratch", "hurt", "veryHurt", "incapacitated", "nearDeath"];
        return order.indexOf(hi.result) >= order.indexOf(lo.result);
      }),
    );
  });
});

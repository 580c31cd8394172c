import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { TALENT_KEYS } from "./constants";
import { RulesError } from "./errors";
import {
  INITIATIVE_TALENTS,
  LUCKY_COOLDOWN_MS,
  TALENT_EFFECTS,
  TALENT_SITUATION_LOC_KEYS,
  dangerSenseCheck,
  hasTalent,
  initiativeTalentBonuses,
  intuitionCheck,
  luckyKeepBetter,
  luckyRerollAllowed,
  talentRollBonus,
} from "./talents";

describe("talent effects (rules 4)", () => {
  it("rules 4: every one of the fifteen talents has an effect entry", () => {
    expect(Object.keys(TALENT_EFFECTS).sort()).toEqual([...TALENT_KEYS].sort());
    for (const k of ["catsEyes", "directionSense", "empathy", "magicSense"] as const)
      expect(TALENT_EFFECTS[k].kind).toBe("descriptive");
    expect(TALENT_EFFECTS.fortitude).toEqual({ kind: "woundPenalty", hurt: 0, veryHurt: -1 });
    expect(TALENT_EFFECTS.mysticalShield).toEqual({ kind: "damageReduction", amount: 1 });
    expect(TALENT_EFFECTS.rapidHealing).toEqual({ kind: "healingSpeed", factor: 2, mundaneOnly: true });
  });

  it("rules 4: +1 talents apply only in their situation (Acute Sense only with its sense)", () => {
    const talents = [
      { key: "acuteSense" as const, sense: "hearing" as const },
      { key: "charismatic" as const },
      { key: "magicResistance" as const },
    ];
    expect(talentRollBonus(talents, "sense", "hearing")).toBe(1);
    expect(talentRollBonus(talents, "sense", "vision")).toBe(0);
    expect(talentRollBonus(talents, "npcReactions")).toBe(1);
    expect(talentRollBonus(talents, "opposedVsMagic")).toBe(1);
    expect(talentRollBonus(talents, "animals")).toBe(0);
    expect(talentRollBonus([{ key: "animalEmpathy" }], "animals")).toBe(1);
    expect(talentRollBonus([{ key: "prescience" }, { key: "prescience" }], "gmDetermined")).toBe(1);
    expect(() => talentRollBonus(talents, "weather" as never)).toThrow(RulesError);
    expect(() => talentRollBonus([{ key: "telepathy" as never }], "animals")).toThrow(RulesError);
  });

  it("rules 4 Lucky: once per real hour, keeping the better roll", () => {
    expect(luckyRerollAllowed(null, 0)).toBe(true);
    expect(luckyRerollAllowed(1000, 1000 + LUCKY_COOLDOWN_MS)).toBe(true);
    expect(luckyRerollAllowed(1000, 1000 + LUCKY_COOLDOWN_MS - 1)).toBe(false);
    expect(luckyRerollAllowed(5000, 1000)).toBe(false);
    expect(() => luckyRerollAllowed(Number.NaN, 0)).toThrow(RulesError);
    expect(luckyKeepBetter([-1, -1, 0, 0], [1, 0, 0, 0])).toMatchObject({ kept: "reroll", total: 1 });
    expect(luckyKeepBetter([1, 0, 0, 0], [-1, 0, 0, 0])).toMatchObject({ kept: "original", total: 1 });
    expect(luckyKeepBetter([0, 0, 0, 0], [0, 0, 0, 0]).kept).toBe("original");
  });

  it("rules 4 Danger Sense warns on a situational Good or better; Intuition is a plain secret situational roll", () => {
    expect(dangerSenseCheck([1, 0, 0, 0]).warned).toBe(true);
    expect(dangerSenseCheck([0, 0, 0, 0]).warned).toBe(false);
    expect(intuitionCheck([1, 1, -1, 0]).total).toBe(1);
    expect(hasTalent(new Set(["lucky" as const]), "lucky")).toBe(true);
    expect(hasTalent([{ key: "fortitude" }], "lucky")).toBe(false);
  });
});

describe("Lucky covers every roll (rules 4)", () => {
  it("rules 4: the better of two rolls is kept for a 4dF check and for the single 1dF of damage", () => {
    expect(luckyKeepBetter([-1], [1])).toEqual({ kept: "reroll", faces: [1], total: 1 });
    expect(luckyKeepBetter([0], [-1])).toEqual({ kept: "original", faces: [0], total: 0 });
    expect(luckyKeepBetter([1], [1])).toEqual({ kept: "original", faces: [1], total: 1 });
    expect(luckyKeepBetter([-1, -1, -1, -1], [-1, -1, -1, 0])).toEqual({ kept: "reroll", faces: [-1, -1, -1, 0], total: -3 });
    expect(luckyKeepBetter([0, 1], [1, 0])).toMatchObject({ kept: "original", total: 1 });
  });

  it("rules 4: both rolls must be the same Fudge dice", () => {
    expect(() => luckyKeepBetter([1], [1, 0, 0, 0])).toThrow(RulesError);
    expect(() => luckyKeepBetter([], [])).toThrow(RulesError);
    expect(() => luckyKeepBetter([2], [0])).toThrow(RulesError);
    expect(() => luckyKeepBetter([0, 0, 0, 0, 0], [0, 0, 0, 0, 0])).toThrow(RulesError);
  });

  it("rules 4 (property): the kept roll is never worse than either", () => {
    const dice = (n: number) => fc.array(fc.constantFrom(-1, 0, 1), { minLength: n, maxLength: n });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(dice(n), dice(n))),
        ([a, b]) => {
          const k = luckyKeepBetter(a, b);
          const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
          return k.total === Math.max(sum(a), sum(b)) && sum([...k.faces]) === k.total;
        },
      ),
    );
  });
});

describe("talent tables and edges (rules 4)", () => {
  it("rules 4: the situations a talent's bonus applies in have their own labels", () => {
    expect(TALENT_SITUATION_LOC_KEYS).toEqual({
      sense: "HARNFUDGE.TalentSituation.sense",
      animals: "HARNFUDGE.TalentSituation.animals",
      npcReactions: "HARNFUDGE.TalentSituation.npcReactions",
      opposedVsMagic: "HARNFUDGE.TalentSituation.opposedVsMagic",
      gmDetermined: "HARNFUDGE.TalentSituation.gmDetermined",
    });
  });
  it("rules 4: Danger Sense warns from Good, Intuition is the GM's reading, Lucky rerolls once an hour and keeps the better", () => {
    expect(TALENT_EFFECTS.dangerSense).toEqual({ kind: "secretRoll", warnAtOrAbove: 1 });
    expect(TALENT_EFFECTS.intuition).toEqual({ kind: "secretRoll", warnAtOrAbove: null });
    expect(TALENT_EFFECTS.lucky).toEqual({ kind: "reroll", cooldownMs: 3_600_000, keep: "better" });
    expect(LUCKY_COOLDOWN_MS).toBe(3_600_000);
    expect(luckyRerollAllowed(0, 3_599_999)).toBe(false);
    expect(luckyRerollAllowed(0, 3_600_000)).toBe(true);
  });
  it("rules 4: Acute Sense without a chosen sense adds to no sense roll", () => {
    expect(talentRollBonus([{ key: "acuteSense" }], "sense")).toBe(0);
    expect(talentRollBonus([{ key: "acuteSense" }], "sense", "vision")).toBe(0);
    expect(talentRollBonus([{ key: "acuteSense", sense: "vision" }], "sense", "vision")).toBe(1);
  });
  it("rules 4: a talent among several is found; one not held is not", () => {
    const held = [{ key: "lucky" as const }, { key: "fortitude" as const }];
    expect(hasTalent(held, "fortitude")).toBe(true);
    expect(hasTalent(held, "lucky")).toBe(true);
    expect(hasTalent(held, "empathy")).toBe(false);
  });
});

describe("talents on the initiative roll (rules 4, 3.1.1)", () => {
  it("rules 4, Prescience (abnormally quick reflexes): +1 on initiative; no other talent quickens it", () => {
    expect(INITIATIVE_TALENTS).toEqual(["prescience"]);
    expect(initiativeTalentBonuses([{ key: "prescience" }, { key: "lucky" }])).toEqual([{ key: "prescience", value: 1 }]);
    expect(initiativeTalentBonuses([{ key: "charismatic" }, { key: "dangerSense" }])).toEqual([]);
    expect(initiativeTalentBonuses([])).toEqual([]);
  });
});

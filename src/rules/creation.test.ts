import { describe, expect, it } from "vitest";
import {
  CREATION_ONLY_CODES,
  SKILL_CP_COSTS,
  skillCpCost,
  talentsAfterCreation,
  validateCreation,
  type CreationInput,
} from "./creation";
import { RulesError } from "./errors";

const base: CreationInput = {
  attributes: { strength: 1, agility: 1 },
  skills: [
    { key: "language", subject: "Harnic", level: 0, grant: "nativeLanguage" },
    { key: "religion", subject: "Peoni", level: -1, grant: "ownReligion" },
  ],
  talents: [],
};
const codes = (input: CreationInput) => validateCreation(input).problems.map((p) => p.code);

describe("skill CP costs (rules 1.3.2)", () => {
  it.each([
    [-1, 1],
    [0, 2],
    [1, 4],
    [2, 8],
    [3, 16],
  ])("rules 1.3.2 table: a skill at level %i costs %i CP (not cumulative)", (level, cost) => {
    expect(SKILL_CP_COSTS[level]).toBe(cost);
    expect(skillCpCost("sword", level)).toBe(cost);
    expect(skillCpCost("alchemy", level)).toBe(cost);
  });

  it("rules 1.3.2: Mediocre is not an option for Mediocre-default skills; nothing at or below the default; no price below Mediocre", () => {
    expect(skillCpCost("club", -1)).toBeNull();
    expect(skillCpCost("club", 0)).toBe(2);
    expect(skillCpCost("sword", -2)).toBeNull();
    expect(skillCpCost("legerdemain", -2)).toBeNull();
    expect(skillCpCost("alchemy", -3)).toBeNull();
    expect(() => skillCpCost("physician", 0)).toThrow(RulesError);
  });
});

describe("character creation validator (rules 1.3)", () => {
  it("rules 1.3: a legal character spending all 64 CP has no problems", () => {
    const r = validateCreation({
      ...base,
      skills: [
        ...base.skills,
        { key: "sword", level: 3 }, // 16
        { key: "shield", level: 2 }, // 8
        { key: "dodge", level: 2 }, // 8
        { key: "awareness", level: 1 }, // 4
        { key: "initiative", level: 1 }, // 4
        { key: "stealth", level: 1 }, // 4
        { key: "script", subject: "Lakise", level: 0 }, // 2
        { key: "club", level: 0 }, // 2
        { key: "alchemy", level: -1 }, // 1
        { key: "language", subject: "Orcish", level: -1 }, // 1
        { key: "musician", subject: "Lute", level: 0 }, // 2
      ],
      talents: [{ key: "lucky" }, { key: "acuteSense", sense: "hearing" }, { key: "fortitude" }], // 12
    });
    expect(r.problems).toEqual([]);
    expect(r).toMatchObject({ valid: true, cpSpent: 64, cpRemaining: 0, attributeLevelsSpent: 2, talentCost: 12 });
  });

  it("rules 1.3.1: attributes start Fair with 2 free levels and 1:1 trades", () => {
    expect(validateCreation({ ...base, attributes: { strength: 3, agility: -1 } }).attributeLevelsSpent).toBe(2);
    expect(codes({ ...base, attributes: { strength: 3, agility: 1 } })).toContain("HARNFUDGE.Creation.AttributeLevelsOverspent");
    const r = validateCreation({ ...base, attributes: { strength: 1 } });
    expect(r.problems.find((p) => p.code === "HARNFUDGE.Creation.AttributeLevelsUnspent")?.severity).toBe("warning");
  });

  it("rules 1.3.1: one Superb, one Great, one Good attribute, with the conversion", () => {
    expect(codes({ ...base, attributes: { strength: 2, agility: 2, health: 2, memory: -2, willpower: -2 } })).not.toContain(
      "HARNFUDGE.Creation.AttributeLimits",
    );
    expect(codes({ ...base, attributes: { strength: 3, agility: 3, health: -2, memory: -2 } })).toContain(
      "HARNFUDGE.Creation.AttributeLimits",
    );
  });

  it("rules 1.3: every problem is reported, not just the first", () => {
    const r = validateCreation({
      attributes: { strength: 5, luck: 1 } as never,
      skills: [
        { key: "club", level: -1 },
        { key: "physician", level: 1 },
        { key: "language", level: 1 },
        { key: "sword", level: 2 },
        { key: "sword", level: 2, subject: "x" },
        { key: "alchemy", level: -2 },
        { key: "religion", subject: "Agrik", level: -3, grant: "ownReligion" },
        { key: "script", subject: "Runic", level: 0, grant: "nativeLanguage" },
        { key: "bow", level: 7 },
      ],
      talents: [{ key: "lucky" }, { key: "lucky" }, { key: "acuteSense" }, { key: "fortitude" }, { key: "telepathy" as never }],
    });
    expect(r.valid).toBe(false);
    expect(r.problems.map((p) => p.code)).toEqual(
      expect.arrayContaining([
        "HARNFUDGE.Creation.AttributeInvalid",
        "HARNFUDGE.Creation.UnknownAttribute",
        "HARNFUDGE.Creation.SkillAtOrBelowDefault",
        "HARNFUDGE.Creation.UnknownSkill",
        "HARNFUDGE.Creation.SkillNeedsSubject",
        "HARNFUDGE.Creation.DuplicateSkill",
        "HARNFUDGE.Creation.SkillSubjectNotAllowed",
        "HARNFUDGE.Creation.SkillLevelNotPurchasable",
        "HARNFUDGE.Creation.GrantBelowLevel",
        "HARNFUDGE.Creation.GrantWrongSkill",
        "HARNFUDGE.Creation.SkillLevelInvalid",
        "HARNFUDGE.Creation.NativeLanguageMissing",
        "HARNFUDGE.Creation.DuplicateTalent",
        "HARNFUDGE.Creation.TalentNeedsSense",
        "HARNFUDGE.Creation.TooManyTalents",
        "HARNFUDGE.Creation.UnknownTalent",
      ]),
    );
    expect(r.problems.every((p) => p.code.startsWith("HARNFUDGE.Creation.") && typeof p.data === "object")).toBe(true);
  });

  it("rules 1.3.2: the native Language at Fair and own Religion at Mediocre are free; raising them costs the difference", () => {
    expect(validateCreation(base).cpSpent).toBe(0);
    const r = validateCreation({
      ...base,
      skills: [
        { key: "language", subject: "Harnic", level: 1, grant: "nativeLanguage" },
        { key: "religion", subject: "Peoni", level: 0, grant: "ownReligion" },
      ],
    });
    expect(r.skillCosts).toEqual([2, 1]);
    expect(
      codes({ ...base, skills: [...base.skills, { key: "language", subject: "Jarinese", level: 0, grant: "nativeLanguage" }] }),
    ).toContain("HARNFUDGE.Creation.DuplicateGrant");
  });

  it("rules 1.3.2: talents cost 4 CP, at most 3; 64 CP in all; limits 1 Superb, 3 Great, 6 Good skills", () => {
    expect(validateCreation({ ...base, talents: [{ key: "lucky" }] }).talentCost).toBe(4);
    const over = validateCreation({
      ...base,
      skills: [...base.skills, ...["sword", "dodge", "shield", "bow", "axe"].map((key) => ({ key, level: 3 }))],
    });
    expect(over.cpSpent).toBe(80);
    expect(over.problems.map((p) => p.code)).toEqual(
      expect.arrayContaining(["HARNFUDGE.Creation.CpOverspent", "HARNFUDGE.Creation.SkillLimits"]),
    );
    const under = validateCreation(base);
    expect(under.problems.find((p) => p.code === "HARNFUDGE.Creation.CpUnspent")).toMatchObject({
      severity: "warning",
      data: { remaining: 64 },
    });
    expect(under.valid).toBe(true);
  });
});

describe("creation problems carry their data and severity (rules 1.3)", () => {
  const e = (code: string, data: object) => ({ code: `HARNFUDGE.Creation.${code}`, data, severity: "error" });
  const w = (code: string, data: object) => ({ code: `HARNFUDGE.Creation.${code}`, data, severity: "warning" });

  it("rules 1.3, 1.3.1, 1.3.2, 4: each problem names what is wrong; only unspent levels, unspent CP and a missing native language are warnings", () => {
    const r = validateCreation({
      attributes: { strength: 5, luck: 1 } as never,
      skills: [
        { key: "club", level: -1 },
        { key: "physician", level: 1 },
        { key: "language", level: 1 },
        { key: "sword", level: 2 },
        { key: "sword", level: 2, subject: "x" },
        { key: "alchemy", level: -2 },
        { key: "religion", subject: "Agrik", level: -3, grant: "ownReligion" },
        { key: "script", subject: "Runic", level: 0, grant: "nativeLanguage" },
        { key: "bow", level: 7 },
        { key: "language", subject: "Harnic", level: 0, grant: "homeTongue" as never },
      ],
      talents: [{ key: "lucky" }, { key: "lucky" }, { key: "acuteSense" }, { key: "fortitude" }, { key: "telepathy" as never }],
    });
    expect(r.problems).toEqual([
      e("AttributeInvalid", { attribute: "strength", value: "5" }),
      e("UnknownAttribute", { attribute: "luck" }),
      w("AttributeLevelsUnspent", { spent: 0, free: 2 }),
      e("SkillAtOrBelowDefault", { skill: "club", level: -1, default: -1 }),
      e("UnknownSkill", { skill: "physician" }),
      e("SkillNeedsSubject", { skill: "language" }),
      e("SkillSubjectNotAllowed", { skill: "sword", subject: "x" }),
      e("DuplicateSkill", { skill: "sword", subject: "x" }),
      e("SkillLevelNotPurchasable", { skill: "alchemy", level: -2 }),
      e("GrantBelowLevel", { grant: "ownReligion", level: -3, required: -1 }),
      e("GrantWrongSkill", { grant: "nativeLanguage", skill: "script" }),
      e("SkillLevelInvalid", { skill: "bow", value: "7" }),
      e("GrantWrongSkill", { grant: "homeTongue", skill: "language" }),
      w("NativeLanguageMissing", {}),
      e("DuplicateTalent", { talent: "lucky" }),
      e("TalentNeedsSense", { talent: "acuteSense" }),
      e("UnknownTalent", { talent: "telepathy" }),
      e("TooManyTalents", { count: 4, max: 3 }),
      w("CpUnspent", { remaining: 28 }),
    ]);
    expect(r.skillCosts).toEqual([0, 0, 4, 8, 8, 0, 0, 0, 0, 0]);
  });

  it("rules 1.3.2: each free skill is granted once", () => {
    const r = validateCreation({
      ...base,
      skills: [...base.skills, { key: "language", subject: "Jarinese", level: 0, grant: "nativeLanguage" }],
    });
    expect(r.problems).toContainEqual(e("DuplicateGrant", { grant: "nativeLanguage" }));
  });

  it("rules 1.3.1, 1.3.2: overspent attribute levels, the level limits and overspent CP name their counts", () => {
    const r = validateCreation({
      attributes: { strength: 3, agility: 3, health: 2, willpower: -3, aura: -3 },
      skills: [
        { key: "language", subject: "Harnic", level: 0, grant: "nativeLanguage" },
        ...["sword", "dodge", "shield", "bow", "axe"].map((key) => ({ key, level: 3 })),
      ],
      talents: [],
    });
    expect(r.problems).toEqual([
      e("AttributeLimits", { superb: 2, great: 1, good: 0, units: 10, maxUnits: 7 }),
      e("SkillLimits", { superb: 5, great: 0, good: 0, units: 20, maxUnits: 16 }),
      e("CpOverspent", { spent: 80, available: 64 }),
    ]);
    expect(validateCreation({ attributes: { strength: 3 }, skills: base.skills, talents: [] }).problems).toEqual([
      e("AttributeLevelsOverspent", { spent: 3, free: 2 }),
      w("CpUnspent", { remaining: 64 }),
    ]);
  });

  it("rules 1.1, 1.3.1: an attribute level is a whole number on the ladder", () => {
    for (const value of [-4, 4, 1.5, "1"]) {
      expect(codes({ ...base, attributes: { strength: value as never } })).toContain("HARNFUDGE.Creation.AttributeInvalid");
    }
    expect(skillCpCost("alchemy", "1" as never)).toBeNull();
    expect(skillCpCost("alchemy", 1.5)).toBeNull();
  });

  it("rules 1.1.2: a subject of blanks is no subject; subjects are compared without case", () => {
    expect(codes({ ...base, skills: [...base.skills, { key: "script", subject: "   ", level: 0 }] })).toContain(
      "HARNFUDGE.Creation.SkillNeedsSubject",
    );
    expect(
      codes({
        ...base,
        skills: [
          ...base.skills,
          { key: "script", subject: "Lakise", level: 0 },
          { key: "script", subject: " LAKISE ", level: 0 },
        ],
      }),
    ).toContain("HARNFUDGE.Creation.DuplicateSkill");
  });

  it("rules 1.1.2.2: subjects are compared without accents too: 'Hârnic' beside the native 'Harnic' is one language", () => {
    const twice = codes({ ...base, skills: [...base.skills, { key: "language", subject: "Hârnic", level: 1 }] });
    expect(twice).toContain("HARNFUDGE.Creation.DuplicateSkill");
    const distinct = codes({ ...base, skills: [...base.skills, { key: "language", subject: "Jarinese", level: 0 }] });
    expect(distinct).not.toContain("HARNFUDGE.Creation.DuplicateSkill");
  });

  it("rules 1.3: a character given without skills or talents is checked as having none", () => {
    expect(validateCreation({ attributes: { strength: 1, agility: 1 } } as never).problems).toEqual([
      w("NativeLanguageMissing", {}),
      w("CpUnspent", { remaining: 64 }),
    ]);
  });

  it("rules 1.3: after creation, warnings alone leave the character valid", () => {
    expect(validateCreation({ attributes: {}, skills: [], talents: [] }, { finished: true })).toMatchObject({
      valid: true,
      problems: [w("NativeLanguageMissing", {})],
    });
  });
});

describe("after creation (rules 1.3, 1.4, 4)", () => {
  const grown: CreationInput = {
    attributes: { strength: 3, agility: 3, health: 2 },
    skills: [
      { key: "language", subject: "Harnic", level: 1, grant: "nativeLanguage" },
      { key: "sword", level: 3 },
      { key: "dagger", level: 3 },
      { key: "axe", level: 3 },
      { key: "bow", level: 3 },
      { key: "spear", level: 3 },
      { key: "alchemy", level: -3 },
      { key: "club", level: -1 },
      { key: "sword", level: 2 },
    ],
    talents: [{ key: "lucky" }, { key: "fortitude" }, { key: "prescience" }, { key: "acuteSense" }],
  };

  it("rules 1.3/1.4: once creation is finished the budget, prices and starting limits are no longer problems", () => {
    const during = validateCreation(grown).problems.map((p) => p.code);
    for (const code of [
      "HARNFUDGE.Creation.AttributeLevelsOverspent",
      "HARNFUDGE.Creation.AttributeLimits",
      "HARNFUDGE.Creation.SkillLimits",
      "HARNFUDGE.Creation.SkillLevelNotPurchasable",
      "HARNFUDGE.Creation.SkillAtOrBelowDefault",
      "HARNFUDGE.Creation.TooManyTalents",
    ]) {
      expect(during).toContain(code);
    }
    const after = validateCreation(grown, { finished: true });
    expect(after.problems.map((p) => p.code)).toEqual([
      "HARNFUDGE.Creation.DuplicateSkill",
      "HARNFUDGE.Creation.TalentNeedsSense",
    ]);
    expect(after.valid).toBe(false);
    expect(after.cpSpent).toBe(validateCreation(grown).cpSpent);
    const cleaned = { ...grown, skills: grown.skills.slice(0, 8), talents: grown.talents.slice(0, 3) };
    expect(validateCreation(cleaned, { finished: true })).toMatchObject({ valid: true, problems: [] });
    expect(validateCreation(cleaned, { finished: false }).valid).toBe(false);
  });

  it("rules 1.3.2: unspent CP stop being reported after creation; the missing native language still is", () => {
    expect(codes({ attributes: {}, skills: [], talents: [] })).toContain("HARNFUDGE.Creation.CpUnspent");
    expect(validateCreation({ attributes: {}, skills: [], talents: [] }, { finished: true }).problems.map((p) => p.code)).toEqual(
      ["HARNFUDGE.Creation.NativeLanguageMissing"],
    );
    expect(CREATION_ONLY_CODES.has("HARNFUDGE.Creation.CpOverspent")).toBe(true);
    expect(CREATION_ONLY_CODES.has("HARNFUDGE.Creation.DuplicateTalent")).toBe(false);
  });

  it("rules 4: talents may only be purchased during character creation: later ones are warned about", () => {
    expect(talentsAfterCreation(["lucky", "fortitude"], ["lucky", "fortitude"])).toEqual([]);
    expect(talentsAfterCreation(["lucky", "rapidHealing", "rapidHealing"], ["lucky"])).toEqual([
      { code: "HARNFUDGE.Creation.TalentAfterCreation", data: { talent: "rapidHealing" }, severity: "warning" },
    ]);
    expect(talentsAfterCreation([], ["lucky"])).toEqual([]);
  });
});

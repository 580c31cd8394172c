import { describe, expect, it } from "vitest";
import { ERROR_CODES, RulesError } from "./errors";
import {
  cappedRollLevel,
  combinedSkillLevel,
  combinedTasksOf,
  languageCapWarnings,
  languageCappedUseLevel,
  languageLevel,
  type KnownSkill,
} from "./skill-caps";

const harnic: KnownSkill = { key: "language", level: 0, subject: "Hârnic" };
const jarind: KnownSkill = { key: "language", level: -1, subject: "Jarinese" };

describe("Oratory and Rhetoric within the language (rules 1.1.2.2)", () => {
  it("rules 1.1.2.2: a language's level is its trained level, else its default (Terrible)", () => {
    expect(languageLevel([harnic, jarind], " hârnic ")).toBe(0);
    expect(languageLevel([harnic, jarind], "Jarinese")).toBe(-1);
    expect(languageLevel([harnic], "Khuzdul")).toBe(-3);
    // Subjects match without accents (rules 1.1.2.2, subjects.ts): "Harnic" is the Hârnic the character speaks.
    expect(languageLevel([harnic, jarind], "HARNIC")).toBe(0);
  });

  it("rules 1.1.2.2: Oratory above the named language's level is warned about; at it, not", () => {
    const skills = [harnic, jarind, { key: "oratory", level: 0 }, { key: "rhetoric", level: 1 }];
    expect(languageCapWarnings(skills, "Hârnic")).toEqual([
      {
        code: "HARNFUDGE.SkillCap.AboveLanguage",
        data: { skill: "rhetoric", level: 1, language: "Hârnic", languageLevel: 0 },
        severity: "warning",
      },
    ]);
    expect(languageCapWarnings(skills, "Jarinese").map((w) => w.data["skill"])).toEqual(["oratory", "rhetoric"]);
  });

  it("rules 1.1.2.2: without a named language, only a skill above every language the character speaks is warned about", () => {
    const skills = [jarind, harnic, { key: "oratory", level: 0 }, { key: "rhetoric", level: 1 }, { key: "acting", level: 3 }];
    expect(languageCapWarnings(skills)).toEqual([
      {
        code: "HARNFUDGE.SkillCap.AboveEveryLanguage",
        data: { skill: "rhetoric", level: 1, languageLevel: 0 },
        severity: "warning",
      },
    ]);
    // No language at all: the cap is the default, Terrible; a trained Oratory below its default rolls at Poor.
    expect(languageCapWarnings([{ key: "oratory", level: -3 }])).toMatchObject([{ data: { level: -2, languageLevel: -3 } }]);
    expect(languageCapWarnings([harnic])).toEqual([]);
  });

  it("rules 1.1.2.2: the use level is capped by the speaker's and the audience's language levels", () => {
    expect(languageCappedUseLevel(2, 1)).toBe(1);
    expect(languageCappedUseLevel(2, 3, 0)).toBe(0);
    expect(languageCappedUseLevel(-1, 3, 2)).toBe(-1);
    expect(() => languageCappedUseLevel(4, 0)).toThrow(RulesError);
    expect(() => languageCappedUseLevel(0, 0, -4)).toThrow(RulesError);
  });
});

describe("the lower of two skills (rules 1.1.2.4)", () => {
  it("rules 1.1.2.4: constructing locks uses the lower of Lockcraft and Metalcraft", () => {
    expect(combinedSkillLevel("lockConstruction", { lockcraft: 2, metalcraft: 0 })).toEqual({
      level: 0,
      limitedBy: "metalcraft",
    });
    expect(combinedSkillLevel("lockConstruction", { lockcraft: -1, metalcraft: 1 })).toEqual({
      level: -1,
      limitedBy: "lockcraft",
    });
    expect(combinedSkillLevel("lockConstruction", { lockcraft: 1, metalcraft: 1 })).toEqual({ level: 1, limitedBy: "lockcraft" });
    // Untrained Metalcraft is at its default, Terrible.
    expect(combinedSkillLevel("lockConstruction", { lockcraft: 3 })).toEqual({ level: -3, limitedBy: "metalcraft" });
  });

  it("rules 1.1.2.4: constructing buildings uses the lower of Masonry and Engineering; untrained Engineering (None) cannot be attempted", () => {
    expect(combinedSkillLevel("buildingConstruction", { masonry: 1, engineering: 2 })).toEqual({
      level: 1,
      limitedBy: "masonry",
    });
    expect(combinedSkillLevel("buildingConstruction", { engineering: -2 })).toEqual({ level: -3, limitedBy: "masonry" });
    expect(() => combinedSkillLevel("buildingConstruction", { masonry: 3, engineering: null })).toThrow(
      expect.objectContaining({ code: ERROR_CODES.skillNotAttemptable }),
    );
    expect(() => combinedSkillLevel("bridge" as never, {})).toThrow(RulesError);
  });
});

describe("a language's level is read from Language skills only (rules 1.1.2.2)", () => {
  it("rules 1.1.2.2: a Script of the same name is not the language", () => {
    expect(languageLevel([{ key: "script", subject: "Harnic", level: 3 }], "Harnic")).toBe(-3);
    expect(languageLevel([{ key: "language", subject: " harnic ", level: 1 }], "Harnic")).toBe(1);
  });
});

describe("rolls at the capped level (rules 1.1.2.2)", () => {
  const harnic: KnownSkill = { key: "language", level: 0, subject: "Harnic" };
  const jarinese: KnownSkill = { key: "language", level: 1, subject: "Jarinese" };

  it("Oratory and Rhetoric roll no higher than the speaker's best language", () => {
    expect(cappedRollLevel("oratory", 2, [harnic, jarinese])).toBe(1);
    expect(cappedRollLevel("rhetoric", 2, [harnic])).toBe(0);
    expect(cappedRollLevel("rhetoric", -1, [harnic])).toBe(-1);
    expect(cappedRollLevel("oratory", 1, [jarinese])).toBe(1);
  });

  it("without a language the cap is Terrible (an untrained language's default); other skills are not capped", () => {
    expect(cappedRollLevel("oratory", 1, [])).toBe(-3);
    expect(cappedRollLevel("oratory", 1, [{ key: "sword", level: 3 }])).toBe(-3);
    expect(cappedRollLevel("sword", 2, [])).toBe(2);
    expect(cappedRollLevel("singing", 3, [harnic])).toBe(3);
  });

  it("refuses a level off the ladder", () => {
    expect(() => cappedRollLevel("oratory", 9, [harnic])).toThrow(RulesError);
    expect(() => cappedRollLevel("sword", Number.NaN, [])).toThrow(RulesError);
  });
});

describe("the tasks rolled on the lower of two skills (rules 1.1.2.4)", () => {
  it("rules 1.1.2.4: Lockcraft and Metalcraft construct locks; Masonry and Engineering buildings; no other skill takes part", () => {
    expect(combinedTasksOf("lockcraft")).toEqual(["lockConstruction"]);
    expect(combinedTasksOf("metalcraft")).toEqual(["lockConstruction"]);
    expect(combinedTasksOf("masonry")).toEqual(["buildingConstruction"]);
    expect(combinedTasksOf("engineering")).toEqual(["buildingConstruction"]);
    for (const skill of ["sword", "jewelcraft", "weaponcraft", "shipwright", "awareness"])
      expect(combinedTasksOf(skill)).toEqual([]);
  });
});

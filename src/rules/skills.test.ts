import { describe, expect, it } from "vitest";
import { INITIATIVE_SKILL, SKILLS, SKILL_KEYS, getSkill, isSkillKey, skillDefault } from "./skills";
import { RulesError } from "./errors";

/** Transcribed from the rules text, 1.1.2.1–1.1.2.4: [English name, category, Default]. */
const RULES_TABLE: [string, string, string][] = [
  ["Acrobatics", "physical", "Poor"],
  ["Climbing", "physical", "Poor"],
  ["Dancing", "physical", "Poor"],
  ["Jumping", "physical", "Poor"],
  ["Legerdemain", "physical", "Terrible"],
  ["Skiing", "physical", "Poor"],
  ["Stealth", "physical", "Poor"],
  ["Swimming", "physical", "Poor"],
  ["Throwing", "physical", "Poor"],
  ["Acting", "communication", "Poor"],
  ["Awareness", "communication", "Poor"],
  ["Intrigue", "communication", "Poor"],
  ["Language", "communication", "Terrible"],
  ["Lovecraft", "communication", "Poor"],
  ["Mental Conflict", "communication", "Terrible"],
  ["Musician", "communication", "Terrible"],
  ["Oratory", "communication", "Poor"],
  ["Religion", "communication", "None"],
  ["Rhetoric", "communication", "Poor"],
  ["Script", "communication", "None"],
  ["Singing", "communication", "Poor"],
  ["Axe", "combat", "Poor"],
  ["Blowgun", "combat", "Poor"],
  ["Bow", "combat", "Poor"],
  ["Club", "combat", "Mediocre"],
  ["Dagger", "combat", "Poor"],
  ["Dodge", "combat", "Poor"],
  ["Flail", "combat", "Terrible"],
  ["Initiative", "combat", "Poor"],
  ["Net", "combat", "Poor"],
  ["Polearm", "combat", "Poor"],
  ["Riding", "combat", "Poor"],
  ["Shield", "combat", "Mediocre"],
  ["Sling", "combat", "Terrible"],
  ["Spear", "combat", "Poor"],
  ["Sword", "combat", "Poor"],
  ["Unarmed", "combat", "Poor"],
  ["Whip", "combat", "Poor"],
  ["Agriculture", "loreCraft", "Poor"],
  ["Alchemy", "loreCraft", "None"],
  ["Animalcraft", "loreCraft", "Poor"],
  ["Astrology", "loreCraft", "None"],
  ["Brewing", "loreCraft", "None"],
  ["Ceramics", "loreCraft", "None"],
  ["Cookery", "loreCraft", "Poor"],
  ["Drawing", "loreCraft", "Poor"],
  ["Embalming", "loreCraft", "None"],
  ["Engineering", "loreCraft", "None"],
  ["Fishing", "loreCraft", "Poor"],
  ["Fletching", "loreCraft", "Poor"],
  ["Folklore", "loreCraft", "None"],
  ["Foraging", "loreCraft", "Poor"],
  ["Glassworking", "loreCraft", "Terrible"],
  ["Heraldry", "loreCraft", "None"],
  ["Herblore", "loreCraft", "None"],
  ["Hideworking", "loreCraft", "Poor"],
  ["Jewelcraft", "loreCraft", "Poor"],
  ["Law", "loreCraft", "None"],
  ["Lockcraft", "loreCraft", "Terrible"],
  ["Masonry", "loreCraft", "Terrible"],
  ["Mathematics", "loreCraft", "None"],
  ["Metalcraft", "loreCraft", "Terrible"],
  ["Milling", "loreCraft", "None"],
  ["Mineralogy", "loreCraft", "None"],
  ["Perfumery", "loreCraft", "None"],
  ["Piloting", "loreCraft", "None"],
  ["Runecraft", "loreCraft", "None"],
  ["Seamanship", "loreCraft", "None"],
  ["Shipwright", "loreCraft", "None"],
  ["Survival", "loreCraft", "Poor"],
  ["Tarotry", "loreCraft", "None"],
  ["Textilecraft", "loreCraft", "Poor"],
  ["Timbercraft", "loreCraft", "Poor"],
  ["Tracking", "loreCraft", "Poor"],
  ["Weaponcraft", "loreCraft", "Terrible"],
  ["Weatherlore", "loreCraft", "Poor"],
  ["Woodworking", "loreCraft", "Poor"],
];
const VALUES: Record<string, number | null> = { Terrible: -3, Poor: -2, Mediocre: -1, None: null };
const toKey = (name: string) => name.toLowerCase().replace(/ (\w)/g, (_, c: string) => c.toUpperCase());

describe("skill catalog (rules 1.1.2)", () => {
  it("rules 1.1.2: has exactly the 77 skills of the rules, in order, with unique keys", () => {
    expect(SKILLS).toHaveLength(77);
    expect(RULES_TABLE).toHaveLength(77);
    expect(new Set(SKILL_KEYS).size).toBe(77);
    expect(SKILL_KEYS).toEqual(RULES_TABLE.map(([name]) => toKey(name)));
  });

  it.each(RULES_TABLE)("rules 1.1.2 table: %s (%s) defaults to %s", (name, category, def) => {
    const skill = getSkill(toKey(name));
    expect(skill.category).toBe(category);
    expect(skill.default).toBe(VALUES[def]);
    expect(skillDefault(skill.key)).toBe(VALUES[def]);
    expect(skill.labelKey).toBe(`HARNFUDGE.Skill.${skill.key}`);
  });

  it("rules 1.1.2.2: Language, Musician, Religion and Script are one skill per subject", () => {
    expect(SKILLS.filter((s) => s.perSubject).map((s) => s.key)).toEqual(["language", "musician", "religion", "script"]);
  });

  it("rules 1.1.2.3: weapon skills are the combat skills but Dodge, Initiative and Riding", () => {
    expect(SKILLS.filter((s) => s.weapon).map((s) => s.key)).toEqual([
      "axe",
      "blowgun",
      "bow",
      "club",
      "dagger",
      "flail",
      "net",
      "polearm",
      "shield",
      "sling",
      "spear",
      "sword",
      "unarmed",
      "whip",
    ]);
    expect(SKILLS.filter((s) => s.weapon).every((s) => s.category === "combat")).toBe(true);
  });

  it("rules 1.1.2: unknown keys are a typed error", () => {
    expect(isSkillKey("sword")).toBe(true);
    expect(isSkillKey("physician")).toBe(false);
    expect(() => getSkill("physician")).toThrow(RulesError);
    try {
      getSkill("physician");
    } catch (e) {
      expect((e as RulesError).code).toBe("HARNFUDGE.Error.UnknownSkill");
    }
  });
});

describe("skill lookups (rules 1.1.2, 3.1.1)", () => {
  it("rules 3.1.1: initiative is rolled with the Initiative skill", () => {
    expect(INITIATIVE_SKILL).toBe("initiative");
    expect(getSkill(INITIATIVE_SKILL).key).toBe("initiative");
  });
  it("rules 1.1.2: an unknown skill is an error naming it", () => {
    expect(() => getSkill("physician")).toThrow(
      expect.objectContaining({
        code: "HARNFUDGE.Error.UnknownSkill",
        data: { skill: "physician" },
        message: "unknown skill physician",
      }),
    );
  });
});

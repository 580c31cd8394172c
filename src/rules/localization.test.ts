import { describe, expect, it } from "vitest";
import { ALL_RULES_LOCALIZATION_KEYS, RULES_LOCALIZATION_KEYS } from "./localization";
import { SKILLS } from "./skills";
import { WOUND_LEVELS, LADDER_KEYS, TALENT_KEYS, TREATMENTS } from "./constants";
import { CONDITION_IDS } from "./conditions";

describe("localization keys (all rules sections)", () => {
  it("every key is a HARNFUDGE.* key and unique", () => {
    expect(ALL_RULES_LOCALIZATION_KEYS.every((k) => /^HARNFUDGE\.[A-Za-z]+\.[A-Za-z]+$/.test(k))).toBe(true);
    expect(new Set(ALL_RULES_LOCALIZATION_KEYS).size).toBe(ALL_RULES_LOCALIZATION_KEYS.length);
  });
  it("covers the ladder (1.1), wound levels (3.4.1), skills (1.1.2) and talents (4)", () => {
    expect(RULES_LOCALIZATION_KEYS.ladder).toHaveLength(LADDER_KEYS.length);
    expect(RULES_LOCALIZATION_KEYS.woundLevels).toHaveLength(WOUND_LEVELS.length);
    expect(RULES_LOCALIZATION_KEYS.skills).toHaveLength(SKILLS.length);
    expect(RULES_LOCALIZATION_KEYS.talents).toHaveLength(TALENT_KEYS.length);
  });

  it("covers treatments (3.4.7), conditions with their refusals and hints (3.4.1, 3.4.6), range (3.5.2), skill caps (1.1.2.2) and armor legality (3.5.3)", () => {
    expect(RULES_LOCALIZATION_KEYS.treatments).toEqual(TREATMENTS.map((t) => `HARNFUDGE.Treatment.${t}`));
    expect(RULES_LOCALIZATION_KEYS.conditions).toHaveLength(CONDITION_IDS.length + 2);
    expect(RULES_LOCALIZATION_KEYS.conditions).toContain("HARNFUDGE.Condition.CannotAttack");
    expect(RULES_LOCALIZATION_KEYS.conditionHints).toHaveLength(CONDITION_IDS.length);
    expect(RULES_LOCALIZATION_KEYS.range).toEqual(["HARNFUDGE.Range.Beyond"]);
    expect(RULES_LOCALIZATION_KEYS.skillCaps).toHaveLength(2);
    expect(RULES_LOCALIZATION_KEYS.legality).toEqual(["HARNFUDGE.Legality.ArmorIllegal"]);
  });
});

describe("the flat key list", () => {
  it("is flat and sorted, as documented", () => {
    expect([...ALL_RULES_LOCALIZATION_KEYS]).toEqual([...ALL_RULES_LOCALIZATION_KEYS].sort());
  });
});

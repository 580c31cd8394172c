import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { ARMOR_KEYS } from "./constants";
import { ARMOR_TYPE_VALUES, armorKeyFromName, armorLegalityWarning, mayCarryWeapon, mayWearArmor } from "./legality";

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

describe("armor legality (rules 3.5.3)", () => {
  it.each(["cloth", "quilt", "leather", "kurbal", "ringMail", "scaleMail", "chainMail", "plate"])(
    "rules 3.5.3: nobles and freemen may wear %s",
    (key) => {
      expect(mayWearArmor("noble", key)).toBe(true);
      expect(mayWearArmor("freeman", key)).toBe(true);
    },
  );

  it("rules 3.5.3: cloth is the only armor peasants may legally wear", () => {
    expect(mayWearArmor("serf", "cloth")).toBe(true);
    for (const key of ARMOR_KEYS.filter((k) => k !== "cloth")) expect(mayWearArmor("serf", key)).toBe(false);
    expect(mayWearArmor("serf", null)).toBe(false);
    expect(mayWearArmor("freeman", null)).toBe(true);
    expect(armorLegalityWarning("serf", "quilt")).toEqual({
      code: "HARNFUDGE.Legality.ArmorIllegal",
      data: { socialClass: "serf", armor: "quilt" },
      severity: "warning",
    });
    expect(armorLegalityWarning("serf", "cloth")).toBeNull();
    expect(() => mayWearArmor("serf", "mithril")).toThrow(RulesError);
    expect(() => mayWearArmor("peasant" as never, "cloth")).toThrow(RulesError);
  });

  it("rules 3.5.3: the armor table's values", () => {
    expect(ARMOR_TYPE_VALUES).toEqual({
      cloth: 1,
      quilt: 1,
      leather: 1,
      kurbal: 2,
      ringMail: 2,
      scaleMail: 3,
      chainMail: 3,
      plate: 4,
    });
  });

  it("an armor item is identified by the type its name (or pack file name) stands for", () => {
    const packNames = ["Chain Mail", "Cloth", "Kurbal", "Leather", "Plate", "Quilt", "Ring Mail", "Scale Mail"];
    expect(packNames.map(armorKeyFromName)).toEqual([
      "chainMail",
      "cloth",
      "kurbal",
      "leather",
      "plate",
      "quilt",
      "ringMail",
      "scaleMail",
    ]);
    expect(armorKeyFromName("ring-mail")).toBe("ringMail");
    expect(armorKeyFromName(" CLOTH ")).toBe("cloth");
    expect(armorKeyFromName("Chain mail hauberk")).toBeNull();
    expect(armorKeyFromName("")).toBeNull();
  });
});

describe("armor names that are not text (rules 3.5.3)", () => {
  it("rules 3.5.3: a name that is not a string stands for no armor type", () => {
    expect(armorKeyFromName(5 as never)).toBeNull();
    expect(armorKeyFromName(null as never)).toBeNull();
  });
});

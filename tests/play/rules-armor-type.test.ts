/**
 * Rules 3.5.3: legality by armor type. The type is data on the armor item (`system.armorType`),
 * not guessed from words of its name: a serf's "Quilted cloth" is no Cloth. Older sources with a
 * written-out type are mended by the model's migration.
 */
import { describe, expect, it } from "vitest";
import { migrateSource } from "../../src/data/migrations";
import { armorKeyOfItem } from "../../src/sheets/context/combat";
import { mayWearArmor } from "../../src/rules";

describe("armor type is data (rules 3.5.3)", () => {
  it("a serf's 'Quilted cloth' is not legal Cloth unless its type says so", () => {
    const quilted = { name: "Quilted cloth", system: { armorType: "" } };
    expect(armorKeyOfItem(quilted)).toBeNull();
    expect(mayWearArmor("serf", armorKeyOfItem(quilted))).toBe(false);
    expect(mayWearArmor("serf", armorKeyOfItem({ ...quilted, system: { armorType: "quilt" } }))).toBe(false);
    expect(mayWearArmor("serf", armorKeyOfItem({ name: "Peasant smock", system: { armorType: "cloth" } }))).toBe(true);
  });

  it("the migration mends a written-out type and clears an unknown one; a key or no field stays", () => {
    expect(migrateSource("armor", { value: 3, armorType: "Chain Mail" })).toEqual({ value: 3, armorType: "chainMail" });
    expect(migrateSource("armor", { value: 2, armorType: "ring-mail" })).toEqual({ value: 2, armorType: "ringMail" });
    expect(migrateSource("armor", { value: 1, armorType: "hide" })).toEqual({ value: 1, armorType: "" });
    expect(migrateSource("armor", { value: 1, armorType: 7 })).toEqual({ value: 1, armorType: "" });
    expect(migrateSource("armor", { value: 1, armorType: "plate" })).toEqual({ value: 1, armorType: "plate" });
    expect(migrateSource("armor", { value: 1 })).toEqual({ value: 1 });
  });
});

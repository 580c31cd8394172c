import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { WOUND_LEVELS } from "./constants";
import {
  WOUNDING_KINDS,
  proposeOpenWound,
  weaponModeFigures,
  weaponOffence,
  woundingDealsDamage,
  woundingForSkill,
  woundingInMode,
  type WoundingKind,
  type WeaponModesData,
} from "./weapons";

const weapon = (over: Partial<WeaponModesData> = {}): WeaponModesData => ({
  melee: { enabled: true, strength: 3, skill: "sword" },
  ranged: { enabled: false, strength: null, skill: "sword", musclePowered: true, range: 0 },
  variant: { strength: null, active: false },
  scaledToWielder: true,
  ...over,
});

describe("weapon modes (rules 3.5.1, 3.5.2)", () => {
  it("melee weapons are muscle-powered and have no range", () => {
    expect(weaponModeFigures(weapon(), "melee")).toMatchObject({ strength: 3, musclePowered: true, skill: "sword", range: null });
  });

  it("a variant in use replaces the melee strength: Roundshield +0, +1 with spike; Unarmed −1, +0 with a martial art", () => {
    const roundshield = weapon({
      melee: { enabled: true, strength: 0, skill: "shield" },
      variant: { strength: 1, active: false },
    });
    expect(weaponModeFigures(roundshield, "melee").strength).toBe(0);
    expect(weaponModeFigures({ ...roundshield, variant: { strength: 1, active: true } }, "melee").strength).toBe(1);
    const unarmed = weapon({ melee: { enabled: true, strength: -1, skill: "unarmed" }, variant: { strength: 0, active: true } });
    expect(weaponModeFigures(unarmed, "melee").strength).toBe(0);
  });

  it("the Javelin fights at +3 in melee and +4 thrown, both with Spear", () => {
    const javelin = weapon({
      melee: { enabled: true, strength: 3, skill: "spear" },
      ranged: { enabled: true, strength: 4, skill: "spear", musclePowered: true, range: 350 },
    });
    expect(weaponModeFigures(javelin, "melee")).toMatchObject({ strength: 3, skill: "spear" });
    expect(weaponModeFigures(javelin, "ranged")).toMatchObject({ strength: 4, skill: "spear", range: 350 });
  });

  it("the Net has no weapon strength, so no offence", () => {
    const net = weapon({ melee: { enabled: true, strength: null, skill: "net" } });
    expect(weaponOffence(net, "melee", { strength: 2, strengthScale: 0 })).toBeNull();
  });

  it("rules 3.4.3.1: a crossbow (not muscle-powered) adds neither Strength nor Strength Scale", () => {
    const crossbow = weapon({
      melee: { enabled: true, strength: 2, skill: "club" },
      ranged: { enabled: true, strength: 2, skill: "bow", musclePowered: false, range: 800 },
      scaledToWielder: false,
    });
    expect(weaponOffence(crossbow, "ranged", { strength: 2, strengthScale: 3 })).toMatchObject({
      strength: 0,
      strengthScale: 0,
      total: 2,
    });
    // In melee the same crossbow is a club: muscle-powered, so Strength and Strength Scale count.
    expect(weaponOffence(crossbow, "melee", { strength: 2, strengthScale: 3 })).toMatchObject({
      strength: 2,
      strengthScale: 3,
      total: 7,
    });
  });

  it("refuses an unknown mode", () => {
    expect(() => weaponModeFigures(weapon(), "thrown" as "melee")).toThrow(RulesError);
  });
});

describe("how weapons wound (rules 3.4.8: open wounds are usually a cut or stab; the GM decides)", () => {
  it("lists three kinds: edged (edge or point), blunt, entangling", () => {
    expect(WOUNDING_KINDS).toEqual(["edged", "blunt", "entangling"]);
  });

  it("proposes an open wound for an edged hit at every wound level from Scratch up", () => {
    for (const level of WOUND_LEVELS.filter((l) => l !== "none"))
      expect([level, proposeOpenWound("edged", level)]).toEqual([level, true]);
  });

  it("proposes a closed wound for a blunt hit, even a severe one (severe blunt trauma is the GM's call)", () => {
    for (const level of WOUND_LEVELS) expect([level, proposeOpenWound("blunt", level)]).toEqual([level, false]);
  });

  it("proposes nothing open when the hit dealt no wound, or for an entangling weapon", () => {
    expect(proposeOpenWound("edged", "none")).toBe(false);
    for (const level of WOUND_LEVELS) expect(proposeOpenWound("entangling", level)).toBe(false);
  });

  it("an entangling weapon (the Net, rules 3.5.1: no weapon strength) deals no damage; edged and blunt do", () => {
    expect(woundingDealsDamage("entangling")).toBe(false);
    expect(woundingDealsDamage("edged")).toBe(true);
    expect(woundingDealsDamage("blunt")).toBe(true);
  });

  it("refuses an unknown kind or wound level", () => {
    expect(() => proposeOpenWound("fiery" as WoundingKind, "hurt")).toThrow(RulesError);
    expect(() => proposeOpenWound("edged", "maimed" as "hurt")).toThrow(RulesError);
    expect(() => woundingDealsDamage("fiery" as WoundingKind)).toThrow(RulesError);
  });

  it("guesses the kind of an old weapon from its skill (rules 1.1.2.3): Net entangles, clubs, flails, shields, fists, whips and slings are blunt", () => {
    expect(woundingForSkill("net")).toBe("entangling");
    for (const skill of ["club", "flail", "shield", "unarmed", "whip", "sling"])
      expect([skill, woundingForSkill(skill)]).toEqual([skill, "blunt"]);
    for (const skill of ["sword", "axe", "dagger", "spear", "polearm", "bow", "blowgun"])
      expect([skill, woundingForSkill(skill)]).toEqual([skill, "edged"]);
  });
});

describe("wounding by the mode used (rules 3.4.8, 1.1.2.3)", () => {
  it("an edged weapon used with a crushing skill crushes: a longbow as a stick, a crossbow as a club", () => {
    expect(woundingInMode("edged", "club")).toBe("blunt");
    expect(woundingInMode("edged", "unarmed")).toBe("blunt");
    expect(woundingInMode("edged", "bow")).toBe("edged");
    expect(woundingInMode("edged", "spear")).toBe("edged");
    expect(woundingInMode("edged", "net")).toBe("entangling");
  });

  it("a blunt or entangling weapon stays so in every mode; an unknown kind throws", () => {
    expect(woundingInMode("blunt", "spear")).toBe("blunt");
    expect(woundingInMode("blunt", "sword")).toBe("blunt");
    expect(woundingInMode("entangling", "club")).toBe("entangling");
    expect(() => woundingInMode("fiery" as WoundingKind, "club")).toThrow(RulesError);
  });
});

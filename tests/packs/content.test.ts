import { describe, expect, it } from "vitest";

import { packFolders, packManifest } from "../../scripts/packs.ts";
import { SKILLS } from "../../src/rules/skills.ts";
import { TALENT_KEYS } from "../../src/rules/constants.ts";
import { byName, foldersOf, itemsOf, journalsOf, must, type ArmorSystem, type SkillSystem, type TalentSystem, type WeaponSystem } from "./docs.ts";
import { ARMOR_ROWS, LADDER_WORDS, MELEE_ROWS, PER_SUBJECT, RANGED_ROWS, SKILL_DEFAULTS, TALENT_NAMES, WEAPON_SKILLS, WOUNDING } from "./rules-tables.ts";

const num = (s: string): number | null => (s === "n/a" ? null : Number(s));
const weapons = new Map([...byName<WeaponSystem>("melee-weapons"), ...byName<WeaponSystem>("ranged-weapons")]);
const weapon = (name: string) => must(weapons.get(name), name).system;
const rangedWeapon = (name: string) => must(byName<WeaponSystem>("ranged-weapons").get(name), name).system;
const skill = (name: string) => must(byName<SkillSystem>("skills").get(name), name).system;

describe("pack manifest", () => {
  it("lists the nine packs under one HârnFudge folder", () => {
    expect(packManifest.map((p) => [p.name, p.type, p.path])).toEqual([
      ["skills", "Item", "packs/skills"],
      ["melee-weapons", "Item", "packs/melee-weapons"],
      ["ranged-weapons", "Item", "packs/ranged-weapons"],
      ["natural-weapons", "Item", "packs/natural-weapons"],
      ["armor", "Item", "packs/armor"],
      ["talents", "Item", "packs/talents"],
      ["creatures", "Actor", "packs/creatures"],
      ["pregens", "Actor", "packs/pregens"],
      ["rules-journal", "JournalEntry", "packs/rules-journal"],
    ]);
    expect(packFolders).toHaveLength(1);
    const [folder] = packFolders;
    expect(folder?.name).toBe("HârnFudge");
    expect(folder?.packs).toEqual(packManifest.map((p) => p.name));
  });
});

describe("skills", () => {
  const skills = itemsOf<SkillSystem>("skills");
  const folders = foldersOf("skills");

  it("ships all 77 skills in four category folders", () => {
    expect(skills).toHaveLength(77);
    expect([...folders.values()]).toEqual(["Physical", "Communication", "Combat/Weapon", "Lore/Craft"]);
    const counts = Object.fromEntries(Object.entries(SKILL_DEFAULTS).map(([c, rows]) => [c, Object.keys(rows).length]));
    expect(counts).toEqual({ physical: 9, communication: 12, combat: 17, loreCraft: 39 });
  });

  it("gives every skill exactly the rules' default and category", () => {
    const found = new Map(skills.map((s) => [s.name, s]));
    for (const [category, rows] of Object.entries(SKILL_DEFAULTS)) {
      for (const [name, word] of Object.entries(rows)) {
        const sys = must(found.get(name), name).system;
        expect([name, sys.default]).toEqual([name, LADDER_WORDS[word]]);
        expect([name, sys.category]).toEqual([name, category]);
        expect(sys.level).toBeNull();
        expect(sys.specialization).toBe("");
        expect([name, sys.perSubject]).toEqual([name, PER_SUBJECT.includes(name)]);
      }
    }
  });

  it("samples: Mental Conflict Terrible, Religion None, Glassworking Terrible, Club and Shield Mediocre, Flail and Sling Terrible", () => {
    expect(skill("Mental Conflict")).toMatchObject({ key: "mentalConflict", default: -3, category: "communication" });
    expect(skill("Religion")).toMatchObject({ key: "religion", default: null, perSubject: true });
    expect(skill("Glassworking").default).toBe(-3);
    expect(skill("Club").default).toBe(-1);
    expect(skill("Shield").default).toBe(-1);
    expect(skill("Flail").default).toBe(-3);
    expect(skill("Sling").default).toBe(-3);
  });

  it("agrees with the rules core's skill catalog key by key", () => {
    const byKey = new Map(skills.map((s) => [s.system.key, s.system]));
    expect([...byKey.keys()].sort()).toEqual(SKILLS.map((s) => s.key).sort());
    for (const def of SKILLS) {
      expect(byKey.get(def.key)).toMatchObject({ category: def.category, default: def.default, perSubject: def.perSubject });
    }
  });
});

describe("weapons", () => {
  const melee = itemsOf<WeaponSystem>("melee-weapons");
  const ranged = itemsOf<WeaponSystem>("ranged-weapons");

  it("represents all 45 melee rows and 10 ranged rows (Javelin is one item in the Thrown folder covering a row of each)", () => {
    const meleeRowNames = Object.values(MELEE_ROWS).flat().map((r) => r[0]);
    const rangedRowNames = Object.values(RANGED_ROWS).flat().map((r) => r[0]);
    expect(meleeRowNames).toHaveLength(45);
    expect(rangedRowNames).toHaveLength(10);
    expect(ranged).toHaveLength(10);
    expect(melee).toHaveLength(44);
    expect(melee.some((w) => w.name === "Javelin")).toBe(false);
    // every melee row is a melee-enabled weapon in one of the two packs
    for (const name of meleeRowNames) expect(weapons.get(name)?.system.melee.enabled, name).toBe(true);
    for (const name of rangedRowNames) expect(rangedWeapon(name).ranged.enabled, name).toBe(true);
    expect(new Set([...melee, ...ranged].map((w) => w.name)).size).toBe(54);
  });

  it("puts each melee weapon in its rules group folder", () => {
    const folders = foldersOf("melee-weapons");
    expect([...folders.values()]).toEqual(Object.keys(MELEE_ROWS));
    expect([...foldersOf("ranged-weapons").values()]).toEqual(Object.keys(RANGED_ROWS));
    for (const [group, rows] of Object.entries(MELEE_ROWS)) {
      for (const [name] of rows) {
        if (name === "Javelin") continue;
        expect([name, folders.get(String(must(byName<WeaponSystem>("melee-weapons").get(name), name).folder))]).toEqual([name, group]);
      }
    }
    const rangedFolders = foldersOf("ranged-weapons");
    for (const [group, rows] of Object.entries(RANGED_ROWS)) {
      for (const [name] of rows) expect([name, rangedFolders.get(String(must(byName<WeaponSystem>("ranged-weapons").get(name), name).folder))]).toEqual([name, group]);
    }
  });

  it("matches the melee table: strength and legal class; all melee is muscle-powered", () => {
    for (const rows of Object.values(MELEE_ROWS)) {
      for (const [name, strength, cls] of rows) {
        const sys = weapon(name);
        expect([name, sys.melee.strength, sys.legalClass]).toEqual([name, num(strength), cls.toLowerCase()]);
        if (!sys.ranged.enabled) expect([name, sys.scaledToWielder]).toEqual([name, true]);
      }
    }
  });

  it("matches the ranged table: strength, range, class, muscle power and melee stand-in", () => {
    for (const rows of Object.values(RANGED_ROWS)) {
      for (const [name, muscle, strength, range, cls, meleeAs] of rows) {
        const sys = rangedWeapon(name);
        expect([name, sys.ranged.strength, sys.ranged.range, sys.legalClass, sys.ranged.musclePowered, sys.scaledToWielder]).toEqual([
          name, num(strength), range, cls.toLowerCase(), muscle === "Yes", muscle === "Yes",
        ]);
        if (meleeAs === "n/a") {
          expect(sys.ranged.meleeAs).toBe("");
          expect(sys.melee).toMatchObject({ enabled: false, strength: null });
        } else {
          const standIn = weapon(meleeAs).melee;
          expect([name, sys.ranged.meleeAs, sys.melee]).toEqual([name, meleeAs, { enabled: true, strength: standIn.strength, skill: standIn.skill }]);
        }
      }
    }
  });

  it("gives each weapon the skill whose description lists it", () => {
    const seen = new Set<string>();
    for (const [skill, names] of Object.entries(WEAPON_SKILLS)) {
      for (const name of names) {
        const sys = weapon(name);
        const mode = sys.ranged.enabled ? sys.ranged : sys.melee;
        expect([name, mode.skill]).toEqual([name, skill]);
        seen.add(name);
      }
    }
    expect(seen.size).toBe(54);
  });

  it("samples: Battlesword, Longbow, Crossbow, Javelin, Roundshield, Unarmed, Net, Fighting Claw, Sling", () => {
    expect(weapon("Battlesword")).toMatchObject({ legalClass: "chivalric", melee: { enabled: true, strength: 4, skill: "sword" }, ranged: { enabled: false } });
    expect(weapon("Longbow")).toMatchObject({ legalClass: "free", scaledToWielder: true, ranged: { strength: 2, range: 1000, musclePowered: true, skill: "bow", meleeAs: "Stick" }, melee: { strength: 1, skill: "club" } });
    expect(weapon("Crossbow")).toMatchObject({ scaledToWielder: false, ranged: { musclePowered: false, range: 800 }, melee: { enabled: true, strength: 2, skill: "club" } });
    expect(weapon("Javelin")).toMatchObject({ melee: { enabled: true, strength: 3, skill: "spear" }, ranged: { enabled: true, strength: 4, range: 350, skill: "spear", meleeAs: "Javelin" } });
    expect(weapon("Roundshield")).toMatchObject({ melee: { strength: 0, skill: "shield" }, variant: { kind: "spike", strength: 1, active: false } });
    expect(weapon("Unarmed")).toMatchObject({ melee: { strength: -1, skill: "unarmed" }, variant: { kind: "martialArt", strength: 0, active: false } });
    expect(weapon("Net")).toMatchObject({ legalClass: "peasant", melee: { enabled: true, strength: null, skill: "net" } });
    expect(weapon("Fighting Claw").melee).toEqual({ enabled: true, strength: 1, skill: "unarmed" });
    expect(weapon("Sling")).toMatchObject({ legalClass: "peasant", melee: { enabled: false }, ranged: { range: 350, skill: "sling" } });
    const variants = [...weapons.values()].filter((w) => w.system.variant.kind !== "").map((w) => w.name).sort();
    expect(variants).toEqual(["Roundshield", "Unarmed"]);
  });
});

describe("how weapons wound (rules 3.4.8)", () => {
  it("gives every weapon of both packs its wounding kind: edge or point, blunt, or (the Net) entangling", () => {
    const expected = new Map(Object.entries(WOUNDING).flatMap(([kind, names]) => names.map((n) => [n, kind] as const)));
    expect(expected.size).toBe(54);
    for (const [name, w] of weapons) expect([name, w.system.wounding]).toEqual([name, expected.get(name)]);
    expect(weapons.size).toBe(54);
  });

  it("samples: Club, Maul, Staff, Stick and Unarmed are blunt; Broadsword and Longbow edged; Net entangles", () => {
    for (const name of ["Club", "Maul", "Staff", "Stick", "Unarmed", "Sling"]) expect([name, weapon(name).wounding]).toEqual([name, "blunt"]);
    expect(weapon("Broadsword").wounding).toBe("edged");
    expect(weapon("Longbow").wounding).toBe("edged");
    expect(weapon("Net").wounding).toBe("entangling");
  });
});

describe("armor and talents", () => {
  it("ships the 8 armors with their armor values (Plate +4)", () => {
    const armor = byName<ArmorSystem>("armor");
    expect(armor.size).toBe(8);
    for (const [name, value] of ARMOR_ROWS) expect([name, armor.get(name)?.system.value]).toEqual([name, Number(value)]);
    expect(armor.get("Plate")?.system.value).toBe(4);
  });

  it("ships the 15 innate magical talents, one per talent key", () => {
    const talents = itemsOf<TalentSystem>("talents");
    expect(talents).toHaveLength(15);
    expect(talents.map((t) => t.name).sort()).toEqual([...TALENT_NAMES].sort());
    expect(talents.map((t) => t.system.key).sort()).toEqual([...TALENT_KEYS].sort());
    for (const t of talents) expect(t.system.choice).toBe("");
  });
});

describe("journal", () => {
  it("has one how-to entry with HTML text pages covering the workflow", () => {
    const journals = journalsOf("rules-journal");
    expect(journals).toHaveLength(1);
    const pages = must(journals[0], "journal").pages;
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const all = pages.map((p) => p.text.content).join("\n");
    for (const words of ["Shift-click", "Combat Tracker", "Apply", "experience points", "drag", "4dF"]) expect(all).toContain(words);
    for (const p of pages) expect(p).toMatchObject({ type: "text", text: { format: 1 } });
  });
});

describe("descriptions and icons", () => {
  const everyItem = packManifest.filter((p) => p.type === "Item").flatMap((p) => itemsOf<{ description: string }>(p.name));
  it("has a short HTML description (one or two sentences) on every item", () => {
    for (const item of everyItem) {
      const text = String(item.system.description).replace(/<[^>]+>/g, "");
      expect(item.system.description, item.name).toMatch(/^<p>.+<\/p>$/);
      expect(text.length, item.name).toBeLessThanOrEqual(220);
      expect((text.match(/[.!?](\s|$)/g) ?? []).length, item.name).toBeLessThanOrEqual(2);
    }
  });
  it("uses Foundry core icons", () => {
    for (const item of everyItem) expect(item.img, item.name).toMatch(/^icons\/(svg\/[a-z-]+\.svg|[a-z]+\/[a-z-]+\/[a-z0-9-]+\.webp)$/);
  });
});

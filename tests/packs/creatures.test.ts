/**
 * The creatures pack (issue 14): Scales consistent with the rules' examples (rules 1.2: a bear 3, a
 * domestic cat −7) and with each other, token defaults, natural weapons, and one attack each way
 * through the rules core for every entry, with the facts derived the way the data models and the
 * attack card derive them (src/data/actors/derive.ts, src/play/attack/adapter.ts and outcome.ts).
 */
import { describe, expect, it } from "vitest";

import { TOKEN_DISPOSITIONS, tokenSizeForMassScale } from "../../scripts/packs.ts";
import { deriveActorData } from "../../src/data/actors/derive.ts";
import {
  defenceSkillChoices,
  emptyWoundTrack,
  getSkill,
  languageCapWarnings,
  resolveAttack,
  skillLevel,
  weaponModeFigures,
  weaponOffence,
  type WeaponMode,
  type WoundLevel,
} from "../../src/rules/index.ts";
import { byName, foldersOf, must, sources, type ActorDoc, type SkillSystem, type WeaponSystem } from "./docs.ts";

const creatures = (sources.get("creatures") ?? [])
  .map((f) => f.doc)
  .filter((d) => String(d._key).startsWith("!actors!")) as unknown as ActorDoc[];
const creature = (name: string) => must(creatures.find((c) => c.name === name), name);

/** Typical body mass (kg) of each entry: Scale = round(log1.5(mass / 75 kg)), the Fudge step of ×1.5 a level. */
const MASS: Record<string, number> = {
  "Riding Horse": 450, "War Horse": 650, Pony: 220, Mule: 350, "War Dog": 45, Wolf: 35, Bear: 250, Boar: 120,
  Wildcat: 6, "Domestic Cat": 4, Rat: 0.3, Snake: 1, Eagle: 4.5,
  "Town Guard": 75, "Militia Spearman": 75, Bandit: 75, "Brigand Archer": 75, Knight: 75, "Man-at-Arms": 75,
  "Outlaw Leader": 75, Priest: 75, Merchant: 75, Thug: 75,
};
const HOSTILE = ["Wolf", "Bear", "Boar", "Bandit", "Brigand Archer", "Outlaw Leader", "Thug"];
const ALLIES = ["Town Guard", "Militia Spearman", "Knight", "Man-at-Arms", "Priest", "Merchant"];

describe("creatures pack: who is in it", () => {
  it("holds the 13 animals and 10 people of issue 14, in an Animals and a People folder", () => {
    expect(creatures.map((c) => c.name).sort()).toEqual(Object.keys(MASS).sort());
    const folders = foldersOf("creatures");
    expect([...folders.values()]).toEqual(["Animals", "People"]);
    for (const c of creatures) expect([c.name, folders.get(String(c.folder))]).toEqual([c.name, MASS[c.name] === 75 ? "People" : "Animals"]);
    for (const c of creatures) expect([c.name, c.type]).toEqual([c.name, "npc"]);
  });

  it("rules 1.2: the bear is Scale 3 and the domestic cat −7, as in the rules' examples; people are 0", () => {
    expect(creature("Bear").system.scale).toEqual({ strength: 3, mass: 3 });
    expect(creature("Domestic Cat").system.scale).toEqual({ strength: -7, mass: -7 });
    for (const name of ALLIES) expect(creature(name).system.scale).toEqual({ strength: 0, mass: 0 });
  });

  it("sets every Scale from body mass with the same step (×1.5 a level), so the entries agree with each other", () => {
    for (const c of creatures) {
      const scale = Math.round(Math.log(must(MASS[c.name], c.name) / 75) / Math.log(1.5));
      expect([c.name, c.system.scale.mass, c.system.scale.strength]).toEqual([c.name, scale, scale]);
      if (scale !== 0) expect(c.system.biography, c.name).toContain(`Scale ${String(scale).replace("-", "−")}`);
    }
    const order = (...names: string[]) => names.map((n) => creature(n).system.scale.mass);
    expect(order("Rat", "Snake", "Domestic Cat", "Wildcat", "Wolf", "War Dog", "Boar", "Pony", "Mule", "War Horse")).toEqual([
      -14, -11, -7, -6, -2, -1, 1, 3, 4, 5,
    ]);
  });

  it("token defaults: size from Mass Scale, hostile foes, friendly allies, neutral animals that are not hostile by nature", () => {
    for (const c of creatures) {
      const size = tokenSizeForMassScale(c.system.scale.mass);
      const disposition = HOSTILE.includes(c.name)
        ? TOKEN_DISPOSITIONS.hostile
        : ALLIES.includes(c.name)
          ? TOKEN_DISPOSITIONS.friendly
          : TOKEN_DISPOSITIONS.neutral;
      // The wound track on the token (docs/tokens.md), always shown to its owners.
      const bars = { displayBars: 40, bar1: { attribute: "woundBar" } };
      expect([c.name, c.prototypeToken]).toEqual([c.name, { width: size, height: size, disposition, actorLink: false, ...bars }]);
    }
    expect([-14, -5, -4, 0, 2, 3, 5, 6, 8, 9].map(tokenSizeForMassScale)).toEqual([0.5, 0.5, 1, 1, 1, 2, 2, 3, 3, 4]);
  });
});

describe("creatures pack: the rules that hold for any character", () => {
  it.each(creatures.map((c) => c.name))("%s keeps to the skill caps: Oratory and Rhetoric no higher than a language spoken (rules 1.1.2.2)", (name) => {
    const skills = creature(name)
      .items.filter((i) => i.type === "skill")
      .map((i) => i.system as unknown as SkillSystem)
      .map((s) => ({ key: s.key, level: s.level ?? -9, subject: s.specialization }));
    expect(languageCapWarnings(skills)).toEqual([]);
  });
});

describe("natural weapons", () => {
  const natural = byName<WeaponSystem>("natural-weapons");

  it("ships bite, claws, fangs, hooves, horns, talons and tusks: Unarmed skill, peasant class, strengths next to the weapon table", () => {
    const table = [...natural.values()].map((w) => [w.name, w.system.melee.strength, w.system.wounding]);
    expect(table.sort()).toEqual([
      ["Bite", 1, "edged"], // like a dagger (+1)
      ["Claws", 1, "edged"], // like the fighting claw (+1)
      ["Fangs", 0, "edged"], // like a knife (+0)
      ["Hooves", 1, "blunt"], // like a stick (+1)
      ["Horns", 2, "edged"], // like a shortsword (+2)
      ["Talons", 1, "edged"],
      ["Tusks", 2, "edged"],
    ]);
    for (const w of natural.values()) {
      expect([w.name, w.system.melee.skill, w.system.legalClass, w.system.ranged.enabled]).toEqual([w.name, "unarmed", "peasant", false]);
    }
  });

  it("animals fight only with natural weapons and wear no armor (Mass Scale is their hide); people carry pack weapons", () => {
    for (const c of creatures) {
      const weapons = c.items.filter((i) => i.type === "weapon").map((i) => i.name);
      expect(weapons.length, c.name).toBeGreaterThan(0);
      const animal = MASS[c.name] !== 75;
      for (const w of weapons) expect([c.name, w, natural.has(w)]).toEqual([c.name, w, animal]);
      if (animal) expect(c.items.filter((i) => i.type === "armor"), c.name).toEqual([]);
    }
  });
});

// --- One attack each way --------------------------------------------------------------------
type Actorish = Pick<ActorDoc, "system" | "items">;

/** A Fair swordsman with a Broadsword and leather armor (rules 3.5.1, 3.5.3): the reference human. */
const SWORDSMAN: Actorish = {
  system: {
    attributes: { strength: 0, agility: 0, health: 0, memory: 0, willpower: 0, aura: 0 },
    scale: { strength: 0, mass: 0 },
    biography: "",
  },
  items: [
    { name: "Sword", type: "skill", system: { ...getSkill("sword"), level: 0 } },
    // In hand: he parries with it (src/play/attack/equipped.ts).
    {
      name: "Broadsword",
      type: "weapon",
      system: { ...must(byName<WeaponSystem>("melee-weapons").get("Broadsword"), "Broadsword").system, equipped: true },
    },
    { name: "Leather", type: "armor", system: { value: 1, equipped: true } },
  ],
};

/** The level the actor rolls in a skill (rules 1.1.2): its trained level, never below the default. */
function level(actor: Actorish, key: string): number {
  const item = actor.items.find((i) => i.type === "skill" && (i.system as { key?: string }).key === key);
  return skillLevel(key, (item?.system as { level?: number | null } | undefined)?.level ?? null);
}

/** The weapon and mode with the highest offensive wound factors (rules 3.4.3.1). */
function bestWeapon(actor: Actorish) {
  let best: { name: string; mode: WeaponMode; total: number; system: WeaponSystem } | null = null;
  for (const item of actor.items.filter((i) => i.type === "weapon")) {
    const system = item.system as WeaponSystem;
    for (const mode of ["melee", "ranged"] as const) {
      if (!system[mode].enabled) continue;
      const offence = weaponOffence(system, mode, { strength: actor.system.attributes.strength, strengthScale: actor.system.scale.strength });
      if (offence && (!best || offence.total > best.total)) best = { name: item.name, mode, total: offence.total, system };
    }
  }
  return must(best, "a weapon with a strength");
}

/** The best defence the attack card offers (src/play/attack/equipped.ts): the rules core's choices from the equipped weapons' melee skills. */
function bestDefence(actor: Actorish, mode: WeaponMode): number {
  const equipped = actor.items
    .filter((i) => i.type === "weapon" && (i.system as WeaponSystem).equipped && (i.system as WeaponSystem).melee.enabled)
    .map((i) => (i.system as WeaponSystem).melee.skill);
  return Math.max(...defenceSkillChoices(mode, equipped).map((k) => level(actor, k)));
}

/** The attacker rolls +2 (four faces +,+,0,0), the defender 0, and the 1dF is 0. */
function fight(attacker: Actorish, defender: Actorish) {
  const weapon = bestWeapon(attacker);
  const figures = weaponModeFigures(weapon.system, weapon.mode);
  const derived = deriveActorData({
    attributes: defender.system.attributes,
    massScale: defender.system.scale.mass,
    wounds: emptyWoundTrack(),
    items: defender.items,
  });
  const result = resolveAttack({
    attack: { level: level(attacker, figures.skill), faces: [1, 1, 0, 0] },
    defence: { kind: "opposed", level: bestDefence(defender, weapon.mode), faces: [0, 0, 0, 0] },
    weapon: { strength: must(figures.strength, weapon.name), musclePowered: figures.musclePowered, scaledToWielder: figures.scaledToWielder },
    attacker: { strength: attacker.system.attributes.strength, strengthScale: attacker.system.scale.strength },
    defender: { damageCapacity: derived.damageCapacity, massScale: defender.system.scale.mass, armorValue: derived.armorValue, mysticalShield: derived.talents.has("mysticalShield") },
    fudgeDie: 0,
  });
  return { weapon: `${weapon.name} (${weapon.mode})`, relativeDegree: result.relativeDegree, damageFactor: result.damage?.damageFactor ?? null, result: result.woundLevel };
}

type Row = [weapon: string, relativeDegree: number, damageFactor: number | null, result: WoundLevel];
/** creature → [its attack on the swordsman, the swordsman's attack on it]. */
const FIGHTS: Record<string, [Row, Row]> = {
  Bear: [["Claws (melee)", 3, 4, "incapacitated"], ["Broadsword (melee)", 1, -1, "none"]],
  Boar: [["Tusks (melee)", 3, 3, "veryHurt"], ["Broadsword (melee)", 1, 1, "scratch"]],
  "Domestic Cat": [["Claws (melee)", 1, -8, "none"], ["Broadsword (melee)", 1, 11, "hurt"]],
  Eagle: [["Talons (melee)", 2, -7, "none"], ["Broadsword (melee)", 1, 10, "hurt"]],
  Mule: [["Hooves (melee)", 2, 5, "incapacitated"], ["Broadsword (melee)", 2, -2, "none"]],
  Pony: [["Hooves (melee)", 1, 3, "scratch"], ["Broadsword (melee)", 3, 0, "hurt"]],
  Rat: [["Bite (melee)", 1, -14, "none"], ["Broadsword (melee)", 2, 17, "nearDeath"]],
  "Riding Horse": [["Hooves (melee)", 1, 4, "scratch"], ["Broadsword (melee)", 3, -1, "scratch"]],
  Snake: [["Fangs (melee)", 3, -13, "none"], ["Broadsword (melee)", 1, 15, "hurt"]],
  "War Dog": [["Bite (melee)", 3, 0, "hurt"], ["Broadsword (melee)", 1, 3, "scratch"]],
  "War Horse": [["Hooves (melee)", 3, 6, "nearDeath"], ["Broadsword (melee)", 1, -3, "none"]],
  Wildcat: [["Claws (melee)", 2, -6, "none"], ["Broadsword (melee)", 1, 9, "hurt"]],
  Wolf: [["Bite (melee)", 2, -2, "none"], ["Broadsword (melee)", 2, 5, "incapacitated"]],
  Bandit: [["Shortsword (melee)", 2, 1, "hurt"], ["Broadsword (melee)", 2, 2, "hurt"]],
  "Brigand Archer": [["Shortbow (ranged)", 5, 1, "veryHurt"], ["Broadsword (melee)", 2, 2, "hurt"]],
  Knight: [["Lance (melee)", 3, 4, "incapacitated"], ["Broadsword (melee)", 0, null, "none"]],
  "Man-at-Arms": [["Spear (melee)", 2, 4, "veryHurt"], ["Broadsword (melee)", 1, 1, "scratch"]],
  Merchant: [["Dagger (melee)", 1, -1, "none"], ["Broadsword (melee)", 3, 3, "veryHurt"]],
  "Militia Spearman": [["Spear (melee)", 2, 3, "veryHurt"], ["Broadsword (melee)", 2, 3, "veryHurt"]],
  "Outlaw Leader": [["Broadsword (melee)", 3, 3, "veryHurt"], ["Broadsword (melee)", 1, 1, "scratch"]],
  Priest: [["Staff (melee)", 2, 0, "scratch"], ["Broadsword (melee)", 2, 2, "hurt"]],
  Thug: [["Club (melee)", 3, 2, "veryHurt"], ["Broadsword (melee)", 1, 2, "scratch"]],
  "Town Guard": [["Spear (melee)", 3, 3, "veryHurt"], ["Broadsword (melee)", 1, 1, "scratch"]],
};

describe("one attack each way through the rules core (rules 3.2–3.4.4), attacker +2, defender 0, 1dF 0", () => {
  it("covers every entry", () => {
    expect(Object.keys(FIGHTS).sort()).toEqual(creatures.map((c) => c.name).sort());
  });

  it.each(creatures.map((c) => c.name))("%s attacks a Fair swordsman in leather, and he attacks it", (name) => {
    const c = creature(name);
    const [theirs, his] = must(FIGHTS[name], name);
    const attack = fight(c, SWORDSMAN);
    const defence = fight(SWORDSMAN, c);
    expect([attack.weapon, attack.relativeDegree, attack.damageFactor, attack.result]).toEqual(theirs);
    expect([defence.weapon, defence.relativeDegree, defence.damageFactor, defence.result]).toEqual(his);
  });

  it("reads plausibly: a cat cannot wound an armored man, a bear badly hurts one, a sword's graze does nothing to a bear and kills a rat", () => {
    expect(fight(creature("Domestic Cat"), SWORDSMAN).result).toBe("none");
    expect(fight(creature("Bear"), SWORDSMAN).result).toBe("incapacitated");
    expect(fight(SWORDSMAN, creature("Bear")).result).toBe("none");
    expect(fight(SWORDSMAN, creature("Rat")).result).toBe("nearDeath");
  });
});

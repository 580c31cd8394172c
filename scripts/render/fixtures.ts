/**
 * Sample actors and items for the sheet tests and screenshots: a fully built character (20+
 * trained skills, three weapons, armor, talents, wounds with an overflowed one), a bear (Scale 3),
 * a cat (Scale −7), and one item of each type.
 */
import type {
  CharacterInput,
  CommonActorData,
  DerivedData,
  NpcInput,
  PlainItem,
  SkillData,
  WeaponData,
} from "../../src/sheets/context/types";
import type { Localizer } from "../../src/i18n/format";
import { CONDITION_EFFECTS, CONDITION_IDS, SKILLS, emptyWoundBox } from "../../src/rules";
import type { StatusInput } from "../../src/sheets/context/conditions";
import { deriveActorData } from "../../src/data/actors/derive";

/** Derived data exactly as the data models compute it: the same function, src/data/actors/derive.ts. */
export function derive(system: CommonActorData, items: readonly PlainItem[]): DerivedData {
  return deriveActorData({ attributes: system.attributes, massScale: system.scale.mass, wounds: system.wounds, items });
}

/** A token's picture for the cards (a hooded head on a round token; Foundry's art is not available outside Foundry). */
export const TOKEN_IMG =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#5b4636" stroke="#a88b5c" stroke-width="4"/><circle cx="32" cy="26" r="10" fill="#d9c3a0"/><path d="M14 54 C16 38 48 38 50 54 Z" fill="#2f2a24"/><path d="M20 26 C20 10 44 10 44 26 L40 22 C36 16 28 16 24 22 Z" fill="#2f2a24"/></svg>`,
  );

/** A neutral placeholder image (Foundry's icons are not available outside Foundry). */
export const PLACEHOLDER_IMG =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="6" fill="#7a6a53"/><path d="M14 50 L32 12 L50 50 Z" fill="#e8dcc0"/></svg>`,
  );

/** The system's condition status effects as CONFIG.statusEffects lists them (src/play/services/status.ts). */
export function conditionStatusEffects(i18n: Localizer): StatusInput[] {
  return CONDITION_IDS.map((id) => ({
    id,
    label: i18n.localize(CONDITION_EFFECTS[id].labelKey),
    img: `systems/harnfudge/icons/conditions/${id}.svg`,
  }));
}

let counter = 0;
const id = () => `item${String(++counter).padStart(12, "0")}`;

export function skill(key: string, level: number | null, specialization = "", extra: Partial<SkillData> = {}): PlainItem {
  const def = SKILLS.find((s) => s.key === key);
  return {
    id: id(),
    name: key,
    img: PLACEHOLDER_IMG,
    sort: counter * 100,
    type: "skill",
    system: {
      key,
      category: def?.category ?? "physical",
      default: def?.default ?? null,
      level,
      perSubject: def?.perSubject ?? false,
      specialization,
      advancement: { used: true, raisedInSession: null },
      description: "",
      ...extra,
    },
  };
}

function weapon(name: string, system: Partial<WeaponData>): PlainItem {
  return {
    id: id(),
    name,
    img: PLACEHOLDER_IMG,
    sort: counter * 100,
    type: "weapon",
    system: {
      legalClass: "free",
      melee: { enabled: true, strength: 0, skill: "sword" },
      ranged: { enabled: false, strength: null, skill: "bow", musclePowered: true, range: 0, meleeAs: "" },
      scaledToWielder: true,
      variant: { kind: "", strength: null, active: false },
      equipped: true,
      description: "",
      ...system,
    },
  };
}

export const SAMPLE_WEAPONS = (): PlainItem[] => [
  weapon("Broadsword", { legalClass: "chivalric", melee: { enabled: true, strength: 3, skill: "sword" } }),
  weapon("Roundshield", {
    melee: { enabled: true, strength: 0, skill: "shield" },
    variant: { kind: "spike", strength: 1, active: true },
  }),
  weapon("Longbow", {
    melee: { enabled: true, strength: 1, skill: "club" },
    ranged: { enabled: true, strength: 2, skill: "bow", musclePowered: true, range: 1000, meleeAs: "Stick" },
  }),
  weapon("Net", { legalClass: "peasant", melee: { enabled: true, strength: null, skill: "net" } }),
];

function armor(name: string, value: number, equipped: boolean, armorType = ""): PlainItem {
  return {
    id: id(),
    name,
    img: PLACEHOLDER_IMG,
    sort: counter * 100,
    type: "armor",
    system: { value, armorType, equipped, description: "" },
  };
}

function talent(name: string, key: string, choice = ""): PlainItem {
  return { id: id(), name, img: PLACEHOLDER_IMG, sort: counter * 100, type: "talent", system: { key, choice, description: "" } };
}

const emptyBox = () => emptyWoundBox();

export function characterFixture(i18n: Localizer): CharacterInput {
  const skills: [string, number, string?][] = [
    ["sword", 2],
    ["shield", 1],
    ["dagger", 0],
    ["bow", 0],
    ["dodge", 1],
    ["initiative", 1],
    ["awareness", 1],
    ["stealth", 0],
    ["climbing", 0],
    ["riding", 0],
    ["swimming", -1],
    ["jumping", -1],
    ["throwing", -1],
    ["unarmed", 0],
    ["rhetoric", -1],
    ["intrigue", -1],
    ["singing", -1],
    ["heraldry", 0],
    ["survival", 0],
    ["tracking", -1],
    ["foraging", -1],
    ["language", 0, "Hârnic"],
    ["language", -1, "Jarinese"],
    ["religion", -1, "Larani"],
    ["script", 0, "Lakise"],
    ["weatherlore", -1],
    ["polearm", 0],
    ["lovecraft", 0],
    ["acting", -1],
  ];
  const items: PlainItem[] = [
    ...skills.map(([key, level, spec]) => skill(key, level, spec ?? "")),
    ...SAMPLE_WEAPONS().slice(0, 3),
    armor("Quilt gambeson", 1, true, "quilt"),
    armor("Chain mail hauberk", 3, true, "chainMail"),
    armor("Leather cap", 1, false, "leather"),
    talent("Acute Sense", "acuteSense", "hearing"),
    talent("Fortitude", "fortitude"),
    talent("Danger Sense", "dangerSense"),
  ];
  const wounds = {
    dead: false,
    boxes: [
      { ...emptyBox(), marked: true, severity: "scratch" as const },
      { ...emptyBox(), marked: true, severity: "scratch" as const, open: true },
      { ...emptyBox(), marked: true, severity: "scratch" as const },
      { ...emptyBox(), marked: true, severity: "scratch" as const, open: true, infected: true },
      // A Very Hurt wound treated two days ago with a Great result (rules 3.4.7: both levels at 5 days a level).
      {
        ...emptyBox(),
        marked: true,
        severity: "veryHurt" as const,
        treatment: "treated" as const,
        treatedLevels: 2,
        daysRested: 2,
      },
      emptyBox(),
      emptyBox(),
    ],
  };
  const input: CharacterInput = {
    uuid: "Actor.aelwyn000000000",
    name: "Aelwyn of Kaldor",
    img: PLACEHOLDER_IMG,
    items,
    editable: true,
    isGM: false,
    enrichedBiography:
      "<p>Third son of a Kaldoric knight, Aelwyn serves as a household man-at-arms at <em>Tashal</em>.</p><p>He keeps a debt of honour to the Earl's falconer.</p>",
    i18n,
    sessionNumber: 4,
    allowDebt: false,
    // In round 4 of a combat: Stunned since round 3 (one round, rules 3.4.6) and caught in a Net.
    conditions: {
      statuses: ["stunned", "entangled"],
      known: conditionStatusEffects(i18n),
      timings: [{ status: "stunned", combatId: "combat1", startRound: 3, rounds: 1 }],
      combat: { id: "combat1", round: 3 },
    },
    derived: { damageCapacity: 0, woundPenalty: 0, canAct: true, worstWound: "none", armorValue: 0, defensiveFactor: 0 },
    system: {
      attributes: { strength: 2, agility: 1, health: 0, memory: 0, willpower: 0, aura: -1 },
      scale: { strength: 0, mass: 0 },
      wounds,
      stun: { stuns: 1, veryStunned: false, knockedOut: false },
      biography: "<p>Third son of a Kaldoric knight…</p>",
      socialClass: "freeman",
      nativeLanguage: "Hârnic",
      religion: "Larani",
      cp: { total: 64 },
      ep: { earned: 14, spent: 10 },
      attributeAdvancement: {
        strength: { used: true, raisedInSession: 4 },
        agility: { used: false, raisedInSession: 2 },
        health: { used: true, raisedInSession: null },
        memory: { used: true, raisedInSession: null },
        willpower: { used: true, raisedInSession: null },
        aura: { used: true, raisedInSession: null },
      },
      creation: { finished: false, talents: [] },
    },
  };
  input.derived = derive(input.system, items);
  return input;
}

function npc(
  name: string,
  scale: number,
  attributes: NpcInput["system"]["attributes"],
  items: PlainItem[],
  i18n: Localizer,
): NpcInput {
  const input: NpcInput = {
    uuid: `Actor.${name.toLowerCase()}`,
    name,
    img: PLACEHOLDER_IMG,
    items,
    editable: true,
    isGM: false,
    enrichedBiography: "<p>Found in the Anadel forests; fierce when cornered.</p>",
    i18n,
    derived: { damageCapacity: 0, woundPenalty: 0, canAct: true, worstWound: "none", armorValue: 0, defensiveFactor: 0 },
    system: {
      attributes,
      scale: { strength: scale, mass: scale },
      wounds: {
        dead: false,
        boxes: [
          { ...emptyBox(), marked: true, severity: "scratch" },
          emptyBox(),
          emptyBox(),
          { ...emptyBox(), marked: true, severity: "hurt", open: true },
          emptyBox(),
          emptyBox(),
          emptyBox(),
        ],
      },
      stun: { stuns: 0, veryStunned: false, knockedOut: false },
      biography: "<p>Found in the Anadel forests.</p>",
    },
  };
  input.derived = derive(input.system, items);
  return input;
}

export function bearFixture(i18n: Localizer): NpcInput {
  const bear = npc(
    "Bear",
    3,
    { strength: 2, agility: 0, health: 2, memory: -2, willpower: 1, aura: -1 },
    [
      skill("unarmed", 1),
      skill("awareness", 0),
      skill("swimming", 0),
      skill("climbing", -1),
      weapon("Claws and teeth", { melee: { enabled: true, strength: 2, skill: "unarmed" } }),
      armor("Thick hide", 1, true),
    ],
    i18n,
  );
  // Round 4: Very Stunned since round 3 (two rounds, rules 3.4.6).
  bear.conditions = {
    statuses: ["veryStunned"],
    known: conditionStatusEffects(i18n),
    timings: [{ status: "veryStunned", combatId: "combat1", startRound: 3, rounds: 2 }],
    combat: { id: "combat1", round: 4 },
  };
  return bear;
}

export function catFixture(i18n: Localizer): NpcInput {
  return npc(
    "Cat",
    -7,
    { strength: -2, agility: 2, health: 0, memory: -1, willpower: 0, aura: 0 },
    [skill("stealth", 2), skill("jumping", 1)],
    i18n,
  );
}

export const ITEM_FIXTURES = (): PlainItem[] => [
  skill("language", 0, "Hârnic", { description: "<p>The common tongue of Hârn.</p>" }),
  SAMPLE_WEAPONS()[2] as PlainItem,
  armor("Chain mail hauberk", 3, true, "chainMail"),
  talent("Acute Sense", "acuteSense", "hearing"),
];

/** The character with creation finished when he held Acute Sense and Fortitude: Danger Sense came later (rules 4: warned). */
export function finishedCreationFixture(i18n: Localizer): CharacterInput {
  const input = characterFixture(i18n);
  input.system.creation = { finished: true, talents: ["acuteSense", "fortitude"] };
  return input;
}

/** The character as a serf, in a cloth tunic, quilt and chain mail (rules 3.5.3: only cloth is legal for him). */
export function serfFixture(i18n: Localizer): CharacterInput {
  const input = characterFixture(i18n);
  input.system.socialClass = "serf";
  input.items = [...input.items, armor("Cloth tunic", 1, true, "cloth")];
  input.derived = derive(input.system, input.items);
  return input;
}

/**
 * The character as an orator and locksmith: Oratory Good above his best language (Hârnic, Fair —
 * rules 1.1.2.2), Lockcraft Good with Metalcraft Poor (locks are made at the lower, rules 1.1.2.4).
 */
export function oratorFixture(i18n: Localizer): CharacterInput {
  const input = characterFixture(i18n);
  input.items = [...input.items, skill("oratory", 1), skill("lockcraft", 1), skill("metalcraft", -2)];
  input.derived = derive(input.system, input.items);
  return input;
}

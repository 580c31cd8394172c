/**
 * Checks of an item's fields against the same schema constants the data models use
 * (src/rules/constants.ts) and the rules core's skill catalog: for items of the Item packs and for
 * the items embedded in the creatures of an Actor pack (which may be worn, equipped and trained).
 */
import { isDeepStrictEqual } from "node:util";

import {
  ARMOR_KEYS,
  ARMOR_VALUE_MAX,
  ARMOR_VALUE_MIN,
  LADDER_MAX,
  LADDER_MIN,
  RANGE_MAX_FEET,
  SENSES,
  SKILL_CATEGORIES,
  TALENT_KEYS,
  WEAPON_CLASSES,
  WEAPON_STRENGTH_MAX,
  WEAPON_STRENGTH_MIN,
  WEAPON_VARIANTS,
} from "../../src/rules/constants.ts";
import { SKILLS, type SkillDefinition } from "../../src/rules/skills.ts";
import { WOUNDING_KINDS } from "../../src/rules/weapons.ts";
import { IMG_PATTERN, type Checker } from "./checker.ts";
import { isRecord, type Doc } from "./io.ts";
import type { PackManifestEntry } from "./manifest.ts";

/** The rules core's skill catalog (src/rules/skills.ts), by key: what pack skills and weapon skills are checked against. */
export const RULES_SKILLS: ReadonlyMap<string, SkillDefinition> = new Map(SKILLS.map((s) => [s.key, s]));

/** What a document is checked against besides its own fields. */
export interface ValidationContext {
  pack: PackManifestEntry;
  /** Skill catalog by key (defaults to the rules core's catalog). */
  skills: ReadonlyMap<string, SkillDefinition>;
  /** Folder ids of the pack. */
  folderIds: ReadonlySet<string>;
}

/** An item of an Item pack (never equipped), or one embedded in an actor (worn, equipped, trained). */
export interface ItemCheckOptions {
  embedded: boolean;
}

/** Exact `system` field sets per item type (the data models store exactly these). */
export const SYSTEM_FIELDS = {
  skill: ["key", "category", "default", "level", "specialization", "perSubject", "description"],
  weapon: ["legalClass", "melee", "ranged", "scaledToWielder", "variant", "wounding", "equipped", "description"],
  armor: ["value", "armorType", "equipped", "description"],
  talent: ["key", "choice", "description"],
} as const;
export type ItemType = keyof typeof SYSTEM_FIELDS;
/**
 * Fields the data models add on top of the contract, with their initial values. Optional in the
 * sources; `extract` drops them when they still hold the initial value.
 */
export const OPTIONAL_SYSTEM_FIELDS: Partial<Record<ItemType, Record<string, unknown>>> = {
  skill: { advancement: { used: true, raisedInSession: null } },
};
const MELEE_FIELDS = ["enabled", "strength", "skill"] as const;
const RANGED_FIELDS = ["enabled", "strength", "skill", "musclePowered", "range", "meleeAs"] as const;
const VARIANT_FIELDS = ["kind", "strength", "active"] as const;


function checkSkill(c: Checker, sys: Doc, ctx: ValidationContext): void {
  c.oneOf("system.category", sys.category, SKILL_CATEGORIES);
  c.integer("system.default", sys.default, LADDER_MIN, LADDER_MAX, { nullable: true });
  c.integer("system.level", sys.level, LADDER_MIN, LADDER_MAX, { nullable: true });
  c.string("system.specialization", sys.specialization);
  c.boolean("system.perSubject", sys.perSubject);
  if ("advancement" in sys && c.fields("system.advancement", sys.advancement, ["used", "raisedInSession"])) {
    c.boolean("system.advancement.used", sys.advancement.used);
    c.integer("system.advancement.raisedInSession", sys.advancement.raisedInSession, 0, Number.MAX_SAFE_INTEGER, { nullable: true });
  }
  if (!c.string("system.key", sys.key, { nonEmpty: true })) return;
  const rules = ctx.skills.get(sys.key);
  if (!rules) {
    c.fail("system.key", `unknown skill key ${JSON.stringify(sys.key)} (not in the rules core's skill catalog)`);
    return;
  }
  if (sys.category !== rules.category) c.fail("system.category", `must be ${JSON.stringify(rules.category)} for ${sys.key}, got ${JSON.stringify(sys.category)}`);
  if (sys.default !== rules.default) c.fail("system.default", `must be ${JSON.stringify(rules.default)} for ${sys.key} (rules 1.1.2), got ${JSON.stringify(sys.default)}`);
  if (sys.perSubject !== rules.perSubject) c.fail("system.perSubject", `must be ${String(rules.perSubject)} for ${sys.key}`);
}

function checkWeaponSkill(c: Checker, where: string, value: unknown, ctx: ValidationContext): void {
  if (!c.string(where, value, { nonEmpty: true })) return;
  const skill = ctx.skills.get(value);
  if (skill === undefined) c.fail(where, `unknown skill key ${JSON.stringify(value)}`);
  else if (!skill.weapon) c.fail(where, `skill ${JSON.stringify(value)} is not a weapon skill`);
}

function checkWeapon(c: Checker, sys: Doc, ctx: ValidationContext, { embedded }: ItemCheckOptions): void {
  c.oneOf("system.legalClass", sys.legalClass, WEAPON_CLASSES);
  const melee = sys.melee;
  const ranged = sys.ranged;
  if (c.fields("system.melee", melee, MELEE_FIELDS)) {
    c.boolean("system.melee.enabled", melee.enabled);
    c.integer("system.melee.strength", melee.strength, WEAPON_STRENGTH_MIN, WEAPON_STRENGTH_MAX, { nullable: true });
    checkWeaponSkill(c, "system.melee.skill", melee.skill, ctx);
    if (melee.enabled === false && melee.strength !== null) c.fail("system.melee.strength", "must be null when melee is disabled");
  }
  if (c.fields("system.ranged", ranged, RANGED_FIELDS)) {
    c.boolean("system.ranged.enabled", ranged.enabled);
    c.integer("system.ranged.strength", ranged.strength, WEAPON_STRENGTH_MIN, WEAPON_STRENGTH_MAX, { nullable: true });
    checkWeaponSkill(c, "system.ranged.skill", ranged.skill, ctx);
    c.boolean("system.ranged.musclePowered", ranged.musclePowered);
    c.integer("system.ranged.range", ranged.range, 0, RANGE_MAX_FEET);
    c.string("system.ranged.meleeAs", ranged.meleeAs);
    if (ranged.enabled === true && ranged.range === 0) c.fail("system.ranged.range", "a ranged weapon needs a range above 0 feet");
    if (ranged.enabled === true && ranged.strength === null) c.fail("system.ranged.strength", "a ranged weapon needs a strength");
    if (ranged.enabled === false) {
      if (ranged.strength !== null) c.fail("system.ranged.strength", "must be null when ranged is disabled");
      if (ranged.range !== 0) c.fail("system.ranged.range", "must be 0 when ranged is disabled");
      if (ranged.musclePowered !== false) c.fail("system.ranged.musclePowered", "must be false when ranged is disabled");
      if (ranged.meleeAs !== "") c.fail("system.ranged.meleeAs", 'must be "" when ranged is disabled');
    }
    if (typeof ranged.meleeAs === "string" && ranged.meleeAs !== "" && isRecord(melee) && melee.enabled !== true) {
      c.fail("system.melee.enabled", `must be true: the weapon counts as a ${ranged.meleeAs} in melee`);
    }
  }
  if (isRecord(melee) && isRecord(ranged) && melee.enabled !== true && ranged.enabled !== true) {
    c.fail("system", "a weapon needs melee or ranged enabled");
  }
  c.boolean("system.scaledToWielder", sys.scaledToWielder);
  const variant = sys.variant;
  if (c.fields("system.variant", variant, VARIANT_FIELDS)) {
    c.oneOf("system.variant.kind", variant.kind, WEAPON_VARIANTS);
    c.integer("system.variant.strength", variant.strength, WEAPON_STRENGTH_MIN, WEAPON_STRENGTH_MAX, { nullable: true });
    if (variant.kind === "" && variant.strength !== null) c.fail("system.variant.strength", 'must be null when variant.kind is ""');
    if (variant.kind !== "" && variant.strength === null) c.fail("system.variant.strength", "a variant needs a strength");
    if (embedded) c.boolean("system.variant.active", variant.active);
    else if (variant.active !== false) c.fail("system.variant.active", "must be false in a compendium entry");
  }
  checkWounding(c, sys);
  checkEquipped(c, sys, embedded);
}

/** Rules 3.4.8 and 3.5.1: every weapon says how it wounds; only a weapon without any strength (the Net) entangles. */
function checkWounding(c: Checker, sys: Doc): void {
  if (!c.oneOf("system.wounding", sys.wounding, WOUNDING_KINDS)) return;
  const strengths = [sys.melee, sys.ranged].filter((m): m is Doc => isRecord(m) && m.enabled === true).map((m) => m.strength);
  const harmless = strengths.length > 0 && strengths.every((s) => s === null);
  if (sys.wounding === "entangling" && !harmless) c.fail("system.wounding", "an entangling weapon does no damage: its strengths must be null");
  if (sys.wounding !== "entangling" && harmless) c.fail("system.wounding", 'a weapon without a strength does no damage: it must be "entangling"');
}

/** An Item pack's entry is never equipped; an actor's own weapon or armor may be. */
function checkEquipped(c: Checker, sys: Doc, embedded: boolean): void {
  if (embedded) c.boolean("system.equipped", sys.equipped);
  else if (sys.equipped !== false) c.fail("system.equipped", "must be false in a compendium entry");
}

function checkArmor(c: Checker, sys: Doc, { embedded }: ItemCheckOptions): void {
  c.integer("system.value", sys.value, ARMOR_VALUE_MIN, ARMOR_VALUE_MAX);
  c.oneOf("system.armorType", sys.armorType, ["", ...ARMOR_KEYS]);
  checkEquipped(c, sys, embedded);
}

function checkTalent(c: Checker, sys: Doc): void {
  c.oneOf("system.key", sys.key, TALENT_KEYS);
  if (sys.choice !== "") {
    if (sys.key !== "acuteSense") c.fail("system.choice", `must be "" for ${JSON.stringify(sys.key)}`);
    else c.oneOf("system.choice", sys.choice, SENSES);
  }
}

/**
 * An item's type, image and `system` block: the type must be one of `types`, the image a core
 * icon, and `system` exactly the model's fields with valid values.
 */
export function checkItem(c: Checker, doc: Doc, types: readonly string[], ctx: ValidationContext, options: ItemCheckOptions): void {
  if (!c.oneOf("type", doc.type, types)) return;
  if (c.string("img", doc.img, { nonEmpty: true }) && !IMG_PATTERN.test(doc.img)) c.fail("img", `must be a core icon path like icons/svg/sword.svg, got ${JSON.stringify(doc.img)}`);
  const type = doc.type as ItemType;
  const sys = doc.system;
  if (!c.fields("system", sys, SYSTEM_FIELDS[type], Object.keys(OPTIONAL_SYSTEM_FIELDS[type] ?? {}))) return;
  c.html("system.description", sys.description);
  if (type === "skill") checkSkill(c, sys, ctx);
  else if (type === "weapon") checkWeapon(c, sys, ctx, options);
  else if (type === "armor") checkArmor(c, sys, options);
  else checkTalent(c, sys);
}

/** Drop optional model fields (OPTIONAL_SYSTEM_FIELDS) that still hold their initial value, in place. */
export function dropInitialOptionalFields(doc: Doc): Doc {
  const optional = OPTIONAL_SYSTEM_FIELDS[doc.type as ItemType];
  const sys = doc.system;
  if (!optional || !isRecord(sys)) return doc;
  for (const [key, initial] of Object.entries(optional)) {
    if (key in sys && isDeepStrictEqual(sys[key], initial)) Reflect.deleteProperty(sys, key);
  }
  return doc;
}

/**
 * Validation of pack sources against the same schema constants the data models use
 * (src/rules/constants.ts). Every problem is reported as "<file>: <field>: <problem>" so a bad
 * entry fails the build with its file name.
 */
import path from "node:path";
import { isDeepStrictEqual } from "node:util";

import {
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
import { documentKey, ID_PATTERN, kindFromKey, pageKey, slugify, stableId } from "./ids.ts";
import { FOLDER_FILE, isRecord, sourcePathFor, type Doc, type SourceFile } from "./io.ts";
import { PACK_ITEM_TYPES, type PackManifestEntry } from "./manifest.ts";

/** The rules core's skill catalog (src/rules/skills.ts), by key: what pack skills and weapon skills are checked against. */
export const RULES_SKILLS: ReadonlyMap<string, SkillDefinition> = new Map(SKILLS.map((s) => [s.key, s]));

/** Thrown by the compile step when any source entry is invalid; `errors` lists every problem. */
export class PackValidationError extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(`Pack sources are invalid (${errors.length} problem${errors.length === 1 ? "" : "s"}):\n  ${errors.join("\n  ")}`);
    this.name = "PackValidationError";
    this.errors = errors;
  }
}

/** What a document is checked against besides its own fields. */
export interface ValidationContext {
  pack: PackManifestEntry;
  /** Skill catalog by key (defaults to the rules core's catalog). */
  skills: ReadonlyMap<string, SkillDefinition>;
  /** Folder ids of the pack. */
  folderIds: ReadonlySet<string>;
}

/** Exact `system` field sets per item type (the data models store exactly these). */
export const SYSTEM_FIELDS = {
  skill: ["key", "category", "default", "level", "specialization", "perSubject", "description"],
  weapon: ["legalClass", "melee", "ranged", "scaledToWielder", "variant", "wounding", "equipped", "description"],
  armor: ["value", "equipped", "description"],
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

/** Collects "<file>: <path>: <problem>" messages. */
class Checker {
  readonly errors: string[] = [];
  constructor(private readonly file: string) {}

  fail(where: string, problem: string): void {
    this.errors.push(`${this.file}: ${where ? `${where}: ` : ""}${problem}`);
  }

  /** Exactly these keys, no more, no fewer. Returns false when `value` is not a mapping. */
  fields(where: string, value: unknown, keys: readonly string[], optional: readonly string[] = []): value is Doc {
    if (!isRecord(value)) {
      this.fail(where, "missing or not a mapping");
      return false;
    }
    for (const k of keys) if (!(k in value)) this.fail(where ? `${where}.${k}` : k, "missing field");
    for (const k of Object.keys(value)) {
      if (!keys.includes(k) && !optional.includes(k)) this.fail(where ? `${where}.${k}` : k, "unknown field");
    }
    return true;
  }

  string(where: string, value: unknown, { nonEmpty = false } = {}): value is string {
    if (typeof value !== "string") {
      this.fail(where, `must be a string, got ${JSON.stringify(value)}`);
      return false;
    }
    if (nonEmpty && value.trim() === "") {
      this.fail(where, "must not be empty");
      return false;
    }
    return true;
  }

  boolean(where: string, value: unknown): value is boolean {
    if (typeof value !== "boolean") {
      this.fail(where, `must be true or false, got ${JSON.stringify(value)}`);
      return false;
    }
    return true;
  }

  integer(where: string, value: unknown, min: number, max: number, { nullable = false } = {}): boolean {
    if (value === null && nullable) return true;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      this.fail(where, `must be an integer from ${min} to ${max}${nullable ? " or null" : ""}, got ${JSON.stringify(value)}`);
      return false;
    }
    return true;
  }

  oneOf<T extends string>(where: string, value: unknown, allowed: readonly T[]): value is T {
    if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
      this.fail(where, `must be one of ${allowed.map((a) => JSON.stringify(a)).join(", ")}, got ${JSON.stringify(value)}`);
      return false;
    }
    return true;
  }

  html(where: string, value: unknown): void {
    if (this.string(where, value, { nonEmpty: true }) && !/^\s*</.test(value)) this.fail(where, "must be HTML (start with a tag such as <p>)");
  }
}

const IMG_PATTERN = /^icons\/[\w\-/]+\.(webp|svg|png|jpg)$/;

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

function checkWeapon(c: Checker, sys: Doc, ctx: ValidationContext): void {
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
    if (variant.active !== false) c.fail("system.variant.active", "must be false in a compendium entry");
  }
  checkWounding(c, sys);
  if (sys.equipped !== false) c.fail("system.equipped", "must be false in a compendium entry");
}

/** Rules 3.4.8 and 3.5.1: every weapon says how it wounds; only a weapon without any strength (the Net) entangles. */
function checkWounding(c: Checker, sys: Doc): void {
  if (!c.oneOf("system.wounding", sys.wounding, WOUNDING_KINDS)) return;
  const strengths = [sys.melee, sys.ranged].filter((m): m is Doc => isRecord(m) && m.enabled === true).map((m) => m.strength);
  const harmless = strengths.length > 0 && strengths.every((s) => s === null);
  if (sys.wounding === "entangling" && !harmless) c.fail("system.wounding", "an entangling weapon does no damage: its strengths must be null");
  if (sys.wounding !== "entangling" && harmless) c.fail("system.wounding", 'a weapon without a strength does no damage: it must be "entangling"');
}

function checkArmor(c: Checker, sys: Doc): void {
  c.integer("system.value", sys.value, ARMOR_VALUE_MIN, ARMOR_VALUE_MAX);
  if (sys.equipped !== false) c.fail("system.equipped", "must be false in a compendium entry");
}

function checkTalent(c: Checker, sys: Doc): void {
  c.oneOf("system.key", sys.key, TALENT_KEYS);
  if (sys.choice !== "") {
    if (sys.key !== "acuteSense") c.fail("system.choice", `must be "" for ${JSON.stringify(sys.key)}`);
    else c.oneOf("system.choice", sys.choice, SENSES);
  }
}

function checkIdAndKey(c: Checker, doc: Doc, pack: string, kind: "item" | "folder" | "journal"): void {
  if (!c.string("_id", doc._id) || !ID_PATTERN.test(doc._id)) {
    c.fail("_id", "missing or not 16 alphanumeric characters (run `npx tsx scripts/packs.ts ids --fix`)");
    return;
  }
  if (typeof doc.name === "string") {
    const expected = stableId(pack, kind, slugify(doc.name));
    if (doc._id !== expected) c.fail("_id", `${doc._id} does not match the stable id ${expected} for ${kind} "${doc.name}" (run \`npx tsx scripts/packs.ts ids --fix\`)`);
  }
  if (doc._key !== documentKey(kind, doc._id)) c.fail("_key", `must be ${JSON.stringify(documentKey(kind, doc._id))}, got ${JSON.stringify(doc._key)}`);
}

function checkFolderRef(c: Checker, doc: Doc, ctx: ValidationContext, kind: "item" | "folder" | "journal"): void {
  if (!("folder" in doc)) c.fail("folder", "missing field (null for the pack root)");
  else if (doc.folder !== null && (typeof doc.folder !== "string" || !ctx.folderIds.has(doc.folder))) {
    c.fail("folder", `unknown folder id ${JSON.stringify(doc.folder)}`);
  } else if (kind === "folder" && doc.folder === doc._id) c.fail("folder", "a folder cannot contain itself");
}

/** Validate one source document; returns the problems, each prefixed with `file`. */
export function validateDocument(doc: Doc, file: string, ctx: ValidationContext): string[] {
  const c = new Checker(file);
  const kind = kindFromKey(doc._key);
  if (kind === null) {
    c.fail("_key", `missing or not a pack key (!items!…, !folders!…, !journal!…), got ${JSON.stringify(doc._key)}`);
    return c.errors;
  }
  c.string("name", doc.name, { nonEmpty: true });
  checkIdAndKey(c, doc, ctx.pack.name, kind);
  checkFolderRef(c, doc, ctx, kind);

  if (kind === "folder") {
    c.fields("", doc, ["name", "type", "folder", "sorting", "sort", "_id", "_key"]);
    if (doc.type !== ctx.pack.type) c.fail("type", `a folder in this pack must have type ${JSON.stringify(ctx.pack.type)}, got ${JSON.stringify(doc.type)}`);
    c.oneOf("sorting", doc.sorting, ["a", "m"]);
    c.integer("sort", doc.sort, 0, Number.MAX_SAFE_INTEGER);
    if (path.basename(file) !== FOLDER_FILE) c.fail("", `a Folder document must be stored as ${FOLDER_FILE}`);
    return c.errors;
  }

  if (kind === "journal") {
    if (ctx.pack.type !== "JournalEntry") c.fail("_key", `a ${ctx.pack.type} pack cannot hold journal entries`);
    c.fields("", doc, ["name", "pages", "folder", "_id", "_key"]);
    if (!Array.isArray(doc.pages) || doc.pages.length === 0) {
      c.fail("pages", "a journal entry needs at least one page");
      return c.errors;
    }
    const journalSlug = typeof doc.name === "string" ? slugify(doc.name) : "";
    const seen = new Set<string>();
    doc.pages.forEach((page: unknown, i: number) => {
      const where = `pages[${i}]`;
      if (!c.fields(where, page, ["name", "type", "title", "text", "sort", "_id", "_key"])) return;
      c.string(`${where}.name`, page.name, { nonEmpty: true });
      if (page.type !== "text") c.fail(`${where}.type`, `must be "text", got ${JSON.stringify(page.type)}`);
      if (c.fields(`${where}.title`, page.title, ["show", "level"])) {
        c.boolean(`${where}.title.show`, page.title.show);
        c.integer(`${where}.title.level`, page.title.level, 1, 6);
      }
      if (c.fields(`${where}.text`, page.text, ["format", "content"])) {
        if (page.text.format !== 1) c.fail(`${where}.text.format`, "must be 1 (HTML)");
        c.html(`${where}.text.content`, page.text.content);
      }
      c.integer(`${where}.sort`, page.sort, 0, Number.MAX_SAFE_INTEGER);
      if (typeof page.name === "string" && typeof doc._id === "string") {
        const expected = stableId(ctx.pack.name, "page", `${journalSlug}/${slugify(page.name)}`);
        if (page._id !== expected) c.fail(`${where}._id`, `${JSON.stringify(page._id)} does not match the stable id ${expected}`);
        if (page._key !== pageKey(doc._id, String(page._id))) c.fail(`${where}._key`, `must be ${JSON.stringify(pageKey(doc._id, String(page._id)))}`);
        if (seen.has(String(page._id))) c.fail(`${where}._id`, "duplicate page id");
        seen.add(String(page._id));
      }
    });
    return c.errors;
  }

  // Items.
  if (ctx.pack.type !== "Item") c.fail("_key", `a ${ctx.pack.type} pack cannot hold items`);
  c.fields("", doc, ["name", "type", "img", "system", "folder", "_id", "_key"]);
  if (!c.oneOf("type", doc.type, PACK_ITEM_TYPES[ctx.pack.name] ?? [])) return c.errors;
  if (c.string("img", doc.img, { nonEmpty: true }) && !IMG_PATTERN.test(doc.img)) c.fail("img", `must be a core icon path like icons/svg/sword.svg, got ${JSON.stringify(doc.img)}`);
  const type = doc.type as ItemType;
  const sys = doc.system;
  if (!c.fields("system", sys, SYSTEM_FIELDS[type], Object.keys(OPTIONAL_SYSTEM_FIELDS[type] ?? {}))) return c.errors;
  c.html("system.description", sys.description);
  if (type === "skill") checkSkill(c, sys, ctx);
  else if (type === "weapon") checkWeapon(c, sys, ctx);
  else if (type === "armor") checkArmor(c, sys);
  else checkTalent(c, sys);
  return c.errors;
}

/**
 * Validate every document of one pack: each document's fields, unique ids and keys, unique
 * catalog keys, and that each file sits where its folder says (`<folder-slug>/<name-slug>.yml`).
 * `relativeTo` is the pack's source directory, for the location check.
 */
export function validatePack(
  pack: PackManifestEntry,
  files: readonly SourceFile[],
  { relativeTo, skills = RULES_SKILLS }: { relativeTo?: string; skills?: ReadonlyMap<string, SkillDefinition> } = {},
): string[] {
  const errors: string[] = [];
  const folders = new Map<string, Doc>();
  for (const { doc } of files) {
    if (kindFromKey(doc._key) === "folder" && typeof doc._id === "string") folders.set(doc._id, doc);
  }
  const ctx: ValidationContext = { pack, skills, folderIds: new Set(folders.keys()) };
  const ids = new Map<string, string>();
  const catalogKeys = new Map<string, string>();
  for (const { file, doc } of files) {
    errors.push(...validateDocument(doc, file, ctx));
    if (typeof doc._id === "string") {
      const other = ids.get(doc._id);
      if (other) errors.push(`${file}: _id: duplicate id ${doc._id} (also in ${other})`);
      else ids.set(doc._id, file);
    }
    const sys = doc.system;
    if ((doc.type === "skill" || doc.type === "talent") && isRecord(sys) && typeof sys.key === "string") {
      const other = catalogKeys.get(sys.key);
      if (other) errors.push(`${file}: system.key: duplicate key ${JSON.stringify(sys.key)} (also in ${other})`);
      else catalogKeys.set(sys.key, file);
    }
    if (relativeTo !== undefined && typeof doc.name === "string") {
      const expected = sourcePathFor(doc, folders);
      const actual = path.relative(relativeTo, file);
      if (expected !== actual) errors.push(`${file}: file should be at ${path.join(relativeTo, expected)} (its folder and name decide the path)`);
    }
  }
  return errors;
}

/** A weapon name as used in "In Melee Treated As" (ranged.meleeAs). */
export interface MeleeProfile {
  strength: number | null;
  skill: string;
}

/**
 * Cross-pack check for weapons: every `ranged.meleeAs` must name a weapon shipped in a weapon pack,
 * and the weapon's melee profile must equal that weapon's (strength and skill).
 */
export function validateMeleeAs(weaponFiles: readonly SourceFile[]): string[] {
  const errors: string[] = [];
  const byName = new Map<string, MeleeProfile>();
  for (const { doc } of weaponFiles) {
    const sys = doc.system;
    if (doc.type === "weapon" && isRecord(sys) && isRecord(sys.melee) && sys.melee.enabled === true && typeof doc.name === "string") {
      byName.set(doc.name, { strength: sys.melee.strength as number | null, skill: String(sys.melee.skill) });
    }
  }
  for (const { file, doc } of weaponFiles) {
    const sys = doc.system;
    if (!isRecord(sys) || !isRecord(sys.ranged) || !isRecord(sys.melee)) continue;
    const meleeAs = sys.ranged.meleeAs;
    if (typeof meleeAs !== "string" || meleeAs === "") continue;
    const target = byName.get(meleeAs);
    if (!target) {
      errors.push(`${file}: system.ranged.meleeAs: no melee weapon named ${JSON.stringify(meleeAs)} in the weapon packs`);
      continue;
    }
    if (target.strength !== sys.melee.strength || target.skill !== sys.melee.skill) {
      errors.push(
        `${file}: system.melee: must match ${meleeAs} (strength ${target.strength}, skill ${target.skill}), got strength ${String(sys.melee.strength)}, skill ${String(sys.melee.skill)}`,
      );
    }
  }
  return errors;
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

/** Every skill of the rules catalog and every talent key must be shipped exactly once. */
export function validateCompleteness(skillFiles: readonly SourceFile[], talentFiles: readonly SourceFile[], skillsDir: string, talentsDir: string): string[] {
  const errors: string[] = [];
  const keysOf = (files: readonly SourceFile[]) =>
    new Set(files.map(({ doc }) => (isRecord(doc.system) ? doc.system.key : undefined)).filter((k): k is string => typeof k === "string"));
  const skillKeys = keysOf(skillFiles);
  for (const key of RULES_SKILLS.keys()) if (!skillKeys.has(key)) errors.push(`${skillsDir}: missing skill ${JSON.stringify(key)} of the rules catalog`);
  const talentKeys = keysOf(talentFiles);
  for (const key of TALENT_KEYS) if (!talentKeys.has(key)) errors.push(`${talentsDir}: missing talent ${JSON.stringify(key)}`);
  return errors;
}

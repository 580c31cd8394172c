/**
 * Validation of the Actor packs (the creatures): each actor's fields, its token defaults, and the
 * items embedded in it, which are copies of Item pack entries (a skill with its level, a weapon or
 * armor as shipped, worn or not). Problems read "<file>: <field>: <problem>" like every other check.
 */
import { isDeepStrictEqual } from "node:util";

import { ATTRIBUTE_KEYS, LADDER_MAX, LADDER_MIN, SCALE_MAX, SCALE_MIN } from "../../src/rules/constants.ts";
import { languageCapWarnings, type KnownSkill } from "../../src/rules/skill-caps.ts";
import { emptyStunTrack } from "../../src/rules/stun.ts";
import { emptyWoundTrack } from "../../src/rules/wounds.ts";
import { IMG_PATTERN, type Checker } from "./checker.ts";
import { embeddedItemKey, embeddedItemSlug, stableId } from "./ids.ts";
import { isRecord, type Doc, type SourceFile } from "./io.ts";
import { checkItem, dropInitialOptionalFields, type ValidationContext } from "./item-checks.ts";
import { EMBEDDED_ITEM_TYPES, PACK_ACTOR_TYPES } from "./manifest.ts";
import { CHARACTER_OPTIONAL_SYSTEM_FIELDS, CHARACTER_SYSTEM_FIELDS, checkCharacterFields } from "./characters.ts";

/** The fields of an actor entry, in source order. */
export const ACTOR_FIELDS = ["name", "type", "img", "system", "prototypeToken", "items", "folder", "_id", "_key"] as const;
/** The stored fields every actor source must give (an NPC's; a character adds CHARACTER_SYSTEM_FIELDS). */
export const NPC_SYSTEM_FIELDS = ["attributes", "scale", "biography"] as const;
/** Stored fields a source may leave out: a compendium actor is unhurt, so they hold their initial value. */
export const NPC_OPTIONAL_SYSTEM_FIELDS: Readonly<Record<string, () => unknown>> = {
  wounds: emptyWoundTrack,
  stun: emptyStunTrack,
};
/** The token defaults an entry must set; the rest is Foundry's default (name and image follow the actor). */
export const TOKEN_FIELDS = ["width", "height", "disposition", "actorLink"] as const;
/** Foundry's CONST.TOKEN_DISPOSITIONS without SECRET. */
export const TOKEN_DISPOSITIONS = { hostile: -1, neutral: 0, friendly: 1 } as const;
/** The fields of an embedded item (no folder: it lives in its actor; `sort` is optional, kept when a GM reordered the items). */
const EMBEDDED_FIELDS = ["name", "type", "img", "system", "_id", "_key"] as const;

/**
 * Token size in grid squares (5 ft) from Mass Scale (rules 1.2; one step of Scale is about ×1.5 in
 * mass, humans 0): tiny (Scale −5 and below: cat, eagle, rat, snake) half a square; man-sized
 * (−4 to +2: dogs, wolves, people, boar) one; large (+3 to +5: bear, pony, horses, mule) two;
 * huge (+6 to +8) three; anything bigger four.
 */
export function tokenSizeForMassScale(massScale: number): number {
  if (massScale <= -5) return 0.5;
  if (massScale <= 2) return 1;
  if (massScale <= 5) return 2;
  if (massScale <= 8) return 3;
  return 4;
}

function checkAttributes(c: Checker, sys: Doc): void {
  if (!c.fields("system.attributes", sys.attributes, ATTRIBUTE_KEYS)) return;
  for (const key of ATTRIBUTE_KEYS) c.integer(`system.attributes.${key}`, sys.attributes[key], LADDER_MIN, LADDER_MAX);
}

function checkScale(c: Checker, sys: Doc): number | null {
  if (!c.fields("system.scale", sys.scale, ["strength", "mass"])) return null;
  c.integer("system.scale.strength", sys.scale.strength, SCALE_MIN, SCALE_MAX);
  return c.integer("system.scale.mass", sys.scale.mass, SCALE_MIN, SCALE_MAX) ? (sys.scale.mass as number) : null;
}

/**
 * The token defaults: the four fields this pack decides must be there; any other token setting
 * (vision, bars, name display) a GM made in Foundry and extracted is kept as it is.
 */
function checkToken(c: Checker, token: unknown, massScale: number | null, character: boolean): void {
  if (!isRecord(token)) {
    c.fail("prototypeToken", "missing or not a mapping");
    return;
  }
  for (const key of TOKEN_FIELDS) if (!(key in token)) c.fail(`prototypeToken.${key}`, "missing field");
  const size = massScale === null ? null : tokenSizeForMassScale(massScale);
  for (const side of ["width", "height"] as const) {
    if (size !== null && token[side] !== size) {
      c.fail(`prototypeToken.${side}`, `must be ${size} for Mass Scale ${String(massScale)} (see tokenSizeForMassScale), got ${JSON.stringify(token[side])}`);
    }
  }
  c.oneOf("prototypeToken.disposition", String(token.disposition), Object.values(TOKEN_DISPOSITIONS).map(String));
  if (character) {
    if (token.actorLink !== true) c.fail("prototypeToken.actorLink", "must be true: a player character's token is the character itself");
    if (token.disposition !== TOKEN_DISPOSITIONS.friendly) c.fail("prototypeToken.disposition", "must be 1 (friendly) for a player character");
  } else if (token.actorLink !== false) c.fail("prototypeToken.actorLink", "must be false: every token of a compendium creature is its own creature");
  // The wound track drawn on the token (docs/tokens.md), shown to its owners (the GM) always.
  const bar = token.bar1;
  if (!isRecord(bar) || bar.attribute !== "woundBar") c.fail("prototypeToken.bar1.attribute", "must be woundBar (the wound track bar, docs/tokens.md)");
  if (token.displayBars !== 40) c.fail("prototypeToken.displayBars", "must be 40 (always, for owners: the GM sees every creature's wounds)");
}

function checkEmbeddedItems(c: Checker, doc: Doc, ctx: ValidationContext): void {
  if (!Array.isArray(doc.items)) {
    c.fail("items", "must be a list of the actor's items");
    return;
  }
  const seen = new Set<string>();
  const skills = new Set<string>();
  const known: KnownSkill[] = [];
  doc.items.forEach((item: unknown, i: number) => {
    const where = `items[${i}]`;
    if (!c.fields(where, item, EMBEDDED_FIELDS, ["sort"])) return;
    if ("sort" in item) c.integer(`${where}.sort`, item.sort, 0, Number.MAX_SAFE_INTEGER);
    const name = c.string(`${where}.name`, item.name, { nonEmpty: true }) ? item.name : null;
    checkItem(c.scoped(where), item, EMBEDDED_ITEM_TYPES, ctx, { embedded: true });
    if (name !== null && typeof doc.name === "string" && typeof doc._id === "string") {
      const id = stableId(ctx.pack.name, "item", embeddedItemSlug(doc.name, String(item.type), name));
      if (item._id !== id) c.fail(`${where}._id`, `${JSON.stringify(item._id)} does not match the stable id ${id} (run \`npx tsx scripts/packs.ts ids --fix\`)`);
      else if (item._key !== embeddedItemKey(doc._id, id)) c.fail(`${where}._key`, `must be ${JSON.stringify(embeddedItemKey(doc._id, id))}`);
      if (seen.has(id)) c.fail(`${where}._id`, `duplicate item "${name}" in this actor`);
      seen.add(id);
    }
    const sys = item.system;
    if (item.type === "skill" && isRecord(sys) && typeof sys.key === "string") {
      const skillId = `${sys.key}/${String(sys.specialization)}`;
      if (skills.has(skillId)) c.fail(`${where}.system.key`, `the actor has the skill ${JSON.stringify(sys.key)} twice`);
      skills.add(skillId);
      if (typeof sys.level === "number") known.push({ key: sys.key, level: sys.level, subject: String(sys.specialization ?? "") });
    }
  });
  checkSkillCaps(c, known);
}

/**
 * The caps one skill puts on another (rules 1.1.2.2): Oratory and Rhetoric no higher than the best
 * language the actor speaks, else it could use them at their level in no language at all. The same
 * rule the sheet warns about (src/sheets/context/skill-limits.ts), held for every pack actor.
 */
function checkSkillCaps(c: Checker, skills: readonly KnownSkill[]): void {
  for (const warning of languageCapWarnings(skills)) {
    const { skill, level, languageLevel } = warning.data;
    c.fail("items", `${String(skill)} at level ${String(level)} is above every language the actor speaks (best ${String(languageLevel)}, rules 1.1.2.2)`);
  }
}

/** One actor entry of an Actor pack (everything but its place in the pack, which validatePack checks). */
export function checkActor(c: Checker, doc: Doc, ctx: ValidationContext): void {
  if (ctx.pack.type !== "Actor") {
    c.fail("_key", `a ${ctx.pack.type} pack cannot hold actors`);
    return;
  }
  c.fields("", doc, ACTOR_FIELDS);
  if (!c.oneOf("type", doc.type, PACK_ACTOR_TYPES[ctx.pack.name] ?? [])) return;
  if (c.string("img", doc.img, { nonEmpty: true }) && !IMG_PATTERN.test(doc.img)) c.fail("img", `must be a core icon path, got ${JSON.stringify(doc.img)}`);
  const sys = doc.system;
  const character = doc.type === "character";
  const required = character ? [...NPC_SYSTEM_FIELDS, ...CHARACTER_SYSTEM_FIELDS] : NPC_SYSTEM_FIELDS;
  const optional = optionalSystemFields(doc.type);
  if (!c.fields("system", sys, required, Object.keys(optional))) return;
  checkAttributes(c, sys);
  const massScale = checkScale(c, sys);
  c.html("system.biography", sys.biography);
  for (const [key, initial] of Object.entries(optional)) {
    if (key in sys && !isDeepStrictEqual(sys[key], initial()))
      c.fail(`system.${key}`, `must be ${key in NPC_OPTIONAL_SYSTEM_FIELDS ? "unhurt" : "as new"} in a compendium entry (leave the field out)`);
  }
  if (character) checkCharacterFields(c, doc, sys);
  checkToken(c, doc.prototypeToken, massScale, character);
  checkEmbeddedItems(c, doc, ctx);
}

/** The stored fields an actor of this type may leave out, with their initial values. */
function optionalSystemFields(type: unknown): Readonly<Record<string, () => unknown>> {
  return type === "character" ? { ...NPC_OPTIONAL_SYSTEM_FIELDS, ...CHARACTER_OPTIONAL_SYSTEM_FIELDS } : NPC_OPTIONAL_SYSTEM_FIELDS;
}

/** Drop an actor's optional fields that hold their initial value, and its items' (extraction), in place. */
export function dropInitialActorFields(doc: Doc): Doc {
  const sys = doc.system;
  if (isRecord(sys)) {
    for (const [key, initial] of Object.entries(optionalSystemFields(doc.type))) {
      if (key in sys && isDeepStrictEqual(sys[key], initial())) Reflect.deleteProperty(sys, key);
    }
  }
  if (Array.isArray(doc.items)) for (const item of doc.items) if (isRecord(item)) dropInitialOptionalFields(item);
  return doc;
}

/** What an actor may change in its copy of an Item pack entry: a skill's level and subject, what is worn or in use. */
function comparable(type: unknown, system: Doc): Doc {
  const copy = structuredClone(system);
  if (type === "skill") {
    Reflect.deleteProperty(copy, "level");
    Reflect.deleteProperty(copy, "advancement");
    if (copy.perSubject === true) Reflect.deleteProperty(copy, "specialization");
  }
  if (type === "weapon" || type === "armor") Reflect.deleteProperty(copy, "equipped");
  if (type === "weapon" && isRecord(copy.variant)) Reflect.deleteProperty(copy.variant, "active");
  return copy;
}

/**
 * Cross-pack check: every item embedded in an actor is a copy of the Item pack entry of the same
 * type and name (same image, same figures), changed only where an actor may change it.
 */
export function validateEmbeddedCopies(actorFiles: readonly SourceFile[], itemFiles: readonly SourceFile[]): string[] {
  const errors: string[] = [];
  const entries = new Map<string, Doc>();
  for (const { doc } of itemFiles) if (typeof doc.name === "string") entries.set(`${String(doc.type)}/${doc.name}`, doc);
  for (const { file, doc } of actorFiles) {
    if (!Array.isArray(doc.items)) continue;
    doc.items.forEach((item: unknown, i: number) => {
      if (!isRecord(item) || !isRecord(item.system)) return;
      const entry = entries.get(`${String(item.type)}/${String(item.name)}`);
      if (!entry || !isRecord(entry.system)) {
        errors.push(`${file}: items[${i}]: no ${String(item.type)} named ${JSON.stringify(item.name)} in the Item packs to copy from`);
        return;
      }
      if (item.img !== entry.img) errors.push(`${file}: items[${i}].img: must be the pack entry's ${JSON.stringify(entry.img)}`);
      const mine = comparable(item.type, item.system);
      const theirs = comparable(entry.type, entry.system);
      for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
        if (!isDeepStrictEqual(mine[key], theirs[key])) {
          errors.push(`${file}: items[${i}].system.${key}: must equal the pack entry "${String(item.name)}" (${JSON.stringify(theirs[key])})`);
        }
      }
    });
  }
  return errors;
}

/**
 * Validation of pack sources against the same schema constants the data models use
 * (src/rules/constants.ts). Every problem is reported as "<file>: <field>: <problem>" so a bad
 * entry fails the build with its file name.
 */
import path from "node:path";

import { TALENT_KEYS } from "../../src/rules/constants.ts";
import type { SkillDefinition } from "../../src/rules/skills.ts";
import { Checker } from "./checker.ts";
import { checkActor } from "./actors.ts";
import { documentKey, ID_PATTERN, kindFromKey, pageKey, slugify, stableId, type DocKind } from "./ids.ts";
import { FOLDER_FILE, isRecord, sourcePathFor, type Doc, type SourceFile } from "./io.ts";
import { PACK_ITEM_TYPES, type PackManifestEntry } from "./manifest.ts";

import { checkItem, RULES_SKILLS, type ValidationContext } from "./item-checks.ts";

export { dropInitialOptionalFields, OPTIONAL_SYSTEM_FIELDS, RULES_SKILLS, SYSTEM_FIELDS, type ItemType, type ValidationContext } from "./item-checks.ts";

/** Thrown by the compile step when any source entry is invalid; `errors` lists every problem. */
export class PackValidationError extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(`Pack sources are invalid (${errors.length} problem${errors.length === 1 ? "" : "s"}):\n  ${errors.join("\n  ")}`);
    this.name = "PackValidationError";
    this.errors = errors;
  }
}


type PrimaryKind = Exclude<DocKind, "page">;

function checkIdAndKey(c: Checker, doc: Doc, pack: string, kind: PrimaryKind): void {
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

function checkFolderRef(c: Checker, doc: Doc, ctx: ValidationContext, kind: PrimaryKind): void {
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
    c.fail("_key", `missing or not a pack key (!items!…, !actors!…, !folders!…, !journal!…), got ${JSON.stringify(doc._key)}`);
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

  if (kind === "actor") {
    checkActor(c, doc, ctx);
    return c.errors;
  }

  // Items.
  if (ctx.pack.type !== "Item") c.fail("_key", `a ${ctx.pack.type} pack cannot hold items`);
  c.fields("", doc, ["name", "type", "img", "system", "folder", "_id", "_key"]);
  checkItem(c, doc, PACK_ITEM_TYPES[ctx.pack.name] ?? [], ctx, { embedded: false });
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

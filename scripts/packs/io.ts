/**
 * Reading and writing the YAML pack sources.
 *
 * Layout: `packs/<pack>/<folder-slug>/_folder.yml` holds a Folder document, the entries of that
 * folder sit next to it as `<name-slug>.yml`, and entries without a folder sit in `packs/<pack>/`.
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";

import { slugify } from "./ids.ts";

export type Doc = Record<string, unknown>;

export interface SourceFile {
  /** Path of the file, relative to the repository root when loaded from the default sources. */
  file: string;
  doc: Doc;
}

/** File name of a Folder document inside its directory. */
export const FOLDER_FILE = "_folder.yml";

export function isRecord(value: unknown): value is Doc {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** All `.yml` files under `dir`, sorted, parsed. A file that is not a YAML mapping throws with its name. */
export function loadSourceFiles(dir: string): SourceFile[] {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && /\.ya?ml$/.test(entry.name)) files.push(full);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files.map((file) => {
    let doc: unknown;
    try {
      doc = YAML.parse(fs.readFileSync(file, "utf8"));
    } catch (err) {
      throw new Error(`${file}: not valid YAML: ${(err as Error).message}`, { cause: err });
    }
    if (!isRecord(doc)) throw new Error(`${file}: a source file must hold one YAML mapping (a document)`);
    return { file, doc };
  });
}

/** Preferred key order in source files, so a newcomer reads name/type/system first and ids last. */
const KEY_ORDER = ["name", "type", "img", "system", "prototypeToken", "items", "title", "text", "pages", "folder", "sorting", "sort", "color"];
const TAIL_KEYS = ["_id", "_key"];

/** A copy of `doc` with its keys in the source order (nested `pages` and `items` too; `system` keeps its own order). */
export function orderKeys(doc: Doc): Doc {
  const out: Doc = {};
  const keys = Object.keys(doc);
  for (const k of KEY_ORDER) if (k in doc) out[k] = doc[k];
  for (const k of keys) if (!KEY_ORDER.includes(k) && !TAIL_KEYS.includes(k)) out[k] = doc[k];
  for (const k of TAIL_KEYS) if (k in doc) out[k] = doc[k];
  if (Array.isArray(out.pages)) out.pages = out.pages.map((p) => (isRecord(p) ? orderKeys(p) : p));
  if (Array.isArray(out.items)) out.items = out.items.map((i) => (isRecord(i) ? orderKeys(i) : i));
  return out;
}

/** YAML text of a source document. */
export function serializeDoc(doc: Doc): string {
  return YAML.stringify(orderKeys(doc), { lineWidth: 0 });
}

/** Keys Foundry adds that carry no content and must never reach the sources. */
const NOISE_KEYS = new Set(["_stats", "ownership"]);
/** Keys kept even when null or empty. */
const KEEP_EMPTY = new Set(["folder", "system", "pages", "items", "name"]);

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.keys(value).length === 0;
  return false;
}

/**
 * Strip the noise from a document read out of a pack (`_stats`, ownership, empty flags/effects,
 * null defaults, `sort: 0`), recursively for journal pages and an actor's items. `system` and
 * `prototypeToken` are kept verbatim.
 */
export function cleanDocument(doc: Doc, { embedded = false }: { embedded?: boolean } = {}): Doc {
  const out: Doc = {};
  for (const [key, value] of Object.entries(doc)) {
    if (NOISE_KEYS.has(key)) continue;
    if (key === "folder" && embedded) {
      if (value !== null && value !== undefined) out[key] = value;
      continue;
    }
    if (!KEEP_EMPTY.has(key) && isEmpty(value)) continue;
    if (key === "sort" && value === 0) continue;
    if ((key === "pages" || key === "items") && Array.isArray(value)) {
      out[key] = value.map((p) => (isRecord(p) ? cleanDocument(p, { embedded: true }) : p));
      continue;
    }
    if (key === "text" && isRecord(value)) {
      const text: Doc = {};
      for (const [k, v] of Object.entries(value)) if (!isEmpty(v) || k === "content") text[k] = v;
      out[key] = text;
      continue;
    }
    out[key] = value;
  }
  if (!embedded && !("folder" in out)) out.folder = null;
  return out;
}

/** Where a document lives in the source tree, given the pack's folders (id → name). */
export function sourcePathFor(doc: Doc, folders: Map<string, Doc>): string {
  const isFolder = typeof doc._key === "string" && doc._key.startsWith("!folders!");
  const dirs: string[] = [];
  let parentId = isFolder ? doc._id : doc.folder;
  const seen = new Set<unknown>();
  let folder = typeof parentId === "string" ? folders.get(parentId) : undefined;
  while (folder !== undefined && !seen.has(parentId)) {
    seen.add(parentId);
    dirs.unshift(slugify(String(folder.name)));
    parentId = folder.folder;
    folder = typeof parentId === "string" ? folders.get(parentId) : undefined;
  }
  const file = isFolder ? FOLDER_FILE : `${slugify(String(doc.name ?? doc._id))}.yml`;
  return path.join(...dirs, file);
}

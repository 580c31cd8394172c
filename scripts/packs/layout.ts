/**
 * Where each source entry lives (its folder and name decide the path), and the stable-id check and
 * repair of `scripts/packs.ts ids [--fix]`: ids, keys, folder references and embedded ids are
 * recomputed from names (scripts/packs/ids.ts) and files are moved to the path their folder decides.
 */
import fs from "node:fs";
import path from "node:path";

import { documentKey, embeddedItemKey, embeddedItemSlug, kindFromKey, pageKey, slugify, stableId } from "./ids.ts";
import { isRecord, loadSourceFiles, serializeDoc, sourcePathFor, type Doc } from "./io.ts";
import { packManifest } from "./manifest.ts";

/** Where each document of a pack goes in the source tree (relative to the pack directory). */
export function layoutPack(docs: readonly Doc[]): Map<string, Doc> {
  const folders = new Map<string, Doc>();
  for (const doc of docs) if (kindFromKey(doc._key) === "folder" && typeof doc._id === "string") folders.set(doc._id, doc);
  const out = new Map<string, Doc>();
  for (const doc of docs) {
    let rel = sourcePathFor(doc, folders);
    if (out.has(rel)) rel = rel.replace(/\.yml$/, `-${String(doc._id)}.yml`);
    out.set(rel, doc);
  }
  return out;
}

export function removeEmptyDirs(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const sub = path.join(dir, entry.name);
      removeEmptyDirs(sub);
      if (fs.readdirSync(sub).length === 0) fs.rmdirSync(sub);
    }
  }
}

export interface IdProblem {
  file: string;
  what: string;
  actual: unknown;
  expected: string;
}

/**
 * Check the stable ids and keys of every source; with `fix`, rewrite them, update folder
 * references and move files to the path their folder and name decide.
 */
export function checkSourceIds(
  sourceRoot: string,
  { fix = false, display = (file: string) => file }: { fix?: boolean; display?: (file: string) => string } = {},
): IdProblem[] {
  const problems: IdProblem[] = [];
  for (const pack of packManifest) {
    const packDir = path.join(sourceRoot, pack.name);
    const files = loadSourceFiles(packDir);
    const remap = new Map<string, string>();
    const note = (file: string, what: string, actual: unknown, expected: string) => {
      if (actual !== expected) problems.push({ file: display(file), what, actual, expected });
    };
    for (const { file, doc } of files) {
      const kind =
        kindFromKey(doc._key) ??
        (path.basename(file) === "_folder.yml"
          ? "folder"
          : pack.type === "JournalEntry"
            ? "journal"
            : pack.type === "Actor"
              ? "actor"
              : "item");
      const id = stableId(pack.name, kind, slugify(String(doc.name ?? "")));
      note(file, "_id", doc._id, id);
      note(file, "_key", doc._key, documentKey(kind, id));
      if (typeof doc._id === "string" && doc._id !== id) remap.set(doc._id, id);
      doc._id = id;
      doc._key = documentKey(kind, id);
      if (kind === "actor" && Array.isArray(doc.items)) {
        for (const item of doc.items) {
          if (!isRecord(item)) continue;
          const iid = stableId(
            pack.name,
            "item",
            embeddedItemSlug(String(doc.name ?? ""), String(item.type ?? ""), String(item.name ?? "")),
          );
          note(file, `item "${String(item.name)}" _id`, item._id, iid);
          note(file, `item "${String(item.name)}" _key`, item._key, embeddedItemKey(id, iid));
          item._id = iid;
          item._key = embeddedItemKey(id, iid);
        }
      }
      if (Array.isArray(doc.pages)) {
        for (const page of doc.pages) {
          if (!isRecord(page)) continue;
          const pid = stableId(pack.name, "page", `${slugify(String(doc.name))}/${slugify(String(page.name ?? ""))}`);
          note(file, `page "${String(page.name)}" _id`, page._id, pid);
          note(file, `page "${String(page.name)}" _key`, page._key, pageKey(id, pid));
          page._id = pid;
          page._key = pageKey(id, pid);
        }
      }
    }
    if (!fix) continue;
    for (const { doc } of files) {
      const moved = typeof doc.folder === "string" ? remap.get(doc.folder) : undefined;
      if (moved !== undefined) doc.folder = moved;
      if (!("folder" in doc)) doc.folder = null;
    }
    const layout = layoutPack(files.map((f) => f.doc));
    for (const { file } of files) fs.rmSync(file);
    for (const [rel, doc] of layout) {
      const file = path.join(packDir, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, serializeDoc(doc));
    }
    removeEmptyDirs(packDir);
  }
  return problems;
}


/**
 * Stable document ids for the compendium sources.
 *
 * Every `_id` is derived from the pack name, the kind of document and a slug of its name, so the
 * same entry always gets the same id on every machine and every build (never random). The
 * compile step recomputes the id of each source entry and fails when the stored one differs.
 */
import { createHash } from "node:crypto";

/** The kinds of documents the packs hold; the kind is part of the hash so a Folder and an Item may share a name. */
export type DocKind = "item" | "folder" | "journal" | "page" | "actor";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Foundry ids are 16 alphanumeric characters. */
export const ID_PATTERN = /^[A-Za-z0-9]{16}$/;

/** "Ball and Chain" → "ball-and-chain", "Hârn" → "harn", "Cat's Eyes" → "cats-eyes". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The stable id of a document: the first 16 bytes of SHA-256("<pack>/<kind>/<slug>") mapped onto
 * [A-Za-z0-9]. Journal pages use "<journal slug>/<page slug>" as their slug, and items embedded in
 * an actor "<actor slug>/<item type>-<item slug>" (kind "item"; a slug never holds a "/", so no primary item can
 * share the id).
 */
export function stableId(pack: string, kind: DocKind, slug: string): string {
  const digest = createHash("sha256").update(`${pack}/${kind}/${slug}`).digest();
  let id = "";
  for (const byte of digest.subarray(0, 16)) id += ALPHABET.charAt(byte % ALPHABET.length);
  return id;
}

/** The LevelDB key the Foundry CLI expects for a primary document of the given kind. */
export function documentKey(kind: Exclude<DocKind, "page">, id: string): string {
  const collection = kind === "item" ? "items" : kind === "folder" ? "folders" : kind === "actor" ? "actors" : "journal";
  return `!${collection}!${id}`;
}

/** The key of an embedded journal page. */
export function pageKey(journalId: string, pageId: string): string {
  return `!journal.pages!${journalId}.${pageId}`;
}

/** The key of an item embedded in an actor. */
export function embeddedItemKey(actorId: string, itemId: string): string {
  return `!actors.items!${actorId}.${itemId}`;
}

/** The slug an embedded item's id is made from: its actor's, its type and its own (a Dagger skill and a Dagger weapon differ). */
export function embeddedItemSlug(actorName: string, itemType: string, itemName: string): string {
  return `${slugify(actorName)}/${slugify(itemType)}-${slugify(itemName)}`;
}

/** The kind of a primary document from its `_key`, or null when the key is not one we ship. */
export function kindFromKey(key: unknown): Exclude<DocKind, "page"> | null {
  if (typeof key !== "string") return null;
  if (key.startsWith("!items!")) return "item";
  if (key.startsWith("!folders!")) return "folder";
  if (key.startsWith("!journal!")) return "journal";
  if (key.startsWith("!actors!")) return "actor";
  return null;
}

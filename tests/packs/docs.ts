/** Typed views of the pack sources for the tests (the shapes the data models store). */
import { loadAllSources } from "../../scripts/packs.ts";

export interface Mode {
  enabled: boolean;
  strength: number | null;
  skill: string;
}
export interface RangedMode extends Mode {
  musclePowered: boolean;
  range: number;
  meleeAs: string;
}
export interface WeaponSystem {
  legalClass: string;
  melee: Mode;
  ranged: RangedMode;
  scaledToWielder: boolean;
  variant: { kind: string; strength: number | null; active: boolean };
  wounding: string;
  equipped: boolean;
  description: string;
}
export interface SkillSystem {
  key: string;
  category: string;
  default: number | null;
  level: number | null;
  specialization: string;
  perSubject: boolean;
  description: string;
  advancement?: unknown;
}
export interface ArmorSystem {
  value: number;
  equipped: boolean;
  description: string;
}
export interface TalentSystem {
  key: string;
  choice: string;
  description: string;
}
export interface ItemDoc<S = { description: string }> {
  name: string;
  type: string;
  img: string;
  system: S;
  folder: string | null;
  _id: string;
  _key: string;
}
export interface FolderDoc {
  name: string;
  type: string;
  folder: string | null;
  sorting: string;
  sort: number;
  _id: string;
  _key: string;
}
export interface PageDoc {
  name: string;
  type: string;
  title: { show: boolean; level: number };
  text: { format: number; content: string };
  sort: number;
  _id: string;
  _key: string;
}
export interface JournalDoc {
  name: string;
  pages: PageDoc[];
  folder: string | null;
  _id: string;
  _key: string;
}

export interface EmbeddedItem {
  name: string;
  type: string;
  img?: string;
  system: object;
  _id?: string;
  _key?: string;
}
export interface ActorDoc {
  name: string;
  type: string;
  img: string;
  system: {
    attributes: { strength: number; agility: number; health: number; memory: number; willpower: number; aura: number };
    scale: { strength: number; mass: number };
    biography: string;
  };
  prototypeToken: { width: number; height: number; disposition: number; actorLink: boolean; displayBars?: number; bar1?: { attribute: string } };
  items: EmbeddedItem[];
  folder: string | null;
  _id: string;
  _key: string;
}

/** The value, or a thrown error naming what was missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

/** A typed document as the untyped record the validator takes. */
export function asRecord(doc: object): Record<string, unknown> {
  return doc as Record<string, unknown>;
}

export const sources = loadAllSources();

function docsOf(pack: string): unknown[] {
  return (sources.get(pack) ?? []).map((f) => f.doc);
}
const keyOf = (d: unknown) => String((d as { _key?: unknown })._key);

export function itemsOf<S>(pack: string): ItemDoc<S>[] {
  return docsOf(pack).filter((d) => keyOf(d).startsWith("!items!")) as ItemDoc<S>[];
}

export function journalsOf(pack: string): JournalDoc[] {
  return docsOf(pack).filter((d) => keyOf(d).startsWith("!journal!")) as JournalDoc[];
}

/** Folder id → name, in the folders' manual sort order. */
export function foldersOf(pack: string): Map<string, string> {
  const folders = docsOf(pack).filter((d) => keyOf(d).startsWith("!folders!")) as FolderDoc[];
  return new Map(folders.sort((a, b) => a.sort - b.sort).map((d) => [d._id, d.name]));
}

export function byName<S>(pack: string): Map<string, ItemDoc<S>> {
  return new Map(itemsOf<S>(pack).map((d) => [d.name, d]));
}

/** A deep copy of one source entry and its file name. */
export function sourceEntry<S>(pack: string, name: string): { file: string; doc: ItemDoc<S> } {
  const found = must(sources.get(pack)?.find((f) => f.doc.name === name), `${pack}/${name}`);
  return { file: found.file, doc: structuredClone(found.doc) as unknown as ItemDoc<S> };
}

/**
 * CONFIG.statusEffects in both generations: v13 holds an array of status effects, v14 an object
 * keyed by status id (foundryvtt/foundryvtt#13122, where modules calling `.find` on it broke). The
 * system reads and writes it only through these two functions. The v13 types (the only ones on
 * npm) declare the array, so the v14 object is written with Reflect.set (see below).
 */
import { isV14 } from "./release";

/** A status effect as CONFIG holds it (the v13 type; a v14 entry has the same fields). */
export type StatusEffectEntry = CONFIG.StatusEffect;

function isEntryLike(value: unknown): value is Omit<StatusEffectEntry, "id"> & { id?: unknown } {
  return typeof value === "object" && value !== null;
}

/**
 * The status effects Foundry knows, in their order, whatever shape CONFIG holds (read by shape,
 * not generation, so a module that replaced the table with the other shape is still read). An
 * entry of the v14 object without an `id` takes its key.
 */
export function statusEffectList(): StatusEffectEntry[] {
  const table: unknown = CONFIG.statusEffects;
  if (Array.isArray(table)) {
    const entries: unknown[] = table;
    return entries.filter(isEntryLike).flatMap((e) => (typeof e.id === "string" ? [{ ...e, id: e.id }] : []));
  }
  if (typeof table !== "object" || table === null) return [];
  return Object.entries(table).flatMap(([key, e]: [string, unknown]) =>
    isEntryLike(e) ? [{ ...e, id: typeof e.id === "string" ? e.id : key }] : [],
  );
}

/** Replaces the status effects: an array on v13, an object keyed by id (in the given order) on v14. */
export function setStatusEffects(entries: readonly StatusEffectEntry[]): void {
  if (!isV14()) {
    CONFIG.statusEffects = [...entries];
    return;
  }
  const table: Record<string, StatusEffectEntry> = {};
  for (const entry of entries) table[entry.id] = entry;
  // v14's CONFIG.statusEffects is `Record<string, StatusEffect>`; the v13 types only know the array.
  Reflect.set(CONFIG, "statusEffects", table);
}

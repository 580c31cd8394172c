/**
 * Source migrations, run by each model's `migrateData` before validation. Each step takes the raw
 * source object, mends one known legacy or hand-written form, and returns nothing. Add new steps
 * at the end when a schema changes; never remove one (old worlds still hold old data).
 */
import { defaultWounding } from "./items/weapon-migration";

type Source = Record<string, unknown>;
type Step = (source: Source) => void;

/** "None", "none", "n/a" or "" where a nullable level or strength is meant: null. */
function nullWord(value: unknown): unknown {
  return typeof value === "string" && /^(none|n\/a|-|)$/i.test(value.trim()) ? null : value;
}

function mendNullable(source: Source, path: string[]): void {
  let node: unknown = source;
  for (const part of path.slice(0, -1)) {
    if (typeof node !== "object" || node === null) return;
    node = (node as Source)[part];
  }
  const last = path[path.length - 1];
  if (typeof node !== "object" || node === null || last === undefined || !(last in node)) return;
  (node as Source)[last] = nullWord((node as Source)[last]);
}

export const MIGRATIONS: Record<string, Step[]> = {
  skill: [(s) => mendNullable(s, ["default"]), (s) => mendNullable(s, ["level"])],
  weapon: [
    (s) => mendNullable(s, ["melee", "strength"]),
    (s) => mendNullable(s, ["ranged", "strength"]),
    (s) => mendNullable(s, ["variant", "strength"]),
    defaultWounding,
  ],
  armor: [],
  talent: [],
  character: [],
  npc: [],
};

export function migrateSource(type: keyof typeof MIGRATIONS, source: Source): Source {
  for (const step of MIGRATIONS[type] ?? []) step(source);
  return source;
}

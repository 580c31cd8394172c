/**
 * The numeric changes an ActiveEffect adds, in both generations' shapes (the roll-modifier keys of
 * rules/roll-modifiers.ts read them):
 * - v13: `effect.changes`, each `{ key, value, mode }`, adding with `mode` 2 (`CONST.ACTIVE_EFFECT_MODES.ADD`);
 * - v14: `effect.system.changes`, each `{ key, value, type }`, adding with `type` "add" and taking
 *   away with "subtract"; v14 keeps `effect.changes` only as a shim until v16, so it is not read there.
 * Any other mode (multiply, override, upgrade, downgrade, custom) sets a value rather than adding to
 * it, which a roll's modifier list cannot show: such changes are left out. A value that is not a
 * number is left out.
 *
 * Source of the v14 shape (the npm fvtt-types stop at v13): Foundry 14's ActiveEffect data as
 * Crucible's v14 branch writes it (`effect.system.changes` with `type: "add" | "subtract" | …`).
 */
import { isV14 } from "./release";

/** One change that adds a number to a key. */
export interface AddedChange {
  key: string;
  value: number;
}

const V13_ADD = 2;

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && key in value ? Reflect.get(value, key) : undefined;
}

/** The number a change's value stands for ("−1", "+2", 3), or null. */
function numberOf(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** The changes of an effect that add (or, v14, subtract) a number, as numbers to add. */
export function addedChanges(effect: ActiveEffect.Implementation): AddedChange[] {
  const raw: unknown = isV14() ? field(field(effect, "system"), "changes") : effect.changes;
  if (!Array.isArray(raw)) return [];
  const out: AddedChange[] = [];
  for (const change of raw as unknown[]) {
    const key = field(change, "key");
    const value = numberOf(field(change, "value"));
    if (typeof key !== "string" || value === null) continue;
    const sign = isV14()
      ? field(change, "type") === "add"
        ? 1
        : field(change, "type") === "subtract"
          ? -1
          : 0
      : field(change, "mode") === V13_ADD
        ? 1
        : 0;
    if (sign !== 0) out.push({ key, value: sign * value });
  }
  return out;
}

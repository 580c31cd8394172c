/**
 * The GM's lasting modifiers (issue 26): a label, a value and the rolls it counts in, for a scene
 * or for chosen tokens on it, until the GM clears it. Kept in a world setting (only a GM can write
 * one): a player can neither change nor switch off a modifier the GM set on his token, as he could
 * an effect on his own actor. Each record is a modifier source in the same keys as an Active
 * Effect's (rules/roll-modifiers.ts), so one reading serves both. The setting holds the records and
 * the ids of the GM's requests that wrote them (play/lasting: the designated GM's client writes it,
 * refusing a replayed id). Pure: lasting-modifiers.ts reads the records.
 */
import { MODIFIER_KEY_PREFIX, MODIFIER_SCOPES, parseModifierKey, type ModifierSource } from "../rules/roll-modifiers";
import { isRecord, isStringArray } from "../util/guards";

/** The world setting holding the records (play/settings.ts registers it). */
export const LASTING_SETTING = "lastingModifiers";

/** The largest value a lasting modifier may have: the ladder's span from Fair (rules 2). */
export const LASTING_LIMIT = 4;
/** The longest label. */
export const LASTING_LABEL_MAX = 60;

export interface LastingRecord {
  id: string;
  label: string;
  value: number;
  /** What it counts in: scopes (`attack`…), `skill.<key>` or `attribute.<key>` (the keys' tails). */
  rolls: string[];
  /** A penalty of poor light, which Cat's Eyes ignores (rules 4). */
  dimLight: boolean;
  /** The scene it is set for. */
  scene: string;
  /** The tokens on that scene it is set for, or null for everyone on the scene. */
  tokens: string[] | null;
}

/** The key tail a roll choice stands for, when it names a roll-modifier key. */
export function isRollChoice(choice: string): boolean {
  return parseModifierKey(`${MODIFIER_KEY_PREFIX}${choice}`) !== null;
}

export type LastingInput = Omit<LastingRecord, "id">;

export type LastingCheck = { ok: true; record: LastingInput } | { ok: false; reason: string };

export const LASTING_REASONS = {
  label: "HARNFUDGE.Lasting.Error.Label",
  value: "HARNFUDGE.Lasting.Error.Value",
  rolls: "HARNFUDGE.Lasting.Error.Rolls",
  where: "HARNFUDGE.Lasting.Error.Where",
} as const;

/** Checks what the GM typed: a label, a whole non-zero value within ±{@link LASTING_LIMIT}, at least one roll, a scene. */
export function checkLasting(input: LastingInput): LastingCheck {
  const label = input.label.trim();
  if (label.length === 0 || label.length > LASTING_LABEL_MAX) return { ok: false, reason: LASTING_REASONS.label };
  if (!Number.isInteger(input.value) || input.value === 0 || Math.abs(input.value) > LASTING_LIMIT)
    return { ok: false, reason: LASTING_REASONS.value };
  const rolls = [...new Set(input.rolls)];
  if (rolls.length === 0 || !rolls.every(isRollChoice)) return { ok: false, reason: LASTING_REASONS.rolls };
  if (input.scene.length === 0 || (input.tokens !== null && input.tokens.length === 0))
    return { ok: false, reason: LASTING_REASONS.where };
  return { ok: true, record: { ...input, label, rolls } };
}

/** The setting as stored: the records and the ids of the requests that wrote them (newest last). */
export interface LastingStore {
  records: LastingRecord[];
  requests: string[];
}

/** The stored setting read tolerantly (a bare list of records is read as the records). */
export function parseLastingStore(value: unknown): LastingStore {
  const requests = isRecord(value) && isStringArray(value["requests"]) ? [...value["requests"]] : [];
  return { records: parseLastingRecords(value), requests };
}

/**
 * The stored records read tolerantly, from the setting or a bare list: anything not of the shape, or
 * that would not pass {@link checkLasting}, is dropped.
 */
export function parseLastingRecords(value: unknown): LastingRecord[] {
  const list: unknown = isRecord(value) ? value["records"] : value;
  if (!Array.isArray(list)) return [];
  return (list as unknown[]).flatMap((raw) => {
    if (!isRecord(raw)) return [];
    const { id, label, value: v, rolls, dimLight, scene, tokens } = raw;
    if (typeof id !== "string" || typeof label !== "string" || typeof v !== "number" || !isStringArray(rolls)) return [];
    if (typeof scene !== "string" || (tokens !== null && !isStringArray(tokens))) return [];
    const checked = checkLasting({
      label,
      value: v,
      rolls,
      dimLight: dimLight === true,
      scene,
      tokens: tokens === null ? null : [...tokens],
    });
    return checked.ok ? [{ id, ...checked.record }] : [];
  });
}

/** A record as a modifier source: one change per roll it counts in. */
export function lastingSource(record: LastingRecord): ModifierSource {
  const light = record.dimLight ? "dimLight." : "";
  return {
    label: record.label,
    changes: record.rolls.map((roll) => ({ key: `${MODIFIER_KEY_PREFIX}${light}${roll}`, value: record.value })),
  };
}

/** The roll choices the GM's window offers first: every scope of the keys. */
export const LASTING_SCOPES: readonly string[] = MODIFIER_SCOPES;

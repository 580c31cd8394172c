/**
 * "Apply hits automatically" (issue 27, item 2): never, on NPCs, or always. On NPCs (the default)
 * a hit on an actor no player owns is marked as soon as its damage is rolled: the GM would click
 * Apply on every one of them, and no player waits to see it land; a hit on a player's character
 * waits for a click. The GM can still Undo either. Worlds that had the old on/off switch keep what
 * they chose: on → always, off → never (migrateAutoApply, run once by the designated GM's client).
 */
export const AUTO_APPLY_MODES = ["never", "npcs", "always"] as const;
export type AutoApplyMode = (typeof AUTO_APPLY_MODES)[number];

export function isAutoApplyMode(value: unknown): value is AutoApplyMode {
  return AUTO_APPLY_MODES.some((m) => m === value);
}

/** Whether a ready hit on this target is applied by the GM's client by itself. */
export function appliesAutomatically(mode: AutoApplyMode, targetHasPlayer: boolean): boolean {
  return mode === "always" || (mode === "npcs" && !targetHasPlayer);
}

/**
 * The three-way setting a world's stored old switch stands for, or null when there is nothing to
 * migrate (no old value stored, or the new setting already stored: the GM's choice wins).
 */
export function migratedAutoApply(old: { stored: boolean; value: unknown }, modeStored: boolean): AutoApplyMode | null {
  if (!old.stored || modeStored) return null;
  return old.value === true ? "always" : "never";
}

/**
 * What a user sees of an actor sheet beyond the actor's data: Play or Edit mode, the skill search,
 * the "trained only" switch and the collapsed skill categories. Plain data, no Foundry: the sheet
 * keeps one per open sheet (the mode is remembered per user and actor, see sheet-modes.ts), the
 * context builders read it and the DOM behaviour (behaviour/) updates it.
 */
export type SheetMode = "play" | "edit";

export interface SheetViewState {
  mode: SheetMode;
  /** The skill search as typed. */
  query: string;
  /** The "trained only" switch; null: the mode's default (on in Play mode, off in Edit mode). */
  trainedOnly: boolean | null;
  /** Skill categories the user folded away. */
  collapsed: string[];
  /** The search box had the focus (caret from start to end) when the sheet re-rendered: it gets it back. */
  searchFocus?: { start: number; end: number } | null;
}

export function initialViewState(mode: SheetMode = "play"): SheetViewState {
  return { mode, query: "", trainedOnly: null, collapsed: [] };
}

/** Whether untrained skills are hidden: the user's choice, else on in Play mode and off in Edit mode. */
export function trainedOnly(state: SheetViewState): boolean {
  return state.trainedOnly ?? state.mode === "play";
}

/** The mode a sheet opens in when the user has none remembered: a character with no items yet is being created. */
export function defaultMode(itemCount: number): SheetMode {
  return itemCount === 0 ? "edit" : "play";
}

/** Switching modes goes back to the new mode's default "trained only". */
export function withMode(state: SheetViewState, mode: SheetMode): SheetViewState {
  return { ...state, mode, trainedOnly: null };
}

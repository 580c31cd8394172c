/**
 * The skill list's live filter, on the rendered DOM: which rows the search and "trained only"
 * leave, categories with no row left, "no skill matches", and the first match (Enter rolls it).
 * The same rule as the context builders' (context/skills.ts rowShown), so a re-render shows what
 * the live filter showed. No Foundry: the Chromium tests load it with the real templates.
 */
import { rowShown } from "../context/skills";
import { trainedOnly, type SheetViewState } from "../view-state";
import { isInput } from "./dom";

const ROW = ".skill-row[data-search]";

/** "Trained only" applies where the sheet offers the switch (not on the NPC sheet). */
function trainedOnlyIn(root: ParentNode, state: SheetViewState): boolean {
  return root.querySelector("[data-hf-trained-only]") !== null && trainedOnly(state);
}

/** Shows and hides rows and categories for the state's search and "trained only". */
export function applySkillFilter(root: ParentNode, state: SheetViewState): void {
  const only = trainedOnlyIn(root, state);
  for (const list of Array.from(root.querySelectorAll<HTMLElement>("[data-hf-skill-groups]"))) {
    let any = false;
    for (const group of Array.from(list.querySelectorAll<HTMLElement>(".hf-skill-group"))) {
      let shown = 0;
      for (const row of Array.from(group.querySelectorAll<HTMLElement>(ROW))) {
        const show = rowShown(
          { search: row.dataset["search"] ?? "", trained: row.hasAttribute("data-trained") },
          state.query,
          only,
        );
        row.hidden = !show;
        if (show) shown++;
      }
      group.hidden = shown === 0;
      any ||= shown > 0;
    }
    list.classList.toggle("hf-searching", state.query.trim() !== "");
    const none = list.querySelector<HTMLElement>("[data-hf-no-match]");
    if (none) none.hidden = any;
  }
}

/** The roll button of the first row left by the filter (in list order), or null. */
export function firstMatch(root: ParentNode): HTMLElement | null {
  for (const row of Array.from(root.querySelectorAll<HTMLElement>(`[data-hf-skill-groups] ${ROW}`))) {
    if (row.hidden || row.closest("[hidden]")) continue;
    const roll = row.querySelector<HTMLElement>('[data-action="rollSkill"]');
    if (roll) return roll;
  }
  return null;
}

/**
 * Puts the caret in the sheet's skill search (selecting what is typed), from any tab: when the
 * search is on a tab not shown, its nav link is clicked first (ApplicationV2's "tab" action
 * switches tabs). False when the sheet has no search or its tab could not be shown.
 */
export function focusSkillSearch(root: HTMLElement): boolean {
  const input = root.querySelector("[data-hf-search]");
  if (!isInput(root, input)) return false;
  const tab = input.closest<HTMLElement>(".tab");
  if (tab && !tab.classList.contains("active")) {
    const { group, tab: id } = tab.dataset;
    const link =
      group && id ? root.querySelector<HTMLElement>(`nav [data-action="tab"][data-group="${group}"][data-tab="${id}"]`) : null;
    link?.click();
    if (!tab.classList.contains("active")) return false;
  }
  input.focus();
  input.select();
  return true;
}

/** Before a re-render (`_preRender`): notes whether the search box has the focus, and its caret. */
export function captureSearchFocus(root: HTMLElement, state: SheetViewState): void {
  const input = root.querySelector("[data-hf-search]");
  state.searchFocus =
    isInput(root, input) && input.ownerDocument.activeElement === input
      ? { start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0 }
      : null;
}

/** After a re-render (`_onRender`): the search box gets the focus back (with its caret) if it had it. */
export function restoreSearchFocus(root: HTMLElement, state: SheetViewState): void {
  const focus = state.searchFocus;
  if (!focus) return;
  state.searchFocus = null;
  const input = root.querySelector("[data-hf-search]");
  if (!isInput(root, input) || input.ownerDocument.activeElement === input) return;
  input.focus();
  input.setSelectionRange(focus.start, focus.end);
}

/**
 * The actor sheets' own interactive parts, attached once to the sheet's root element (events are
 * delegated, so re-rendered parts need nothing new): the Play / Edit switch, the skill search
 * (filters as you type, Enter rolls the first match, "/" on the sheet focuses it, Escape clears
 * it), "trained only", folding categories, Edit mode's skill ladders (learning a skill), "+" and
 * delete, and the Mass Scale a typed body mass offers (mass-scale.ts). No Foundry: everything that touches a document goes through the {@link SheetHost} port
 * (the sheet class implements it; the Chromium tests implement it over the rendered templates).
 *
 * Controls carry `data-hf-*` attributes, which Foundry's own `data-action` dispatch ignores; item
 * ids are read from the row (`closest("[data-item-id]")`), never from the control, so core's
 * drag-sort sees the rows as siblings.
 */
import type { SheetMode, SheetViewState } from "../view-state";
import { isElement, isHTMLElement, isInput, isKeyboardEvent, isSelect, isTextArea } from "./dom";
import { applySkillFilter, firstMatch, focusSkillSearch } from "./skill-filter";
import { showMassOffer, useMassOffer } from "./mass-scale";

export type CreatableItem = "weapon" | "armor" | "talent" | "skill";

/** Edit mode's ladder on a skill row: set a trained skill's level, untrain it, or learn a catalog skill. */
export interface SkillLevelRequest {
  /** The row's skill item; null for a skill the actor does not have yet. */
  itemId: string | null;
  key: string;
  /** The subject of a per-subject skill (a new one typed in the row's subject box). */
  specialization: string;
  /** The chosen level; null for "Untrained". */
  level: number | null;
}

export interface SheetHost {
  /** The view state of this open sheet; the behaviour updates it in place. */
  readonly state: SheetViewState;
  /** Switch modes: remember the choice and re-render. */
  setMode(mode: SheetMode): void | Promise<void>;
  setSkillLevel(request: SkillLevelRequest): void | Promise<void>;
  createItem(type: CreatableItem): void | Promise<void>;
  openCompendium(packId: string): void | Promise<void>;
  deleteItem(itemId: string): void | Promise<void>;
  /** A localized warning to the user (a localization key and its data). */
  warn(key: string, data: Record<string, string>): void;
}

function closestIn(root: HTMLElement, target: EventTarget | null, selector: string): HTMLElement | null {
  if (!isElement(root, target)) return null;
  const found = target.closest(selector);
  return isHTMLElement(root, found) && root.contains(found) ? found : null;
}

function rowItemId(control: Element): string | null {
  return control.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"] ?? null;
}

function isTextEntry(root: HTMLElement, target: EventTarget | null): boolean {
  if (!isHTMLElement(root, target)) return false;
  if (target.isContentEditable) return true;
  if (isTextArea(root, target) || isSelect(root, target)) return true;
  return isInput(root, target) && !["checkbox", "radio", "button", "submit", "reset"].includes(target.type);
}

/** A promise a handler does not await is still reported, never lost. */
function run(result: void | Promise<void>): void {
  if (result instanceof Promise) result.catch((error: unknown) => console.error("HârnFudge sheet:", error));
}

function onClick(root: HTMLElement, host: SheetHost, event: Event): void {
  const mode = closestIn(root, event.target, "[data-hf-mode]");
  if (mode) {
    const next = mode.dataset["hfMode"] === "edit" ? "edit" : "play";
    if (next !== host.state.mode) run(host.setMode(next));
    return;
  }
  const collapse = closestIn(root, event.target, "[data-hf-collapse]");
  if (collapse) {
    const group = collapse.closest<HTMLElement>(".hf-skill-group");
    const category = group?.dataset["category"];
    if (!group || !category) return;
    const folded = !group.classList.contains("collapsed");
    group.classList.toggle("collapsed", folded);
    collapse.setAttribute("aria-expanded", String(!folded));
    const rest = host.state.collapsed.filter((c) => c !== category);
    host.state.collapsed = folded ? [...rest, category] : rest;
    return;
  }
  const create = closestIn(root, event.target, "[data-hf-create]");
  if (create) {
    const type = create.dataset["hfCreate"];
    if (type === "weapon" || type === "armor" || type === "talent" || type === "skill") run(host.createItem(type));
    return;
  }
  const browse = closestIn(root, event.target, "[data-hf-browse]");
  if (browse) {
    const pack = browse.dataset["hfBrowse"];
    if (pack) run(host.openCompendium(pack));
    return;
  }
  const remove = closestIn(root, event.target, "[data-hf-delete]");
  if (remove) {
    const id = rowItemId(remove);
    if (id) run(host.deleteItem(id));
    return;
  }
  if (closestIn(root, event.target, "[data-hf-mass-use]")) useMassOffer(root);
}

function onSkillLevel(root: HTMLElement, host: SheetHost, select: HTMLSelectElement): void {
  const row = select.closest<HTMLElement>(".skill-row");
  const key = row?.dataset["skillKey"];
  if (!row || !key) return;
  const level = select.value === "" ? null : Number(select.value);
  const subjectBox = row.querySelector("[data-hf-subject]");
  const itemId = row.dataset["itemId"] ?? null;
  let specialization = row.dataset["specialization"] ?? "";
  if (isInput(root, subjectBox)) {
    specialization = subjectBox.value.trim();
    if (level !== null && !specialization) {
      host.warn("HARNFUDGE.SheetUI.Skills.NeedSubject", {
        skill: row.querySelector(".hf-skill-name")?.textContent?.trim() ?? key,
      });
      select.value = "";
      subjectBox.focus();
      return;
    }
  }
  if (itemId === null && level === null) return;
  run(host.setSkillLevel({ itemId, key, specialization, level }));
}

function onChange(root: HTMLElement, host: SheetHost, event: Event): void {
  const target = event.target;
  if (!isHTMLElement(root, target) || !root.contains(target)) return;
  if (target.matches("[data-hf-trained-only]") && isInput(root, target)) {
    event.stopPropagation();
    host.state.trainedOnly = target.checked;
    applySkillFilter(root, host.state);
    return;
  }
  if (target.matches("[data-hf-skill-level]") && isSelect(root, target)) {
    event.stopPropagation();
    onSkillLevel(root, host, target);
    return;
  }
  // The search, subject and mass boxes are the sheet's own tools, not document fields: no form submission.
  if (target.matches("[data-hf-search], [data-hf-subject], [data-hf-mass]")) event.stopPropagation();
}

function onKeyDown(root: HTMLElement, host: SheetHost, event: KeyboardEvent): void {
  const target = event.target;
  if (isInput(root, target) && target.matches("[data-hf-search]")) {
    if (event.key === "Enter") {
      event.preventDefault(); // no implicit form submission
      firstMatch(root)?.click();
    } else if (event.key === "Escape" && target.value) {
      event.preventDefault();
      event.stopPropagation(); // Escape clears the search; a second Escape is Foundry's (close)
      target.value = "";
      host.state.query = "";
      applySkillFilter(root, host.state);
    }
    return;
  }
  if (isInput(root, target) && target.matches("[data-hf-subject]") && event.key === "Enter") {
    event.preventDefault();
    return;
  }
  if (isInput(root, target) && target.matches("[data-hf-mass]") && event.key === "Enter") {
    event.preventDefault(); // Enter takes the offered Mass Scale, as its button does
    useMassOffer(root);
    return;
  }
  if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextEntry(root, target)) {
    if (focusSkillSearch(root)) event.preventDefault();
  }
}

function onInput(root: HTMLElement, host: SheetHost, event: Event): void {
  const target = event.target;
  if (isInput(root, target) && target.matches("[data-hf-mass]")) showMassOffer(root, target);
  if (!isInput(root, target) || !target.matches("[data-hf-search]")) return;
  host.state.query = target.value;
  applySkillFilter(root, host.state);
}

/**
 * Attaches the behaviour to the sheet's root element; returns a function that detaches it. Attach
 * once per root (the sheet's first render): the listeners are delegated. Around each re-render the
 * sheet calls captureSearchFocus (`_preRender`) and restoreSearchFocus (`_onRender`).
 */
export function attachActorSheetBehaviour(root: HTMLElement, host: SheetHost): () => void {
  // `change` is caught on the way down (capture): the sheet's own controls stop it before it bubbles
  // to the form's listener on this same root element, which would submit the form.
  const listeners: [string, (event: Event) => void, boolean][] = [
    ["click", (e) => onClick(root, host, e), false],
    ["change", (e) => onChange(root, host, e), true],
    ["keydown", (e) => isKeyboardEvent(root, e) && onKeyDown(root, host, e), false],
    ["input", (e) => onInput(root, host, e), false],
  ];
  for (const [type, listener, capture] of listeners) root.addEventListener(type, listener, { capture });
  return () => {
    for (const [type, listener, capture] of listeners) root.removeEventListener(type, listener, { capture });
  };
}

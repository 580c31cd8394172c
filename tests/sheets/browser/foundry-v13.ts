/**
 * A faithful reproduction, for the Chromium tests, of the parts of Foundry v13's ApplicationV2 /
 * ActorSheetV2 that read the sheet's DOM (Foundry itself cannot run here):
 *
 * - `#onClick`: one click listener on the application element; the action element is
 *   `event.target.closest("[data-action]")`; action "tab" goes to `_onClickTab(event)`, others to the
 *   configured handler with that element as target.
 * - `_onClickTab(event)`: reads `event.target.dataset.tab` — the clicked element itself, it does not
 *   walk up — returns when it is missing or the tab is active, else `changeTab(tab, group)`, which
 *   moves the `active` class on the group's nav links and tab sections (no re-render).
 * - Form changes: with `submitOnChange`, a `change` bubbling to the form submits it.
 * - Drag and drop (DragDrop bound with dragSelector ".draggable"): every `.draggable` gets
 *   `draggable="true"`; `_onDragStart` reads `event.currentTarget.dataset.itemId`; a drop of an owned
 *   item sorts it with `_onSortItem(event, item)`: `dropTarget = event.target.closest("[data-item-id]")`,
 *   siblings = the item ids of `dropTarget.parentElement.children` (minus the source), then an integer
 *   sort placing the source before the target (SortingHelpers.performIntegerSort, sortBefore).
 */

export interface ActionCall {
  action: string;
  dataset: Record<string, string>;
  /** The id on the closest row, as the sheets' handlers read it. */
  rowItemId: string | null;
  shiftKey: boolean;
}

export interface SortCall {
  sourceId: string;
  targetId: string;
  siblingIds: string[];
  /** The resulting order of the siblings and the source (performIntegerSort's updates, by sort). */
  order: string[];
}

/** The form's named values at a submission (checkboxes as booleans), as FormDataExtended reads them. */
export type Submission = Record<string, string | boolean>;

export interface FoundryStandIn {
  actions: ActionCall[];
  submits: Submission[];
  sorts: SortCall[];
  /** Re-binds drag handlers after a render (Foundry binds DragDrop on every render). */
  bindDragDrop(): void;
}

function datasetOf(el: HTMLElement): Record<string, string> {
  return Object.fromEntries(Object.entries(el.dataset).map(([k, v]) => [k, v ?? ""]));
}

export function attachFoundryV13(root: HTMLElement, onSort: (call: SortCall) => void): FoundryStandIn {
  const standIn: FoundryStandIn = { actions: [], submits: [], sorts: [], bindDragDrop };

  function changeTab(tab: string, group: string): void {
    for (const el of Array.from(root.querySelectorAll<HTMLElement>(`[data-group="${group}"][data-tab]`))) {
      el.classList.toggle("active", el.dataset["tab"] === tab);
    }
  }

  function onClickTab(event: MouseEvent): void {
    const button = event.target; // v13: the event target itself, not the closest tab
    if (!(button instanceof HTMLElement)) return;
    const tab = button.dataset["tab"];
    if (!tab || button.classList.contains("active")) return;
    const group = button.dataset["group"] ?? "";
    changeTab(tab, group);
  }

  root.addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const actionButton = target.closest<HTMLElement>("[data-action]");
    if (!actionButton) return;
    const action = actionButton.dataset["action"] ?? "";
    if (action === "tab") {
      onClickTab(event);
      return;
    }
    standIn.actions.push({
      action,
      dataset: datasetOf(actionButton),
      rowItemId: actionButton.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"] ?? null,
      shiftKey: event.shiftKey,
    });
  });

  root.addEventListener("change", () => {
    const form = root.querySelector("form") ?? root;
    const submission: Submission = {};
    for (const el of Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[name], select[name]"))) {
      submission[el.name] = el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
    }
    standIn.submits.push(submission);
  });

  let dragged: string | null = null;

  function bindDragDrop(): void {
    for (const el of Array.from(root.querySelectorAll<HTMLElement>(".draggable"))) {
      el.setAttribute("draggable", "true");
      el.ondragstart = (event) => {
        const li = event.currentTarget;
        dragged = li instanceof HTMLElement ? (li.dataset["itemId"] ?? null) : null;
        event.dataTransfer?.setData("text/plain", JSON.stringify({ type: "Item", id: dragged }));
      };
    }
  }

  root.addEventListener("dragover", (event) => event.preventDefault());
  root.addEventListener("drop", (event) => {
    event.preventDefault();
    const sourceId = dragged;
    dragged = null;
    if (!sourceId) return;
    const dropTarget = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-item-id]") : null;
    if (!dropTarget) return;
    const targetId = dropTarget.dataset["itemId"] ?? "";
    if (targetId === sourceId) return;
    const siblingIds: string[] = [];
    for (const element of Array.from(dropTarget.parentElement?.children ?? [])) {
      const id = element instanceof HTMLElement ? element.dataset["itemId"] : undefined;
      if (id && id !== sourceId) siblingIds.push(id);
    }
    const order = [...siblingIds];
    order.splice(order.indexOf(targetId), 0, sourceId);
    const call = { sourceId, targetId, siblingIds, order };
    standIn.sorts.push(call);
    onSort(call);
  });

  bindDragDrop();
  return standIn;
}

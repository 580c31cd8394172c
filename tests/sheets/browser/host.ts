/**
 * The Chromium tests' sheet host (a browser bundle): renders the real sheet templates with the real
 * context builders into a Foundry-like window, attaches the sheets' real DOM behaviour
 * (src/sheets/behaviour) exactly as the sheet classes' `_onFirstRender` / `_onRender` do, and stands
 * in for Foundry: v13's click / tab / form / drag-and-drop dispatch (foundry-v13.ts) and the
 * documents (the SheetHost port mutates the fixture and re-renders, as an update would).
 */
import { createRendererFrom, type Renderer } from "../../../scripts/render/core";
import { makeI18n, type LangTree } from "../../../scripts/render/i18n-core";
import { characterFixture, derive, finishedCreationFixture, oratorFixture } from "../../../scripts/render/fixtures";
import { characterSheet, itemSheets } from "../../../scripts/render/sheets";
import { attachActorSheetBehaviour, type SheetHost } from "../../../src/sheets/behaviour/actor-sheet";
import { captureSearchFocus, restoreSearchFocus } from "../../../src/sheets/behaviour/skill-filter";
import { attachWeaponFormBehaviour } from "../../../src/sheets/behaviour/weapon-form";
import { catalogSkillData } from "../../../src/sheets/context/skill-item";
import type { CharacterTabId } from "../../../src/sheets/context/tabs";
import type { CharacterInput, PlainItem } from "../../../src/sheets/context/types";
import { initialViewState, withMode, type SheetMode, type SheetViewState } from "../../../src/sheets/view-state";
import { attachFoundryV13, type ActionCall, type FoundryStandIn, type SortCall, type Submission } from "./foundry-v13";

export interface PortCall {
  port: string;
  args: unknown[];
}

let renderer: Renderer | null = null;
let input: CharacterInput | null = null;
let view: SheetViewState = initialViewState("play");
let standIn: FoundryStandIn | null = null;
const ports: PortCall[] = [];

function app(): HTMLElement {
  const el = document.getElementById("app");
  if (!el) throw new Error("no #app");
  return el;
}

function form(): HTMLElement {
  const el = app().querySelector<HTMLElement>("form.window-content");
  if (!el) throw new Error("no form");
  return el;
}

function activeTab(): CharacterTabId {
  const tab = app().querySelector<HTMLElement>('[data-action="tab"].active')?.dataset["tab"];
  return tab === "combat" || tab === "health" || tab === "talents" || tab === "advancement" || tab === "biography"
    ? tab
    : "skills";
}

/** A fresh window element (no listeners left from an earlier mount), as a newly opened sheet has. */
function freshApp(): HTMLElement {
  const old = app();
  const fresh = old.cloneNode(true);
  if (!(fresh instanceof HTMLElement)) throw new Error("cannot clone #app");
  old.replaceWith(fresh);
  return fresh;
}

/** Renders the character sheet from the current fixture and view, as a document update re-renders it. */
function render(tab: CharacterTabId = activeTab()): void {
  if (!renderer || !input) throw new Error("call setup and mount first");
  input.derived = derive(input.system, input.items);
  captureSearchFocus(app(), view); // as _preRender does
  const sheet = characterSheet(renderer, tab, input, view);
  form().innerHTML = sheet.parts.map((p) => p.html).join("\n");
  standIn?.bindDragDrop();
  restoreSearchFocus(app(), view); // as _onRender does
}

let nextId = 0;
function addItem(item: PlainItem): void {
  if (!input) return;
  input = { ...input, items: [...input.items, item] };
}

const host: SheetHost = {
  get state() {
    return view;
  },
  setMode(mode: SheetMode) {
    ports.push({ port: "setMode", args: [mode] });
    view = withMode(view, mode);
    render();
  },
  setSkillLevel(request) {
    ports.push({ port: "setSkillLevel", args: [request] });
    if (!input || !renderer) return;
    if (request.itemId) {
      input = {
        ...input,
        items: input.items.map((i) =>
          i.id === request.itemId && i.type === "skill" ? { ...i, system: { ...i.system, level: request.level } } : i,
        ),
      };
    } else if (request.level !== null) {
      // What the sheet creates (skill-learning.ts): the catalog data, as the item would hold it.
      const data = catalogSkillData(
        request.key,
        request.level,
        request.specialization,
        renderer.i18n.localize(`HARNFUDGE.Skill.${request.key}`),
      );
      addItem({
        id: `learned${++nextId}`,
        name: data.name,
        img: data.img,
        sort: 10_000_000 + nextId,
        type: "skill",
        system: { ...data.system, advancement: { used: true, raisedInSession: null } },
      });
    }
    render();
  },
  createItem(type) {
    ports.push({ port: "createItem", args: [type] });
  },
  openCompendium(packId) {
    ports.push({ port: "openCompendium", args: [packId] });
  },
  deleteItem(itemId) {
    ports.push({ port: "deleteItem", args: [itemId] });
    if (!input) return;
    input = { ...input, items: input.items.filter((i) => i.id !== itemId) };
    render();
  },
  warn(key, data) {
    ports.push({ port: "warn", args: [key, data] });
  },
};

function onSort(call: SortCall): void {
  if (!input) return;
  const rank = new Map(call.order.map((id, i) => [id, (i + 1) * 100000]));
  input = { ...input, items: input.items.map((i) => (rank.has(i.id) ? { ...i, sort: rank.get(i.id) ?? i.sort } : i)) };
  render();
}

const api = {
  setup(sources: Array<[string, string]>, lang: LangTree): void {
    renderer = createRendererFrom(new Map(sources), makeI18n(lang));
  },
  /**
   * The character sheet in a mode and tab, with the behaviour attached once (first render); as the
   * GM sees it, with creation finished, as an orator (Oratory above his languages), or with raises
   * needing the GM's approval when asked.
   */
  mountCharacter(
    options: {
      mode?: SheetMode;
      tab?: CharacterTabId;
      isGM?: boolean;
      finished?: boolean;
      orator?: boolean;
      raiseApproval?: boolean;
    } = {},
  ): void {
    if (!renderer) throw new Error("call setup first");
    const fixture = options.finished ? finishedCreationFixture : options.orator ? oratorFixture : characterFixture;
    input = fixture(renderer.i18n);
    input.isGM = options.isGM === true;
    input.raiseApproval = options.raiseApproval === true;
    view = initialViewState(options.mode ?? "play");
    ports.length = 0;
    standIn = attachFoundryV13(freshApp(), onSort);
    render(options.tab ?? "skills");
    attachActorSheetBehaviour(app(), host);
  },
  /** The weapon item sheet of a weapon with melee only and no range yet. */
  mountWeapon(): void {
    if (!renderer) throw new Error("call setup first");
    const sheet = itemSheets(renderer).find((s) => s.context.item.type === "weapon");
    if (!sheet) throw new Error("no weapon sheet");
    freshApp();
    form().innerHTML = sheet.parts.map((p) => p.html).join("\n");
    const ranged = app().querySelector<HTMLInputElement>('input[name="system.ranged.enabled"]');
    const range = app().querySelector<HTMLInputElement>('input[name="system.ranged.range"]');
    if (ranged) ranged.checked = false;
    if (range) range.value = "0";
    standIn = attachFoundryV13(app(), () => undefined);
    attachWeaponFormBehaviour(app());
  },
  /** Re-renders as an update from elsewhere would (the search keeps its text and focus). */
  rerender(): void {
    render();
  },
  ports(): PortCall[] {
    return ports;
  },
  actions(): ActionCall[] {
    return standIn?.actions ?? [];
  },
  submits(): Submission[] {
    return standIn?.submits ?? [];
  },
  sorts(): SortCall[] {
    return standIn?.sorts ?? [];
  },
  view(): SheetViewState {
    return view;
  },
  /** Names of the actor's items of a type, in sort order. */
  itemNames(type: PlainItem["type"]): string[] {
    return (input?.items ?? [])
      .filter((i) => i.type === type)
      .sort((a, b) => a.sort - b.sort)
      .map((i) => i.name);
  },
};

export type SheetHostApi = typeof api;

declare global {
  var harnfudgeSheetHost: SheetHostApi | undefined;
}
globalThis.harnfudgeSheetHost = api;

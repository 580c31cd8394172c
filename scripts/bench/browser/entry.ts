/**
 * The benchmark's browser bundle: the real context builders, render harness core and templates,
 * run inside headless Chromium so context + render + DOM insertion are timed where they happen.
 */
import { createRendererFrom, type Renderer } from "../../render/core";
import { makeI18n, type LangTree } from "../../render/i18n-core";
import { characterFixture } from "../../render/fixtures";
import { characterSheet } from "../../render/sheets";
import { attackCardHtml, attackStages } from "../../render/play-fixtures";
import { captureSearchFocus, restoreSearchFocus } from "../../../src/sheets/behaviour/skill-filter";
import { initialViewState, type SheetViewState } from "../../../src/sheets/view-state";

/** The sheet's states measured: Play mode (trained skills only), Edit mode (a ladder on all 80 rows), a search typed. */
export const SHEET_VARIANTS = {
  play: initialViewState("play"),
  edit: initialViewState("edit"),
  search: { ...initialViewState("play"), trainedOnly: false, query: "la" },
} satisfies Record<string, SheetViewState>;
export type SheetVariant = keyof typeof SHEET_VARIANTS;

export interface BenchTimings {
  /** Milliseconds per iteration: context + render of every part + insertion + layout. */
  full: number[];
  /** Milliseconds per iteration: insertion of the same final HTML + layout (the floor). */
  insertOnly: number[];
  htmlBytes: number;
  skillRows: number;
  /** Rows left visible by "trained only" and the search. */
  shownRows: number;
  items: number;
}

let renderer: Renderer | null = null;

function setup(sources: Array<[string, string]>, lang: LangTree): void {
  renderer = createRendererFrom(new Map(sources), makeI18n(lang));
}

function insert(container: HTMLElement, html: string): void {
  container.innerHTML = html;
  // Force style and layout, as showing the sheet would.
  void container.getBoundingClientRect().height;
}

function toHtml(parts: { id: string; html: string }[]): string {
  return parts.map((p) => `<div data-application-part="${p.id}">${p.html}</div>`).join("");
}

/**
 * Times the character sheet in one of its states: `runs` samples, each the mean of `batch`
 * iterations of context + render + insertion + what the sheet does around a re-render
 * (_preRender / _onRender: the search box's focus), against inserting the same final HTML.
 */
function benchCharacterSheet(container: HTMLElement, runs: number, batch: number, variant: SheetVariant = "play"): BenchTimings {
  if (!renderer) throw new Error("call setup first");
  const r = renderer;
  const input = characterFixture(r.i18n);
  const view = { ...SHEET_VARIANTS[variant] };
  const html = toHtml(characterSheet(r, "skills", input, view).parts);
  const once = () => {
    captureSearchFocus(container, view);
    const rendered = toHtml(characterSheet(r, "skills", input, view).parts);
    insert(container, rendered);
    restoreSearchFocus(container, view);
  };
  insert(container, html); // warm-up: compile caches, style sheets
  const full: number[] = [];
  const insertOnly: number[] = [];
  for (let run = 0; run < runs; run++) {
    // Interleaved, one of each at a time, so a burst of load elsewhere weighs on both alike.
    let fullTime = 0;
    let floorTime = 0;
    for (let i = 0; i < batch; i++) {
      let start = performance.now();
      once();
      fullTime += performance.now() - start;
      start = performance.now();
      insert(container, html);
      floorTime += performance.now() - start;
    }
    full.push(fullTime / batch);
    insertOnly.push(floorTime / batch);
  }
  const context = characterSheet(r, "skills", input, view).context;
  const rows = context.skillGroups.flatMap((g) => g.skills);
  return {
    full,
    insertOnly,
    htmlBytes: html.length,
    skillRows: rows.length,
    shownRows: rows.filter((row) => !row.hidden).length,
    items: input.items.length,
  };
}

/** Times the attack card at its last stage (applied): context from the stored state + render + insert. */
function benchAttackCard(
  container: HTMLElement,
  runs: number,
  batch: number,
): Pick<BenchTimings, "full" | "insertOnly" | "htmlBytes"> {
  if (!renderer) throw new Error("call setup first");
  const r = renderer;
  const applied = attackStages().find(([stage]) => stage === "applied")?.[1];
  if (!applied) throw new Error("no applied stage");
  return benchHtml(container, runs, batch, () => attackCardHtml(r, applied));
}

/** Times any HTML builder against inserting its final HTML alone. */
function benchHtml(
  container: HTMLElement,
  runs: number,
  batch: number,
  build: () => string,
): Pick<BenchTimings, "full" | "insertOnly" | "htmlBytes"> {
  const html = build();
  insert(container, html);
  const full: number[] = [];
  const insertOnly: number[] = [];
  for (let run = 0; run < runs; run++) {
    let start = performance.now();
    for (let i = 0; i < batch; i++) insert(container, build());
    full.push((performance.now() - start) / batch);
    start = performance.now();
    for (let i = 0; i < batch; i++) insert(container, html);
    insertOnly.push((performance.now() - start) / batch);
  }
  return { full, insertOnly, htmlBytes: html.length };
}

const api = { setup, benchCharacterSheet, benchAttackCard };
export type BenchApi = typeof api;

declare global {
  var harnfudgeBench: BenchApi | undefined;
}
globalThis.harnfudgeBench = api;

/**
 * Stand-ins for the Foundry v13 sheet classes the system's sheets extend (ActorSheetV2 and
 * ItemSheetV2 with HandlebarsApplicationMixin applied), reproducing what a render does in core:
 *
 * - options: each class's DEFAULT_OPTIONS merged from the base class down (so a subclass's
 *   `actions` join its parent's), as ApplicationV2's constructor does;
 * - `render()`: `_configureRenderOptions` → `_configureRenderParts` → `_prepareContext` →
 *   `_preRender` → per part `_preparePartContext` and the part's template → on the first render
 *   `_onFirstRender` → `_onRender`, each awaited, in that order;
 * - clicks: one listener on the element; the closest `[data-action]` names the handler in
 *   `options.actions`, called with the sheet as `this` (ApplicationV2#onClick).
 *
 * Templates are rendered by the screenshot harness's renderer (the real templates and English).
 */
import { Window } from "happy-dom";
import { vi } from "vitest";
import { createRenderer } from "../../scripts/render/harness";

type Options = { actions: Record<string, (this: unknown, event: PointerEvent, target: HTMLElement) => unknown> } & Record<
  string,
  unknown
>;
type Part = { template: string };
type PartsOf = { PARTS?: Record<string, Part>; DEFAULT_OPTIONS?: Partial<Options> };

/** The documents a stand-in sheet shows: what the sheets read of an Actor or Item. */
export interface StandInDocument {
  id: string;
  uuid: string;
  name: string;
  type: string;
  isOwner: boolean;
  limited?: boolean;
}

function mergedOptions(cls: unknown): Options {
  const chain: PartsOf[] = [];
  for (let c = cls; typeof c === "function" && c !== Function.prototype; c = Object.getPrototypeOf(c))
    chain.unshift(c as PartsOf);
  const options: Options = { actions: {} };
  for (const c of chain) {
    if (!Object.hasOwn(c, "DEFAULT_OPTIONS")) continue;
    const own = c.DEFAULT_OPTIONS ?? {};
    Object.assign(options, own, { actions: { ...options.actions, ...(own.actions ?? {}) } });
  }
  return options;
}

/** ApplicationV2 + DocumentSheetV2 + HandlebarsApplicationMixin, as far as the system's sheets use them. */
export class StandInSheet {
  static DEFAULT_OPTIONS: Partial<Options> = {};
  static PARTS: Record<string, Part> = {};
  static TABS: Record<string, unknown> = {};
  static renderer = createRenderer();

  readonly document: StandInDocument;
  readonly options: Options;
  rendered = false;
  element: HTMLElement;
  /** The parts' HTML of the last render, by part id. */
  html: Record<string, string> = {};

  constructor({ document }: { document: StandInDocument }) {
    this.document = document;
    this.options = mergedOptions(this.constructor);
    this.element = globalThis.document.createElement("div");
  }

  get actor() {
    return this.document;
  }
  get item() {
    return this.document;
  }
  get isEditable() {
    return this.document.isOwner;
  }
  get id() {
    return `sheet-${this.document.id}`;
  }

  _configureRenderOptions(options: Record<string, unknown>) {
    options["isFirstRender"] = !this.rendered;
  }
  _configureRenderParts(_options: unknown): Record<string, Part> {
    return structuredClone((this.constructor as PartsOf).PARTS ?? {});
  }
  async _prepareContext(_options: unknown): Promise<object> {
    return { document: this.document, editable: this.isEditable, rootId: this.id };
  }
  async _preparePartContext(_partId: string, context: object, _options: unknown): Promise<object> {
    return { ...context };
  }
  async _preRender(_context: object, _options: unknown) {}
  async _onFirstRender(_context: object, _options: unknown) {
    this.element.addEventListener("click", (event) => {
      const target = event.target instanceof globalThis.HTMLElement ? event.target.closest<HTMLElement>("[data-action]") : null;
      const handler = target ? this.options.actions[target.dataset["action"] ?? ""] : undefined;
      if (target && handler) void handler.call(this, event as PointerEvent, target);
    });
  }
  async _onRender(_context: object, _options: unknown) {}
  _prepareTabs(_group: string) {
    return {};
  }
  _processFormData(_event: unknown, _form: unknown, formData: { object: object }) {
    return formData.object;
  }
  _prepareSubmitData(event: unknown, form: unknown, formData: { object: object }) {
    return this._processFormData(event, form, formData);
  }

  async render(): Promise<this> {
    const options: Record<string, unknown> = {};
    this._configureRenderOptions(options);
    const parts = this._configureRenderParts(options);
    const context = await this._prepareContext(options);
    await this._preRender(context, options);
    this.html = {};
    for (const [id, part] of Object.entries(parts)) {
      const partContext = await this._preparePartContext(id, context, options);
      this.html[id] = StandInSheet.renderer.render(part.template, partContext);
    }
    this.element.innerHTML = Object.values(this.html).join("");
    const first = !this.rendered;
    this.rendered = true;
    if (first) await this._onFirstRender(context, options);
    await this._onRender(context, options);
    return this;
  }
}

/**
 * Stubs the globals the sheets and their code read (a happy-dom document, `foundry`, `game`,
 * `ui`, `CONFIG`, `Hooks`, core's Roll). Returns the warnings the sheets raised.
 */
export function stubSheetFoundry(): { warnings: string[] } {
  const window = new Window();
  const warnings: string[] = [];
  const i18n = StandInSheet.renderer.i18n;
  vi.stubGlobal("document", window.document);
  vi.stubGlobal("HTMLElement", window.HTMLElement);
  vi.stubGlobal("Roll", function Roll() {});
  vi.stubGlobal("Hooks", { on: () => 0 });
  vi.stubGlobal("CONFIG", { statusEffects: [] });
  vi.stubGlobal("ui", { notifications: { warn: (message: string) => warnings.push(message), info: () => undefined } });
  vi.stubGlobal("game", {
    release: { generation: 13 },
    i18n,
    user: { id: "user1", isGM: false },
    settings: { settings: new Map(), get: () => ({}), set: async () => undefined },
    combat: null,
    time: { worldTime: 0, serverTime: 0 },
  });
  vi.stubGlobal("foundry", {
    applications: {
      api: { HandlebarsApplicationMixin: <T>(base: T) => base },
      sheets: { ActorSheetV2: StandInSheet, ItemSheetV2: StandInSheet },
      ux: { TextEditor: { implementation: { enrichHTML: async (html: string) => html } } },
      instances: new Map(),
    },
    utils: { getProperty: () => undefined, escapeHTML: (s: string) => s },
  });
  return { warnings };
}

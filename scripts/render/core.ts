/**
 * The render harness's core: Handlebars with stand-ins for the Foundry helpers the templates use
 * (localize, selectOptions, eq/ne/and/or/not/lt/gt/concat) over templates given as sources.
 * Unknown helpers, missing partials and missing localization keys all throw. No Node APIs, so the
 * benchmark runs the very same code in headless Chromium; harness.ts loads the files in Node.
 */
import Handlebars from "handlebars";
import type { makeI18n } from "./i18n-core";

type HelperOptions = Handlebars.HelperOptions;
type Hash = Record<string, unknown>;

const KNOWN_HELPERS = ["localize", "selectOptions", "eq", "ne", "and", "or", "not", "lt", "gt", "concat"] as const;

function escape(value: unknown): string {
  return Handlebars.escapeExpression(value === null || value === undefined ? "" : String(value));
}

export interface Renderer {
  /** Renders a template by its Foundry path (`systems/harnfudge/templates/...`). */
  render(path: string, context: object): string;
  /** Every template path known, Foundry-style. */
  templates: string[];
  i18n: ReturnType<typeof makeI18n>;
}

export function createRendererFrom(sources: ReadonlyMap<string, string>, i18n: Renderer["i18n"]): Renderer {
  const hb = Handlebars.create();

  hb.registerHelper("localize", function (key: unknown, options: HelperOptions) {
    if (typeof key !== "string") throw new Error(`localize: expected a key, got ${String(key)}`);
    const hash = options.hash as Hash;
    if (Object.keys(hash).length > 0) {
      return i18n.format(key, Object.fromEntries(Object.entries(hash).map(([k, v]) => [k, String(v)])));
    }
    return i18n.localize(key);
  });

  // Foundry's selectOptions: choices as an array of objects (valueAttr/labelAttr) or a value → label record.
  hb.registerHelper("selectOptions", function (choices: unknown, options: HelperOptions) {
    const hash = options.hash as Hash;
    const selected = new Set([hash["selected"]].flat().map((v) => String(v ?? "")));
    const valueAttr = typeof hash["valueAttr"] === "string" ? hash["valueAttr"] : "value";
    const labelAttr = typeof hash["labelAttr"] === "string" ? hash["labelAttr"] : "label";
    const entries: [string, string][] = Array.isArray(choices)
      ? choices.map((c: Record<string, unknown>) => [String(c[valueAttr] ?? ""), String(c[labelAttr] ?? "")])
      : Object.entries((choices ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]);
    if (typeof hash["blank"] === "string") entries.unshift(["", hash["blank"]]);
    const html = entries
      .map(([value, label]) => {
        const text = hash["localize"] === true && label ? i18n.localize(label) : label;
        return `<option value="${escape(value)}"${selected.has(value) ? " selected" : ""}>${escape(text)}</option>`;
      })
      .join("");
    return new hb.SafeString(html);
  });

  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hb.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  hb.registerHelper("lt", (a: number, b: number) => a < b);
  hb.registerHelper("gt", (a: number, b: number) => a > b);
  hb.registerHelper("and", (...args: unknown[]) => args.slice(0, -1).every(Boolean));
  hb.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  hb.registerHelper("not", (a: unknown) => !a);
  hb.registerHelper("concat", (...args: unknown[]) => args.slice(0, -1).map(String).join(""));

  const templates: string[] = [];
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  const compileOptions: CompileOptions = {
    knownHelpers: Object.fromEntries(KNOWN_HELPERS.map((h) => [h, true])),
    knownHelpersOnly: true,
  };
  for (const [path, source] of sources) {
    templates.push(path);
    hb.registerPartial(path, hb.compile(source, compileOptions));
    compiled.set(path, hb.compile(source, compileOptions));
  }

  return {
    templates: templates.sort(),
    i18n,
    render(path, context) {
      const template = compiled.get(path);
      if (!template) throw new Error(`no template ${path}`);
      return template(context, { allowProtoPropertiesByDefault: false });
    },
  };
}

/** Foundry's ApplicationV2#_prepareTabs, for the harness: the tab records of one group with the active one marked. */
export function prepareTabs(
  group: string,
  tabs: readonly { id: string; icon?: string }[],
  labelPrefix: string,
  active: string,
): Record<string, { id: string; group: string; active: boolean; cssClass: string; icon?: string; label: string }> {
  return Object.fromEntries(
    tabs.map((t) => [
      t.id,
      {
        id: t.id,
        group,
        active: t.id === active,
        cssClass: t.id === active ? "active" : "",
        icon: t.icon,
        label: `${labelPrefix}.${t.id}`,
      },
    ]),
  );
}

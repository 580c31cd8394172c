/**
 * One visual language for "optional" (issue 18, item 9): in the whole compiled stylesheet a dashed
 * frame is drawn only by styles/_optional.scss's mixin (the secondary text colour, which the
 * screenshot tests measure at 4.5:1 in both themes), on every optional choice of the sheets, the
 * dialogs and the cards, and always under the system's class.
 */
import { join, resolve } from "node:path";
import * as sass from "sass";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const css = sass.compile(join(root, "styles/harnfudge.scss")).css;

/** The innermost rules of the compiled CSS: each selector with its declarations. */
function rules(): { selector: string; body: string }[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: (m[1] ?? "").replace(/\s+/g, " ").trim(),
    body: m[2] ?? "",
  }));
}

const OPTIONAL = "border: 1px dashed var(--hf-muted);";

describe("the optional look", () => {
  const dashed = rules().filter((r) => r.body.includes("dashed"));

  it("is the only dashed frame anywhere", () => {
    expect(dashed.length).toBeGreaterThan(0);
    for (const rule of dashed) {
      const declarations = rule.body
        .split(";")
        .map((d) => d.trim())
        .filter((d) => d.includes("dashed"));
      expect(declarations.map((d) => `${d};`)).toEqual([OPTIONAL]);
    }
  });

  it("marks every optional choice of the cards, the dialogs and the sheets, under the system's class", () => {
    const selectors = dashed.flatMap((r) => r.selector.split(",").map((s) => s.trim()));
    for (const control of [
      ".attack-card__lucky", // an attack card's Lucky reroll
      ".harnfudge-gm-lucky", // the GM's Lucky on the strenuous and end-of-combat cards
      ".hf-optional", // the check card's Lucky reroll, and any template's optional control
      ".roll-dialog__talents", // the talents a roller may count
      ".hf-toggle", // gear worn or not
      ".hf-chip", // a weapon's variant
      ".hf-flag", // an open or infected wound
      ".hf-used", // an attribute used since its last raise
    ])
      expect(selectors.some((s) => s.endsWith(control) || s.includes(`${control} `))).toBe(true);
    for (const selector of selectors) expect(selector).toMatch(/^\.harnfudge[.\s:]/);
  });
});

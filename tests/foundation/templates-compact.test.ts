import { describe, expect, it } from "vitest";
import { compactTemplate } from "../../scripts/build";
import { createRendererFrom } from "../../scripts/render/core";
import { readTemplateSources } from "../../scripts/render/harness";
import { loadI18n } from "../../scripts/render/i18n";
import { characterSheet, itemSheets, npcSheet } from "../../scripts/render/sheets";
import { attackCardHtml, attackStages } from "../../scripts/render/play-fixtures";

// Fixture item ids come from a running counter, so two renders differ in them: mask them.
const normalize = (html: string) =>
  html
    .replace(/item\d{12}/g, "item#")
    .replace(/\s+/g, " ")
    .replace(/> </g, "><")
    .trim();

describe("templates shipped compact (build)", () => {
  it("drops Handlebars comments, indentation and blank lines, keeping line breaks", () => {
    const source = '{{!-- a note --}}\n<div class="a">\n    <span>{{x}}</span>\n\n    <b>y</b>\n</div>\n';
    expect(compactTemplate(source)).toBe('<div class="a">\n<span>{{x}}</span>\n<b>y</b>\n</div>\n');
  });

  it("renders every sheet and the attack card exactly as the source templates do, but for whitespace", () => {
    const sources = readTemplateSources();
    const compact = new Map([...sources].map(([path, source]) => [path, compactTemplate(source)]));
    const i18n = loadI18n();
    const full = createRendererFrom(sources, i18n);
    const small = createRendererFrom(compact, i18n);
    const html = (r: typeof full) => [
      ...characterSheet(r, "skills").parts.map((p) => p.html),
      ...characterSheet(r, "combat").parts.map((p) => p.html),
      ...npcSheet(r, "bear").parts.map((p) => p.html),
      ...itemSheets(r).flatMap((s) => s.parts.map((p) => p.html)),
      ...attackStages().map(([, t]) => attackCardHtml(r, t)),
    ];
    const a = html(full);
    const b = html(small);
    expect(b.map(normalize)).toEqual(a.map(normalize));
    expect(b.join("").length).toBeLessThan(a.join("").length);
  });
});

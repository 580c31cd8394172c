/**
 * Renders every sheet template with the context the sheets' builders produce. The harness throws on
 * an unknown helper, a missing partial or a missing localization key, so any of those fails here.
 */
import { describe, expect, it } from "vitest";
import { createRenderer, readTemplateSources } from "../../scripts/render/harness";
import { characterSheet, itemSheets, npcSheet } from "../../scripts/render/sheets";
import { characterFixture } from "../../scripts/render/fixtures";
import { CHARACTER_TABS } from "../../src/sheets/context/tabs";
import { CHARACTER_PARTS, ITEM_BODY_TEMPLATES, ITEM_PARTS, NPC_PARTS } from "../../src/sheets/parts";

const r = createRenderer();

describe("sheet templates", () => {
  type Part = { template: string; templates?: readonly string[] };
  const parts: Part[] = [...Object.values(CHARACTER_PARTS), ...Object.values(NPC_PARTS), ...Object.values(ITEM_PARTS)];

  it("every sheet template and partial is used by a sheet", () => {
    const used = new Set([...parts.flatMap((p) => [p.template, ...(p.templates ?? [])]), ...Object.values(ITEM_BODY_TEMPLATES)]);
    const mine = r.templates.filter((t) => /\/templates\/(actor|item|shared)\//.test(t));
    expect(mine.filter((t) => !used.has(t))).toEqual([]);
    for (const t of used) expect(r.templates).toContain(t);
  });

  it("each part lists every partial it renders, so Foundry loads and registers them first", () => {
    const sources = readTemplateSources();
    const partialsOf = (path: string, seen = new Set<string>()): Set<string> => {
      for (const match of (sources.get(path) ?? "").matchAll(/{{>\s*"([^"]+)"/g)) {
        const partial = match[1] as string;
        if (!seen.has(partial)) partialsOf(partial, seen.add(partial));
      }
      return seen;
    };
    for (const part of parts) {
      const missing = [...partialsOf(part.template)].filter((p) => !(part.templates ?? []).includes(p));
      expect({ template: part.template, missing }).toEqual({ template: part.template, missing: [] });
    }
  });

  it.each(CHARACTER_TABS.map((t) => t.id))("renders the character sheet with the %s tab active", (tab) => {
    const sheet = characterSheet(r, tab);
    const html = sheet.parts.map((p) => p.html).join("\n");
    expect(html).toContain(`data-tab="${tab}"`);
    expect(html).toMatch(new RegExp(`class="[^"]*active[^"]*" data-action="tab" data-group="primary" data-tab="${tab}"`));
    expect(html).not.toContain("undefined");
  });

  it("renders the whole skill list, greyed defaults and None skills", () => {
    const html = characterSheet(r).parts.find((p) => p.id === "skills")?.html ?? "";
    expect(html.match(/<li class="skill-row/g)?.length).toBeGreaterThanOrEqual(77);
    expect(html).toContain("not-attemptable");
    expect(html).toContain('data-action="rollSkill" data-skill-key="sword"');
    expect(html).toContain("Language (Hârnic)");
  });

  it("renders the wound track with an overflowed box, open and infected marks", () => {
    const html = characterSheet(r).parts.find((p) => p.id === "wounds")?.html ?? "";
    expect(html.match(/data-action="toggleWound"/g)?.length).toBe(7);
    expect(html).toMatch(/overflow[^>]*>[\s\S]*?<span class="hf-actual">Scratch<\/span>/);
    expect(html).toContain('class="hf-flag on" data-action="toggleWoundFlag" data-index="3" data-flag="infected"');
  });

  it("renders the healing days under marked wounds, Heal… for all, Rest… and the GM-only controls for the GM", () => {
    const player = characterSheet(r, "talents");
    const html = player.parts.map((p) => p.html).join("\n");
    expect(html).toMatch(
      /<span class="hf-heal-days" data-tooltip="Heals one level in 3 days of rest, fully in 8 days \(Treated\)\."[^>]*>3\/8 d<\/span>/,
    );
    expect(html).toContain('data-action="heal"');
    expect(html).not.toContain('data-action="rest"');
    expect(html).not.toContain('data-action="toggleAttributeUsed"');
    expect(html).not.toContain('data-action="dangerSense"');
    const gm = characterSheet(r, "talents", { ...characterFixture(r.i18n), isGM: true });
    const gmHtml = gm.parts.map((p) => p.html).join("\n");
    expect(gmHtml).toContain('data-action="rest"');
    expect(gmHtml.match(/data-action="toggleAttributeUsed"/g)?.length).toBe(6);
    expect(gmHtml).toMatch(/class="hf-used " data-action="toggleAttributeUsed" data-attribute="agility"\s+aria-pressed="false"/);
    expect(gmHtml).toContain('data-action="dangerSense"');
    const npc = npcSheet(r, "bear")
      .parts.map((p) => p.html)
      .join("\n");
    expect(npc).toContain('data-action="heal"');
    expect(npc).not.toContain('data-action="toggleAttributeUsed"');
  });

  it("renders the NPC sheet for a bear and a cat", () => {
    for (const which of ["bear", "cat"] as const) {
      const sheet = npcSheet(r, which);
      const html = sheet.parts.map((p) => p.html).join("\n");
      expect(html).toContain(which === "bear" ? 'value="3"' : 'value="-7"');
      expect(html).not.toContain("undefined");
    }
  });

  it("renders every item sheet", () => {
    const sheets = itemSheets(r);
    expect(sheets.map((s) => s.context.item.type).sort()).toEqual(["armor", "skill", "talent", "weapon"]);
    for (const sheet of sheets) {
      const html = sheet.parts.map((p) => p.html).join("\n");
      expect(html).toContain('name="system.description"');
      expect(html).not.toContain("undefined");
    }
  });

  it("fails on a missing localization key, partial or helper", () => {
    expect(() => r.i18n.localize("HARNFUDGE.Sheet.DoesNotExist")).toThrow(/missing localization key/);
    expect(() => r.render("systems/harnfudge/templates/nope.hbs", {})).toThrow();
  });
});

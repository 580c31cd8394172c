/**
 * Renders every sheet template with the context the sheets' builders produce. The harness throws on
 * an unknown helper, a missing partial or a missing localization key, so any of those fails here.
 */
import { describe, expect, it } from "vitest";
import { createRenderer, readTemplateSources } from "../../scripts/render/harness";
import { characterSheet, itemSheets, npcSheet } from "../../scripts/render/sheets";
import { characterSheet as renderCharacter, limitedSheet } from "../../scripts/render/sheets";
import { characterFixture } from "../../scripts/render/fixtures";
import { CHARACTER_TABS } from "../../src/sheets/context/tabs";
import { CHARACTER_PARTS, ITEM_BODY_TEMPLATES, ITEM_PARTS, NPC_PARTS, SHEET_DIALOG_TEMPLATES } from "../../src/sheets/parts";
import { addWoundContext } from "../../src/sheets/context/add-wound";
import { initialViewState } from "../../src/sheets/view-state";

const r = createRenderer();

describe("sheet templates", () => {
  type Part = { template: string; templates?: readonly string[] };
  const parts: Part[] = [...Object.values(CHARACTER_PARTS), ...Object.values(NPC_PARTS), ...Object.values(ITEM_PARTS)];

  it("every sheet template and partial is used by a sheet", () => {
    const used = new Set([
      ...parts.flatMap((p) => [p.template, ...(p.templates ?? [])]),
      ...Object.values(ITEM_BODY_TEMPLATES),
      ...SHEET_DIALOG_TEMPLATES,
    ]);
    const mine = r.templates.filter((t) => /\/templates\/(actor|item|shared)\//.test(t));
    expect(mine.filter((t) => !used.has(t))).toEqual([]);
    for (const t of used) expect(r.templates).toContain(t);
  });

  it("each part lists every partial it renders, so Foundry loads and registers them first", () => {
    const sources = readTemplateSources();
    const partialsOf = (path: string, seen = new Set<string>()): Set<string> => {
      for (const match of (sources.get(path) ?? "").matchAll(/{{~?#?>\s*"([^"]+)"/g)) {
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

  it("no partial is rendered standalone: Handlebars would indent every line of its output, a multi-line biography included", () => {
    const sources = readTemplateSources();
    const standalone = [...sources].flatMap(([path, source]) =>
      source.split("\n").flatMap((line, i) => (/^\s+{{>/.test(line) ? [`${path}:${i + 1}`] : [])),
    );
    expect(standalone).toEqual([]);
    const input = characterFixture(r.i18n);
    const biography = "<p>First line</p>\n<pre>two\n  three</pre>";
    const html = renderCharacter(r, "biography", { ...input, system: { ...input.system, biography } })
      .parts.map((p) => p.html)
      .join("");
    expect(html).toContain('value="&lt;p&gt;First line&lt;/p&gt;\n&lt;pre&gt;two\n  three&lt;/pre&gt;"');
  });

  it.each(CHARACTER_TABS.map((t) => t.id))("renders the character sheet with the %s tab active", (tab) => {
    const sheet = characterSheet(r, tab);
    const html = sheet.parts.map((p) => p.html).join("\n");
    expect(html).toContain(`data-tab="${tab}"`);
    expect(html).toMatch(new RegExp(`class="[^"]*active[^"]*" data-action="tab" data-group="primary" data-tab="${tab}"`));
    expect(html).not.toContain("undefined");
  });

  it("renders the whole skill list (untrained rows hidden in Play mode), greyed defaults and None skills", () => {
    const html = characterSheet(r).parts.find((p) => p.id === "skills")?.html ?? "";
    expect(html.match(/<li class="skill-row/g)?.length).toBeGreaterThanOrEqual(77);
    expect(html).toContain("not-attemptable");
    expect(html).toMatch(/<li class="skill-row untrained[^"]*draggable" data-skill-key="acrobatics"[^>]*\shidden>/);
    expect(html).toContain('data-action="rollSkill" data-skill-key="sword"');
    expect(html).toContain('Language <span class="hf-subject">(Hârnic)</span>');
    expect(html).not.toContain("data-hf-skill-level");
  });

  it("keeps item ids on the rows only, never on the controls inside them (v13 drag-sort reads the row's siblings)", () => {
    for (const mode of ["play", "edit"] as const) {
      const html = CHARACTER_TABS.map((t) => renderCharacter(r, t.id, characterFixture(r.i18n), initialViewState(mode)))
        .flatMap((s) => s.parts.map((p) => p.html))
        .join("\n");
      const tags = [...html.matchAll(/<(\w+)[^>]*data-item-id="[^"]*"[^>]*>/g)].map((m) => m[0]);
      expect(tags.length).toBeGreaterThan(30);
      for (const tag of tags) expect(tag).toMatch(/^<(li|tbody)\b[^>]*class="[^"]*(draggable|hf-weapon|hf-item|hf-armor-row)/);
    }
  });

  it("renders the wound track on the Health tab: an overflowed box, Dead as a box, labelled flags only for wounds of Hurt or worse", () => {
    const html = characterSheet(r, "health").parts.find((p) => p.id === "health")?.html ?? "";
    expect(html.match(/data-action="toggleWound"/g)?.length).toBe(7);
    expect(html).toMatch(
      /class="hf-box marked overflow infected"[^>]*aria-label="Hurt: a Scratch wound that overflowed into this box"/,
    );
    expect(html).toContain('class="hf-box hf-dead-box " data-action="toggleDead"');
    // Two wounds of Hurt or worse (an overflowed scratch, a Very Hurt wound): two flag pairs, labelled.
    expect(html.match(/data-action="toggleWoundFlag"/g)?.length).toBe(4);
    expect(html).toMatch(/data-index="3" data-flag="infected"[\s\S]*?<\/i> Infected<\/button>/);
    expect(html).toContain('data-action="addWound"');
    // Very stunned and Knocked out are edits sent to the GM's queue, not form fields.
    expect(html).toContain('data-action="setStunFlag" data-flag="veryStunned"');
    expect(html).not.toContain('name="system.stun.');
  });

  it("keeps a one-line wound strip in the header on every tab: the boxes, Dead, the penalty, the stun marks, the conditions", () => {
    const sheet = characterSheet(r, "combat");
    const header = sheet.parts.find((p) => p.id === "header")?.html ?? "";
    const strip = header.slice(header.indexOf('class="hf-wound-strip"'));
    // Read-only on every tab (issue 27, item 8): the boxes are one control that opens the Health tab.
    expect(strip).not.toMatch(/data-action="(toggleWound|toggleDead|setStun|setStunFlag)"/);
    expect(strip).toMatch(
      /<button type="button" class="hf-strip-boxes" data-action="tab" data-group="primary" data-tab="health"/,
    );
    expect(strip.match(/class="hf-box hf-mini[^"]*"/g)?.length).toBe(8);
    expect(strip).toMatch(
      /class="hf-box hf-mini marked overflow"[^>]*aria-label="Hurt: a Scratch wound that overflowed into this box"/,
    );
    expect(strip).toMatch(/Wound penalty <strong>−1<\/strong>/);
    expect(strip.match(/class="hf-pip/g)?.length).toBe(2);
    expect(strip).toMatch(
      /data-condition="stunned" data-tooltip-text="Stunned: 1 round left">\s*Stunned <small>1 round left<\/small>/,
    );
    expect(strip).toMatch(/data-condition="entangled" data-tooltip-text="Entangled">\s*Entangled<\/li>/);
    // The healing details and the GM's buttons are on the Health tab, not in the header.
    expect(header).not.toMatch(/toggleWoundFlag|data-action="(heal|rest|strenuous|afterFight)"/);
    expect(sheet.parts.map((p) => p.id)).not.toContain("wounds");
  });

  it("shows the EP balance beside the raise buttons, labels the GM's used toggle, and gives a refused raise its reason", () => {
    const gm = characterSheet(r, "skills", { ...characterFixture(r.i18n), isGM: true });
    const skills = gm.parts.find((p) => p.id === "skills")?.html ?? "";
    expect(skills).toMatch(/<h2>Attributes<\/h2>\s*<span class="hf-ep-balance"[^>]*>EP balance\s*<strong>\+4<\/strong>/);
    // Agility was not used since its last raise: its toggle says "Used", not pressed, and its raise is refused with why.
    const agility = skills.slice(skills.indexOf('data-attribute="agility"'), skills.indexOf('data-attribute="health"'));
    expect(agility).toMatch(/class="hf-used "[^>]*aria-pressed="false"[^>]*>\s*Used\s*<\/button>/);
    expect(agility).toMatch(
      /class="hf-raise refused[^"]*"[^>]*data-tooltip-text="Not used since its last raise: use it in play before raising it again\. Costs 24 EP; only 4 EP available[^"]*"[^>]*disabled>/,
    );
    const strength = skills.slice(skills.indexOf('data-attribute="strength"'), skills.indexOf('data-attribute="agility"'));
    expect(strength).toMatch(/class="hf-used on"[^>]*aria-pressed="true"[^>]*>\s*<i class="fa-solid fa-check" inert><\/i>Used/);
    // Awareness costs 8 EP with 4 to spend.
    expect(skills).toMatch(
      /data-skill-key="awareness"[^>]*data-tooltip-text="Costs 8 EP; only 4 EP available \(the GM may allow debt\)\."[^>]*disabled>/,
    );
    const edit = characterSheet(r, "skills", characterFixture(r.i18n), initialViewState("edit"));
    expect(edit.parts.find((p) => p.id === "skills")?.html).not.toContain("hf-ep-balance");
  });

  it("gives every column header of the weapons table a tooltip saying what the column holds", () => {
    const html = characterSheet(r, "combat").parts.find((p) => p.id === "combat")?.html ?? "";
    const head = /<div class="hf-gear-row hf-gear-head">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
    const cells = [...head.matchAll(/<span class="(hf-col-[a-z]+)"([^>]*)>([^<]+)<\/span>/g)].map((m) => [
      m[3],
      /data-tooltip="[^"]+"/.test(m[2] ?? ""),
    ]);
    expect(cells).toEqual([
      ["Mode", true],
      ["Weapon strength", true],
      ["Skill", true],
      ["Offensive", true],
    ]);
  });

  it("shows the NPC's conditions in its header too, with their rounds left", () => {
    const header = npcSheet(r, "bear").parts.find((p) => p.id === "header")?.html ?? "";
    expect(header).toMatch(
      /data-condition="veryStunned" data-tooltip-text="Very Stunned: 1 round left">\s*Very Stunned <small>1 round left<\/small>/,
    );
    expect(npcSheet(r, "cat").parts.find((p) => p.id === "header")?.html).not.toContain("hf-conditions");
  });

  it("names the stun track's marks apart from the token's timed conditions", () => {
    const html = characterSheet(r, "health").parts.find((p) => p.id === "health")?.html ?? "";
    expect(html).toMatch(/data-flag="veryStunned"[^>]*>\s*Very Stunned mark<\/label>/);
    expect(html).toContain("Stun marks:");
  });

  it("renders the healing days in words under the track, Heal… for all, Rest… and the GM-only controls for the GM", () => {
    const player = characterSheet(r, "health");
    const html = player.parts.map((p) => p.html).join("\n");
    expect(html).toMatch(
      /<span class="hf-heal-days" data-tooltip="Heals one level in 3 days of rest, fully in 8 days \(Treated\)\.">next level in 3 days · healed in 8 days<\/span>/,
    );
    expect(html).toContain('data-action="heal"');
    expect(html).not.toContain('data-action="rest"');
    expect(html).not.toContain('data-action="toggleAttributeUsed"');
    expect(html).not.toContain('data-action="dangerSense"');
    const gm = characterSheet(r, "health", { ...characterFixture(r.i18n), isGM: true });
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

  it("renders the NPC sheet for a bear and a cat, scales as text in Play mode and inputs in Edit mode", () => {
    for (const which of ["bear", "cat"] as const) {
      const html = npcSheet(r, which)
        .parts.map((p) => p.html)
        .join("\n");
      expect(html).toContain(which === "bear" ? "<strong>+3</strong>" : "<strong>\u22127</strong>");
      expect(html).not.toContain("undefined");
      const edit = npcSheet(r, which, initialViewState("edit"))
        .parts.map((p) => p.html)
        .join("\n");
      expect(edit).toContain(which === "bear" ? 'value="3" min="-20" max="20"' : 'value="-7" min="-20" max="20"');
    }
  });

  it("renders only the public face for a LIMITED viewer: no skills, weapons or wounds", () => {
    const input = characterFixture(r.i18n);
    const html = limitedSheet(r, { name: input.name, img: input.img, enrichedBiography: input.enrichedBiography })
      .parts.map((p) => p.html)
      .join("\n");
    expect(html).toContain("Aelwyn of Kaldor");
    expect(html).toContain("Third son of a Kaldoric knight");
    for (const hidden of ["skill-row", "hf-weapon", "hf-wound", "data-action", "Sword", "Broadsword"])
      expect(html).not.toContain(hidden);
  });

  it("renders the Add wound… dialog with every box level and Dead", () => {
    const html = r.render(SHEET_DIALOG_TEMPLATES[0], addWoundContext());
    expect(html.match(/<option /g)?.length).toBe(6);
    expect(html).toContain('<option value="hurt" selected>Hurt</option>');
    expect(html).toContain('name="open"');
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

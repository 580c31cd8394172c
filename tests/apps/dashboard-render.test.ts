/**
 * The dashboard's template (templates/apps/dashboard.hbs) rendered through the render harness
 * with the context the window builds: every localization key it uses exists (a missing one
 * throws), each row carries its chart, its click targets (sheet, chat card) and escapes names.
 */
import { describe, expect, it } from "vitest";
import { createRenderer } from "../../scripts/render/harness";
import { DASHBOARD_TEMPLATE_PATH, dashboardFixture } from "../../scripts/screenshots-dashboard";
import { buildDashboardContext, type DashboardInput } from "../../src/apps/dashboard/context";

const r = createRenderer();
const render = (input: DashboardInput) => r.render(DASHBOARD_TEMPLATE_PATH, buildDashboardContext(input, r.i18n));

describe("dashboard template", () => {
  const html = render(dashboardFixture());

  it("renders one row group per combatant with seven wound boxes and the Dead box each", () => {
    expect(html.match(/<tbody class="hf-dash-entry/g)?.length).toBe(4);
    expect(html.match(/<td class="hf-dash-cell"><span class="hf-dash-box (?!dead)/g)?.length).toBe(4 * 7);
    expect(html.match(/<td class="hf-dash-cell"><span class="hf-dash-box dead/g)?.length).toBe(4);
    expect(html).toContain('<th scope="col" class="hf-dash-level" colspan="3">Scratch</th>');
    expect(html).not.toContain("undefined");
  });

  it("marks the overflowed and the infected box, the stun pip and who cannot act", () => {
    expect(html).toMatch(/class="hf-dash-box marked overflow"[^>]*data-tooltip-text="Hurt box: Scratch"/);
    expect(html).toMatch(/class="hf-dash-box marked infected"[^>]*aria-label="Incapacitated box: Incapacitated, infected, open"/);
    expect(html).toContain('<span class="hf-dash-pip marked"></span>');
    expect(html.match(/<span class="hf-dash-tag warn">Cannot act<\/span>/g)?.length).toBe(2);
    expect(html).toContain('<p class="hf-dash-legend" aria-hidden="true">');
  });

  it("opens each sheet by its row key and shows each waiting card by its message id", () => {
    for (const key of ["aldric", "brigand", "hana", "brigand2"]) {
      expect(html).toContain(`data-action="openActor" data-key="${key}"`);
    }
    expect(html.match(/data-action="showCard" data-message-id="msg-aldric"/g)?.length).toBe(2);
    expect(html.match(/data-action="showCard" data-message-id="msg-brigand"/g)?.length).toBe(1);
    // The GM's own turn: the step to take, "Your turn" first (the GM called Aldric unaware).
    expect(html).toContain(
      '<span class="hf-dash-yours">Your turn:</span> <strong>Set the difficulty</strong> <span>Brigand&#x27;s Club</span>',
    );
  });

  it("shows conditions with their icons and the healing days", () => {
    expect(html).toMatch(
      /<span class="hf-dash-condition" data-status="incapacitated"><img src="data:image\/svg\+xml,[^"]+" alt=""[^>]*>Incapacitated<\/span>/,
    );
    expect(html).toContain("Incapacitated, infected: next level in 1.5 d · healed in 9 d");
  });

  it("escapes names and labels", () => {
    const input = dashboardFixture();
    const first = input.actors[0];
    if (!first) throw new Error("fixture has no combatant");
    input.actors = [{ ...first, name: '<img src=x onerror="alert(1)">', statuses: ["stunned"] }];
    input.statusEffects = [{ id: "stunned", label: "<b>bold</b>", img: "" }];
    const out = render(input);
    expect(out).not.toContain("<img src=x");
    expect(out).toContain("&lt;img src&#x3D;x onerror&#x3D;&quot;alert(1)&quot;&gt;");
    expect(out).not.toContain("<b>bold</b>");
  });

  it("says when there is no one to show", () => {
    const out = render({ combat: null, actors: [], cards: [], statusEffects: [] });
    expect(out).toContain('<p class="hf-dash-empty">No player characters');
    expect(out).not.toContain("<table");
  });
});

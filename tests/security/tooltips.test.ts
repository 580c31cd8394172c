/**
 * Issue 17, item 13: names never reach HTML through a tooltip. Foundry v13 renders an element's
 * `data-tooltip` as HTML (its tooltip manager sets innerHTML) and `data-tooltip-text` as text; so
 * every `data-tooltip` a screen carries must still be plain text when parsed as HTML, with hostile
 * names in every user-controlled place. The screens are rendered with the real templates and
 * context builders, parsed into a DOM, and each tooltip is fed through innerHTML as v13 would.
 */
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { createRenderer } from "../../scripts/render/harness";
import { DASHBOARD_TEMPLATE_PATH, dashboardFixture } from "../../scripts/screenshots-dashboard";
import { attackCard, attackStages } from "../../scripts/render/play-fixtures";
import { buildDashboardContext, type DashboardInput } from "../../src/apps/dashboard/context";
import { SYSTEM_PATH } from "../../scripts/render/harness";

const EVIL = `<img src=x onerror="alert('pwned')">`;
const r = createRenderer();

/** Every name the fixture carries, replaced by the hostile one. */
function hostile<T>(value: T, names: string[]): T {
  let json = JSON.stringify(value);
  for (const name of names) json = json.split(JSON.stringify(name).slice(1, -1)).join(JSON.stringify(EVIL).slice(1, -1));
  return JSON.parse(json) as T;
}

/** Each `data-tooltip` of the HTML, parsed as v13 parses it: the elements it would create. */
function liveTooltipElements(html: string): string[] {
  const window = new Window();
  try {
    const holder = window.document.createElement("div");
    holder.innerHTML = html;
    const probe = window.document.createElement("div");
    return Array.from(holder.querySelectorAll("[data-tooltip]")).flatMap((el) => {
      probe.innerHTML = el.getAttribute("data-tooltip") ?? "";
      return probe.querySelector("*") ? [el.getAttribute("data-tooltip") ?? ""] : [];
    });
  } finally {
    void window.happyDOM.close();
  }
}

describe("tooltips carry text, never markup", () => {
  it("on the GM's dashboard, with hostile combatant, weapon and actor names", () => {
    const input = hostile<DashboardInput>(dashboardFixture(), [
      "Aldric of Tashal",
      "Brigand (the tall one)",
      "Brigand",
      "Hana",
      "Club",
    ]);
    const html = r.render(DASHBOARD_TEMPLATE_PATH, buildDashboardContext(input, r.i18n));
    expect(html).toContain("&lt;img src");
    expect(liveTooltipElements(html)).toEqual([]);
  });

  it("on every stage of the attack card", () => {
    for (const [, card] of attackStages()) {
      const evil = hostile(card, ["Aldric of Tashal", "Aldric", "Brigand", "Broadsword"]);
      const html = r.render(`${SYSTEM_PATH}/templates/chat/attack.hbs`, attackCard(r.i18n, evil));
      expect(liveTooltipElements(html)).toEqual([]);
    }
  });

  it("the probe itself finds a name put in data-tooltip", () => {
    expect(liveTooltipElements(`<span data-tooltip="&lt;img src=x&gt;">x</span>`)).toHaveLength(1);
    expect(liveTooltipElements(`<span data-tooltip-text="&lt;img src=x&gt;">x</span>`)).toEqual([]);
  });
});

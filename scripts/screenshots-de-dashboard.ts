/**
 * The GM's combat dashboard as a German table sees it (issue 21: the German journal shows it):
 * the fight of scripts/screenshots-dashboard.ts with its people, weapons and status effects named
 * in German, rendered with lang/de.json into screenshots/de-dashboard-{light,dark}.png.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type { Renderer } from "./render/harness";
import { ROOT } from "./render/harness";
import { germanNames } from "./render/german-names";
import { DASHBOARD_TEMPLATE_PATH, STATUS_EFFECTS, dashboardFixture, dashboardPage } from "./screenshots-dashboard";
import { buildDashboardContext, type DashboardInput } from "../src/apps/dashboard/context";

const OUT = join(ROOT, "screenshots");
const THEMES = ["light", "dark"] as const;

/** The dashboard fixture in German: names from the map, status effects named by lang/de.json. */
export function germanDashboardFixture(r: Renderer): DashboardInput {
  const input = germanNames(dashboardFixture());
  return {
    ...input,
    statusEffects: STATUS_EFFECTS.map((s) => ({ ...s, label: r.i18n.localize(`HARNFUDGE.Condition.${s.id}`) })),
  };
}

export async function shootGermanDashboard(tab: Page, r: Renderer, css: string): Promise<string[]> {
  const html = r.render(DASHBOARD_TEMPLATE_PATH, buildDashboardContext(germanDashboardFixture(r), r.i18n));
  const title = r.i18n.localize("HARNFUDGE.Dashboard.Title");
  const written: string[] = [];
  for (const theme of THEMES) {
    const page = dashboardPage(html, theme, css, title).replace("<html>", '<html lang="de">');
    writeFileSync(join(OUT, `de-dashboard-${theme}.html`), page);
    await tab.setContent(page, { waitUntil: "load" });
    const png = join(OUT, `de-dashboard-${theme}.png`);
    await tab.locator("#app").screenshot({ path: png });
    written.push(png);
    console.log(`screenshots/de-dashboard-${theme}.png`);
  }
  return written;
}

/**
 * Screenshots of the sheets and of the play layer (scripts/screenshots-play.ts: attack card
 * stages, check cards, roll dialog, healing card, end-of-session tool), rendered from the real
 * templates (scripts/render/harness.ts) and the compiled CSS (styles/harnfudge.scss) in headless
 * Chromium, light and dark, into screenshots/. The character sheet is shown as the GM sees it
 * (Rest…, the "used" toggles, Danger Sense). German pictures (de-*.png): scripts/screenshots-de.ts.
 * Run: npm run screenshots. Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as sass from "sass";
import { chromium } from "playwright-core";
import { ROOT, createRenderer } from "./render/harness";
import { characterSheet, itemSheets, npcSheet, type RenderedSheet } from "./render/sheets";
import { characterFixture } from "./render/fixtures";
import { CHAT_STANDIN, playScreens, shootPlayScreens } from "./screenshots-play";
import { shootTokenScreens } from "./screenshots-token";
import { shootGermanScreens } from "./screenshots-de";
import { shootDashboardScreens } from "./screenshots-dashboard";
import { CHARACTER_TABS } from "../src/sheets/context/tabs";

const OUT = join(ROOT, "screenshots");
const THEMES = ["light", "dark"] as const;

function page(sheet: RenderedSheet, theme: string, css: string, size: { width: number; height: number }): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head>
<body><div id="app" class="application ${sheet.classes.join(" ")} themed theme-${theme}" style="width:${size.width}px;height:${size.height}px">
<header class="window-header"><h1 class="window-title">${sheet.title}</h1><span>✕</span></header>
<form class="window-content">${sheet.parts.map((p) => `<div data-application-part="${p.id}" style="display:contents">${p.html}</div>`).join("\n")}</form>
</div></body></html>`;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const r = createRenderer();
  const compiled = sass.compile(join(ROOT, "styles/harnfudge.scss")).css;
  const css = readFileSync(join(ROOT, "scripts/render/foundry-standin.css"), "utf8") + "\n" + CHAT_STANDIN + "\n" + compiled;
  const gm = { ...characterFixture(r.i18n), isGM: true };

  const shots: { sheet: RenderedSheet; size: { width: number; height: number } }[] = [
    ...CHARACTER_TABS.map((t) => ({ sheet: characterSheet(r, t.id, gm), size: { width: 760, height: 900 } })),
    { sheet: characterSheet(r, "skills", gm), size: { width: 560, height: 900 } },
    { sheet: npcSheet(r, "bear"), size: { width: 620, height: 900 } },
    { sheet: npcSheet(r, "cat"), size: { width: 620, height: 700 } },
    ...itemSheets(r).map((s) => ({
      sheet: s,
      size: { width: s.context.item.type === "weapon" ? 620 : 540, height: s.context.item.type === "weapon" ? 760 : 620 },
    })),
  ];

  const browser = await chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const tab = await browser.newPage({ viewport: { width: 1000, height: 1000 }, deviceScaleFactor: 1 });
    const seen = new Map<string, number>();
    for (const { sheet, size } of shots) {
      const n = (seen.get(sheet.name) ?? 0) + 1;
      seen.set(sheet.name, n);
      const name = n === 1 ? sheet.name : `${sheet.name}-narrow`;
      for (const theme of THEMES) {
        const html = page(sheet, theme, css, size);
        writeFileSync(join(OUT, `${name}-${theme}.html`), html);
        await tab.setContent(html, { waitUntil: "load" });
        await tab.locator("#app").screenshot({ path: join(OUT, `${name}-${theme}.png`) });
        console.log(`screenshots/${name}-${theme}.png`);
      }
    }
    await shootPlayScreens(tab, await playScreens(r), css);
    await shootTokenScreens(tab);
    await shootGermanScreens(tab, css);
    await shootDashboardScreens(tab, r, css);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

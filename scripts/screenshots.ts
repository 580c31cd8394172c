/**
 * Screenshots of the sheets and of the play layer (scripts/screenshots-play.ts: attack card
 * stages, check cards, roll dialog, healing card, end-of-session tool), rendered from the real
 * templates (scripts/render/harness.ts) and the compiled CSS (styles/harnfudge.scss) in headless
 * Chromium, light and dark, into screenshots/. The sheets (scripts/render/sheet-screens.ts): every
 * tab in Play mode as the GM sees it (Rest…, the "used" toggles, Danger Sense), Edit mode, the
 * skill search in use, "trained only" off with a folded category, narrow windows, the LIMITED
 * view, the NPC and item sheets. The contrast of every text and icon of each sheet is measured
 * (scripts/render/browser/contrast.ts) and written to screenshots/contrast.json, the failures printed.
 * German pictures (de-*.png): scripts/screenshots-de.ts; tokens, the dashboard, the GM clock and
 * the rest offer (scripts/screenshots-clock.ts) likewise.
 * Run: npm run screenshots. Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launchChromium } from "./render/browser/launch";
import { ROOT, createRenderer } from "./render/harness";
import { THEMES, sheetCss, sheetPage, sheetScreens } from "./render/sheet-screens";
import { measurePage } from "./render/browser/measure";
import { CHAT_STANDIN, playScreens, shootPlayScreens } from "./screenshots-play";
import { shootTokenScreens } from "./screenshots-token";
import { shootGermanScreens } from "./screenshots-de";
import { shootDashboardScreens } from "./screenshots-dashboard";
import { shootClockScreens } from "./screenshots-clock";
import { germanRenderer } from "./screenshots-de";
import { CARD_MAX, cardHeights } from "./render/browser/card-heights";
import { chatCardScreens } from "./render/chat-card-fixtures";
import type { Page } from "playwright-core";

const OUT = join(ROOT, "screenshots");

/** `--only <pattern>`: the sheet screens whose name matches, English and German, nothing else (a quick look). */
async function onlySheets(pattern: RegExp): Promise<void> {
  const css = sheetCss(CHAT_STANDIN);
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage({ viewport: { width: 1000, height: 1000 }, deviceScaleFactor: 1 });
    for (const [prefix, renderer] of [
      ["", createRenderer()],
      ["de-", germanRenderer()],
    ] as const)
      for (const { name, sheet, width, height } of sheetScreens(renderer).filter((s) => pattern.test(s.name)))
        for (const theme of THEMES) {
          await tab.setContent(sheetPage(sheet, theme, css, { width, height }), { waitUntil: "load" });
          await tab.locator("#app").screenshot({ path: join(OUT, `${prefix}${name}-${theme}.png`) });
          console.log(`screenshots/${prefix}${name}-${theme}.png`);
        }
  } finally {
    await browser.close();
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const only = process.argv.indexOf("--only");
  if (only >= 0) return onlySheets(new RegExp(process.argv[only + 1] ?? "."));
  const r = createRenderer();
  const css = sheetCss(CHAT_STANDIN);
  const browser = await launchChromium();
  const report: Record<string, { measured: number; failing: number; lowest: number }> = {};
  try {
    const tab = await browser.newPage({ viewport: { width: 1000, height: 1000 }, deviceScaleFactor: 1 });
    for (const { name, sheet, width, height } of sheetScreens(r)) {
      for (const theme of THEMES) {
        const html = sheetPage(sheet, theme, css, { width, height });
        writeFileSync(join(OUT, `${name}-${theme}.html`), html);
        await tab.setContent(html, { waitUntil: "load" });
        await tab.locator("#app").screenshot({ path: join(OUT, `${name}-${theme}.png`) });
        const findings = await measurePage(tab, "#app");
        const failing = findings.filter((f) => f.ratio < f.required);
        report[`${name}-${theme}`] = {
          measured: findings.length,
          failing: failing.length,
          lowest: Math.min(...findings.map((f) => f.ratio)),
        };
        console.log(`screenshots/${name}-${theme}.png  contrast: ${findings.length} measured, ${failing.length} below`);
        for (const f of failing)
          console.log(`   ${f.ratio}:1 < ${f.required} ${f.kind} "${f.text}" ${f.where} (${f.fg} on ${f.bg})`);
      }
    }
    writeFileSync(join(OUT, "contrast.json"), JSON.stringify(report, null, 2));
    await shootPlayScreens(tab, await playScreens(r), css);
    await shootTokenScreens(tab);
    await shootGermanScreens(tab, css);
    await shootDashboardScreens(tab, r, css);
    await shootClockScreens(tab, css);
    await reportCardHeights(tab, css);
  } finally {
    await browser.close();
  }
}

/**
 * Every chat card's height in the 300 px sidebar, waiting or resolved, as each viewer sees it:
 * folded as it is shown and unfolded, in English and German, printed and written to
 * screenshots/card-heights.json (issue 27: every card at every step at most 250 px;
 * tests/play/browser/screens.test.ts holds that limit).
 */
async function reportCardHeights(tab: Page, css: string): Promise<void> {
  const report: Record<string, Record<string, { shown: number; unfolded: number; folded: boolean; waiting: boolean }>> = {};
  for (const [lang, renderer] of [
    ["en", createRenderer()],
    ["de", germanRenderer()],
  ] as const) {
    const screens = [...(await playScreens(renderer, lang)), ...chatCardScreens(renderer)];
    const shown = await cardHeights(tab, screens, css, lang);
    const unfolded = await cardHeights(tab, screens, css, lang, { open: true });
    report[lang] = {};
    for (const card of shown) {
      const open = unfolded.find((u) => u.name === card.name)?.height ?? card.height;
      report[lang][card.name] = { shown: card.height, unfolded: open, folded: card.folded, waiting: card.waiting };
    }
  }
  writeFileSync(join(OUT, "card-heights.json"), JSON.stringify(report, null, 2));
  console.log(`card heights in the 300 px sidebar (px; every card as shown at most ${CARD_MAX}): shown / unfolded, en | de`);
  for (const name of Object.keys(report["en"] ?? {})) {
    const cell = (lang: string) => {
      const h = report[lang]?.[name];
      // A card unfolded by a click ("-expanded") is the reader's choice, not held to the limit.
      const tall = h && h.shown > CARD_MAX && !name.endsWith("-expanded") ? " (too tall)" : "";
      return h ? `${h.shown}${tall} / ${h.unfolded}` : "-";
    };
    const state = report["en"]?.[name]?.waiting ? "waiting " : "resolved";
    console.log(`  ${name.padEnd(44)} ${state} ${cell("en").padEnd(22)} | ${cell("de")}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

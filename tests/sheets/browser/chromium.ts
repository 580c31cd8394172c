/**
 * Chromium for the sheet tests (scripts/render/browser/launch.ts: a missing Chromium FAILS the
 * tests with the way to install it) and the page that hosts a sheet.
 */
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { browserBundle } from "../../../scripts/render/browser/bundle";
import { readTemplateSources } from "../../../scripts/render/harness";
import { readLangTree } from "../../../scripts/render/i18n";
import { sheetCss } from "../../../scripts/render/sheet-screens";

export { CHROMIUM_PATH, launchChromium } from "../../../scripts/render/browser/launch";

const HOST_ENTRY = fileURLToPath(new URL("./host.ts", import.meta.url));

/** A page holding a Foundry-like window of the given classes, the real CSS and the sheet host, set up. */
export async function sheetPage(
  browser: Browser,
  options: { classes?: string; width?: number; height?: number; theme?: "light" | "dark" } = {},
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1100 } });
  const classes = options.classes ?? "actor character";
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><style>${sheetCss()}</style></head><body>
     <div id="app" class="application harnfudge sheet ${classes} themed theme-${options.theme ?? "light"}"
          style="width:${options.width ?? 760}px;height:${options.height ?? 1000}px">
     <header class="window-header"><h1 class="window-title">Sheet</h1></header>
     <form class="window-content"></form></div></body></html>`,
  );
  await page.addScriptTag({ content: await browserBundle(HOST_ENTRY, "harnfudgeSheetHostBundle") });
  const sources = [...readTemplateSources()];
  const lang = readLangTree();
  await page.evaluate(({ sources, lang }) => globalThis.harnfudgeSheetHost?.setup(sources, lang), { sources, lang });
  return page;
}

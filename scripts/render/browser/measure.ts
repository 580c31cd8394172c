/**
 * Node side of the contrast measure: injects the measuring bundle into a Playwright page and
 * returns the findings for the element matched by `selector`.
 */
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { browserBundle } from "./bundle";
import type { ContrastFinding } from "./contrast";

const ENTRY = fileURLToPath(new URL("./contrast-entry.ts", import.meta.url));

declare global {
  var harnfudgeContrast: { measureContrast(root: Element): ContrastFinding[] } | undefined;
}

export async function measurePage(page: Page, selector: string): Promise<ContrastFinding[]> {
  const script = await browserBundle(ENTRY, "harnfudgeContrastBundle");
  if (!(await page.evaluate(() => globalThis.harnfudgeContrast !== undefined))) await page.addScriptTag({ content: script });
  return page.evaluate((sel) => {
    const root = document.querySelector(sel);
    const api = globalThis.harnfudgeContrast;
    if (!root || !api) throw new Error(`contrast: nothing to measure at ${sel}`);
    return api.measureContrast(root);
  }, selector);
}

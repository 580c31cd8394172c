/**
 * Headless Chromium for the screenshots, the render benchmark and the browser tests: launched from
 * /usr/bin/chromium (or CHROMIUM_PATH). A missing Chromium FAILS with the way to install it; the
 * tests never skip.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The screenshots, the render benchmark and the browser tests run in Chromium, which is missing at ${CHROMIUM_PATH}. ` +
        "Install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/** One tab of the given size in a fresh Chromium, closed after `use` however it ends. */
export async function withTab(viewport: { width: number; height: number }, use: (tab: Page) => Promise<void>): Promise<void> {
  const browser = await launchChromium();
  try {
    await use(await browser.newPage({ viewport, deviceScaleFactor: 1 }));
  } finally {
    await browser.close();
  }
}

/** Runs a screenshot script's `main` when the script is run itself (not imported), failing the process on an error. */
export function runIfMain(moduleUrl: string, main: () => Promise<void>): void {
  if (moduleUrl !== `file://${process.argv[1] ?? ""}`) return;
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

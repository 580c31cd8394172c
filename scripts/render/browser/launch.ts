/**
 * Headless Chromium for the screenshots, the render benchmark and the browser tests: launched from
 * /usr/bin/chromium (or CHROMIUM_PATH). A missing Chromium FAILS with the way to install it; the
 * tests never skip.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

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

/**
 * The render harness draws every icon the templates and the system's code use (no invisible
 * stand-ins): the sheets', the chat cards' and the dialogs' templates, the icons the code passes to
 * Foundry (dialog buttons, window icons), and those the screenshot builders put in a dialog's footer.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/render/harness";

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : [];
  });
}

function iconsIn(paths: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const file of paths) {
    for (const m of readFileSync(file, "utf8").matchAll(/\bfa-(?!solid\b|regular\b|brands\b)([a-z0-9-]+)/g))
      used.add(m[1] as string);
  }
  return used;
}

const css = readFileSync(join(ROOT, "scripts/render/foundry-standin.css"), "utf8");
const drawn = new Set([...css.matchAll(/\.fa-([a-z0-9-]+)::before/g)].map((m) => m[1] as string));

describe("the screenshot harness's icon stand-ins", () => {
  it.each([
    ["the chat card templates", () => files(join(ROOT, "templates/chat"), /\.hbs$/), 8],
    ["the dialog templates", () => files(join(ROOT, "templates/dialog"), /\.hbs$/), 2],
    ["every template", () => files(join(ROOT, "templates"), /\.hbs$/), 20],
    ["the system's code", () => files(join(ROOT, "src"), /\.ts$/), 10],
    ["the screenshot builders", () => files(join(ROOT, "scripts/render"), /^play-.*\.ts$/), 4],
  ] as const)("has a glyph for every Font Awesome icon in %s", (_what, list, atLeast) => {
    const used = iconsIn(list());
    expect(used.size).toBeGreaterThanOrEqual(atLeast);
    expect([...used].filter((icon) => !drawn.has(icon)).sort()).toEqual([]);
  });
});

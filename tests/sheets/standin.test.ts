/** The render harness draws every icon the templates and the sheets' code use (no invisible stand-ins). */
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

describe("the screenshot harness's icon stand-ins", () => {
  it("has a glyph for every Font Awesome icon in the templates and the system's code", () => {
    const used = new Set<string>();
    for (const file of [...files(join(ROOT, "templates"), /\.hbs$/), ...files(join(ROOT, "src"), /\.ts$/)]) {
      for (const m of readFileSync(file, "utf8").matchAll(/\bfa-(?!solid\b|regular\b|brands\b)([a-z0-9-]+)/g))
        used.add(m[1] as string);
    }
    const css = readFileSync(join(ROOT, "scripts/render/foundry-standin.css"), "utf8");
    const drawn = new Set([...css.matchAll(/\.fa-([a-z0-9-]+)::before/g)].map((m) => m[1] as string));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((icon) => !drawn.has(icon)).sort()).toEqual([]);
  });
});

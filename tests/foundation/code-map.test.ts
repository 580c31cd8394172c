/**
 * docs/development.md's code map is written from the code, and stays so (issue 28, item 7): every
 * folder of src/ and of src/play/ is named in "How the code is laid out", and every folder named
 * there exists. (tests/foundation/docs-drift.test.ts checks the files the docs name.)
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const docs = readFileSync(join(root, "docs/development.md"), "utf8");
const start = docs.indexOf("## How the code is laid out");
const map = docs.slice(start, docs.indexOf("\n## ", start + 1));

const folders = (dir: string) =>
  readdirSync(join(root, dir))
    .filter((name) => statSync(join(root, dir, name)).isDirectory())
    .map((name) => `${dir}/${name}/`);
/** The folders the map names in code spans (`src/play/attack/`), whatever else the span holds. */
const named = new Set([...map.matchAll(/`(src\/[a-z0-9/-]+\/)`/g)].map((m) => m[1] ?? ""));
const mapped = (path: string) => /^src\/[a-z0-9-]+\/$|^src\/play\/[a-z0-9-]+\/$/.test(path);

describe("docs/development.md's code map", () => {
  it("names every folder of src/ and of src/play/", () => {
    expect(start).toBeGreaterThan(0);
    const existing = [...folders("src"), ...folders("src/play")];
    expect(existing.length).toBeGreaterThan(20);
    expect(existing.filter((folder) => !named.has(folder))).toEqual([]);
  });

  it("names no folder of src/ or src/play/ that does not exist", () => {
    const existing = new Set([...folders("src"), ...folders("src/play")]);
    expect([...named].filter((folder) => mapped(folder) && !existing.has(folder))).toEqual([]);
  });
});

/**
 * scripts/bench/start-attribution.ts splits a built module's bytes by the source file its source
 * map names: each mapping's source owns the characters up to the next mapping, across lines.
 */
import { SourceMapGenerator } from "source-map-js";
import { describe, expect, it } from "vitest";
import { labelCharacters } from "../../scripts/bench/start-attribution";

function mapOf(file: string, mappings: Array<[line: number, column: number, source: string | null]>) {
  const generator = new SourceMapGenerator({ file });
  for (const [line, column, source] of mappings)
    generator.addMapping(
      source === null
        ? { generated: { line, column } }
        : { generated: { line, column }, original: { line: 1, column: 0 }, source },
    );
  return generator.toJSON();
}

describe("the start payload's attribution", () => {
  it("gives each character to the source of the mapping before it, across lines, resolved from the map's folder", () => {
    const code = "ab;cd\nef";
    const map = mapOf("start.js", [
      [1, 0, "../src/a.ts"],
      [1, 3, "../src/b.ts"],
      [2, 1, "../src/a.ts"],
    ]);
    const labels = labelCharacters(code, map, "/repo/dist", "/repo");
    expect(labels).toEqual([
      "src/a.ts",
      "src/a.ts",
      "src/a.ts",
      "src/b.ts",
      "src/b.ts",
      "src/b.ts", // the newline belongs to the mapping before it
      "src/b.ts",
      "src/a.ts",
    ]);
  });

  it("labels bytes before the first mapping, and mappings without a source, as bundler glue", () => {
    const code = "xxabcd";
    const map = mapOf("start.js", [
      [1, 2, "../src/a.ts"],
      [1, 4, null],
    ]);
    expect(labelCharacters(code, map, "/repo/dist", "/repo")).toEqual([
      "(no source)",
      "(no source)",
      "src/a.ts",
      "src/a.ts",
      "(no source)",
      "(no source)",
    ]);
  });
});

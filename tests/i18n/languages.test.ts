/** Every shipped language has exactly the keys of lang/en.json (issue 14), and German reads like the German editions. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { flatKeys, languageParity } from "../../scripts/check-dist";
import { LADDER_KEYS } from "../../src/rules/constants";

type Tree = Record<string, unknown>;
const read = (path: string): Tree => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8")) as Tree;
const manifest = read("system.json") as { languages: { lang: string; name: string; path: string }[] };
const en = read("lang/en.json");
const de = read("lang/de.json");
const lookup = (tree: Tree, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe("shipped languages", () => {
  it("system.json registers English and German", () => {
    expect(manifest.languages.map((l) => [l.lang, l.path])).toEqual([
      ["en", "lang/en.json"],
      ["de", "lang/de.json"],
    ]);
  });

  it.each(manifest.languages.filter((l) => l.lang !== "en"))("$name has exactly the keys of en.json", ({ path }) => {
    expect(languageParity(en, read(path))).toEqual({ missing: [], extra: [] });
  });

  it("the parity check names missing and extra keys", () => {
    const broken = structuredClone(de) as { HARNFUDGE: Tree };
    Reflect.deleteProperty(broken.HARNFUDGE["Ladder"] as Tree, "fair");
    (broken.HARNFUDGE as Tree)["Extra"] = { key: "x" };
    expect(languageParity(en, broken)).toEqual({ missing: ["HARNFUDGE.Ladder.fair"], extra: ["HARNFUDGE.Extra.key"] });
    expect(flatKeys({ a: { b: "1", c: { d: "2" } } })).toEqual(["a.b", "a.c.d"]);
  });

  it("German keeps every {placeholder} of each English string and leaves no string empty", () => {
    for (const key of flatKeys(en)) {
      const english = String(lookup(en, key));
      const german = lookup(de, key);
      expect(typeof german, key).toBe("string");
      expect((german as string).trim(), key).not.toBe("");
      const holes = (s: string) => [...s.matchAll(/{(\w+)}/g)].map((m) => m[1]).sort();
      expect([key, holes(german as string)]).toEqual([key, holes(english)]);
    }
  });
});

describe("German wording", () => {
  it("uses the ladder of the published German Fate Core (Uhrwerk Verlag; German Fate SRD, “Die Leiter”)", () => {
    // Fate Core's +5 Superb … −2 Terrible map word for word onto Fudge's Superb … Terrible.
    const ladder = Object.fromEntries(LADDER_KEYS.map((k) => [k, lookup(de, `HARNFUDGE.Ladder.${k}`)]));
    expect(ladder).toEqual({
      superb: "Hervorragend",
      great: "Großartig",
      good: "Gut",
      fair: "Ordentlich",
      mediocre: "Mäßig",
      poor: "Schwach",
      terrible: "Fürchterlich",
    });
  });

  it("names the wound levels, attributes and a few skills and talents in German", () => {
    expect(lookup(de, "HARNFUDGE.Wound")).toMatchObject({
      scratch: "Kratzer",
      hurt: "Verletzt",
      veryHurt: "Schwer verletzt",
      nearDeath: "Dem Tode nah",
      dead: "Tot",
    });
    expect(lookup(de, "HARNFUDGE.Attribute")).toMatchObject({
      strength: "Stärke",
      agility: "Gewandtheit",
      willpower: "Willenskraft",
    });
    expect(lookup(de, "HARNFUDGE.Skill")).toMatchObject({
      awareness: "Wahrnehmung",
      dodge: "Ausweichen",
      mentalConflict: "Geistiger Konflikt",
      herblore: "Kräuterkunde",
    });
    expect(lookup(de, "HARNFUDGE.Talent")).toMatchObject({ lucky: "Glückspilz", fortitude: "Zähigkeit" });
  });

  it("gives every skill and talent a distinct German name", () => {
    for (const family of ["HARNFUDGE.Skill", "HARNFUDGE.Talent"]) {
      const names = Object.values(lookup(de, family) as Tree);
      expect(new Set(names).size, family).toBe(names.length);
    }
  });
});

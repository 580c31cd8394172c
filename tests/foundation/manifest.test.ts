import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildManifest, documentTypesFromTemplate } from "../../scripts/build";
import { constantKeyFamilies, keysUsedIn } from "../../scripts/check-dist";
import { ALL_RULES_LOCALIZATION_KEYS } from "../../src/rules";

const readJson = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"));

describe("system manifest", () => {
  it("takes the document types from template.json, with their htmlFields", () => {
    const types = documentTypesFromTemplate(readJson("template.json"));
    expect(Object.keys(types.Actor ?? {})).toEqual(["character", "npc"]);
    expect(Object.keys(types.Item ?? {})).toEqual(["skill", "weapon", "armor", "talent"]);
    expect(types.Actor?.character).toEqual({ htmlFields: ["biography"] });
  });

  it("takes its version from package.json and is a v13 system", () => {
    const manifest = buildManifest();
    expect(manifest.version).toBe(readJson("package.json").version);
    expect(manifest).toMatchObject({ id: "harnfudge", title: "HârnFudge", compatibility: { minimum: "13", verified: "13" } });
    expect(manifest["grid"]).toMatchObject({ units: "ft" });
    expect(manifest.packs.length).toBeGreaterThan(0);
  });

  it("the source system.json declares no types of its own (template.json is the one declaration)", () => {
    expect(readJson("system.json").documentTypes).toBeUndefined();
  });
});

describe("localization key scan", () => {
  it("finds whole keys and skips prefixes and template literals", () => {
    const text =
      'localize("HARNFUDGE.Roll.title"); `HARNFUDGE.Ladder.${key}`; "HARNFUDGE.Wound." + x; {{localize "TYPES.Actor.npc"}}';
    expect(keysUsedIn(text).sort()).toEqual(["HARNFUDGE.Roll.title", "TYPES.Actor.npc"]);
  });

  it("every key family built from the rules' constants, and every key the rules core emits, is in lang/en.json", () => {
    const lang = readJson("lang/en.json");
    const missing = [...constantKeyFamilies(), ...ALL_RULES_LOCALIZATION_KEYS].filter((key) => {
      const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang);
      return typeof value !== "string";
    });
    expect(missing).toEqual([]);
  });
});

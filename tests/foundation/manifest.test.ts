import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildManifest, documentTypesFromTemplate, releaseUrls } from "../../scripts/build";
import { compatibilityProblems, constantKeyFamilies, keysUsedIn, releaseUrlProblems } from "../../scripts/check-dist";
import { ALL_RULES_LOCALIZATION_KEYS } from "../../src/rules";

const readJson = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"));

describe("system manifest", () => {
  it("takes the document types from template.json, with their htmlFields", () => {
    const types = documentTypesFromTemplate(readJson("template.json"));
    expect(Object.keys(types.Actor ?? {})).toEqual(["character", "npc"]);
    expect(Object.keys(types.Item ?? {})).toEqual(["skill", "weapon", "armor", "talent"]);
    expect(types.Actor?.character).toEqual({ htmlFields: ["biography"] });
  });

  it("takes its version from package.json; runs from the first stable v13 build (13.341), verified on v14", () => {
    const manifest = buildManifest({});
    expect(manifest.version).toBe(readJson("package.json").version);
    expect(manifest).toMatchObject({ id: "harnfudge", title: "HârnFudge", compatibility: { minimum: "13.341", verified: "14" } });
    expect(compatibilityProblems(readJson("system.json").compatibility)).toEqual([]);
    expect(manifest["grid"]).toMatchObject({ units: "ft" });
    expect(manifest.packs.length).toBeGreaterThan(0);
  });

  it("the source system.json declares no types of its own (template.json is the one declaration)", () => {
    expect(readJson("system.json").documentTypes).toBeUndefined();
  });
});

describe("release URLs (HARNFUDGE_RELEASE_URL)", () => {
  const version = readJson("package.json").version;
  const base = "https://files.harnfudge.test/releases/v1";

  it("fill manifest, download and url from the release's base URL", () => {
    const manifest = buildManifest({ HARNFUDGE_RELEASE_URL: `${base}/` });
    expect(manifest).toMatchObject({
      manifest: `${base}/system.json`,
      download: `${base}/harnfudge-${version}.zip`,
      url: base,
    });
    expect(releaseUrlProblems(manifest, version)).toEqual([]);
  });

  it("url is the project page when HARNFUDGE_PROJECT_URL is set", () => {
    expect(releaseUrls("1.2.3", { HARNFUDGE_RELEASE_URL: base, HARNFUDGE_PROJECT_URL: "https://harnfudge.test" })).toEqual({
      url: "https://harnfudge.test",
      manifest: `${base}/system.json`,
      download: `${base}/harnfudge-1.2.3.zip`,
    });
  });

  it("are left out when the variable is unset or blank, and the dist check accepts that", () => {
    for (const env of [{}, { HARNFUDGE_RELEASE_URL: "  " }]) {
      const manifest = buildManifest(env);
      expect(["url", "manifest", "download"].filter((key) => key in manifest)).toEqual([]);
      expect(releaseUrlProblems(manifest, version)).toEqual([]);
    }
  });

  it("a value that is no http(s) URL fails the build", () => {
    expect(() => releaseUrls("1.0.0", { HARNFUDGE_RELEASE_URL: "releases/v1" })).toThrow(/HARNFUDGE_RELEASE_URL/);
    expect(() => releaseUrls("1.0.0", { HARNFUDGE_RELEASE_URL: "ftp://host/v1" })).toThrow(/http/);
    expect(() => releaseUrls("1.0.0", { HARNFUDGE_RELEASE_URL: base, HARNFUDGE_PROJECT_URL: "nope" })).toThrow(/PROJECT/);
  });

  it("the dist check rejects half a set, relative or placeholder URLs, and a download of another version", () => {
    expect(releaseUrlProblems({ manifest: `${base}/system.json` }, version)).toHaveLength(1);
    expect(
      releaseUrlProblems({ url: base, manifest: "system.json", download: `${base}/harnfudge-${version}.zip` }, version),
    ).toEqual(["manifest is not an absolute http(s) URL", "manifest must point at system.json"]);
    expect(
      releaseUrlProblems(
        { url: "https://example.com", manifest: `${base}/system.json`, download: `${base}/harnfudge-0.0.1.zip` },
        version,
      ),
    ).toEqual(["url is a placeholder URL", `download must point at harnfudge-${version}.zip`]);
  });

  it("the dist check wants a stable v13 minimum and v14 verified", () => {
    expect(compatibilityProblems({ minimum: "13", verified: "14" })).toHaveLength(1);
    expect(compatibilityProblems({ minimum: "13.340", verified: "14" })).toHaveLength(1);
    expect(compatibilityProblems({ minimum: "13.351", verified: "13" })).toEqual(["compatibility.verified must be 14"]);
    expect(compatibilityProblems({ minimum: "13.341", verified: "14" })).toEqual([]);
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

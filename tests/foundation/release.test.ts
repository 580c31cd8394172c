/**
 * Releases the Foundry way (issue 20): `npm run release` writes a manifest whose `manifest` is the
 * latest release's system.json and whose `download` is this tag's zip, and a zip that installs
 * into a folder named `harnfudge` however it is unpacked. The release runs here for real (build,
 * packs, zip) into a temporary folder, and the zip is unpacked by two tools and read back.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AdmZip from "adm-zip";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compatibilityProblems, releaseUrlProblems } from "../../scripts/check-dist";
import { release, type ReleaseFiles } from "../../scripts/release";
import { githubReleaseUrls, MISSING_REPOSITORY, releaseTag, repositoryUrl } from "../../scripts/release/github";
import { writeReleaseZip, zipEntryNames, zipLayoutProblems } from "../../scripts/release/zip";

const readJson = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"));
const version: string = readJson("package.json").version;
const repo = "https://github.com/harnfudge-team/harnfudge";

/** Every file below `dir`, as relative paths, sorted. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesBelow(path).map((sub) => join(name, sub)) : [name];
    })
    .sort();
}

describe("the repository and the tag of a release", () => {
  it("take the repository from HARNFUDGE_REPOSITORY_URL, then GitHub Actions, then package.json, in any form npm writes", () => {
    expect(repositoryUrl({ HARNFUDGE_REPOSITORY_URL: `${repo}/`, GITHUB_REPOSITORY: "other/repo" }, "x/y")).toBe(repo);
    expect(
      repositoryUrl({ GITHUB_REPOSITORY: "harnfudge-team/harnfudge", GITHUB_SERVER_URL: "https://github.com" }, undefined),
    ).toBe(repo);
    for (const field of [
      "harnfudge-team/harnfudge",
      "github:harnfudge-team/harnfudge",
      `git+${repo}.git`,
      { url: `${repo}.git` },
    ])
      expect(repositoryUrl({}, field)).toBe(repo);
  });

  it("fail with a message that says what to set when nothing names the repository, or names no repository", () => {
    expect(() => repositoryUrl({}, undefined)).toThrow(MISSING_REPOSITORY);
    expect(MISSING_REPOSITORY).toMatch(/HARNFUDGE_REPOSITORY_URL=https:\/\/github\.com\/<owner>\/<repo>/);
    expect(() => repositoryUrl({ HARNFUDGE_REPOSITORY_URL: "harnfudge" }, undefined)).toThrow(
      /HARNFUDGE_REPOSITORY_URL is not a GitHub repository/,
    );
  });

  it("release the tag that started the run, which must be v<version>; a branch run releases v<version>", () => {
    expect(releaseTag({ GITHUB_REF_TYPE: "tag", GITHUB_REF_NAME: "v1.2.3" }, "1.2.3")).toBe("v1.2.3");
    expect(releaseTag({ GITHUB_REF_TYPE: "branch", GITHUB_REF_NAME: "main" }, "1.2.3")).toBe("v1.2.3");
    expect(() => releaseTag({ GITHUB_REF_TYPE: "tag", GITHUB_REF_NAME: "v1.2.4" }, "1.2.3")).toThrow(
      /v1\.2\.4 is not package\.json's version 1\.2\.3/,
    );
  });

  it("point the manifest at the latest release and the download at this tag's zip", () => {
    expect(githubReleaseUrls(repo, "v1.2.3", "1.2.3")).toEqual({
      url: repo,
      manifest: `${repo}/releases/latest/download/system.json`,
      download: `${repo}/releases/download/v1.2.3/harnfudge-1.2.3.zip`,
    });
  });
});

describe("the zip's layout", () => {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "harnfudge-zip-"));
    mkdirSync(join(dir, "system", "lang"), { recursive: true });
    for (const name of ["system.json", "lang/en.json", "harnfudge.mjs.map"]) writeFileSync(join(dir, "system", name), "{}");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("puts every file under harnfudge/ and leaves the source maps out", () => {
    writeReleaseZip(join(dir, "system"), join(dir, "a.zip"));
    const files = zipEntryNames(join(dir, "a.zip")).filter((name) => !name.endsWith("/"));
    expect(files.sort()).toEqual(["harnfudge/lang/en.json", "harnfudge/system.json"]);
    expect(zipLayoutProblems(zipEntryNames(join(dir, "a.zip")))).toEqual([]);
  });

  it("the check rejects a flat zip, a second system.json and a path that climbs out", () => {
    expect(zipLayoutProblems(["system.json", "lang/en.json"])).toEqual([
      "system.json is outside the zip's top folder harnfudge/",
      "lang/en.json is outside the zip's top folder harnfudge/",
      "the zip has no harnfudge/system.json",
      "system.json: a second system.json (an installer could take its folder for the system's root)",
    ]);
    expect(zipLayoutProblems(["harnfudge/system.json", "harnfudge/old/system.json"])).toEqual([
      "harnfudge/old/system.json: a second system.json (an installer could take its folder for the system's root)",
    ]);
    expect(zipLayoutProblems(["harnfudge/system.json", "harnfudge/../x.js"])).toEqual([
      "harnfudge/../x.js climbs out of the install folder",
    ]);
  });
});

describe("npm run release", () => {
  let dir = "";
  let files: ReleaseFiles;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "harnfudge-release-"));
    files = await release({
      env: { GITHUB_REPOSITORY: "harnfudge-team/harnfudge", GITHUB_REF_TYPE: "tag", GITHUB_REF_NAME: `v${version}` },
      dist: join(dir, "dist"),
      releaseDir: join(dir, "release"),
    });
  }, 180_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes system.json with the latest release's manifest URL, this tag's zip, the version and the compatibility", () => {
    const manifest = JSON.parse(readFileSync(files.manifestPath, "utf8"));
    expect(files.manifestPath).toBe(join(dir, "release", "system.json"));
    expect(manifest).toMatchObject({
      id: "harnfudge",
      version,
      url: repo,
      manifest: `${repo}/releases/latest/download/system.json`,
      download: `${repo}/releases/download/v${version}/harnfudge-${version}.zip`,
      compatibility: { minimum: "13.341", verified: "14" },
    });
    expect(compatibilityProblems(manifest.compatibility)).toEqual([]);
    expect(releaseUrlProblems(manifest, version)).toEqual([]);
    expect(files.zipPath).toBe(join(dir, "release", `harnfudge-${version}.zip`));
  });

  it("writes the changelog's section for this version as the release notes", () => {
    const notes = readFileSync(files.notesPath, "utf8");
    expect(notes).toMatch(/^The first release/);
    expect(notes).not.toMatch(/^## /m);
  });

  for (const tool of ["adm-zip", "unzip"] as const) {
    it(`a zip that ${tool} unpacks into Data/systems/ installs into Data/systems/harnfudge/, system.json and all files read back`, () => {
      const systems = join(dir, `data-${tool}`, "Data", "systems");
      mkdirSync(systems, { recursive: true });
      if (tool === "adm-zip") new AdmZip(files.zipPath).extractAllTo(systems);
      else execFileSync("unzip", ["-q", files.zipPath, "-d", systems]);
      expect(readdirSync(systems)).toEqual(["harnfudge"]);
      const installed = join(systems, "harnfudge");
      expect(JSON.parse(readFileSync(join(installed, "system.json"), "utf8"))).toEqual(
        JSON.parse(readFileSync(files.manifestPath, "utf8")),
      );
      const built = filesBelow(join(dir, "dist")).filter((name) => !name.endsWith(".map"));
      expect(filesBelow(installed)).toEqual(built);
      expect(existsSync(join(installed, "packs", "skills", "CURRENT"))).toBe(true);
      expect(readFileSync(join(installed, "LICENSE"), "utf8")).toBe(
        readFileSync(new URL("../../LICENSE", import.meta.url), "utf8"),
      );
    });
  }
});

describe("the licence", () => {
  const license = readFileSync(new URL("../../LICENSE", import.meta.url), "utf8");

  it("is the licence package.json names (MIT), held by the authors system.json names, and ships in every build", () => {
    expect(readJson("package.json").license).toBe("MIT");
    expect(license.split("\n")[0]).toBe("MIT License");
    const authors: { name: string }[] = readJson("system.json").authors;
    expect(license).toMatch(new RegExp(`^Copyright \\(c\\) \\d{4} ${authors.map((a) => a.name).join(", ")}$`, "m"));
    expect(license).toContain("The above copyright notice and this permission notice shall be included in all");
  });
});

describe("the release workflow", () => {
  interface Step {
    run?: string;
    uses?: string;
    with?: Record<string, unknown>;
  }
  interface Job {
    needs?: string;
    permissions?: Record<string, string>;
    steps: Step[];
  }
  const workflow = parse(readFileSync(new URL("../../.github/workflows/release.yml", import.meta.url), "utf8"));
  const jobs: Record<string, Job> = workflow.jobs;
  const build = jobs["build"];
  const publish = jobs["publish"];
  const runs = (job: Job | undefined): string[] => job?.steps.flatMap((step) => (step.run ? [step.run] : [])) ?? [];

  it("runs on a version tag and runs the same script as `npm run release`", () => {
    expect(workflow.on.push.tags).toEqual(["v*"]);
    expect(runs(build)).toContain("npm run release");
    expect(readJson("package.json").scripts.release).toBe("tsx scripts/release.ts");
  });

  it("runs the test command (CI's own script: npm ci, then npm test) before it builds the release", () => {
    const steps = runs(build);
    expect(steps.indexOf("bash .ci/run")).toBeGreaterThanOrEqual(0);
    expect(steps.indexOf("bash .ci/run")).toBeLessThan(steps.indexOf("npm run release"));
    const ci = readFileSync(new URL("../../.ci/run", import.meta.url), "utf8");
    expect(ci).toMatch(/npm ci --no-audit --no-fund\nnpm test\n/);
    expect(readJson("package.json").scripts.test).toMatch(/npm run lint.*npm run typecheck.*npm run test:unit.*npm run build/);
    // Publishing waits for the tested build.
    expect(publish?.needs).toBe("build");
  });

  it("holds no token that can write while dependencies install: the write token is the publish job's, which installs nothing", () => {
    expect(workflow.permissions).toEqual({});
    expect(build?.permissions).toEqual({ contents: "read" });
    expect(build?.steps.find((s) => s.uses?.startsWith("actions/checkout@"))?.with?.["persist-credentials"]).toBe(false);
    expect(publish?.permissions).toEqual({ contents: "write" });
    for (const run of runs(publish)) expect(run).not.toMatch(/\bnpm\b|\bnpx\b|\bnode\b|tsx/);
    expect(publish?.steps.some((s) => s.uses?.startsWith("actions/checkout@") || s.uses?.startsWith("actions/setup-node@"))).toBe(
      false,
    );
  });

  it("pins every action by a full commit", () => {
    const uses = Object.values(jobs).flatMap((job) => job.steps.flatMap((step) => (step.uses ? [step.uses] : [])));
    expect(uses.length).toBeGreaterThanOrEqual(4);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });

  it("attaches the written system.json and this version's zip to the tag's release", () => {
    const attach = runs(publish).find((run) => run.includes("gh release create")) ?? "";
    expect(attach).toMatch(/"\$GITHUB_REF_NAME"/);
    expect(attach).toContain("release/system.json");
    expect(attach).toContain('"release/harnfudge-$version.zip"');
    expect(attach).toContain("--notes-file release/notes.md");
  });

  it("says clearly when the tag's release exists already, and replaces nothing", () => {
    const attach = runs(publish).find((run) => run.includes("gh release create")) ?? "";
    const check = attach.indexOf('gh release view "$GITHUB_REF_NAME"');
    expect(check).toBeGreaterThanOrEqual(0);
    expect(check).toBeLessThan(attach.indexOf("gh release create"));
    expect(attach).toMatch(/::error title=The release already exists::The release \$GITHUB_REF_NAME already exists/);
    expect(attach).toMatch(/exit 1/);
    expect(attach).not.toMatch(/--clobber|gh release upload|gh release delete/);
  });
});

/** One version everywhere (issue 20): package.json, system.json and the changelog's newest section. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { changelogSection, changelogVersions, newestChangelogVersion, versionProblems } from "../../scripts/release/changelog";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const changelog = read("CHANGELOG.md");

describe("the version", () => {
  it("is the same in package.json, system.json and CHANGELOG.md's newest section, which lists changes", () => {
    const pkg = JSON.parse(read("package.json")).version;
    expect(JSON.parse(read("system.json")).version).toBe(pkg);
    expect(newestChangelogVersion(changelog)).toBe(pkg);
    expect(versionProblems({ packageJson: pkg, systemJson: JSON.parse(read("system.json")).version, changelog })).toEqual([]);
    expect(changelogSection(changelog, pkg)).toMatch(/^- /m);
  });

  it("the check names each disagreement", () => {
    const text = "# Changelog\n\n## 0.2.0 (2027-01-01)\n\n- New.\n\n## 0.1.0\n\n- Old.\n";
    expect(changelogVersions(text)).toEqual(["0.2.0", "0.1.0"]);
    expect(changelogSection(text, "0.1.0")).toBe("- Old.");
    expect(versionProblems({ packageJson: "0.2.0", systemJson: "0.2.0", changelog: text })).toEqual([]);
    expect(versionProblems({ packageJson: "0.2.0", systemJson: "0.1.0", changelog: text })).toEqual([
      "system.json's version 0.1.0 is not package.json's 0.2.0",
    ]);
    expect(versionProblems({ packageJson: "0.3.0", systemJson: "0.3.0", changelog: text })).toEqual([
      "CHANGELOG.md's newest version is 0.2.0, package.json's is 0.3.0",
    ]);
    expect(versionProblems({ packageJson: "0.2.0", systemJson: "0.2.0", changelog: "## 0.2.0\n\n## 0.1.0\n- x" })).toEqual([
      "CHANGELOG.md's section for 0.2.0 is empty",
    ]);
  });
});

/**
 * CHANGELOG.md: one section per version, newest first, each headed `## <version> (<date>)` and
 * listing what changed for users. The release takes its notes from the section of its version.
 */

/** A version heading: "## 0.1.0", "## 0.1.0 (2026-12-01)", "## [0.1.0] - 2026-12-01". */
const HEADING = /^## \[?(\d+\.\d+\.\d+(?:-[\w.]+)?)\]?(?:\s.*)?$/;

/** The versions the changelog has sections for, newest (first) first. */
export function changelogVersions(text: string): string[] {
  return text.split("\n").flatMap((line) => {
    const match = HEADING.exec(line.trim());
    return match?.[1] ? [match[1]] : [];
  });
}

/** The newest version in the changelog, or null when it has none. */
export function newestChangelogVersion(text: string): string | null {
  return changelogVersions(text)[0] ?? null;
}

/** The body of a version's section (without its heading), trimmed; null when there is none. */
export function changelogSection(text: string, version: string): string | null {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => HEADING.exec(line.trim())?.[1] === version);
  if (start < 0) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith("## "));
  return (end < 0 ? rest : rest.slice(0, end)).join("\n").trim();
}

/** What keeps package.json's version, the source system.json's and the changelog's newest from being one. */
export function versionProblems(versions: { packageJson: unknown; systemJson: unknown; changelog: string }): string[] {
  const problems: string[] = [];
  const version = String(versions.packageJson);
  if (versions.systemJson !== version)
    problems.push(`system.json's version ${String(versions.systemJson)} is not package.json's ${version}`);
  const newest = newestChangelogVersion(versions.changelog);
  if (newest !== version) problems.push(`CHANGELOG.md's newest version is ${newest ?? "missing"}, package.json's is ${version}`);
  else if (!changelogSection(versions.changelog, version)) problems.push(`CHANGELOG.md's section for ${version} is empty`);
  return problems;
}

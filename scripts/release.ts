/**
 * `npm run release`: builds the system as a GitHub release publishes it (the release workflow,
 * .github/workflows/release.yml, runs exactly this on a version tag) and writes into release/:
 *   system.json               the manifest: `manifest` → the latest release's system.json,
 *                             `download` → this tag's zip, `url` → the repository
 *   harnfudge-<version>.zip   the system under one top folder, harnfudge/ (scripts/release/zip.ts)
 *   notes.md                  the release notes: CHANGELOG.md's section for this version
 * The repository comes from HARNFUDGE_REPOSITORY_URL, GitHub Actions' GITHUB_REPOSITORY, or
 * package.json's "repository"; the tag from the run that started it (it must be v<version>), else
 * v<version>. package.json, system.json and CHANGELOG.md must agree on the version.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildSystem, type BuiltManifest } from "./build";
import { changelogSection, versionProblems } from "./release/changelog";
import { githubReleaseUrls, releaseTag, repositoryUrl, type GitHubEnv, type RepositoryField } from "./release/github";
import { zipEntryNames, zipLayoutProblems } from "./release/zip";

const root = resolve(import.meta.dirname, "..");

export interface ReleaseOptions {
  env: GitHubEnv;
  /** Where the system is built (default dist/). */
  dist?: string;
  /** Where the release's files are written (default release/). */
  releaseDir?: string;
}

export interface ReleaseFiles {
  manifest: BuiltManifest;
  manifestPath: string;
  zipPath: string;
  notesPath: string;
}

function readText(path: string): string {
  return readFileSync(join(root, path), "utf8");
}

/** Checks the version and the repository first (before anything is built), then builds and writes the release's files. */
export async function release(options: ReleaseOptions): Promise<ReleaseFiles> {
  const pkg = JSON.parse(readText("package.json")) as { version: string; repository?: RepositoryField };
  const system = JSON.parse(readText("system.json")) as { version?: unknown };
  const changelog = readText("CHANGELOG.md");
  const problems = versionProblems({ packageJson: pkg.version, systemJson: system.version, changelog });
  if (problems.length > 0) throw new Error(`the versions disagree:\n- ${problems.join("\n- ")}`);
  const repository = repositoryUrl(options.env, pkg.repository);
  const tag = releaseTag(options.env, pkg.version);
  const releaseDir = options.releaseDir ?? join(root, "release");
  const { manifest, zipPath } = await buildSystem({
    dist: options.dist,
    releaseDir,
    urls: githubReleaseUrls(repository, tag, pkg.version),
  });
  if (zipPath === null) throw new Error("the build wrote no zip");
  const layout = zipLayoutProblems(zipEntryNames(zipPath));
  if (layout.length > 0) throw new Error(`the zip would not install into harnfudge/:\n- ${layout.join("\n- ")}`);
  const manifestPath = join(releaseDir, "system.json");
  copyFileSync(join(options.dist ?? join(root, "dist"), "system.json"), manifestPath);
  const notesPath = join(releaseDir, "notes.md");
  writeFileSync(notesPath, `${changelogSection(changelog, pkg.version) ?? ""}\n`);
  return { manifest, manifestPath, zipPath, notesPath };
}

async function main() {
  try {
    const files = await release({ env: process.env });
    console.log(`release ${String(files.manifest.version)}:`);
    for (const path of [files.manifestPath, files.zipPath, files.notesPath]) console.log(`  ${path}`);
    console.log(`manifest URL: ${String(files.manifest["manifest"])}`);
  } catch (error) {
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();

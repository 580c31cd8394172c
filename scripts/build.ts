/**
 * Builds the installable system into dist/ and a release zip:
 *   dist/system.json   manifest (version from package.json, documentTypes from template.json, packs)
 *   dist/harnfudge.mjs the entry ES module, and dist/*.js the chunks it loads at start and on first use (vite)
 *   dist/harnfudge.css the stylesheet loaded at start (styles/start.scss, via vite)
 *   dist/templates/    Handlebars templates
 *   dist/lang/         translations
 *   dist/icons/        the system's icons (condition status effects)
 *   dist/packs/        compiled LevelDB compendium packs
 *   dist/docs/images/  the pictures the in-game journal shows (only those it names)
 *   dist/LICENSE       the licence (MIT, as package.json says), which travels with every copy
 *   release/harnfudge-<version>.zip  dist/ (without source maps) under one top folder, harnfudge/
 * Usage: npx tsx scripts/build.ts [--no-zip]
 * A GitHub release (manifest and download on the repository's releases) is `npm run release`
 * (scripts/release.ts), which runs this build with the release's URLs.
 *
 * Release URLs: with HARNFUDGE_RELEASE_URL set to the base URL a release's files are published
 * under (e.g. https://example.org/harnfudge/releases/download/v0.1.0), dist/system.json gets
 *   manifest = <base>/system.json          (what users paste into Foundry's "Install System")
 *   download = <base>/harnfudge-<version>.zip
 *   url      = HARNFUDGE_PROJECT_URL, or the base URL when that is unset
 * Unset, the three fields are left out (a local build installs by copying dist/).
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build as viteBuild } from "vite";
import { compileAllPacks, packFolders, packManifest } from "./packs";
import { releaseZipName, writeReleaseZip } from "./release/zip";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
/** Reads a JSON file of the repository; the caller names the shape it expects. */
function readJson<T = Record<string, unknown>>(path: string): T {
  return JSON.parse(readFileSync(join(root, path), "utf8")) as T;
}

interface TemplateTypes {
  types: string[];
  [type: string]: unknown;
}

/** template.json is the one declaration of the document types; dist/system.json gets them as documentTypes. */
export function documentTypesFromTemplate(template: Record<string, TemplateTypes>) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [documentName, block] of Object.entries(template)) {
    out[documentName] = {};
    for (const type of block.types) out[documentName][type] = block[type] ?? {};
  }
  return out;
}

/** The manifest as written to dist/system.json. */
export type BuiltManifest = Record<string, unknown> & { version: unknown; packs: readonly object[] };

/** The environment variables the build reads for release URLs. */
export interface ReleaseEnv {
  HARNFUDGE_RELEASE_URL?: string | undefined;
  HARNFUDGE_PROJECT_URL?: string | undefined;
}

/** An absolute http(s) URL without a trailing slash; throws (failing the build) on anything else. */
function absoluteUrl(value: string, name: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value.trim());
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error(`${name} must be an http(s) URL: ${value}`);
  return parsed.href.replace(/\/+$/, "");
}

/** url, manifest and download for a release published under HARNFUDGE_RELEASE_URL; none when it is unset. */
export function releaseUrls(version: string, env: ReleaseEnv): { url: string; manifest: string; download: string } | null {
  const base = env.HARNFUDGE_RELEASE_URL?.trim();
  if (!base) return null;
  const root = absoluteUrl(base, "HARNFUDGE_RELEASE_URL");
  const project = env.HARNFUDGE_PROJECT_URL?.trim();
  return {
    url: project ? absoluteUrl(project, "HARNFUDGE_PROJECT_URL") : root,
    manifest: `${root}/system.json`,
    download: `${root}/${releaseZipName(version)}`,
  };
}

/** The three release fields of a manifest. */
export type ReleaseUrls = NonNullable<ReturnType<typeof releaseUrls>>;

/**
 * dist/system.json's content: the source manifest with the version, document types and packs, and
 * the release URLs (`urls`, or when not given those HARNFUDGE_RELEASE_URL names; none for null).
 */
export function buildManifest(env: ReleaseEnv = process.env, urls?: ReleaseUrls | null): BuiltManifest {
  const pkg = readJson("package.json");
  const manifest = readJson("system.json");
  const template = readJson<Record<string, TemplateTypes>>("template.json");
  const release = urls === undefined ? releaseUrls(String(pkg["version"]), env) : urls;
  return {
    ...manifest,
    ...release,
    version: pkg["version"],
    documentTypes: documentTypesFromTemplate(template),
    packs: packManifest.map(({ name, label, type, path }) => ({
      name,
      label,
      type,
      path,
      system: "harnfudge",
      ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
    })),
    packFolders,
  };
}

/**
 * Every client fetches the templates it renders: ship them without Handlebars comments and
 * indentation. Each line is trimmed and blank lines dropped; line breaks stay, so the whitespace
 * between inline elements is kept.
 */
export function compactTemplate(source: string): string {
  return source
    .replace(/{{!--[\s\S]*?--}}/g, "")
    .replace(/{{![^-][\s\S]*?}}/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join("\n")
    .concat("\n");
}

function copyTemplates(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    if (statSync(source).isDirectory()) copyTemplates(source, join(to, name));
    else
      writeFileSync(join(to, name), name.endsWith(".hbs") ? compactTemplate(readFileSync(source, "utf8")) : readFileSync(source));
  }
}

/** Where the journal's pictures live, in the repository and in the built system (`systems/harnfudge/docs/images/…`). */
export const JOURNAL_IMAGE_DIR = "docs/images";

/** The docs/images files named by the journal's text (its YAML source or a translation), each once, sorted. */
export function journalImages(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(/systems\/harnfudge\/docs\/images\/([\w.-]+\.(?:png|webp|jpg|svg))/g))
      found.add(match[1] ?? "");
  return [...found].filter((name) => name.length > 0).sort();
}

/** The journal's source files and its translations (lang/babele/<lang>/harnfudge.rules-journal.json). */
function journalTexts(): string[] {
  const sources = join(root, "packs", "rules-journal");
  const babele = join(root, "lang", "babele");
  const files = [
    ...readdirSync(sources).map((name) => join(sources, name)),
    ...readdirSync(babele).map((lang) => join(babele, lang, "harnfudge.rules-journal.json")),
  ];
  return files.filter((file) => existsSync(file) && statSync(file).isFile()).map((file) => readFileSync(file, "utf8"));
}

/** Ships the pictures the journal shows (and no others); a picture it names that does not exist fails the build. */
function copyJournalImages(to: string): void {
  const names = journalImages(journalTexts());
  mkdirSync(to, { recursive: true });
  for (const name of names) {
    const from = join(root, JOURNAL_IMAGE_DIR, name);
    if (!existsSync(from)) throw new Error(`the in-game journal shows ${JOURNAL_IMAGE_DIR}/${name}, which does not exist`);
    copyFileSync(from, join(to, name));
  }
}

export interface BuildOptions {
  /** Where the system is built (default dist/). */
  dist?: string;
  /** Where the zip is written (default release/); no zip when null. */
  releaseDir?: string | null;
  /** The release URLs written into system.json (default: from HARNFUDGE_RELEASE_URL). */
  urls?: ReleaseUrls | null;
}

/** Builds the system into `dist` and, unless `releaseDir` is null, zips it; returns the manifest and the zip's path. */
export async function buildSystem(options: BuildOptions = {}): Promise<{ manifest: BuiltManifest; zipPath: string | null }> {
  const out = options.dist ?? dist;
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await viteBuild({ configFile: join(root, "vite.config.ts"), logLevel: "warn", build: { outDir: out } });
  const manifest = buildManifest(process.env, options.urls);
  writeFileSync(join(out, "system.json"), JSON.stringify(manifest, null, 2) + "\n");
  cpSync(join(root, "lang"), join(out, "lang"), { recursive: true });
  cpSync(join(root, "icons"), join(out, "icons"), { recursive: true });
  copyFileSync(join(root, "LICENSE"), join(out, "LICENSE"));
  copyTemplates(join(root, "templates"), join(out, "templates"));
  copyJournalImages(join(out, JOURNAL_IMAGE_DIR));
  await compileAllPacks(join(out, "packs"));
  const releaseDir = options.releaseDir === undefined ? join(root, "release") : options.releaseDir;
  if (releaseDir === null) return { manifest, zipPath: null };
  const zipPath = join(releaseDir, releaseZipName(String(manifest.version)));
  writeReleaseZip(out, zipPath);
  return { manifest, zipPath };
}

async function main() {
  const started = performance.now();
  const { zipPath } = await buildSystem({ releaseDir: process.argv.includes("--no-zip") ? null : undefined });
  if (zipPath) console.log(`release: ${zipPath}`);
  console.log(`built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await main();
}

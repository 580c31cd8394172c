/**
 * Checks the built system in dist/ the way Foundry will read it:
 *  - dist/system.json parses, has the fields v13 needs, and its version is package.json's;
 *  - its compatibility is a stable v13 build up to v14, and its release URLs are all there or none;
 *  - every file it names (esmodules, styles, languages) exists in dist/;
 *  - every pack path exists and holds a LevelDB database; every pack folder names real packs;
 *  - every language file parses, and every language has exactly the keys of lang/en.json (a missing
 *    or an extra key fails, with the list);
 *  - the Babele translation files (lang/babele/<lang>/<system>.<pack>.json) parse and name real packs;
 *  - every localization key used in templates and code exists in lang/en.json, and every key
 *    family built from the rules' constants (ladder, attributes, talents, …) is complete;
 *  - the Roll and document class names survived minification (chat messages store them);
 *  - every chunk a built module imports, statically or by `import()` (loaded on first use), is in
 *    dist/ and in the release zip; no chunk imports the entry (it would run twice if Foundry loaded
 *    the entry under another URL); no `import()` computes its chunk's name;
 *  - the release zip holds the system under one top folder, harnfudge/ (scripts/release/zip.ts).
 * Exits non-zero with a list of every problem found.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import * as constants from "../src/rules/constants";
import { CONDITION_IDS } from "../src/rules/conditions";
import { WOUNDING_KINDS } from "../src/rules/weapons";
import { graphOf, readBuiltModules } from "./bench/module-graph";
import { filesInZip, releaseZipName, zipEntryNames, zipLayoutProblems } from "./release/zip";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const problems: string[] = [];
const fail = (message: string) => problems.push(message);

function walk(dir: string, accept: (path: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path, accept);
    return accept(path) ? [path] : [];
  });
}

function hasKey(lang: Record<string, unknown>, key: string): boolean {
  let node: unknown = lang;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  // A string is a key; an object is a namespace passed as a prefix (e.g. to choicesOf).
  return typeof node === "string" || (typeof node === "object" && node !== null);
}

/** Every key of a language tree, dotted ("HARNFUDGE.Ladder.fair"), strings only. */
export function flatKeys(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null) return [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "object" && value !== null ? flatKeys(value, path) : [path];
  });
}

/** The keys one language lacks and the keys it has that English does not (both sorted). */
export function languageParity(english: unknown, other: unknown): { missing: string[]; extra: string[] } {
  const en = new Set(flatKeys(english));
  const them = new Set(flatKeys(other));
  return {
    missing: [...en].filter((k) => !them.has(k)).sort(),
    extra: [...them].filter((k) => !en.has(k)).sort(),
  };
}

/** Localization keys written out in full in templates and code (prefixes ending in "." are skipped). */
export function keysUsedIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(
    /(?<![\w.])(HARNFUDGE\.[A-Za-z0-9_.]*[A-Za-z0-9_]|TYPES\.[A-Za-z]+\.[A-Za-z]+)(?![\w.$`{])/g,
  )) {
    found.add(match[1] as string);
  }
  return [...found];
}

/** Key families the code builds from the rules' constants, e.g. `HARNFUDGE.Ladder.${key}`. */
export function constantKeyFamilies(): string[] {
  const families: Array<[string, readonly string[]]> = [
    ["HARNFUDGE.Ladder", constants.LADDER_KEYS],
    ["HARNFUDGE.Attribute", constants.ATTRIBUTE_KEYS],
    ["HARNFUDGE.SkillCategory", constants.SKILL_CATEGORIES],
    ["HARNFUDGE.WeaponClass", constants.WEAPON_CLASSES],
    ["HARNFUDGE.SocialClass", constants.SOCIAL_CLASSES],
    ["HARNFUDGE.Wound", constants.WOUND_LEVELS],
    ["HARNFUDGE.Treatment", constants.TREATMENTS],
    ["HARNFUDGE.Talent", constants.TALENT_KEYS],
    ["HARNFUDGE.Sense", constants.SENSES],
    ["HARNFUDGE.Wounding", WOUNDING_KINDS],
  ];
  return families.flatMap(([prefix, keys]) => keys.map((key) => `${prefix}.${key}`));
}

/**
 * The built modules' imports: each chunk imported (statically, or by `import()` on first use) must
 * be a built file and be in the release zip (`zipped`: the zip's file names, null when there is no
 * zip); no chunk may import the entry, and every `import()` must name its chunk literally.
 */
export function chunkProblems(sources: ReadonlyMap<string, string>, entry: string, zipped: ReadonlySet<string> | null): string[] {
  const problems: string[] = [];
  if (!sources.has(entry)) problems.push(`${entry} is missing from dist/`);
  if (zipped === null) problems.push("the release zip is missing: run `npm run build`");
  for (const [file, imports] of graphOf(sources)) {
    for (const [kind, targets] of [
      ["imports", imports.static],
      ["loads on first use", imports.dynamic],
    ] as const) {
      for (const target of targets) {
        if (!sources.has(target)) problems.push(`${file} ${kind} ${target}, missing from dist/`);
        else if (zipped && !zipped.has(target)) problems.push(`${file} ${kind} ${target}, missing from the release zip`);
        if (target === entry) problems.push(`${file} imports the entry ${entry} (it would be evaluated twice)`);
      }
    }
    if (imports.computed > 0) problems.push(`${file} has ${imports.computed} import() with a computed chunk name`);
  }
  return [...new Set(problems)];
}

/**
 * Classes Foundry knows by name: a Roll's class is stored in its chat message and found again in
 * CONFIG.Dice.rolls by name; a sheet's id ("harnfudge.<class name>") is stored when a user picks
 * a sheet.
 */
export const NAMED_CLASSES = [
  "HarnFudgeRoll",
  "HarnFudgeCharacterSheet",
  "HarnFudgeNpcSheet",
  "HarnFudgeSkillSheet",
  "HarnFudgeWeaponSheet",
  "HarnFudgeArmorSheet",
  "HarnFudgeTalentSheet",
];

/**
 * Whether built code keeps a class's name: declared under it (`class X`), bound to it (`X=class`,
 * which names the class X), or, where the minifier renamed it, set by keepNames (`__name(…, "X")`).
 */
export function keepsClassName(code: string, name: string): boolean {
  return new RegExp(`\\bclass ${name}\\b|(?<![\\w$.])${name}=class\\b|["'\`]${name}["'\`]`).test(code);
}

/** The system's files in a release zip (paths below its top folder), or null when it does not exist. */
function zipEntries(path: string): Set<string> | null {
  if (!existsSync(path)) return null;
  return new Set(filesInZip(zipEntryNames(path)));
}

/** The first stable v13 build (earlier v13 builds were prototypes and testing builds). */
export const FIRST_STABLE_V13_BUILD = 341;

/** compatibility: minimum a stable v13 build ("13.341" or later), verified on v14. */
export function compatibilityProblems(compatibility: { minimum?: unknown; verified?: unknown } | undefined): string[] {
  const problems: string[] = [];
  const minimum = /^13\.(\d+)$/.exec(String(compatibility?.minimum ?? ""));
  if (!minimum || Number(minimum[1]) < FIRST_STABLE_V13_BUILD)
    problems.push(`compatibility.minimum must be a stable v13 build (13.${FIRST_STABLE_V13_BUILD} or later)`);
  if (compatibility?.verified !== "14") problems.push("compatibility.verified must be 14");
  return problems;
}

/**
 * url, manifest and download: all three or none (a local build has none); when present, absolute
 * http(s) URLs, no placeholders, the manifest named system.json, the download this version's zip.
 */
export function releaseUrlProblems(manifest: Record<string, unknown>, version: string): string[] {
  const keys = ["url", "manifest", "download"] as const;
  const present = keys.filter((key) => manifest[key] !== undefined);
  if (present.length === 0) return [];
  const problems: string[] = [];
  if (present.length < keys.length) problems.push(`url, manifest and download come together (found only ${present.join(", ")})`);
  for (const key of present) {
    const value = manifest[key];
    if (typeof value !== "string" || !/^https?:\/\/[^\s/]+/.test(value)) problems.push(`${key} is not an absolute http(s) URL`);
    else if (/example|placeholder|TODO/i.test(value)) problems.push(`${key} is a placeholder URL`);
  }
  if (typeof manifest["manifest"] === "string" && !manifest["manifest"].endsWith("/system.json"))
    problems.push("manifest must point at system.json");
  if (typeof manifest["download"] === "string" && !manifest["download"].endsWith(`/${releaseZipName(version)}`))
    problems.push(`download must point at ${releaseZipName(version)}`);
  return problems;
}

/** Babele translation files ship in dist/lang/babele/<lang>/ and each names a pack of this system. */
function checkBabele(manifest: { id: string; packs?: { name: string }[] }, report: (message: string) => void): void {
  const packNames = new Set((manifest.packs ?? []).map((p) => `${manifest.id}.${p.name}`));
  const files = walk(join(dist, "lang", "babele"), (p) => p.endsWith(".json"));
  if (files.length === 0) report("no Babele translation files in dist/lang/babele");
  for (const file of files) {
    const name = relative(join(dist, "lang", "babele"), file);
    const collection =
      name
        .split(/[\\/]/)
        .pop()
        ?.replace(/\.json$/, "") ?? "";
    if (!packNames.has(collection) && !collection.endsWith("_packs-folders"))
      report(`Babele file ${name} names no pack of this system`);
    try {
      JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      report(`Babele file ${name} does not parse: ${String(error)}`);
    }
  }
}

function main() {
  const manifestPath = join(dist, "system.json");
  if (!existsSync(manifestPath)) {
    console.error("dist/system.json is missing: run `npm run build` first");
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  if (manifest.id !== "harnfudge") fail(`system.json id is ${manifest.id}, expected harnfudge`);
  if (manifest.version !== pkg.version) fail(`system.json version ${manifest.version} is not package.json's ${pkg.version}`);
  for (const problem of compatibilityProblems(manifest.compatibility)) fail(problem);
  for (const problem of releaseUrlProblems(manifest, pkg.version)) fail(problem);
  // The condition status effects' icons (src/play/status/register.ts).
  for (const id of CONDITION_IDS)
    if (!existsSync(join(dist, "icons", "conditions", `${id}.svg`))) fail(`icons/conditions/${id}.svg is missing`);
  for (const file of [...(manifest.esmodules ?? []), ...(manifest.styles ?? [])]) {
    if (!existsSync(join(dist, file))) fail(`system.json names ${file}, missing from dist/`);
  }
  for (const type of ["Actor", "Item"]) {
    if (!manifest.documentTypes?.[type] || Object.keys(manifest.documentTypes[type]).length === 0)
      fail(`documentTypes.${type} is empty`);
  }
  // The MIT licence asks that its notice travel with every copy: the built system and its zip.
  if (!existsSync(join(dist, "LICENSE"))) fail("LICENSE is missing from dist/ (the MIT notice ships with every copy)");
  if (existsSync(join(dist, "template.json")))
    fail("dist/template.json must not ship: documentTypes in system.json is the one declaration");

  const packNames = new Set<string>();
  for (const pack of manifest.packs ?? []) {
    packNames.add(pack.name);
    const dir = join(dist, pack.path);
    if (!existsSync(join(dir, "CURRENT"))) fail(`pack ${pack.name}: ${pack.path} is not a LevelDB folder in dist/`);
  }
  const folderPacks = (folders: Array<{ packs?: string[]; folders?: unknown[] }>): string[] =>
    folders.flatMap((f) => [...(f.packs ?? []), ...folderPacks((f.folders ?? []) as typeof folders)]);
  for (const name of folderPacks(manifest.packFolders ?? [])) {
    if (!packNames.has(name)) fail(`packFolders names the unknown pack ${name}`);
  }

  let english: Record<string, unknown> = {};
  const others = new Map<string, unknown>();
  for (const language of manifest.languages ?? []) {
    const path = join(dist, language.path);
    if (!existsSync(path)) {
      fail(`language ${language.lang}: ${language.path} is missing from dist/`);
      continue;
    }
    try {
      const parsed = JSON.parse(readFileSync(path, "utf8"));
      if (language.lang === "en") english = parsed;
      else others.set(language.lang, parsed);
    } catch (error) {
      fail(`language ${language.lang}: ${language.path} does not parse: ${String(error)}`);
    }
  }
  for (const [lang, tree] of others) {
    const { missing, extra } = languageParity(english, tree);
    if (missing.length > 0) fail(`language ${lang} lacks ${missing.length} key(s) of lang/en.json: ${missing.join(", ")}`);
    if (extra.length > 0) fail(`language ${lang} has ${extra.length} key(s) lang/en.json does not: ${extra.join(", ")}`);
  }
  checkBabele(manifest, fail);

  const sources = [
    ...walk(join(root, "templates"), (p) => p.endsWith(".hbs")),
    ...walk(join(root, "src"), (p) => p.endsWith(".ts") && !p.endsWith(".test.ts")),
  ];
  for (const file of sources) {
    for (const key of keysUsedIn(readFileSync(file, "utf8"))) {
      if (!hasKey(english, key)) fail(`${relative(root, file)} uses ${key}, missing from lang/en.json`);
    }
  }
  for (const key of constantKeyFamilies()) {
    if (!hasKey(english, key)) fail(`lang/en.json lacks ${key}`);
  }

  // The entry module and the chunks it loads at start and on first use.
  const built = readBuiltModules(dist);
  const zip = join(root, "release", releaseZipName(pkg.version));
  if (existsSync(zip)) for (const problem of zipLayoutProblems(zipEntryNames(zip))) fail(`release zip: ${problem}`);
  const entry = String(manifest.esmodules?.[0] ?? "harnfudge.mjs");
  for (const problem of chunkProblems(built, entry, zipEntries(zip))) fail(problem);
  const module = [...built.values()].join("\n");
  for (const name of NAMED_CLASSES)
    if (!keepsClassName(module, name)) fail(`class name ${name} did not survive the build (keepNames)`);

  if (problems.length > 0) {
    console.error(`dist check: ${problems.length} problem(s)\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
  console.log(
    `dist check: ok (${sources.length} source files, ${manifest.packs?.length ?? 0} packs, ${manifest.languages?.length ?? 0} languages)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();

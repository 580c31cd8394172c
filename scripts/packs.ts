/**
 * Compendium pack tooling for HârnFudge.
 *
 *   npx tsx scripts/packs.ts compile [--out dist/packs]        validate sources, build LevelDB packs
 *   npx tsx scripts/packs.ts extract [--from dist/packs] [--to packs] [--pack <name>]
 *                                                              LevelDB packs → YAML sources
 *   npx tsx scripts/packs.ts ids [--fix]                       check (or repair) the stable ids
 *   npx tsx scripts/packs.ts validate                          validate sources only
 *   npx tsx scripts/packs.ts babele [--fix]                    check (or sync) the Babele translation files
 *
 * The build script imports `compileAllPacks` and `packManifest`/`packFolders` (for system.json).
 * See docs/packs.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";

import { dropInitialActorFields, validateEmbeddedCopies } from "./packs/actors.ts";
import { kindFromKey } from "./packs/ids.ts";
import { cleanDocument, loadSourceFiles, serializeDoc, type Doc, type SourceFile } from "./packs/io.ts";
import { syncCreatureItems, translationProblems } from "./packs/babele.ts";
import { checkSourceIds, layoutPack, removeEmptyDirs, type IdProblem } from "./packs/layout.ts";
import { packManifest, type PackManifestEntry } from "./packs/manifest.ts";
import {
  dropInitialOptionalFields,
  PackValidationError,
  validateCompleteness,
  validateMeleeAs,
  validatePack,
} from "./packs/schema.ts";

export {
  packFolders,
  packManifest,
  PACK_ACTOR_TYPES,
  PACK_FOLDER_NAME,
  PACK_ITEM_TYPES,
  type PackManifestEntry,
} from "./packs/manifest.ts";
export { tokenSizeForMassScale, TOKEN_DISPOSITIONS, validateEmbeddedCopies } from "./packs/actors.ts";
export { PackValidationError, RULES_SKILLS, validateDocument, validatePack, validateMeleeAs } from "./packs/schema.ts";
export { stableId, slugify } from "./packs/ids.ts";
export { cleanDocument, loadSourceFiles, serializeDoc } from "./packs/io.ts";
export { layoutPack, type IdProblem } from "./packs/layout.ts";
export { syncCreatureItems, translationProblems, translationPath, type TranslationFile } from "./packs/babele.ts";

/** Repository root (this file lives in <root>/scripts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Default directory of the YAML sources: `packs/<name>/`. */
export const SOURCE_ROOT = path.join(REPO_ROOT, "packs");
/** The Babele translation files: `lang/babele/<lang>/harnfudge.<pack>.json`. */
export const BABELE_ROOT = path.join(REPO_ROOT, "lang", "babele");
/** Default output directory of `compile`. */
export const DEFAULT_OUT_DIR = path.join(REPO_ROOT, "dist", "packs");

/** Path shown in messages: relative to the repository when inside it. */
function display(file: string): string {
  const rel = path.relative(REPO_ROOT, file);
  return rel.startsWith("..") ? file : rel;
}

/** Check the stable ids and keys of every source; with `fix`, rewrite them (see scripts/packs/stable-ids.ts). */
export function checkIds(sourceRoot = SOURCE_ROOT, { fix = false }: { fix?: boolean } = {}): IdProblem[] {
  return checkSourceIds(sourceRoot, { fix, display });
}

/** Load the sources of every pack in the manifest (file names as shown in messages). */
export function loadAllSources(sourceRoot = SOURCE_ROOT): Map<string, SourceFile[]> {
  const all = new Map<string, SourceFile[]>();
  for (const pack of packManifest) {
    const files = loadSourceFiles(path.join(sourceRoot, pack.name)).map((f) => ({ ...f, file: display(f.file) }));
    all.set(pack.name, files);
  }
  return all;
}

/** All problems in the sources (empty when valid). */
export function collectSourceErrors(sources: Map<string, SourceFile[]>, sourceRoot = SOURCE_ROOT): string[] {
  const errors: string[] = [];
  for (const pack of packManifest) {
    const files = sources.get(pack.name) ?? [];
    if (files.length === 0) errors.push(`${display(path.join(sourceRoot, pack.name))}: pack has no source files`);
    errors.push(...validatePack(pack, files, { relativeTo: display(path.join(sourceRoot, pack.name)) }));
  }
  errors.push(...validateMeleeAs([...(sources.get("melee-weapons") ?? []), ...(sources.get("ranged-weapons") ?? [])]));
  const itemFiles = packManifest.filter((p) => p.type === "Item").flatMap((p) => sources.get(p.name) ?? []);
  for (const pack of packManifest.filter((p) => p.type === "Actor"))
    errors.push(...validateEmbeddedCopies(sources.get(pack.name) ?? [], itemFiles));
  errors.push(
    ...validateCompleteness(
      sources.get("skills") ?? [],
      sources.get("talents") ?? [],
      display(path.join(sourceRoot, "skills")),
      display(path.join(sourceRoot, "talents")),
    ),
  );
  return errors;
}

/** Load and validate every pack's sources; throws PackValidationError listing every problem with its file. */
export function validateAllSources(sourceRoot = SOURCE_ROOT): Map<string, SourceFile[]> {
  const sources = loadAllSources(sourceRoot);
  const errors = collectSourceErrors(sources, sourceRoot);
  if (errors.length > 0) throw new PackValidationError(errors);
  return sources;
}

export interface CompiledPack {
  name: string;
  type: PackManifestEntry["type"];
  dest: string;
  /** Primary documents written (folders included). */
  documents: number;
}

/**
 * Validate all sources, then compile each pack with the Foundry CLI into `<outDir>/<name>` (LevelDB).
 * The validated documents are staged as JSON so exactly what was checked is what gets packed.
 */
export async function compileAllPacks(
  outDir: string = DEFAULT_OUT_DIR,
  { sourceRoot = SOURCE_ROOT, log = false }: { sourceRoot?: string; log?: boolean } = {},
): Promise<CompiledPack[]> {
  const sources = validateAllSources(sourceRoot);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "harnfudge-packs-"));
  const results: CompiledPack[] = [];
  try {
    for (const pack of packManifest) {
      const stageDir = path.join(staging, pack.name);
      fs.mkdirSync(stageDir, { recursive: true });
      const files = sources.get(pack.name) ?? [];
      files.forEach(({ doc }, i) => {
        fs.writeFileSync(path.join(stageDir, `${String(i).padStart(4, "0")}.json`), JSON.stringify(doc));
      });
      const dest = path.resolve(outDir, pack.name);
      fs.rmSync(dest, { recursive: true, force: true });
      await compilePack(stageDir, dest, { log });
      results.push({ name: pack.name, type: pack.type, dest, documents: files.length });
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return results;
}

/** Read every primary document out of a LevelDB pack with the CLI's extractPack, cleaned of Foundry noise. */
export async function readPack(packPath: string): Promise<Doc[]> {
  if (!fs.existsSync(packPath))
    throw new Error(`${packPath}: no such pack (compile first, or give --from <Foundry Data>/systems/harnfudge/packs)`);
  const docs: Doc[] = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "harnfudge-extract-"));
  try {
    await extractPack(packPath, scratch, {
      transformEntry: (entry) => {
        const doc = cleanDocument(structuredClone(entry));
        docs.push(kindFromKey(doc._key) === "actor" ? dropInitialActorFields(doc) : dropInitialOptionalFields(doc));
        return false; // collected here; we write the files ourselves
      },
    });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return docs.sort((a, b) => String(a._key).localeCompare(String(b._key)));
}

/**
 * Turn compiled (or Foundry-edited) packs back into YAML sources: `<from>/<name>` → `<to>/<name>/…`.
 * Files of documents that no longer exist in the pack are removed. Returns the files written per pack.
 */
export async function extractAllPacks(
  from: string = DEFAULT_OUT_DIR,
  to: string = SOURCE_ROOT,
  { packs }: { packs?: readonly string[] } = {},
): Promise<Map<string, string[]>> {
  const written = new Map<string, string[]>();
  for (const pack of packManifest) {
    if (packs && !packs.includes(pack.name)) continue;
    const docs = await readPack(path.resolve(from, pack.name));
    const packDir = path.resolve(to, pack.name);
    const layout = layoutPack(docs);
    const keep = new Set<string>();
    for (const [rel, doc] of layout) {
      const file = path.join(packDir, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, serializeDoc(doc));
      keep.add(file);
    }
    for (const { file } of loadSourceFiles(packDir)) if (!keep.has(file)) fs.rmSync(file);
    removeEmptyDirs(packDir);
    written.set(pack.name, [...keep].map(display));
  }
  return written;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  const eq = args.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case "compile": {
      const out = option(args, "out") ?? DEFAULT_OUT_DIR;
      const results = await compileAllPacks(out, { log: args.includes("--log") });
      for (const r of results) console.log(`compiled ${r.name} (${r.type}, ${r.documents} documents) → ${display(r.dest)}`);
      return 0;
    }
    case "validate": {
      const sources = validateAllSources();
      console.log(`sources valid: ${[...sources].map(([name, files]) => `${name} ${files.length}`).join(", ")}`);
      return 0;
    }
    case "extract": {
      const from = option(args, "from") ?? DEFAULT_OUT_DIR;
      const to = option(args, "to") ?? SOURCE_ROOT;
      const packArg = option(args, "pack");
      const written = await extractAllPacks(from, to, { packs: packArg ? packArg.split(",") : undefined });
      for (const [name, files] of written)
        console.log(`extracted ${name}: ${files.length} files → ${display(path.resolve(to, name))}`);
      return 0;
    }
    case "ids": {
      const fix = args.includes("--fix");
      const problems = checkIds(SOURCE_ROOT, { fix });
      for (const p of problems) console.log(`${p.file}: ${p.what} ${JSON.stringify(p.actual)} → ${p.expected}`);
      if (problems.length === 0) console.log("all ids are stable and keys valid");
      else if (fix) console.log(`fixed ${problems.length} id/key problem(s)`);
      return problems.length > 0 && !fix ? 1 : 0;
    }
    case "babele": {
      const sources = loadAllSources();
      if (args.includes("--fix"))
        for (const file of syncCreatureItems(BABELE_ROOT, sources)) console.log(`synced ${display(file)}`);
      const problems = translationProblems(BABELE_ROOT, sources);
      for (const p of problems) console.log(p);
      if (problems.length === 0) console.log("translation files complete");
      return problems.length > 0 ? 1 : 0;
    }
    default:
      console.error(
        "usage: tsx scripts/packs.ts compile [--out dir] | extract [--from dir] [--to dir] [--pack names] | ids [--fix] | validate | babele [--fix]",
      );
      return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}

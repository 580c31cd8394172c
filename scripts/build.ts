/**
 * Builds the installable system into dist/ and a release zip:
 *   dist/system.json   manifest (version from package.json, documentTypes from template.json, packs)
 *   dist/harnfudge.mjs the one ES module (vite)
 *   dist/harnfudge.css the one stylesheet (SCSS, via vite)
 *   dist/templates/    Handlebars templates
 *   dist/lang/         translations
 *   dist/packs/        compiled LevelDB compendium packs
 *   release/harnfudge-<version>.zip
 * Usage: npx tsx scripts/build.ts [--no-zip]
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build as viteBuild } from "vite";
import AdmZip from "adm-zip";
import { compileAllPacks, packFolders, packManifest } from "./packs";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(root, path), "utf8"));

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

export function buildManifest(): BuiltManifest {
  const pkg = readJson("package.json");
  const manifest = readJson("system.json");
  const template = readJson("template.json") as unknown as Record<string, TemplateTypes>;
  return {
    ...manifest,
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

async function main() {
  const started = performance.now();
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  await viteBuild({ configFile: join(root, "vite.config.ts"), logLevel: "warn" });
  const manifest = buildManifest();
  writeFileSync(join(dist, "system.json"), JSON.stringify(manifest, null, 2) + "\n");
  for (const folder of ["templates", "lang"]) {
    if (existsSync(join(root, folder))) cpSync(join(root, folder), join(dist, folder), { recursive: true });
  }
  await compileAllPacks(join(dist, "packs"));
  if (!process.argv.includes("--no-zip")) {
    const zip = new AdmZip();
    zip.addLocalFolder(dist, "", (name) => !name.endsWith(".map"));
    mkdirSync(join(root, "release"), { recursive: true });
    const zipPath = join(root, "release", `harnfudge-${String(manifest.version)}.zip`);
    zip.writeZip(zipPath);
    console.log(`release: ${zipPath}`);
  }
  console.log(`built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await main();
}

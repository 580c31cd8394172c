/**
 * The release zip: the built system (dist/, without source maps) under one top folder named after
 * the system's id, `harnfudge/`. So it installs into a folder named `harnfudge` however it is
 * unpacked: Foundry's installer takes the folder that holds system.json as the package's root and
 * extracts it into Data/systems/harnfudge/; a manual unzip into Data/systems/ (unzip, 7-Zip's
 * "Extract here", macOS's Archive Utility) makes Data/systems/harnfudge/. A flat zip would land in
 * a folder named after the zip file (harnfudge-0.1.0/), which Foundry does not load.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import AdmZip from "adm-zip";

/** The system's id: the folder Foundry loads it from (Data/systems/<id>/) and the zip's top folder. */
export const SYSTEM_ID = "harnfudge";
/** The zip's one top folder. */
export const ZIP_TOP_FOLDER = `${SYSTEM_ID}/`;

/** The release zip's file name for a version. */
export function releaseZipName(version: string): string {
  return `${SYSTEM_ID}-${version}.zip`;
}

/** Zips the built system in `fromDir` (source maps left out) under `harnfudge/` into `zipPath`. */
export function writeReleaseZip(fromDir: string, zipPath: string): void {
  const zip = new AdmZip();
  zip.addLocalFolder(fromDir, SYSTEM_ID, (name) => !name.endsWith(".map"));
  mkdirSync(dirname(zipPath), { recursive: true });
  zip.writeZip(zipPath);
}

/** The entry names of a zip (directories end in "/"). */
export function zipEntryNames(zipPath: string): string[] {
  return new AdmZip(zipPath).getEntries().map((entry) => entry.entryName);
}

/** The files of the system inside the zip, as paths below its top folder ("system.json", "lang/en.json"). */
export function filesInZip(entries: readonly string[]): string[] {
  return entries.filter((name) => name.startsWith(ZIP_TOP_FOLDER) && !name.endsWith("/")).map((name) => name.slice(ZIP_TOP_FOLDER.length));
}

/**
 * What keeps a zip from installing into a folder named `harnfudge`: an entry outside the top
 * folder, a path that climbs out of it, no system.json directly in it, or another system.json
 * an installer could take for the root.
 */
export function zipLayoutProblems(entries: readonly string[]): string[] {
  const problems: string[] = [];
  for (const name of entries) {
    if (!name.startsWith(ZIP_TOP_FOLDER)) problems.push(`${name} is outside the zip's top folder ${ZIP_TOP_FOLDER}`);
    if (name.split(/[\\/]/).includes("..") || name.startsWith("/")) problems.push(`${name} climbs out of the install folder`);
  }
  const manifests = entries.filter((name) => name === "system.json" || name.endsWith("/system.json"));
  if (!manifests.includes(`${ZIP_TOP_FOLDER}system.json`)) problems.push(`the zip has no ${ZIP_TOP_FOLDER}system.json`);
  for (const other of manifests.filter((name) => name !== `${ZIP_TOP_FOLDER}system.json`))
    problems.push(`${other}: a second system.json (an installer could take its folder for the system's root)`);
  return problems;
}

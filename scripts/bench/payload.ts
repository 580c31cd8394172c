/**
 * What a client downloads, split by when (module-graph.ts reads the built files):
 *  - at world start: the entry module (harnfudge.mjs) and every chunk it imports statically, the
 *    stylesheets system.json lists, and the templates rendered while the world loads
 *    (START_TEMPLATES);
 *  - on first use: each chunk reached only through a dynamic `import()` (with the chunks it adds),
 *    and every other template (Foundry fetches a template the first time something renders it).
 * Each file is gzipped on its own (level 6), as a web server serves it. The language file is
 * listed for information; the budget's measure is code, styles and templates.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { graphOf, loadPlan, readBuiltModules } from "./module-graph";
import { fmt, type Row } from "./stats";

export const PAYLOAD_BUDGET_GZIP = 40 * 1024;
export const ENTRY = "harnfudge.mjs";

/**
 * Templates rendered while a world loads. The chat log renders its recent messages at start, and
 * a check roll's message (plain dice, initiative) is drawn by HarnFudgeRoll#render from
 * templates/chat/roll.hbs each time it is shown. Every other template is rendered by a sheet, a
 * dialog, an app, or once when a card is written (the card's HTML is stored in the message).
 */
export const START_TEMPLATES = ["templates/chat/roll.hbs"];

function filesUnder(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, ext) : path.endsWith(ext) ? [path] : [];
  });
}

export interface Size {
  raw: number;
  gzip: number;
}

function sizeOf(paths: readonly string[]): Size {
  return paths.reduce(
    (sum, path) => {
      const bytes = readFileSync(path);
      return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes, { level: 6 }).length };
    },
    { raw: 0, gzip: 0 },
  );
}

const kb = (s: Size) => `${fmt(s.raw / 1024)} KB raw, ${fmt(s.gzip / 1024)} KB gzip`;
const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });

/** A chunk's name without its content hash ("guards-BcTc0hR4.js" → "guards"). */
export function chunkLabel(file: string): string {
  return file.replace(/-[\w-]{8}\.js$/, "");
}

function stylesheets(dist: string): string[] {
  const manifestPath = join(dist, "system.json");
  const manifest: { styles?: unknown } = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : {};
  const styles = Array.isArray(manifest.styles) ? manifest.styles.filter((s): s is string => typeof s === "string") : [];
  return (styles.length > 0 ? styles : ["harnfudge.css"]).map((s) => join(dist, s));
}

/** What loads at world start, part by part (the budget's measure is their sum). */
export function startParts(dist: string): Array<{ label: string; files: string[]; note: string; size: Size }> {
  const plan = loadPlan(graphOf(readBuiltModules(dist)), ENTRY);
  const at = (files: readonly string[]) => files.map((f) => join(dist, f));
  const startChunks = plan.start.filter((f) => f !== ENTRY);
  const templates = filesUnder(join(dist, "templates"), ".hbs").sort();
  const isStartTemplate = (path: string) => START_TEMPLATES.includes(relative(dist, path).split("\\").join("/"));
  const parts: Array<[string, string[], string]> = [
    ["start: entry module (harnfudge.mjs)", at([ENTRY]), "loaded by system.json's esmodules"],
    [
      "start: chunks the entry imports statically",
      at(startChunks),
      `${startChunks.length} file(s): ${startChunks.map(chunkLabel).join(", ") || "none"}`,
    ],
    ["start: CSS", stylesheets(dist), "system.json's styles"],
    [
      "start: templates rendered at world start",
      templates.filter(isStartTemplate),
      `${START_TEMPLATES.join(", ")}: the chat log draws check rolls with it`,
    ],
  ];
  return parts.map(([label, files, note]) => ({ label, files, note, size: sizeOf(files) }));
}

/** The start payload's total (the budget's measure), raw and gzip bytes. */
export function startTotal(dist: string): Size {
  return startParts(dist).reduce<Size>((sum, part) => add(sum, part.size), { raw: 0, gzip: 0 });
}

export function measurePayload(dist: string): Row[] {
  const plan = loadPlan(graphOf(readBuiltModules(dist)), ENTRY);
  const at = (files: readonly string[]) => files.map((f) => join(dist, f));
  const templates = filesUnder(join(dist, "templates"), ".hbs").sort();
  const isStartTemplate = (path: string) => START_TEMPLATES.includes(relative(dist, path).split("\\").join("/"));
  const rows: Row[] = [];
  let start: Size = { raw: 0, gzip: 0 };
  for (const part of startParts(dist)) {
    start = add(start, part.size);
    rows.push({ section: "payload", measure: part.label, value: kb(part.size), note: part.note });
  }
  const within = start.gzip <= PAYLOAD_BUDGET_GZIP;
  rows.push({
    section: "payload",
    measure: "start total (the budget's measure)",
    value: kb(start),
    note: `budget ${fmt(PAYLOAD_BUDGET_GZIP / 1024, 0)} KB gzip: ${within ? "within" : "OVER"}; exact, one run`,
  });

  for (const { entry, adds } of plan.onDemand) {
    const shared = adds.filter((f) => f !== entry);
    rows.push({
      section: "payload",
      measure: `on first use: ${chunkLabel(entry)}`,
      value: kb(sizeOf(at(adds))),
      note: shared.length > 0 ? `with ${shared.map(chunkLabel).join(", ")}` : "one file",
    });
  }
  const onDemandFiles = [...new Set(plan.onDemand.flatMap((d) => d.adds))];
  const otherTemplates = templates.filter((t) => !isStartTemplate(t));
  rows.push({
    section: "payload",
    measure: "on first use: templates",
    value: kb(sizeOf(otherTemplates)),
    note: `${otherTemplates.length} file(s), each fetched the first time it is rendered`,
  });
  rows.push({
    section: "payload",
    measure: "on first use: total",
    value: kb(add(sizeOf(at(onDemandFiles)), sizeOf(otherTemplates))),
    note: `${onDemandFiles.length} chunk(s) (each counted once) and ${otherTemplates.length} template(s)`,
  });
  const language = join(dist, "lang", "en.json");
  if (existsSync(language))
    rows.push({
      section: "payload",
      measure: "language file (lang/en.json)",
      value: kb(sizeOf([language])),
      note: "fetched at start by Foundry; outside the budget's measure (code, styles, templates)",
    });
  if (plan.missing.length > 0) throw new Error(`built modules import missing files: ${plan.missing.join(", ")}`);
  return rows;
}

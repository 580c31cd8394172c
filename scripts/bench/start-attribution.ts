/**
 * Which source files the start payload's code comes from: builds the system with source maps (into a
 * temporary folder), follows the entry's static imports (module-graph.ts), and splits each start
 * module's bytes by the source file its source map names for them.
 *
 *   npx tsx scripts/bench/start-attribution.ts [--top N]
 *
 * Per source file: its raw bytes in the start modules, and its gzip cost measured as what the start
 * modules' gzip size loses when that file's bytes are taken out (each file gzipped on its own, level
 * 6, as payload.ts measures). The costs do not add up exactly to the total (gzip shares repeated
 * text between files), but they say where cutting saves most.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";
import { build } from "vite";
import { graphOf, loadPlan, readBuiltModules } from "./module-graph";
import { ENTRY } from "./payload";

export interface SourceShare {
  source: string;
  raw: number;
  /** Gzip bytes the start modules lose without this source's bytes. */
  gzip: number;
}

const gzipSize = (text: string) => gzipSync(Buffer.from(text), { level: 6 }).length;

/** One module's characters, each labelled by the source file its map names ("(no source)" otherwise). */
export function labelCharacters(code: string, map: RawSourceMap, mapDir: string, root: string): string[] {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === "\n") lineStarts.push(i + 1);
  const marks: Array<{ at: number; source: string }> = [];
  new SourceMapConsumer(map).eachMapping((m) => {
    const at = (lineStarts[m.generatedLine - 1] ?? 0) + m.generatedColumn;
    const source = m.source ? relative(root, resolve(mapDir, m.source)).split("\\").join("/") : "(no source)";
    marks.push({ at, source });
  });
  marks.sort((a, b) => a.at - b.at);
  const labels: string[] = new Array<string>(code.length).fill("(no source)");
  marks.forEach((mark, i) => {
    const end = marks[i + 1]?.at ?? code.length;
    for (let c = mark.at; c < end; c++) labels[c] = mark.source;
  });
  return labels;
}

/** The start modules' bytes per source file, largest gzip cost first. */
export function attributeStart(dist: string, root: string): { total: { raw: number; gzip: number }; shares: SourceShare[] } {
  const plan = loadPlan(graphOf(readBuiltModules(dist)), ENTRY);
  const modules = plan.start.map((file) => {
    const code = readFileSync(join(dist, file), "utf8");
    const mapPath = join(dist, `${file}.map`);
    // A module with nothing to map (the entry is one import line) gets no map file.
    if (!existsSync(mapPath)) return { code, labels: new Array<string>(code.length).fill(file) };
    const map = JSON.parse(readFileSync(mapPath, "utf8")) as RawSourceMap;
    return { code, labels: labelCharacters(code, map, dist, root) };
  });
  const total = {
    raw: modules.reduce((sum, m) => sum + Buffer.byteLength(m.code), 0),
    gzip: modules.reduce((sum, m) => sum + gzipSize(m.code), 0),
  };
  const sources = new Set(modules.flatMap((m) => m.labels));
  const shares = [...sources].map((source) => {
    let raw = 0;
    let gzip = 0;
    for (const { code, labels } of modules) {
      let kept = "";
      let taken = 0;
      for (let c = 0; c < code.length; c++) {
        if (labels[c] === source) taken += Buffer.byteLength(code[c] ?? "");
        else kept += code[c];
      }
      if (taken === 0) continue;
      raw += taken;
      gzip += gzipSize(code) - gzipSize(kept);
    }
    return { source, raw, gzip };
  });
  return { total, shares: shares.sort((a, b) => b.gzip - a.gzip || b.raw - a.raw) };
}

async function main() {
  const root = resolve(import.meta.dirname, "../..");
  const topArg = process.argv.indexOf("--top");
  const top = topArg >= 0 ? Number(process.argv[topArg + 1]) : 40;
  const out = mkdtempSync(join(tmpdir(), "harnfudge-attribution-"));
  try {
    await build({
      configFile: join(root, "vite.config.ts"),
      root,
      logLevel: "silent",
      build: { outDir: out, emptyOutDir: true, sourcemap: true },
    });
    const { total, shares } = attributeStart(out, root);
    const kb = (n: number) => (n / 1024).toFixed(2);
    console.log(`start code: ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip (without CSS and templates)\n`);
    console.log("| source | raw KB | gzip KB (cost) |\n|---|---:|---:|");
    for (const s of shares.slice(0, top)) console.log(`| ${s.source} | ${kb(s.raw)} | ${kb(s.gzip)} |`);
    const rest = shares.slice(top);
    if (rest.length > 0)
      console.log(
        `| ${rest.length} more | ${kb(rest.reduce((a, s) => a + s.raw, 0))} | ${kb(rest.reduce((a, s) => a + s.gzip, 0))} |`,
      );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();

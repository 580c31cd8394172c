/** Build costs: each tsc project, the vite bundle, the pack compile. Each a median of several runs. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build as viteBuild } from "vite";
import { compileAllPacks } from "../packs";
import { fmtSummary, timeRuns, type Row, type Summary } from "./stats";

const seconds = (s: Summary): Summary => ({ ...s, median: s.median / 1000, min: s.min / 1000, max: s.max / 1000 });

export async function measureBuild(root: string, runs: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const project of ["tsconfig.json", "tsconfig.rules.json", "tsconfig.node.json"]) {
    const s = await timeRuns(runs, () => {
      execFileSync(join(root, "node_modules/.bin/tsc"), ["-p", project], { cwd: root, stdio: "pipe" });
    });
    rows.push({ section: "build", measure: `tsc -p ${project}`, value: fmtSummary(seconds(s), "s") });
  }
  const out = mkdtempSync(join(tmpdir(), "harnfudge-bench-"));
  try {
    const vite = await timeRuns(runs, async () => {
      await viteBuild({
        configFile: join(root, "vite.config.ts"),
        logLevel: "silent",
        build: { outDir: join(out, "vite"), emptyOutDir: true },
      });
    });
    rows.push({ section: "build", measure: "vite build (module + CSS)", value: fmtSummary(seconds(vite), "s", 2) });
    let n = 0;
    const packs = await timeRuns(runs, async () => {
      await compileAllPacks(join(out, `packs-${n++}`), { log: false });
    });
    rows.push({ section: "build", measure: "pack compile (all packs)", value: fmtSummary(seconds(packs), "s", 2) });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return rows;
}

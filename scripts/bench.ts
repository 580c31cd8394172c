/**
 * `npm run bench`: what the system costs a table, as a Markdown table of medians (min, max, runs).
 * Not part of `npm test`: timings vary with the machine, so nothing here asserts a time.
 * Options: --runs N (default 7; build timings use max(3, N/2)), --only payload,rules,render,writes,growth,build,
 * --docs (write the exact sections' rows, payload and writes, into docs/performance.md: scripts/bench/docs.ts).
 * npm passes options after `--`: `npm run bench -- --only writes --docs`.
 */
import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { measurePayload } from "./bench/payload";
import { measureRules } from "./bench/rules";
import { measureRender } from "./bench/render";
import { measureBuild } from "./bench/build-times";
import { measureWrites } from "./bench/writes";
import { measureGrowth } from "./bench/growth";
import { renderTable, type Row } from "./bench/stats";
import { writeDocRows } from "./bench/docs";

const root = resolve(import.meta.dirname, "..");

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const runs = Number(arg("runs") ?? 7);
  const only = new Set((arg("only") ?? "payload,rules,render,writes,growth,build").split(","));
  const rows: Row[] = [];
  if (only.has("payload")) {
    // Measure what the current sources build to, not a stale dist/.
    execFileSync(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), join(root, "scripts/build.ts"), "--no-zip"], {
      cwd: root,
      stdio: "pipe",
    });
    rows.push(...measurePayload(join(root, "dist")));
  }
  if (only.has("rules")) rows.push(...measureRules(runs));
  if (only.has("render")) rows.push(...(await measureRender(runs)));
  if (only.has("writes")) rows.push(...(await measureWrites()));
  if (only.has("growth")) rows.push(...(await measureGrowth(runs)));
  if (only.has("build")) rows.push(...(await measureBuild(root, Math.max(3, Math.ceil(runs / 2)))));
  console.log(`\nHârnFudge benchmark — ${new Date().toISOString()} — node ${process.version}\n`);
  console.log(renderTable(rows));
  if (process.argv.includes("--docs")) {
    writeDocRows(root, rows);
    console.log("\nwrote the payload and writes rows into docs/performance.md");
  }
}

await main();

/** What every client downloads at world load: the ES module, the CSS and the templates. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { fmt, type Row } from "./stats";

export const PAYLOAD_BUDGET_GZIP = 40 * 1024;

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, ext) : path.endsWith(ext) ? [path] : [];
  });
}

export function measurePayload(dist: string): Row[] {
  const groups: Array<[string, string[]]> = [
    ["ES module (harnfudge.mjs)", [join(dist, "harnfudge.mjs")]],
    ["CSS (harnfudge.css)", [join(dist, "harnfudge.css")]],
    ["templates (*.hbs)", filesUnder(join(dist, "templates"), ".hbs")],
  ];
  let rawTotal = 0;
  let gzipTotal = 0;
  const rows: Row[] = groups.map(([label, files]) => {
    const raw = files.reduce((sum, f) => sum + statSync(f).size, 0);
    // Each file is served and compressed on its own, so gzip each one (level 6, as web servers do).
    const gz = files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 6 }).length, 0);
    rawTotal += raw;
    gzipTotal += gz;
    return {
      section: "payload",
      measure: label,
      value: `${fmt(raw / 1024)} KB raw, ${fmt(gz / 1024)} KB gzip`,
      note: `${files.length} file(s); exact, one run`,
    };
  });
  const within = gzipTotal <= PAYLOAD_BUDGET_GZIP;
  rows.push({
    section: "payload",
    measure: "total",
    value: `${fmt(rawTotal / 1024)} KB raw, ${fmt(gzipTotal / 1024)} KB gzip`,
    note: `budget ${fmt(PAYLOAD_BUDGET_GZIP / 1024, 0)} KB gzip: ${within ? "within" : "OVER"}`,
  });
  return rows;
}

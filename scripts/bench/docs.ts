/**
 * `npm run bench -- --only payload,writes --docs`: writes the measured rows of the sections that
 * are exact (payload, writes per action) into docs/performance.md's table, in place of that
 * section's old rows, so the doc says what the bench prints (tests/foundation/docs-drift.test.ts
 * and payload-budget.test.ts compare them). Timed sections (render, rules, build, growth) vary
 * with the machine and are left for a person to copy with their date.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { Row } from "./stats";

/** The sections whose figures are exact and written into the doc. */
export const EXACT_SECTIONS = ["payload", "writes"] as const;

export const PERFORMANCE_DOC = "docs/performance.md";
export const TABLE_HEADER = "| section | measure | median (min, max, runs) | note |";

/** One row as the doc's table writes it. */
export const tableLine = (row: Row) => `| ${row.section} | ${row.measure} | ${row.value} | ${row.note ?? ""} |`;

/**
 * The doc with each measured exact section's rows replaced by `rows` (where that section's first
 * row stood; at the table's end for a section it did not have yet). Other rows are kept.
 */
export function withRows(markdown: string, rows: readonly Row[]): string {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trim() === TABLE_HEADER);
  if (start < 0) throw new Error(`${PERFORMANCE_DOC} has no table "${TABLE_HEADER}"`);
  let end = start + 2;
  while (end < lines.length && (lines[end] ?? "").trim().startsWith("|")) end++;
  const sectionOf = (line: string) => line.split("|")[1]?.trim() ?? "";
  const replaced = new Set(rows.map((r) => r.section).filter((s) => (EXACT_SECTIONS as readonly string[]).includes(s)));
  const body: string[] = [];
  const written = new Set<string>();
  for (const line of lines.slice(start + 2, end)) {
    const section = sectionOf(line);
    if (!replaced.has(section)) body.push(line);
    else if (!written.has(section)) {
      body.push(...rows.filter((r) => r.section === section).map(tableLine));
      written.add(section);
    }
  }
  for (const section of replaced)
    if (!written.has(section)) body.push(...rows.filter((r) => r.section === section).map(tableLine));
  return [...lines.slice(0, start + 2), ...body, ...lines.slice(end)].join("\n");
}

/** Rewrites docs/performance.md (under `root`) with the measured exact rows. */
export function writeDocRows(root: string, rows: readonly Row[]): void {
  const path = `${root}/${PERFORMANCE_DOC}`;
  writeFileSync(path, withRows(readFileSync(path, "utf8"), rows));
}

/** Small statistics for benchmarks: medians of several runs, never a single timing. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error("no samples");
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, runs: sorted.length };
}

export async function timeRuns(runs: number, body: () => Promise<void> | void): Promise<Summary> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await body();
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

export interface Row {
  section: string;
  measure: string;
  value: string;
  note?: string;
}

export function fmt(n: number, digits = 1): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export function fmtSummary(s: Summary, unit: string, digits = 1): string {
  return `${fmt(s.median, digits)} ${unit} (min ${fmt(s.min, digits)}, max ${fmt(s.max, digits)}, n=${s.runs})`;
}

/** A Markdown table, ready for docs/performance.md. */
export function renderTable(rows: readonly Row[]): string {
  const lines = ["| section | measure | median (min, max, runs) | note |", "| --- | --- | --- | --- |"];
  for (const row of rows) lines.push(`| ${row.section} | ${row.measure} | ${row.value} | ${row.note ?? ""} |`);
  return lines.join("\n");
}

/** The docs' Markdown tables as cells, for the tests that hold them against the code (docs-tables.test.ts). */

/** The body rows (cells trimmed) of the Markdown table whose header line is `header`. */
export function markdownTable(markdown: string, header: string): string[][] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trim() === header);
  if (start < 0) throw new Error(`no table "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    const trimmed = line.trim();
    if (!trimmed.startsWith("|")) break;
    rows.push(
      trimmed
        .slice(1, trimmed.endsWith("|") ? -1 : undefined)
        .split(" | ")
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** A cell's text without its code backticks (`` `harnfudge.heal` `` → harnfudge.heal). */
export const codeCell = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1] ?? cell;

/**
 * Drift cannot come back (issue 29, item 2): what the README, the docs and the in-game journal
 * quote from the system's screens is a string of the language files (the `<q>` convention,
 * tests/foundation/ui-quotes.ts); the benchmark's command lines work as written; and
 * docs/performance.md's writes per action are what `npm run bench` prints. The journal's lists of
 * settings, commands and macros are held by tests/foundry/docs-drift.test.ts, the payload rows by
 * tests/foundation/payload-budget.test.ts.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { measureWrites } from "../../scripts/bench/writes";
import { markdownTable } from "./markdown-table";
import { ROOT, langStrings, quotesIn, quotingTexts, read, uiQuoteMatcher } from "./ui-quotes";

const matchers = { en: uiQuoteMatcher(langStrings("en")), de: uiQuoteMatcher(langStrings("de")) };
const quotes = quotingTexts().flatMap((t) => quotesIn(t.text).map((quote) => ({ ...t, quote })));

describe("strings quoted from the UI (<q>…</q>)", () => {
  it("are quoted in the docs and the journal (the check has something to check)", () => {
    expect(quotes.filter((q) => q.lang === "en").length).toBeGreaterThanOrEqual(25);
    expect(quotes.filter((q) => q.lang === "de").length).toBeGreaterThanOrEqual(9);
  });

  it("are each a string of the language file of their language: a renamed label or status line fails here", () => {
    const stale = quotes.filter((q) => matchers[q.lang](q.quote).length === 0).map((q) => `${q.where}: <q>${q.quote}</q>`);
    expect(stale).toEqual([]);
  });

  it("are read with placeholders, a left-out “…”, a status line of two strings, either case at the start", () => {
    const en = matchers.en;
    // The attack card's own line, and the line cards' (an opposed action's, a check's) "Waiting for {who}" / "{name}'s player".
    expect(en("Waiting for Brigand's player")).toEqual([
      "HARNFUDGE.Card.Wait.Attacker",
      "HARNFUDGE.Card.Wait.Target",
      "HARNFUDGE.Lines.PlayerOf",
      "HARNFUDGE.Lines.WaitFor",
    ]);
    expect(en("No skill matches the search")).toEqual(["HARNFUDGE.SheetUI.Search.NoMatch"]);
    expect(en("Your turn: apply the hit to Brigand")).toEqual(["HARNFUDGE.Card.YourTurn + HARNFUDGE.Card.Turn.Apply"]);
    expect(en("Your turn: …")).toEqual(["HARNFUDGE.Card.YourTurn + …"]);
    expect(en("apply hits automatically")).toEqual(["HARNFUDGE.Settings.AutoApplyMode.Name"]);
    expect(matchers.de("Du bist dran: trage den Treffer bei Räuber ein")).toEqual([
      "HARNFUDGE.Card.YourTurn + HARNFUDGE.Card.Turn.Apply",
    ]);
    // What no longer exists (the journal's old status lines), or a near miss, is no UI string.
    expect(en("Brigand's owner or the GM: choose a defence")).toEqual([]);
    expect(en("Apply hit automatically")).toEqual([]);
    expect(matchers.de("Du bist dran: wende den Treffer auf Räuber an")).toEqual([]);
    // A string that is nothing but placeholders matches no quote.
    expect(en("Aldric of Tashal")).toEqual([]);
  });

  it("are found in Markdown and in the journal's HTML, inner tags dropped", () => {
    expect(quotesIn("a <q>Undone by the GM</q> and <q><strong>Roll</strong> damage</q>; not “this”")).toEqual([
      "Undone by the GM",
      "Roll damage",
    ]);
  });
});

describe("the benchmark's command lines", () => {
  it("pass options after `--` (npm keeps `npm run bench --only …` for itself)", () => {
    const wrong = quotingTexts()
      .filter((t) => /npm run bench --(?!\s)/.test(t.text))
      .map((t) => t.where);
    expect(wrong).toEqual([]);
    expect(read("docs/performance.md")).toContain("npm run bench -- --only growth");
  });
});

describe("docs/performance.md, writes per action", () => {
  it("are exactly the rows `npm run bench -- --only writes` prints", async () => {
    const rows = markdownTable(read("docs/performance.md"), "| section | measure | median (min, max, runs) | note |")
      .filter(([section]) => section === "writes")
      .map(([, measure, value, note]) => ({ measure, value, note }));
    const bench = (await measureWrites()).map((r) => ({ measure: r.measure, value: r.value, note: r.note ?? "" }));
    expect(rows).toEqual(bench);
  });
});

/** Every file of the repository (not what is built, installed or generated). */
function repositoryFiles(dir = ""): string[] {
  const skip = new Set(["node_modules", ".git", ".stryker-tmp"]);
  /** Build and run output, only at the top (scripts/release/ is a source folder). */
  const written = new Set(["dist", "release", "screenshots", "reports"]);
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    if (skip.has(name) || (dir === "" && written.has(name))) return [];
    const path = dir ? `${dir}/${name}` : name;
    return statSync(join(ROOT, path)).isDirectory() ? repositoryFiles(path) : [path];
  });
}

describe("the source files the docs name", () => {
  const files = repositoryFiles();
  const basenames = new Set(files.map((f) => f.split("/").pop() ?? ""));
  /** What the build, a release, a run or an example writes: named by the docs, in no checkout. */
  const WRITTEN = new Set([
    "harnfudge.mjs",
    "mutation.json",
    "stryker-incremental.json",
    "release/system.json",
    "dist/system.json",
    "harnfudge/system.json",
    "screenshots/contrast.json",
    "screenshots/play-contrast.json",
    "screenshots/card-heights.json",
    "path/to/file.test.ts",
  ]);
  /**
   * A named file exists in a clean checkout: a path by its end ("attack/card-status.ts" under src/play/), a bare name
   * anywhere. Only the repository's files count, never what a local build left (CI's clone has no dist/).
   */
  const exists = (path: string) =>
    WRITTEN.has(path) || (path.includes("/") ? files.some((f) => f === path || f.endsWith(`/${path}`)) : basenames.has(path));

  it("exist where the docs say (a moved or renamed file fails here until the docs follow)", () => {
    const named = quotingTexts()
      .filter((t) => t.lang === "en")
      .flatMap((t) =>
        [...t.text.matchAll(/(?<![\w/.@:-])([\w-]+(?:\/[\w.-]+)*\.(?:ts|hbs|scss|mjs|json|yml))\b/g)].map((m) => ({
          where: t.where,
          path: m[1] ?? "",
        })),
      );
    expect(named.length).toBeGreaterThan(200);
    expect(named.filter((n) => !exists(n.path)).map((n) => `${n.where}: ${n.path}`)).toEqual([]);
    expect([exists("play/status/register.ts"), exists("creationLimits.ts"), exists("attack/card-status.ts")]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it("docs/development.md's casts are where the table says: each file it names still casts", () => {
    const rows = markdownTable(read("docs/development.md"), "| where | cast | why |");
    expect(rows.length).toBeGreaterThan(4);
    for (const [where = ""] of rows)
      for (const path of [...where.matchAll(/`(src\/[^`]+\.ts)`/g)].map((m) => m[1] ?? ""))
        expect([path, / as [`A-Z(]|as typeof/.test(read(path))]).toEqual([path, true]);
  });
});

/**
 * Render costs in headless Chromium with the real templates and CSS: the character sheet (77+ skill
 * rows, 20+ items, wounds marked) in Play mode (trained skills shown), Edit mode (a ladder on every
 * row) and with a search typed, from context to inserted DOM, against the floor of inserting the
 * same final HTML alone; and the attack chat card at its last stage the same way.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchChromium } from "../render/browser/launch";
import * as sass from "sass";
import { build as viteBuild } from "vite";
import { ROOT, readTemplateSources } from "../render/harness";
import { readLangTree } from "../render/i18n";
import type { BenchTimings } from "./browser/entry";
import { fmt, summarize, type Row } from "./stats";

async function bundle(): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), "harnfudge-bench-browser-"));
  try {
    await viteBuild({
      configFile: false,
      logLevel: "silent",
      build: {
        outDir: out,
        emptyOutDir: true,
        minify: true,
        lib: {
          entry: join(ROOT, "scripts/bench/browser/entry.ts"),
          formats: ["iife"],
          name: "harnfudgeBenchBundle",
          fileName: () => "bench.js",
        },
      },
    });
    return readFileSync(join(out, "bench.js"), "utf8");
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function rows(label: string, t: Pick<BenchTimings, "full" | "insertOnly" | "htmlBytes">, note: string): Row[] {
  const full = summarize(t.full);
  const floor = summarize(t.insertOnly);
  const ratios = summarize(t.full.map((f, i) => f / (t.insertOnly[i] ?? f)));
  const ms = (s: ReturnType<typeof summarize>) =>
    `${fmt(s.median, 2)} ms (min ${fmt(s.min, 2)}, max ${fmt(s.max, 2)}, n=${s.runs})`;
  return [
    { section: "render", measure: `${label}: context + render + insert`, value: ms(full), note },
    {
      section: "render",
      measure: `${label}: insert final HTML only (floor)`,
      value: ms(floor),
      note: `${fmt(t.htmlBytes / 1024)} KB of HTML`,
    },
    {
      section: "render",
      measure: `${label}: ratio to floor`,
      value: `${fmt(ratios.median, 2)}× (min ${fmt(ratios.min, 2)}, max ${fmt(ratios.max, 2)})`,
    },
  ];
}

export async function measureRender(runs: number, batch = 20): Promise<Row[]> {
  const script = await bundle();
  const css =
    readFileSync(join(ROOT, "scripts/render/foundry-standin.css"), "utf8") +
    sass.compile(join(ROOT, "styles/harnfudge.scss")).css;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 1000 } });
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>
       <div id="app" class="application harnfudge sheet actor character themed theme-light" style="width:760px;height:900px"><form id="content" class="window-content"></form></div>
       <script>${script}</script></body></html>`,
    );
    const sources = [...readTemplateSources()];
    const lang = readLangTree();
    await page.evaluate(({ sources, lang }) => globalThis.harnfudgeBench?.setup(sources, lang), { sources, lang });
    const sheets: [string, BenchTimings][] = [];
    for (const variant of ["play", "edit", "search"] as const) {
      const timings = await page.evaluate(
        ({ runs, batch, variant }) => {
          const bench = globalThis.harnfudgeBench;
          if (!bench) throw new Error("bench bundle did not load");
          const container = document.getElementById("content");
          if (!container) throw new Error("no container");
          return bench.benchCharacterSheet(container, runs, batch, variant);
        },
        { runs, batch, variant },
      );
      sheets.push([variant, timings]);
    }
    await page.evaluate(() => {
      const app = document.getElementById("app");
      if (app)
        app.outerHTML = `<div id="app" class="chat-log themed theme-light" style="width:300px"><li class="chat-message"><div id="content" class="message-content"></div></li></div>`;
    });
    const card = await page.evaluate(
      ({ runs, batch }) => {
        const bench = globalThis.harnfudgeBench;
        const container = document.getElementById("content");
        if (!bench || !container) throw new Error("bench page not ready");
        return bench.benchAttackCard(container, runs, batch * 5);
      },
      { runs, batch },
    );
    const labels = { play: "Play mode", edit: "Edit mode", search: 'search "la", all skills' };
    return [
      ...sheets.flatMap(([variant, sheet]) =>
        rows(
          `character sheet, ${labels[variant as keyof typeof labels]}`,
          sheet,
          `${sheet.skillRows} skill rows (${sheet.shownRows} shown), ${sheet.items} items, wounds marked; ${batch} renders a sample`,
        ),
      ),
      ...rows(
        "attack card, applied",
        card,
        `context from the stored state via the rules core + roll and card templates; ${batch * 5} renders a sample`,
      ),
    ];
  } finally {
    await browser.close();
  }
}

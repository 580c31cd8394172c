/**
 * The code's shape, held by a test (issue 17): no import circle anywhere in src/ (static imports,
 * type imports included; an `import()` on first use is a lazy load, not a dependency at start);
 * the lower layers (rules, rolls, documents, data) never import play/, apps/ or sheets/; the play
 * layer's three kinds of folder (issue 28, item 7; docs/development.md, "The play layer"): the
 * shared services (src/play/services) import neither the GM core nor a feature, the GM core
 * (src/play/gm, the trust boundary) imports no feature, no feature imports another feature, and
 * code outside a feature imports it only through its face (index.ts) or its register.ts, which
 * every feature folder has; every file name is kebab-case.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const src = join(root, "src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.ts$/.test(name) && !name.endsWith(".test.ts") ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.d.ts`, join(base, "index.ts")])
    if (candidate.endsWith(".ts") && allFiles.has(candidate)) return candidate;
  return null;
}

const allFiles = new Set(files(src));
/** Static imports and re-exports (type-only ones too), not `import()`. */
const graph = new Map<string, string[]>(
  [...allFiles].map((file) => {
    const text = readFileSync(file, "utf8");
    const specs = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|^\s*import\s+"([^"]+)"/gm)].map(
      (m) => m[1] ?? m[2] ?? "",
    );
    return [file, specs.flatMap((s) => resolveImport(file, s) ?? [])];
  }),
);
const rel = (f: string) => relative(src, f);

function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, "open");
    stack.push(f);
    for (const next of graph.get(f) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next].map(rel));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(f, "done");
  };
  for (const f of allFiles) if (!state.has(f)) visit(f);
  return found;
}

const edges = [...graph].flatMap(([from, tos]) => tos.map((to) => [rel(from), rel(to)] as const));
/** The feature folder a path is in (every folder of play/ but the GM core and the services), or null. */
const feature = (path: string) => {
  const name = /^play\/([^/]+)\//.exec(path)?.[1] ?? null;
  return name === "gm" || name === "services" ? null : name;
};
/** Every import, `import()` on first use included, as [from, to]. */
const allEdges = [...allFiles].flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/\bfrom\s+"([^"]+)"|\bimport\s*\(\s*"([^"]+)"\s*\)|^\s*import\s+"([^"]+)"/gm)]
    .flatMap((m) => resolveImport(file, m[1] ?? m[2] ?? m[3] ?? "") ?? [])
    .map((to) => [rel(file), rel(to)] as const),
);
const featureFolders = readdirSync(join(src, "play")).filter(
  (name) => statSync(join(src, "play", name)).isDirectory() && feature(`play/${name}/`) !== null,
);

describe("the code's shape", () => {
  it("has no import circle in src/", () => {
    expect(cycles()).toEqual([]);
  });

  it("keeps the lower layers (rules, rolls, documents, data) free of play/, apps/ and sheets/", () => {
    const lower = /^(rules|rolls|documents|data)\//;
    expect(edges.filter(([from, to]) => lower.test(from) && /^(play|apps|sheets)\//.test(to))).toEqual([]);
  });

  it("keeps the shared services free of the GM core and of every feature", () => {
    const up = allEdges.filter(([from, to]) => from.startsWith("play/services/") && (to.startsWith("play/gm/") || feature(to)));
    expect(up).toEqual([]);
  });

  it("keeps the GM core (the trust boundary) free of every feature", () => {
    expect(allEdges.filter(([from, to]) => from.startsWith("play/gm/") && feature(to))).toEqual([]);
  });

  it("keeps each feature free of every other feature, its face included", () => {
    expect(allEdges.filter(([from, to]) => feature(from) && feature(to) && feature(from) !== feature(to))).toEqual([]);
  });

  it("lets code outside a feature import it only through its face (index.ts) or its register.ts", () => {
    // quench/ holds the in-world test batches: like a test, they read a feature's ports and state to check them.
    // Two pure views the render harness and the Node tests load (tsconfig.node.json has no Foundry types)
    // read a feature's pure module itself, since its face also re-exports the feature's Foundry code.
    const pureReads = new Set([
      "apps/dashboard/cards.ts play/attack/state.ts",
      "sheets/context/time-shown.ts play/healing/clock-span.ts",
    ]);
    const inside = allEdges.filter(([from, to]) => {
      const target = feature(to);
      if (target === null || feature(from) === target || from.startsWith("quench/")) return false;
      if (pureReads.has(`${from} ${to}`)) return false;
      return !/\/(index|register)\.ts$/.test(to);
    });
    expect(inside).toEqual([]);
  });

  it("gives every feature folder its register.ts and its face, index.ts", () => {
    expect(featureFolders.length).toBeGreaterThan(10);
    const missing = featureFolders.flatMap((name) =>
      ["register.ts", "index.ts"].filter((file) => !allFiles.has(join(src, "play", name, file))).map((f) => `${name}/${f}`),
    );
    expect(missing).toEqual([]);
  });

  it("names every source, test and script file in kebab-case", () => {
    const all = ["src", "tests", "scripts"].flatMap((d) => files(join(root, d)).concat());
    const names = all.map((f) => relative(root, f)).filter((f) => !/^[a-z0-9./-]+$/.test(f.replace(/\.d\.ts$/, ".ts")));
    expect(names).toEqual([]);
  });
});

/**
 * The code's shape, held by a test (issue 17): no import circle anywhere in src/ (static imports,
 * type imports included; an `import()` on first use is a lazy load, not a dependency at start);
 * the lower layers (rules, rolls, documents, data) never import play/, apps/ or sheets/; the GM
 * core (src/play/gm) imports no feature, and no feature imports another feature's files; every
 * file name is kebab-case.
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
const feature = (path: string) => /^play\/([^/]+)\//.exec(path)?.[1] ?? null;

describe("the code's shape", () => {
  it("has no import circle in src/", () => {
    expect(cycles()).toEqual([]);
  });

  it("keeps the lower layers (rules, rolls, documents, data) free of play/, apps/ and sheets/", () => {
    const lower = /^(rules|rolls|documents|data)\//;
    expect(edges.filter(([from, to]) => lower.test(from) && /^(play|apps|sheets)\//.test(to))).toEqual([]);
  });

  it("keeps the GM core free of features, and each feature free of another's files", () => {
    const crossing = edges.filter(([from, to]) => {
      const a = feature(from);
      const b = feature(to);
      return b !== null && b !== "gm" && b !== "services" && a !== b;
    });
    // play/register.ts, play/chat.ts and play/hooks.ts are the play layer's hubs: they register or wire each feature.
    const hubs = new Set(["play/register.ts", "play/chat.ts", "play/hooks.ts"]);
    // quench/ holds the in-world test batches: like a test, it reads a feature's card and records to check them.
    const outside = (from: string) => ["sheets/", "apps/", "quench/"].some((prefix) => from.startsWith(prefix));
    expect(crossing.filter(([from]) => !hubs.has(from) && !outside(from))).toEqual([]);
  });

  it("names every source, test and script file in kebab-case", () => {
    const all = ["src", "tests", "scripts"].flatMap((d) => files(join(root, d)).concat());
    const names = all.map((f) => relative(root, f)).filter((f) => !/^[a-z0-9./-]+$/.test(f.replace(/\.d\.ts$/, ".ts")));
    expect(names).toEqual([]);
  });
});

/**
 * The built system's module graph, read from the files in dist/ as a browser loads them: the entry
 * (harnfudge.mjs) and every chunk it imports statically load at world start; a chunk reached only
 * through a dynamic `import()` loads on first use. The files are parsed (Vite's parseAst), so an
 * import-like string inside the code is not mistaken for an import.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { parseAst } from "vite";

export interface ModuleImports {
  /** Specifiers of `import … from`, `import "…"`, `export … from`: loaded before the module runs. */
  static: string[];
  /** Specifiers of `import("…")` with a literal string: loaded when that code runs. */
  dynamic: string[];
  /** How many `import()` calls compute their specifier (nothing here can tell what they load). */
  computed: number;
}

/** The string a source node names: a string literal, or a template literal without substitutions (the minifier writes `import(\`./x.js\`)`). */
function literalSource(node: unknown): string | null {
  if (typeof node !== "object" || node === null || !("type" in node)) return null;
  if (node.type === "Literal") return "value" in node && typeof node.value === "string" ? node.value : null;
  if (node.type !== "TemplateLiteral" || !("quasis" in node) || !Array.isArray(node.quasis) || node.quasis.length !== 1)
    return null;
  const quasi: unknown = node.quasis[0];
  if (typeof quasi !== "object" || quasi === null || !("value" in quasi)) return null;
  const value: unknown = quasi.value;
  return typeof value === "object" && value !== null && "cooked" in value && typeof value.cooked === "string"
    ? value.cooked
    : null;
}

/** Every node below `node` (ESTree objects and arrays), depth first. */
function* nodesUnder(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesUnder(child);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const record = node as Record<string, unknown>; // an ESTree node: a plain object of child nodes and values
  if (typeof record["type"] === "string") yield record;
  for (const [key, value] of Object.entries(record)) if (key !== "type" && typeof value === "object") yield* nodesUnder(value);
}

const STATIC_KINDS = new Set(["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration"]);

/** The static and dynamic imports of one ES module's source text. */
export function moduleImports(code: string): ModuleImports {
  const found: ModuleImports = { static: [], dynamic: [], computed: 0 };
  for (const node of nodesUnder(parseAst(code).body)) {
    const source = literalSource(node["source"]);
    if (node["type"] === "ImportExpression" && source === null) found.computed += 1;
    if (source === null) continue;
    if (STATIC_KINDS.has(String(node["type"]))) found.static.push(source);
    else if (node["type"] === "ImportExpression") found.dynamic.push(source);
  }
  return found;
}

/** A set of built modules by file name (relative to dist/, "/"-separated) and what each imports. */
export type ModuleGraph = Map<string, ModuleImports>;

/** The file a relative specifier of `from` names, or the specifier itself when it is not relative. */
export function resolveSpecifier(from: string, specifier: string): string {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return specifier;
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

/** Parses the sources of the given modules into a graph. */
export function graphOf(sources: ReadonlyMap<string, string>): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const [file, code] of sources) {
    const imports = moduleImports(code);
    graph.set(file, {
      static: imports.static.map((s) => resolveSpecifier(file, s)),
      dynamic: imports.dynamic.map((s) => resolveSpecifier(file, s)),
      computed: imports.computed,
    });
  }
  return graph;
}

/** The built ES modules in dist/ (its top level: harnfudge.mjs and the chunks, *.js). */
export function readBuiltModules(dist: string): Map<string, string> {
  const sources = new Map<string, string>();
  if (!existsSync(dist)) return sources;
  for (const name of readdirSync(dist).sort())
    if (name.endsWith(".mjs") || name.endsWith(".js")) sources.set(name, readFileSync(join(dist, name), "utf8"));
  return sources;
}

/** The modules loaded with `roots`: the roots and, transitively, everything they import statically. */
export function staticClosure(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length > 0) {
    const file = todo.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...(graph.get(file)?.static ?? []));
  }
  return seen;
}

export interface LoadPlan {
  /** The entry and every module it imports statically: what a client loads at world start. */
  start: string[];
  /**
   * Each module some code imports dynamically and that start does not already hold, with the
   * modules it adds (itself and its static imports not loaded at start): what loads on first use.
   */
  onDemand: Array<{ entry: string; adds: string[] }>;
  /** Specifiers (static or dynamic) naming no module of the graph. */
  missing: string[];
}

/** Splits a built graph into what loads at start (from `entry`) and what loads on first use. */
export function loadPlan(graph: ModuleGraph, entry: string): LoadPlan {
  const start = staticClosure(graph, [entry]);
  const dynamicEntries = new Set<string>();
  const missing = new Set<string>();
  for (const imports of graph.values()) {
    for (const target of [...imports.static, ...imports.dynamic]) if (!graph.has(target)) missing.add(target);
    for (const target of imports.dynamic) if (graph.has(target) && !start.has(target)) dynamicEntries.add(target);
  }
  const onDemand = [...dynamicEntries].sort().map((dynamicEntry) => ({
    entry: dynamicEntry,
    adds: [...staticClosure(graph, [dynamicEntry])].filter((f) => !start.has(f)).sort(),
  }));
  return {
    start: [...start].sort((a, b) => (a === entry ? -1 : b === entry ? 1 : a.localeCompare(b))),
    onDemand,
    missing: [...missing].sort(),
  };
}

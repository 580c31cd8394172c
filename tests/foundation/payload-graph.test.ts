/**
 * The payload measure's module graph (scripts/bench/module-graph.ts): what the built entry imports
 * statically loads at world start; a chunk reached only through `import()` loads on first use.
 */
import { describe, expect, it } from "vitest";
import { graphOf, loadPlan, moduleImports, resolveSpecifier } from "../../scripts/bench/module-graph";
import { chunkLabel } from "../../scripts/bench/payload";
import { chunkProblems, keepsClassName } from "../../scripts/check-dist";

describe("moduleImports", () => {
  it("counts a static import, not a dynamic one, as loaded with the module", () => {
    const found = moduleImports('import{a as b}from"./a.js";const later=()=>import("./d.js");b(later);');
    expect(found.static).toEqual(["./a.js"]);
    expect(found.dynamic).toEqual(["./d.js"]);
  });

  it("reads every static form (bare, namespace, re-exports) and dynamic imports written as template literals", () => {
    const found = moduleImports(
      'import"./side.js";import*as ns from"./ns.js";export*from"./all.js";export{x}from"./named.js";' +
        "const y=ns.x;export{y};const f=()=>import(`./tpl.js`),g=async()=>(await import('./q.js')).run();f(g);",
    );
    expect(found.static).toEqual(["./side.js", "./ns.js", "./all.js", "./named.js"]);
    expect(found.dynamic).toEqual(["./tpl.js", "./q.js"]);
  });

  it("does not mistake an import written inside a string or a template for one", () => {
    const found = moduleImports('const a="import(\\"./no.js\\")",b=`import x from "./nor.js"`;console.log(a,b);');
    expect(found).toEqual({ static: [], dynamic: [], computed: 0 });
  });

  it("counts a dynamic import whose name is computed apart (it cannot be followed)", () => {
    const found = moduleImports("const n='x';import(`./${n}.js`);import(n);import('./k.js');");
    expect(found.dynamic).toEqual(["./k.js"]);
    expect(found.computed).toBe(2);
  });
});

describe("loadPlan", () => {
  const sources = new Map([
    ["harnfudge.mjs", 'import{a}from"./a.js";a();const open=()=>import("./sheet.js");open();'],
    ["a.js", 'import{s}from"./shared.js";export const a=()=>s();'],
    ["shared.js", "export const s=()=>1;"],
    ["sheet.js", 'import{s}from"./shared.js";import{e}from"./extra.js";export const run=()=>s()+e();'],
    ["extra.js", "export const e=()=>2;"],
    ["dialog.js", "export const d=1;"],
  ]);

  it("loads the entry's static closure at start and the dynamic target with what it adds on first use", () => {
    const plan = loadPlan(graphOf(sources), "harnfudge.mjs");
    expect(plan.start).toEqual(["harnfudge.mjs", "a.js", "shared.js"]);
    expect(plan.onDemand).toEqual([{ entry: "sheet.js", adds: ["extra.js", "sheet.js"] }]);
    expect(plan.missing).toEqual([]);
  });

  it("puts a chunk that is imported both ways at start, and reports imports of missing files", () => {
    const both = new Map([
      ["harnfudge.mjs", 'import{a}from"./a.js";a();import("./a.js");import("./gone.js");'],
      ["a.js", 'import"./lost.js";export const a=()=>1;'],
    ]);
    const plan = loadPlan(graphOf(both), "harnfudge.mjs");
    expect(plan.start).toEqual(["harnfudge.mjs", "a.js", "lost.js"]);
    expect(plan.onDemand).toEqual([]);
    expect(plan.missing).toEqual(["gone.js", "lost.js"]);
  });

  it("resolves specifiers relative to the importing file", () => {
    expect(resolveSpecifier("harnfudge.mjs", "./x-1.js")).toBe("x-1.js");
    expect(resolveSpecifier("chunks/a.js", "../b.js")).toBe("b.js");
    expect(resolveSpecifier("a.js", "node:fs")).toBe("node:fs");
  });

  it("labels a chunk without its content hash", () => {
    expect(chunkLabel("guards-BcTc0hR4.js")).toBe("guards");
    expect(chunkLabel("records--h5E-yUY.js")).toBe("records");
    expect(chunkLabel("harnfudge.mjs")).toBe("harnfudge.mjs");
  });
});

describe("the dist check's chunks (check-dist chunkProblems)", () => {
  const built = new Map([
    ["harnfudge.mjs", 'import"./start-1.js";'],
    ["start-1.js", 'export const open=()=>import("./sheet-2.js");'],
    ["sheet-2.js", 'import{open}from"./start-1.js";export const s=open;'],
  ]);

  it("passes when every imported chunk is built and zipped", () => {
    expect(chunkProblems(built, "harnfudge.mjs", new Set(built.keys()))).toEqual([]);
  });

  it("reports a chunk loaded on first use that is missing from dist/ or from the zip, and a missing zip", () => {
    const gone = new Map(built);
    gone.delete("sheet-2.js");
    expect(chunkProblems(gone, "harnfudge.mjs", new Set(gone.keys()))).toEqual([
      "start-1.js loads on first use sheet-2.js, missing from dist/",
    ]);
    expect(chunkProblems(built, "harnfudge.mjs", new Set(["harnfudge.mjs", "start-1.js"]))).toEqual([
      "start-1.js loads on first use sheet-2.js, missing from the release zip",
    ]);
    expect(chunkProblems(built, "harnfudge.mjs", null)).toEqual(["the release zip is missing: run `npm run build`"]);
  });

  it("reports a chunk importing the entry and an import() with a computed name", () => {
    const bad = new Map([
      ["harnfudge.mjs", 'const n="x";import(n);'],
      ["a.js", 'import"./harnfudge.mjs";'],
    ]);
    expect(chunkProblems(bad, "harnfudge.mjs", new Set(bad.keys()))).toEqual([
      "harnfudge.mjs has 1 import() with a computed chunk name",
      "a.js imports the entry harnfudge.mjs (it would be evaluated twice)",
    ]);
  });
});

describe("the dist check's class names (check-dist keepsClassName)", () => {
  it("finds a class declared, bound or named by keepNames, and not a renamed one", () => {
    expect(keepsClassName("class HarnFudgeRoll extends Roll{}", "HarnFudgeRoll")).toBe(true);
    expect(keepsClassName("var a=1,HarnFudgeNpcSheet=class extends b{};", "HarnFudgeNpcSheet")).toBe(true);
    expect(keepsClassName("var e=class extends b{};__name(e,`HarnFudgeNpcSheet`);", "HarnFudgeNpcSheet")).toBe(true);
    expect(keepsClassName("var e=class extends b{};x.HarnFudgeNpcSheet=e;", "HarnFudgeNpcSheet")).toBe(false);
    expect(keepsClassName("class HarnFudgeRollX{}", "HarnFudgeRoll")).toBe(false);
  });
});

/**
 * Detached windows (v14, issue 19): the on-demand stylesheet reaches the document of the window a
 * sheet or dialog renders in, not only the main window's: for a screen rendered after the first
 * use (core's renderApplicationV2 hook) and for one already open in a detached window then.
 */
import { Window } from "happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("../../styles/on-demand.scss?inline", () => ({ default: ".harnfudge-dialog { color: red; }" }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

type Handler = (...args: unknown[]) => void;

/** The main window, a detached one, core's hooks and the open applications. */
function setup(open: { element: unknown }[] = []) {
  const main = new Window().document;
  const detached = new Window().document;
  const hooks = new Map<string, Handler[]>();
  vi.stubGlobal("document", main);
  vi.stubGlobal("Hooks", {
    on: (name: string, fn: Handler) => hooks.set(name, [...(hooks.get(name) ?? []), fn]),
  });
  vi.stubGlobal("foundry", { applications: { instances: new Map(open.map((app, i) => [`app${i}`, app])) } });
  const render = (element: unknown) => {
    for (const fn of hooks.get("renderApplicationV2") ?? []) fn({}, element, {}, {});
  };
  return { main, detached, hooks, render };
}

const styles = (doc: { head: { querySelectorAll(s: string): { length: number } } }) =>
  doc.head.querySelectorAll('style[data-harnfudge-styles="on-demand"]').length;

describe("the on-demand stylesheet in detached windows", () => {
  it("a dialog opened first in a detached window gets it in that window's document, once", async () => {
    const { main, detached, hooks, render } = setup();
    const { ensureOnDemandStyles } = await import("../../src/lazy/styles");
    ensureOnDemandStyles();
    const dialog = detached.createElement("div");
    detached.body.append(dialog);
    render(dialog);
    render(dialog);
    ensureOnDemandStyles();
    expect([styles(main), styles(detached)]).toEqual([1, 1]);
    expect(hooks.get("renderApplicationV2")).toHaveLength(1);
  });

  it("a sheet already open in a detached window gets it at the first use", async () => {
    const other = new Window().document;
    const sheet = other.createElement("section");
    other.body.append(sheet);
    const { main } = setup([{ element: sheet }]);
    const { ensureOnDemandStyles } = await import("../../src/lazy/styles");
    ensureOnDemandStyles();
    expect([styles(main), styles(other)]).toEqual([1, 1]);
  });
});

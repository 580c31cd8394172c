/**
 * Every rules module loads: its tables (the ladder words of rules 1.1, the thresholds of 3.4.8, the
 * free skills of 1.3.2…) are built when the module is first imported, so a wrong table entry can
 * throw before any test of it runs. A module that fails to load is reported here as a failing test,
 * not only as a file that could not be collected.
 */
import { describe, expect, it } from "vitest";

const modules: [string, () => Promise<object>][] = [
  ["advancement", () => import("./advancement")],
  ["armor", () => import("./armor")],
  ["attack", () => import("./attack")],
  ["combat", () => import("./combat")],
  ["conditions", () => import("./conditions")],
  ["constants", () => import("./constants")],
  ["creation", () => import("./creation")],
  ["creation-limits", () => import("./creation-limits")],
  ["damage", () => import("./damage")],
  ["dice", () => import("./dice")],
  ["errors", () => import("./errors")],
  ["gas", () => import("./gas")],
  ["healing", () => import("./healing")],
  ["healing-time", () => import("./healing-time")],
  ["index", () => import("./index")],
  ["infection", () => import("./infection")],
  ["initiative", () => import("./initiative")],
  ["ladder", () => import("./ladder")],
  ["legality", () => import("./legality")],
  ["localization", () => import("./localization")],
  ["mass-scale", () => import("./mass-scale")],
  ["probability", () => import("./probability")],
  ["range", () => import("./range")],
  ["resolution", () => import("./resolution")],
  ["scale", () => import("./scale")],
  ["skill-caps", () => import("./skill-caps")],
  ["skills", () => import("./skills")],
  ["stun", () => import("./stun")],
  ["subject-key", () => import("./subject-key")],
  ["subjects", () => import("./subjects")],
  ["talents", () => import("./talents")],
  ["treatment", () => import("./treatment")],
  ["weapons", () => import("./weapons")],
  ["wound-box", () => import("./wound-box")],
  ["wound-levels", () => import("./wound-levels")],
  ["wounds", () => import("./wounds")],
];

describe("the rules core loads", () => {
  it.each(modules)("%s builds its tables without throwing", async (_name, load) => {
    const exports = await load();
    expect(Object.keys(exports).length).toBeGreaterThan(0);
  });
});

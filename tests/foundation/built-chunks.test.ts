/**
 * The built system loads as a client loads it: the entry module (with the chunk it imports) runs
 * under stand-ins for Foundry's globals and registers its hooks; init and setup put the sheet
 * classes, the Roll class and `game.harnfudge` in place; and every chunk loaded on first use
 * evaluates (its imports resolve, nothing it needs at evaluation is missing). Foundry itself
 * cannot run here, so the stand-ins only answer property reads, calls and `extends`.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
let out = "";

/** A stand-in for any Foundry object: every property is another stand-in; it can be called, constructed and extended. */
function standIn(name: string): object {
  return new Proxy(function () {}, {
    get(target, key) {
      if (key === "then") return undefined; // not a promise
      if (key === Symbol.iterator) return function* () {};
      if (key === Symbol.toPrimitive) return () => name;
      if (key === "prototype" || key === "name" || key === "length") return Reflect.get(target, key);
      if (!Object.hasOwn(target, key)) Reflect.set(target, key, standIn(`${name}.${String(key)}`));
      return Reflect.get(target, key);
    },
    apply: () => standIn(`${name}()`),
    construct: () => standIn(`new ${name}`),
  });
}

function isOpen(value: unknown): value is object {
  return (typeof value === "object" || typeof value === "function") && value !== null;
}

/** The object at `keys` below `root` (stand-ins answer every key). */
function at(root: object, ...keys: string[]): object {
  return keys.reduce<object>((node, key) => {
    const next: unknown = Reflect.get(node, key);
    if (!isOpen(next)) throw new Error(`no object at ${keys.join(".")}`);
    return next;
  }, root);
}

const globals = new Map<string, object>();
const hooks = new Map<string, Array<(...args: unknown[]) => unknown>>();
const registered: string[] = [];
const rolls: Array<{ name: string }> = [];

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "harnfudge-chunks-"));
  await build({
    configFile: join(ROOT, "vite.config.ts"),
    root: ROOT,
    logLevel: "silent",
    build: { outDir: out, emptyOutDir: true },
  });
  const on = (event: string, fn: (...args: unknown[]) => unknown) => hooks.set(event, [...(hooks.get(event) ?? []), fn]);
  vi.stubGlobal("Hooks", { on, once: on, call: () => true, callAll: () => undefined });
  for (const name of [
    "foundry",
    "CONFIG",
    "game",
    "ui",
    "canvas",
    "ChatMessage",
    "Actor",
    "Item",
    "CONST",
    "Macro",
    "ActiveEffect",
    "Roll",
    "Combat",
    "Combatant",
  ]) {
    globals.set(name, standIn(name));
    vi.stubGlobal(name, globals.get(name));
  }
  const sheetConfig = at(globals.get("foundry") ?? {}, "applications", "apps", "DocumentSheetConfig");
  Reflect.set(sheetConfig, "registerSheet", (_document: unknown, _scope: string, cls: { name: string }) =>
    registered.push(cls.name),
  );
  Reflect.set(at(globals.get("CONFIG") ?? {}, "Dice"), "rolls", rolls);
}, 60_000);

afterAll(() => {
  vi.unstubAllGlobals();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe("the built system", () => {
  it("loads its entry, and init and setup register the Roll class, the sheets and game.harnfudge", async () => {
    await import(pathToFileURL(join(out, "harnfudge.mjs")).href);
    for (const event of ["init", "setup"]) for (const fn of hooks.get(event) ?? []) fn();
    expect(rolls.map((r) => r.name)).toEqual(["HarnFudgeRoll"]);
    expect(registered).toEqual([
      "HarnFudgeCharacterSheet",
      "HarnFudgeNpcSheet",
      "HarnFudgeSkillSheet",
      "HarnFudgeWeaponSheet",
      "HarnFudgeArmorSheet",
      "HarnFudgeTalentSheet",
    ]);
    const api = at(globals.get("game") ?? {}, "harnfudge");
    for (const key of ["rollSkill", "rollAttribute", "attackWithWeapon", "heal", "rest", "endSession", "contest", "strenuous"])
      expect(typeof Reflect.get(api, key), key).toBe("function");
    for (const event of ["renderChatMessageHTML", "chatMessage", "renderChatLog", "deleteCombat", "ready", "hotbarDrop"])
      expect(hooks.has(event), event).toBe(true);
  });

  it("evaluates every chunk loaded on first use", async () => {
    const chunks = readdirSync(out).filter((f) => f.endsWith(".js"));
    expect(chunks.some((f) => f.startsWith("sheets-code-"))).toBe(true);
    for (const chunk of chunks) await expect(import(pathToFileURL(join(out, chunk)).href), chunk).resolves.toBeDefined();
  });
});

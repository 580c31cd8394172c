/**
 * The sheets' port to `game.i18n` (src/sheets/foundry-i18n.ts): one wrapper for the session, so the
 * words the builders remember (i18n/memo.ts) last from render to render; a language file reloaded
 * by Foundry's hot reload brings a new wrapper, so no word of the old file is shown again.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("foundryI18n", () => {
  it("is one wrapper until a language file is hot-reloaded, and reads game.i18n", async () => {
    const hooks: Array<(data: { extension: string }) => void> = [];
    vi.stubGlobal("Hooks", {
      on: (name: string, fn: (data: { extension: string }) => void) => (name === "hotReload" ? hooks.push(fn) : 0),
    });
    vi.stubGlobal("game", {
      i18n: { localize: (k: string) => `[${k}]`, format: (k: string, d: Record<string, string>) => `[${k}:${d["n"]}]` },
    });
    const { foundryI18n } = await import("../../src/sheets/foundry-i18n");
    const first = foundryI18n();
    expect(foundryI18n()).toBe(first);
    expect([first.localize("A"), first.format("B", { n: "2" })]).toEqual(["[A]", "[B:2]"]);
    expect(hooks).toHaveLength(1);
    hooks[0]?.({ extension: "hbs" });
    expect(foundryI18n()).toBe(first);
    hooks[0]?.({ extension: "json" });
    const second = foundryI18n();
    expect(second).not.toBe(first);
    expect(foundryI18n()).toBe(second);
    expect(hooks).toHaveLength(1);
  });
});

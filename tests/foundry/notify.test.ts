/**
 * Notifications with names in them (the trust model: every user-controlled string is escaped where
 * HTML is built): the message goes to Foundry as a key with its values in `format`, so Foundry's
 * Notifications escape each value (`escape` defaults to true) instead of showing a pre-formatted
 * string in which a character named `<img onerror=…>` would be markup.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifyFormat } from "../../src/util/notify";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("notifyFormat", () => {
  it("passes the key and the values for Foundry to localize and escape, never a formatted string", () => {
    const calls: unknown[][] = [];
    const record =
      (level: string) =>
      (...args: unknown[]) =>
        void calls.push([level, ...args]);
    vi.stubGlobal("ui", { notifications: { info: record("info"), warn: record("warn"), error: record("error") } });
    const evil = '<img src=x onerror="alert(1)">';
    notifyFormat("warn", "HARNFUDGE.SheetUI.Wounds.Died", { name: evil });
    notifyFormat("error", "HARNFUDGE.Combat.EndFailed", { names: evil });
    expect(calls).toEqual([
      ["warn", "HARNFUDGE.SheetUI.Wounds.Died", { localize: true, format: { name: evil } }],
      ["error", "HARNFUDGE.Combat.EndFailed", { localize: true, format: { names: evil } }],
    ]);
    const options = calls[0]?.[2];
    expect(options).not.toHaveProperty("escape");
  });
});

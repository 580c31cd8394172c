/**
 * Issue 17, item 16 (and 14): the GM's record of Lucky uses is one world setting written by the
 * designated GM's client (src/play/gm/lucky-record-store.ts). Two uses decided at once, for two
 * actors in two queue turns, must both be recorded: each write reads the record in its own turn.
 * The world setting is a stand-in whose write lands a few ticks later, as a server round trip does.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { gmLastLuckyUse, recordLuckyUse } from "../../../src/play/gm/lucky-record-store";

afterEach(() => vi.unstubAllGlobals());

function stubSettings(initial: Record<string, number>) {
  let stored: Record<string, number> = { ...initial };
  const writes: Record<string, number>[] = [];
  vi.stubGlobal("game", {
    settings: {
      // The system's own world setting: another package's setting of the same name is not the record.
      get: (scope: string, key: string) => (scope === "harnfudge" && key === "luckyUses" ? stored : undefined),
      set: async (scope: string, key: string, value: Record<string, number>) => {
        if (scope !== "harnfudge" || key !== "luckyUses") throw new Error(`unexpected setting ${scope}.${key}`);
        for (let i = 0; i < 3; i++) await Promise.resolve();
        stored = { ...value };
        writes.push(stored);
        return value;
      },
    },
  });
  return { stored: () => stored, writes };
}

describe("the GM's Lucky record", () => {
  it("keeps both of two uses recorded at once", async () => {
    const world = stubSettings({ "Actor.old": 100 });
    await Promise.all([recordLuckyUse("Actor.aldric", 5000), recordLuckyUse("Actor.hana", 6000)]);
    expect(world.stored()).toEqual({ "Actor.old": 100, "Actor.aldric": 5000, "Actor.hana": 6000 });
    expect(world.writes).toHaveLength(2);
  });

  it("reads the later of the actor's own mark and the record", async () => {
    stubSettings({ "Actor.aldric": 9000 });
    expect(gmLastLuckyUse("Actor.aldric", null)).toBe(9000);
    expect(gmLastLuckyUse("Actor.aldric", 4000)).toBe(9000);
    expect(gmLastLuckyUse("Actor.aldric", 12000)).toBe(12000);
    expect(gmLastLuckyUse("Actor.hana", 300)).toBe(300);
    expect(gmLastLuckyUse("Actor.aldric", undefined)).toBeUndefined();
  });
});

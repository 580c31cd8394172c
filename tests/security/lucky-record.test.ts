/**
 * Issue 17, item 14: Lucky's once-an-hour use (rules 4) is recorded where the roller's owner
 * cannot clear it. The GM's client reads the later of the actor's own mark (which its owner can
 * edit) and its own record (a world setting), so clearing the mark buys no second reroll.
 */
import { describe, expect, it } from "vitest";
import { luckyRerollAllowed } from "../../src/rules";
import {
  LUCKY_RECORD_LIMIT,
  lastLuckyUse,
  luckyRecordKey,
  parseLuckyRecord,
  withLuckyUse,
} from "../../src/play/services/lucky-record";

const HOUR = 60 * 60 * 1000;

describe("the GM's own Lucky record", () => {
  it("keeps a use the owner cleared from their actor: no second reroll within the hour", () => {
    const record = withLuckyUse({}, "Actor.aldric", 1000);
    // The owner sets their actor's mark back to "never used".
    const last = lastLuckyUse(null, record, "Actor.aldric");
    expect(last).toBe(1000);
    expect(luckyRerollAllowed(last ?? null, 1000 + HOUR / 2)).toBe(false);
    expect(luckyRerollAllowed(last ?? null, 1000 + HOUR)).toBe(true);
  });

  it("reads the later of the two marks, and nothing for an actor without Lucky", () => {
    expect(lastLuckyUse(5000, { "Actor.a": 3000 }, "Actor.a")).toBe(5000);
    expect(lastLuckyUse(2000, { "Actor.a": 3000 }, "Actor.a")).toBe(3000);
    expect(lastLuckyUse(2000, {}, "Actor.a")).toBe(2000);
    expect(lastLuckyUse(null, {}, "Actor.a")).toBeNull();
    expect(lastLuckyUse(undefined, { "Actor.a": 3000 }, "Actor.a")).toBeUndefined();
  });

  it("stays bounded: the oldest uses go first", () => {
    let record = {};
    for (let i = 0; i < LUCKY_RECORD_LIMIT + 5; i++) record = withLuckyUse(record, `Actor.${i}`, i);
    expect(Object.keys(record)).toHaveLength(LUCKY_RECORD_LIMIT);
    expect(record).not.toHaveProperty("Actor.0");
    expect(record).toHaveProperty(`Actor.${LUCKY_RECORD_LIMIT + 4}`, LUCKY_RECORD_LIMIT + 4);
    // A new use of a kept actor replaces its time.
    expect(withLuckyUse({ "Actor.a": 1 }, "Actor.a", 9)).toEqual({ "Actor.a": 9 });
  });

  it("drops the oldest use past the limit, whatever order the setting holds them in", () => {
    // A full record read back newest first (a module, or a GM's import, wrote it in that order).
    const full = Object.fromEntries(Array.from({ length: LUCKY_RECORD_LIMIT }, (_, i) => [`Actor.${i}`, 10_000 - i]));
    const record = withLuckyUse(full, "Actor.new", 20_000);
    const oldest = `Actor.${LUCKY_RECORD_LIMIT - 1}`;
    expect(Object.keys(record)).toHaveLength(LUCKY_RECORD_LIMIT);
    expect(record).not.toHaveProperty(oldest);
    expect(record).toHaveProperty("Actor.0", 10_000);
    expect(record).toHaveProperty("Actor.new", 20_000);
  });

  it("is kept by the base actor: two unlinked tokens of one character share one hour (issue 28, item 3)", () => {
    expect(luckyRecordKey("Actor.bandit")).toBe("Actor.bandit");
    expect(luckyRecordKey("Scene.s1.Token.t1.Actor.bandit")).toBe("Actor.bandit");
    expect(luckyRecordKey("Scene.s1.Token.t2.Actor.bandit")).toBe("Actor.bandit");
    expect(luckyRecordKey("not-a-uuid")).toBe("not-a-uuid");
    // An actor's item is no actor: it keeps its own key.
    expect(luckyRecordKey("Actor.bandit.Item.sword")).toBe("Actor.bandit.Item.sword");
    const record = withLuckyUse({}, "Scene.s1.Token.t1.Actor.bandit", 1000);
    expect(record).toEqual({ "Actor.bandit": 1000 });
    // The second token's own mark is clean (its actor delta never rerolled): the record still holds.
    const second = lastLuckyUse(null, record, "Scene.s1.Token.t2.Actor.bandit");
    expect(second).toBe(1000);
    expect(luckyRerollAllowed(second ?? null, 1000 + HOUR / 2)).toBe(false);
    expect(lastLuckyUse(null, record, "Actor.bandit")).toBe(1000);
  });

  it("reads back numbers only", () => {
    expect(parseLuckyRecord({ "Actor.a": 5, "Actor.b": "x", "Actor.c": Number.NaN })).toEqual({ "Actor.a": 5 });
    expect(parseLuckyRecord(null)).toEqual({});
    // A record never written, or overwritten with something else, is an empty one.
    for (const odd of [undefined, "Actor.a", 5, [5, 6]]) expect(parseLuckyRecord(odd)).toEqual({});
  });
});

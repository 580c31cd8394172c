/**
 * Lucky on the character sheet (rules 4: "roughly once per hour (real time)"): the talent's row says
 * whether it is ready or in how many minutes it is again, from the latest of the character's marks
 * and the GM's record; the GM's control marks a use made at the table.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadI18n } from "../../scripts/render/i18n";
import { ROOT } from "../../scripts/render/harness";
import { luckyState } from "../../src/sheets/context/talents";
import { LUCKY_COOLDOWN_MS } from "../../src/rules";

const en = loadI18n();
const de = loadI18n(join(ROOT, "lang", "de.json"));
const NOW = 100 * LUCKY_COOLDOWN_MS;

describe("Lucky's hour on the sheet", () => {
  it("is ready when never used or an hour ago; else counts the minutes left, rounded up", () => {
    expect(luckyState({ lastUsed: null, now: NOW }, en)).toEqual({ text: "Lucky ready", ready: true, markLabel: "Used" });
    expect(luckyState({ lastUsed: NOW - LUCKY_COOLDOWN_MS, now: NOW }, en)?.ready).toBe(true);
    expect(luckyState({ lastUsed: NOW - 12 * 60_000, now: NOW }, en)).toEqual({
      text: "Lucky again in 48 minutes",
      ready: false,
      markLabel: "Used",
    });
    expect(luckyState({ lastUsed: NOW - LUCKY_COOLDOWN_MS + 1, now: NOW }, en)?.text).toBe("Lucky again in 1 minute");
    expect(luckyState({ lastUsed: NOW - 12 * 60_000, now: NOW }, de)?.text).toBe("Glückspilz wieder in 48 Minuten");
    expect(luckyState(undefined, en)).toBeNull();
  });
});

/**
 * The memo in front of `game.i18n` (src/i18n/memo.ts): the same words and phrases as the localizer
 * it stands for, each looked up once for as long as that localizer lives (issue 27, item 12: a
 * sheet's 80 skill rows read the same ladder words at every render), and at most PHRASE_LIMIT phrases kept.
 */
import { describe, expect, it } from "vitest";
import { PHRASE_LIMIT, memoLocalizer } from "../../src/i18n/memo";
import type { Localizer } from "../../src/i18n/format";

function counting() {
  const calls: string[] = [];
  const base: Localizer & { lang: string } = {
    lang: "de",
    localize: (key) => {
      calls.push(`L ${key}`);
      return `<${key}>`;
    },
    format: (key, data) => {
      calls.push(`F ${key} ${JSON.stringify(data)}`);
      return `<${key}:${Object.values(data).join(",")}>`;
    },
  };
  return { base, calls };
}

describe("memoLocalizer", () => {
  it("answers as the localizer it stands for, asking it once per key", () => {
    const { base, calls } = counting();
    const memo = memoLocalizer(base);
    expect([memo.localize("A"), memo.localize("B"), memo.localize("A")]).toEqual(["<A>", "<B>", "<A>"]);
    expect(calls).toEqual(["L A", "L B"]);
    expect(memo.lang).toBe("de");
  });

  it("remembers a phrase by its key and its data: other data, other phrase", () => {
    const { base, calls } = counting();
    const memo = memoLocalizer(base);
    expect(memo.format("P", { n: "1" })).toBe("<P:1>");
    expect(memo.format("P", { n: "1" })).toBe("<P:1>");
    expect(memo.format("P", { n: "2" })).toBe("<P:2>");
    expect(memo.format("Q", { n: "1" })).toBe("<Q:1>");
    expect(memo.format("P", { m: "1" })).toBe("<P:1>");
    expect(calls).toEqual(['F P {"n":"1"}', 'F P {"n":"2"}', 'F Q {"n":"1"}', 'F P {"m":"1"}']);
  });

  it("remembers from build to build of the same localizer; another localizer (a language file reloaded) starts afresh", () => {
    const { base, calls } = counting();
    memoLocalizer(base).localize("A");
    memoLocalizer(base).format("P", { n: "1" });
    expect([memoLocalizer(base).localize("A"), memoLocalizer(base).format("P", { n: "1" })]).toEqual(["<A>", "<P:1>"]);
    expect(calls).toEqual(["L A", 'F P {"n":"1"}']);
    const other = counting();
    memoLocalizer(other.base).localize("A");
    expect(other.calls).toEqual(["L A"]);
  });

  it(`keeps at most ${PHRASE_LIMIT} phrases: past that it starts again`, () => {
    const { base, calls } = counting();
    const memo = memoLocalizer(base);
    for (let n = 0; n < PHRASE_LIMIT; n++) memo.format("P", { n: String(n) });
    memo.format("P", { n: "0" });
    expect(calls).toHaveLength(PHRASE_LIMIT);
    memo.format("P", { n: "new" });
    memo.format("P", { n: "1" });
    memo.format("P", { n: "new" });
    expect(calls.slice(PHRASE_LIMIT)).toEqual(['F P {"n":"new"}', 'F P {"n":"1"}']);
  });
});

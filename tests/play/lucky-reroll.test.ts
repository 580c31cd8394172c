/**
 * Lucky's one reroll shape (src/rolls/lucky-reroll.ts) on the card that keeps it in its roll: a
 * check card. A card posted before the shape held `{ original, reroll, kept }` only; it must still
 * read, show both rolls and stay rerolled (no second Lucky button). The GM card's lines are read
 * the same way (tests/play/gm-lines.test.ts), the attack card's roll records already had it.
 */
import { describe, expect, it } from "vitest";
import { checkCardContext, parseCheckData } from "../../src/rolls/check";
import { parseLuckyReroll, parseRollFaces } from "../../src/rolls/lucky-reroll";

const i18n = { localize: (key: string) => key };

/** A check card's roll data as a card rerolled before the change stored it. */
const OLD_CHECK = {
  kind: "skill",
  label: "Stealth",
  traitKey: "stealth",
  level: 1,
  modifiers: [],
  difficulty: 2,
  actorUuid: "Actor.mirelle",
  lucky: { original: [-1, -1, 0, 1], reroll: [1, 0, 1, 0], kept: "reroll" },
};

describe("a check card's Lucky reroll", () => {
  it("reads a card stored in the old shape: both rolls and the kept one, with no requester or time", () => {
    const check = parseCheckData(structuredClone(OLD_CHECK));
    expect(check.lucky).toEqual({ original: [-1, -1, 0, 1], reroll: [1, 0, 1, 0], kept: "reroll", by: null, at: null });
    const view = checkCardContext({ check, faces: [1, 0, 1, 0], formula: "4dF + 1", isPrivate: false, i18n });
    expect(view.lucky?.keptReroll).toBe(true);
    expect(view.lucky?.original.map((f) => f.css)).toEqual(["minus", "minus", "blank", "plus"]);
    expect(view.lucky?.reroll.map((f) => f.css)).toEqual(["plus", "blank", "plus", "blank"]);
    expect(view.offerLucky).toBe(false);
  });

  it("reads today's shape with who rerolled and when", () => {
    const lucky = { original: [0, 0, -1, 0], reroll: [0, 0, 0, 0], kept: "reroll", by: "user1", at: 1234 };
    expect(parseCheckData({ ...OLD_CHECK, lucky }).lucky).toEqual(lucky);
  });

  it("a roll with no usable reroll has none, and offers Lucky again", () => {
    for (const lucky of [null, "reroll", { original: [1, 1, 1, 1], kept: "reroll" }, { ...OLD_CHECK.lucky, kept: "both" }]) {
      const check = parseCheckData({ ...OLD_CHECK, lucky });
      expect(check.lucky).toBeNull();
      expect(checkCardContext({ check, faces: [0, 0, 0, 0], formula: "4dF", isPrivate: false, i18n }).offerLucky).toBe(true);
    }
  });
});

describe("the reroll shape's reader", () => {
  it("takes four faces (4dF) or one (the damage roll's 1dF), each −1, 0 or +1", () => {
    expect(parseRollFaces([1, 0, -1, 0])).toEqual([1, 0, -1, 0]);
    expect(parseRollFaces([-1])).toEqual([-1]);
    expect([[], [1, 1], [2, 0, 0, 0], "1100", [1, 0, 0, "0"]].map(parseRollFaces)).toEqual([null, null, null, null, null]);
  });

  it("keeps an old line's time from beside it, today's own time over it, and drops an empty or non-text requester", () => {
    const old = { original: [1], reroll: [-1], kept: "original" };
    expect(parseLuckyReroll(old, 99)).toEqual({ ...old, by: null, at: 99 });
    expect(parseLuckyReroll({ ...old, by: "gm", at: 5 }, 99)).toEqual({ ...old, by: "gm", at: 5 });
    expect(parseLuckyReroll({ ...old, by: "", at: 5 })?.by).toBeNull();
    expect(parseLuckyReroll({ ...old, by: 7, at: 5 })?.by).toBeNull();
    expect(parseLuckyReroll({ ...old, by: "gm", at: "5" })?.at).toBeNull();
  });
});

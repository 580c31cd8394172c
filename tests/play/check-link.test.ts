/**
 * The `@Check[…]` text link (src/play/check-request/link.ts, registered in CONFIG.TextEditor.enrichers):
 * which texts make a link and what it asks for, and what a player's link leaves out.
 */
import { describe, expect, it } from "vitest";
import { CHECK_LINK_PATTERN, parseCheckLink } from "../../src/play/check-request/link";

describe("the @Check link", () => {
  it("reads the trait, a difficulty by its ladder word or number, and secret", () => {
    expect(parseCheckLink("awareness|difficulty=good|secret")).toEqual({
      trait: { kind: "skill", key: "awareness" },
      difficulty: 1,
      secret: true,
    });
    expect(parseCheckLink("Stealth")).toEqual({ trait: { kind: "skill", key: "stealth" }, difficulty: null, secret: false });
    expect(parseCheckLink("strength | difficulty=-2")).toEqual({
      trait: { kind: "attribute", key: "strength" },
      difficulty: -2,
      secret: false,
    });
    expect(parseCheckLink("mentalConflict|difficulty=+3")?.difficulty).toBe(3);
    expect(parseCheckLink("mentalconflict|difficulty=Terrible")?.difficulty).toBe(-3);
    expect(parseCheckLink("skill:awareness|difficulty=\u22121")?.difficulty).toBe(-1);
    expect(parseCheckLink("attribute:agility")?.trait).toEqual({ kind: "attribute", key: "agility" });
  });

  it("makes no link of anything else", () => {
    for (const text of [
      "flying",
      "",
      "awareness|difficulty=legendary",
      "awareness|difficulty=4",
      "awareness|difficulty=",
      "awareness|loud",
      "awareness|secret=yes",
      "attribute:awareness",
      "skill:strength",
    ])
      expect(parseCheckLink(text), text).toBeNull();
  });

  it("finds each link in a text, with its label", () => {
    const text = "Everyone: @Check[awareness|difficulty=good|secret]{Look around}. Then @Check[climbing].";
    const found = [...text.matchAll(CHECK_LINK_PATTERN)].map((m) => [m[1], m[2]]);
    expect(found).toEqual([
      ["awareness|difficulty=good|secret", "Look around"],
      ["climbing", undefined],
    ]);
    expect(CHECK_LINK_PATTERN.flags).toContain("g");
  });
});

/**
 * Reading a Lucky request on a GM-authored card (src/play/lucky/decide-gm-card.ts) at its limits,
 * and the id recorded on the actor for one line's reroll.
 */
import { describe, expect, it } from "vitest";
import { gmLuckyRequestId, parseGmLuckyRequest } from "../../src/play/lucky/decide-gm-card";

describe("a Lucky request on a GM-authored card", () => {
  it("takes a message id of 1 to 64 characters and a whole line number from 0 to 200", () => {
    const ok = (messageId: string, line: number) => ({ kind: "lucky", messageId, line });
    expect(parseGmLuckyRequest(ok("m".repeat(64), 200))).toEqual(ok("m".repeat(64), 200));
    expect(parseGmLuckyRequest(ok("m", 0))).toEqual(ok("m", 0));
    for (const bad of [
      ok("", 0),
      ok("m".repeat(65), 0),
      ok("m", -1),
      ok("m", 201),
      ok("m", 0.5),
      { kind: "lucky", messageId: 5, line: 0 },
      { kind: "lucky", messageId: "m", line: "0" },
      { kind: "reroll", messageId: "m", line: 0 },
      null,
    ])
      expect(parseGmLuckyRequest(bad)).toBeNull();
  });

  it("records one id per card line", () => {
    expect(gmLuckyRequestId({ kind: "lucky", messageId: "card", line: 2 })).toBe("lucky.card.2");
  });
});

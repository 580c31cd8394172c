/** Lucky on a check card (rules 4): who may reroll, the hour of real time, the better roll kept. */
import { REASONS } from "../../src/play/gm/policy";
import { describe, expect, it } from "vitest";
import { luckyCheckDecision, luckyOutcome } from "../../src/play/lucky/decide";
import { LUCKY_COOLDOWN_MS } from "../../src/rules";

const base = {
  isOwner: true,
  isAuthor: true,
  hasLucky: true,
  lastUsed: null,
  now: 5 * LUCKY_COOLDOWN_MS,
  alreadyRerolled: false,
};

describe("Lucky on a check card", () => {
  it("is offered to the owner who posted the card, once per real hour", () => {
    expect(luckyCheckDecision(base)).toEqual({ ok: true });
    expect(luckyCheckDecision({ ...base, lastUsed: base.now - LUCKY_COOLDOWN_MS })).toEqual({ ok: true });
    expect(luckyCheckDecision({ ...base, lastUsed: base.now - LUCKY_COOLDOWN_MS + 1 })).toEqual({
      ok: false,
      reason: REASONS.luckyCooldown,
    });
  });

  it("is refused to others, without the talent, and on a card already rerolled", () => {
    expect(luckyCheckDecision({ ...base, isAuthor: false })).toEqual({ ok: false, reason: REASONS.luckyNotYours });
    expect(luckyCheckDecision({ ...base, isOwner: false })).toEqual({ ok: false, reason: REASONS.luckyNotYours });
    expect(luckyCheckDecision({ ...base, hasLucky: false })).toEqual({ ok: false, reason: REASONS.luckyNoTalent });
    expect(luckyCheckDecision({ ...base, alreadyRerolled: true })).toEqual({ ok: false, reason: REASONS.luckyUsed });
  });

  it("keeps the better roll, the original on a tie", () => {
    expect(luckyOutcome([-1, -1, 0, 0], [1, 0, 0, 0]).kept).toBe("reroll");
    expect(luckyOutcome([1, 0, 0, 0], [-1, 0, 0, 0]).kept).toBe("original");
    expect(luckyOutcome([1, -1, 0, 0], [0, 0, 0, 0]).kept).toBe("original");
  });
});

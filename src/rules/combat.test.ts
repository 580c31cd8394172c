import { describe, expect, it } from "vitest";
import { ENGAGEMENT_LIMITS, attackReachesFair, checkEngagement, defenceAllowed, multipleOpponentsPenalty } from "./combat";
import { RulesError } from "./errors";

describe("melee and ranged combat (rules 3.2, 3.3)", () => {
  it("rules 3.2: an attack must reach Fair", () => {
    expect(attackReachesFair(0)).toBe(true);
    expect(attackReachesFair(5)).toBe(true);
    expect(attackReachesFair(-1)).toBe(false);
    expect(() => attackReachesFair(Number.NaN)).toThrow(RulesError);
  });

  it("rules 3.3: shooting back is only a defence against ranged attacks", () => {
    expect(defenceAllowed("shootBack", "ranged")).toBe(true);
    expect(defenceAllowed("shootBack", "melee")).toBe(false);
    for (const k of ["opposed", "unaware", "ignore"] as const) {
      expect(defenceAllowed(k, "melee")).toBe(true);
      expect(defenceAllowed(k, "ranged")).toBe(true);
    }
    expect(() => defenceAllowed("parry" as never, "melee")).toThrow(RulesError);
  });
});

describe("multiple combatants (rules 3.2.1)", () => {
  it("rules 3.2.1: −1 per opponent beyond the first", () => {
    expect(multipleOpponentsPenalty(1)).toBe(0);
    expect(multipleOpponentsPenalty(2)).toBe(-1);
    expect(multipleOpponentsPenalty(6)).toBe(-5);
    expect(() => multipleOpponentsPenalty(0)).toThrow(RulesError);
    expect(() => multipleOpponentsPenalty(1.5)).toThrow(RulesError);
  });

  it("rules 3.2.1: engagement limits 6 surrounded, 2 in a doorway, 4 from both sides of a door", () => {
    expect(ENGAGEMENT_LIMITS).toEqual({ open: 6, surrounded: 6, doorway: 2, doorwayBothSides: 4 });
    expect(checkEngagement(6, "surrounded").ok).toBe(true);
    expect(checkEngagement(7, "surrounded")).toMatchObject({ ok: false, max: 6, code: "HARNFUDGE.Combat.TooManyAttackers" });
    expect(checkEngagement(2, "doorway").ok).toBe(true);
    expect(checkEngagement(3, "doorway").ok).toBe(false);
    expect(checkEngagement(4, "doorwayBothSides").ok).toBe(true);
    expect(checkEngagement(5, "doorwayBothSides").ok).toBe(false);
    expect(checkEngagement(7).ok).toBe(false);
    expect(() => checkEngagement(2, "window" as never)).toThrow(RulesError);
  });
});

import { describe, expect, it } from "vitest";
import {
  DEFENCE_LOC_KEYS,
  ENGAGEMENT_LIMITS,
  attackReachesFair,
  checkEngagement,
  defenceAllowed,
  defenceSkillChoices,
  engagementAdvice,
  multipleOpponentsPenalty,
} from "./combat";
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

describe("engagement advice on the card (rules 3.2.1)", () => {
  it("rules 3.2.1: one attacker, no penalty and no warning", () => {
    const a = engagementAdvice(["orc1"]);
    expect(a).toMatchObject({ attackers: 1, opponents: 1, penalty: 0, warning: null });
    expect(a.check).toEqual({ ok: true, max: 6, code: null, data: { attackers: 1, max: 6, position: "open" } });
    expect(engagementAdvice([])).toMatchObject({ attackers: 0, opponents: 0, penalty: 0, warning: null });
  });

  it("rules 3.2.1: distinct attackers count once; −1 per opponent beyond the first", () => {
    expect(engagementAdvice(["a", "b", "a", "c"])).toMatchObject({ attackers: 3, opponents: 3, penalty: -2, warning: null });
  });

  it("rules 3.2.1: in a doorway a third attacker is warned about, and the penalty counts the two who can engage", () => {
    expect(engagementAdvice(["a", "b"], "doorway")).toMatchObject({ attackers: 2, penalty: -1, warning: null });
    expect(engagementAdvice(["a", "b", "c"], "doorway")).toMatchObject({
      attackers: 3,
      opponents: 2,
      penalty: -1,
      warning: "HARNFUDGE.Combat.TooManyAttackers",
    });
    expect(engagementAdvice(["a", "b", "c", "d"], "doorwayBothSides")).toMatchObject({ penalty: -3, warning: null });
    expect(engagementAdvice(["a", "b", "c", "d", "e"], "doorwayBothSides")).toMatchObject({
      opponents: 4,
      penalty: -3,
      warning: "HARNFUDGE.Combat.TooManyAttackers",
    });
    const seven = engagementAdvice(["1", "2", "3", "4", "5", "6", "7"], "surrounded");
    expect(seven).toMatchObject({ attackers: 7, opponents: 6, penalty: -5, warning: "HARNFUDGE.Combat.TooManyAttackers" });
    expect(() => engagementAdvice(["a"], "roof" as never)).toThrow(RulesError);
  });
});

describe("defence choices (rules 3.2, 3.3, Dodge in 1.1.2.3)", () => {
  it("rules 3.3: against a ranged attack: Dodge, Shield (only with a shield equipped) or Acrobatics", () => {
    expect(defenceSkillChoices("ranged", ["sword", "shield"])).toEqual(["dodge", "shield", "acrobatics"]);
    expect(defenceSkillChoices("ranged", ["sword", "bow"])).toEqual(["dodge", "acrobatics"]);
    expect(defenceSkillChoices("ranged", [])).toEqual(["dodge", "acrobatics"]);
  });

  it("rules 3.2/1.1.2.3: in melee: Dodge, Acrobatics, and Shield and weapon parries only with the weapon equipped", () => {
    expect(
      defenceSkillChoices("melee", [
        "sword",
        "dodge",
        "dagger",
        "sword",
        "shield",
        "awareness",
        "bow",
        "sling",
        "blowgun",
        "net",
        "nonsense",
      ]),
    ).toEqual(["dodge", "acrobatics", "shield", "sword", "dagger", "net"]);
    expect(defenceSkillChoices("melee", ["dagger"])).toEqual(["dodge", "acrobatics", "dagger"]);
    expect(defenceSkillChoices("melee", [])).toEqual(["dodge", "acrobatics"]);
    expect(() => defenceSkillChoices("magic" as never, [])).toThrow(RulesError);
  });
});

describe("defence labels (rules 3.2, 3.3)", () => {
  it("rules 3.2, 3.3: each way to meet an attack has its label", () => {
    expect(DEFENCE_LOC_KEYS).toEqual({
      opposed: "HARNFUDGE.Defence.opposed",
      unaware: "HARNFUDGE.Defence.unaware",
      ignore: "HARNFUDGE.Defence.ignore",
      shootBack: "HARNFUDGE.Defence.shootBack",
    });
  });
});

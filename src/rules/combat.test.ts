import { describe, expect, it } from "vitest";
import {
  DEFENCE_LOC_KEYS,
  ENGAGEMENT_LIMITS,
  ENGAGEMENT_LOC_KEY,
  attackReachesFair,
  defenceAllowed,
  defenceSkillChoices,
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
    expect(ENGAGEMENT_LOC_KEY).toBe("HARNFUDGE.Combat.TooManyAttackers");
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

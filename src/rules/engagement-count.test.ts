import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { BULKY_PLACES, countMeleeOpponents, groupedNames, type Engager } from "./engagement-count";

const bandit = (n: number, extra: Partial<Engager> = {}): Engager => ({
  id: `bandit${n}`,
  name: "Bandit",
  inReach: true,
  meleeThisRound: false,
  rangedThisRound: false,
  bulky: false,
  ...extra,
});

describe("melee opponents of a lone fighter (rules 3.2.1)", () => {
  it("rules 3.2.1: three bandits in reach are three opponents, −2 on each attack and defence", () => {
    const count = countMeleeOpponents([bandit(1), bandit(2), bandit(3)]);
    expect(count).toMatchObject({ opponents: 3, penalty: -2, position: "open", places: 6, left: [] });
    expect(count.engaged.map((e) => e.id)).toEqual(["bandit1", "bandit2", "bandit3"]);
  });

  it("rules 3.2.1: one opponent or none is no penalty", () => {
    expect(countMeleeOpponents([bandit(1)])).toMatchObject({ opponents: 1, penalty: 0 });
    expect(countMeleeOpponents([])).toMatchObject({ opponents: 0, penalty: 0 });
    expect(countMeleeOpponents([bandit(1, { inReach: false })])).toMatchObject({ opponents: 0, penalty: 0 });
  });

  it("rules 3.2.1 (in melee): an archer who only shot at him is no melee opponent, even standing close", () => {
    const archer = bandit(9, { name: "Archer", rangedThisRound: true });
    expect(countMeleeOpponents([bandit(1), archer, bandit(2, { inReach: false, rangedThisRound: true })])).toMatchObject({
      opponents: 1,
      penalty: 0,
    });
    // Who shot and then closed in and struck in melee this round engages him.
    expect(countMeleeOpponents([bandit(1), { ...archer, meleeThisRound: true }]).opponents).toBe(2);
  });

  it("rules 3.2.1: one who attacked him in melee this round counts even out of reach now; each is counted once", () => {
    const count = countMeleeOpponents([bandit(1), bandit(2, { inReach: false, meleeThisRound: true }), bandit(1)]);
    expect(count.opponents).toBe(2);
    // Those who attacked take their places first.
    expect(count.engaged.map((e) => e.id)).toEqual(["bandit2", "bandit1"]);
  });

  it("rules 3.2.1: a doorway leaves two places, both sides of a door four, surrounded six", () => {
    const seven = [1, 2, 3, 4, 5, 6, 7].map((n) => bandit(n));
    expect(countMeleeOpponents(seven.slice(0, 3), "doorway")).toMatchObject({ opponents: 2, penalty: -1, places: 2 });
    expect(countMeleeOpponents(seven.slice(0, 3), "doorway").left.map((e) => e.id)).toEqual(["bandit3"]);
    expect(countMeleeOpponents(seven, "doorwayBothSides")).toMatchObject({ opponents: 4, penalty: -3 });
    expect(countMeleeOpponents(seven, "surrounded")).toMatchObject({ opponents: 6, penalty: -5 });
    expect(countMeleeOpponents(seven, "open").left).toHaveLength(1);
  });

  it("rules 3.2.1: in a doorway the two who attacked keep their places; a third in reach finds none", () => {
    const count = countMeleeOpponents(
      [bandit(1), bandit(2, { meleeThisRound: true }), bandit(3, { meleeThisRound: true })],
      "doorway",
    );
    expect(count.engaged.map((e) => e.id)).toEqual(["bandit2", "bandit3"]);
    expect(count.left.map((e) => e.id)).toEqual(["bandit1"]);
  });

  it("rules 3.2.1: fewer if bulky or wielding pole arms: a marked attacker takes two places", () => {
    expect(BULKY_PLACES).toBe(2);
    const pikes = [1, 2, 3, 4].map((n) => bandit(n, { bulky: true }));
    expect(countMeleeOpponents(pikes)).toMatchObject({ opponents: 3, penalty: -2 });
    expect(countMeleeOpponents(pikes, "doorway")).toMatchObject({ opponents: 1, penalty: 0 });
    // A bulky one who finds no place leaves room for a smaller one after him.
    const count = countMeleeOpponents([bandit(1), bandit(2, { bulky: true }), bandit(3)], "doorway");
    expect(count.engaged.map((e) => e.id)).toEqual(["bandit1", "bandit3"]);
  });

  it("refuses a position the rules do not name", () => {
    expect(() => countMeleeOpponents([], "roof" as never)).toThrow(RulesError);
    expect(() => countMeleeOpponents([], "roof" as never)).toThrow(/^position: unknown key roof$/);
  });

  it("groups names for the card's line, in order of first appearance", () => {
    expect(groupedNames(["Bandit", "Wolf", "Bandit", "Bandit"])).toEqual([
      { name: "Bandit", count: 3 },
      { name: "Wolf", count: 1 },
    ]);
    expect(groupedNames([])).toEqual([]);
  });
});

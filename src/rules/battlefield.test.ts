import { describe, expect, it } from "vitest";
import { enemies, engagersOf, footprintGap, inMeleeReach, opponentsOf, type Battlefield, type FieldToken } from "./battlefield";

const token = (uuid: string, x: number, y: number, disposition: number, extra: Partial<FieldToken> = {}): FieldToken => ({
  uuid,
  actorUuid: `${uuid}.Actor`,
  name: uuid,
  disposition,
  x: x * 100,
  y: y * 100,
  width: 100,
  height: 100,
  canFight: true,
  ...extra,
});

function field(others: FieldToken[], marks: Battlefield["marks"] = {}): Battlefield {
  return { fighter: token("hero", 5, 5, 1), others, gridSize: 100, marks };
}

describe("who engages a fighter on the battlefield (rules 3.2.1)", () => {
  it("enemies are of opposite sides; secret tokens are foes; neutral tokens are no one's enemies", () => {
    expect(enemies(1, -1)).toBe(true);
    expect(enemies(-1, 1)).toBe(true);
    expect(enemies(1, -2)).toBe(true);
    expect(enemies(-2, 1)).toBe(true);
    expect(enemies(1, 1)).toBe(false);
    expect(enemies(-1, -2)).toBe(false);
    expect(enemies(0, -1)).toBe(false);
    expect(enemies(1, 0)).toBe(false);
  });

  it("within melee reach: footprints touching or less than half a square apart, diagonals included", () => {
    const hero = token("hero", 5, 5, 1);
    expect(footprintGap(hero, token("n", 6, 5, -1))).toBe(0);
    expect(footprintGap(hero, token("d", 6, 6, -1))).toBe(0);
    expect(footprintGap(hero, token("far", 7, 5, -1))).toBe(100);
    expect(footprintGap(hero, token("far", 5, 8, -1))).toBe(200);
    expect(footprintGap(hero, { x: 560, y: 500, width: 100, height: 100 })).toBe(0);
    expect(inMeleeReach(hero, token("n", 6, 5, -1), 100)).toBe(true);
    expect(inMeleeReach(hero, { ...token("gap", 6, 5, -1), x: 649 }, 100)).toBe(true);
    expect(inMeleeReach(hero, { ...token("gap", 6, 5, -1), x: 650 }, 100)).toBe(false);
    // A large token (2×2) two squares away still touches.
    expect(inMeleeReach(hero, { ...token("ogre", 3, 5, -1), width: 200, height: 200 }, 100)).toBe(true);
  });

  it("counts the enemies in reach that can fight, not friends, neutrals, the far or the downed", () => {
    const others = [
      token("b1", 4, 5, -1),
      token("b2", 6, 6, -2),
      token("friend", 5, 4, 1),
      token("neutral", 5, 6, 0),
      token("far", 8, 5, -1),
      token("down", 6, 4, -1, { canFight: false }),
    ];
    expect(engagersOf(field(others), []).map((e) => e.id)).toEqual(["b1", "b2"]);
    expect(opponentsOf(field(others), [])).toMatchObject({ opponents: 2, penalty: -1 });
  });

  it("another token of the fighter's own actor is no enemy of his", () => {
    const twin = token("twin", 6, 5, -1, { actorUuid: "hero.Actor" });
    expect(engagersOf(field([twin]), [])).toEqual([]);
  });

  it("merges an attack with the attacker's token on the scene, by token or by actor", () => {
    const others = [token("b1", 4, 5, -1), token("b2", 9, 9, -1)];
    const attacks = [
      { attackerUuid: "b1.Actor", attackerTokenUuid: "b1", name: "B1", mode: "melee" as const },
      { attackerUuid: "b2.Actor", attackerTokenUuid: null, name: "B2", mode: "melee" as const },
      { attackerUuid: "Actor.ghost", attackerTokenUuid: null, name: "Ghost", mode: "ranged" as const },
    ];
    const engagers = engagersOf(field(others), attacks);
    expect(engagers).toEqual([
      { id: "b1", name: "b1", inReach: true, meleeThisRound: true, rangedThisRound: false, bulky: false },
      { id: "b2", name: "b2", inReach: false, meleeThisRound: true, rangedThisRound: false, bulky: false },
      { id: "Actor.ghost", name: "Ghost", inReach: false, meleeThisRound: false, rangedThisRound: true, bulky: false },
    ]);
    expect(opponentsOf(field(others), attacks).opponents).toBe(2);
  });

  it("reads the GM's marks: where the fighter stands and who is bulky", () => {
    const others = [token("b1", 4, 5, -1), token("b2", 6, 5, -1), token("b3", 5, 4, -1)];
    const marked = field(others, { hero: { position: "doorway" }, b1: { bulky: true } });
    expect(opponentsOf(marked, [])).toMatchObject({ opponents: 1, position: "doorway", places: 2 });
    expect(engagersOf(marked, []).map((e) => e.bulky)).toEqual([true, false, false]);
  });

  it("without a battlefield, counts this round's attackers on open ground", () => {
    const attacks = [
      { attackerUuid: "A", attackerTokenUuid: null, name: "A", mode: "melee" as const },
      { attackerUuid: "B", attackerTokenUuid: "Scene.s.Token.b", name: "B", mode: "melee" as const },
    ];
    expect(opponentsOf(null, attacks)).toMatchObject({ opponents: 2, penalty: -1, position: "open" });
    expect(opponentsOf(null, [])).toMatchObject({ opponents: 0, penalty: 0 });
  });
});

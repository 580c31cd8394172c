import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { CROSSBOW_LOC_KEY, isCrossbowShot } from "./crossbow";

describe("the crossbow against people (rules 3.5.2)", () => {
  it("a shot with Bow from a bow that is not muscle-powered is a crossbow shot; a longbow's or a crossbow swung as a club is not", () => {
    expect(isCrossbowShot("ranged", "bow", false)).toBe(true);
    expect(isCrossbowShot("ranged", "bow", true)).toBe(false);
    expect(isCrossbowShot("melee", "club", true)).toBe(false);
    expect(isCrossbowShot("melee", "bow", false)).toBe(false);
    expect(isCrossbowShot("ranged", "sling", false)).toBe(false);
    // @ts-expect-error a mode the rules do not name
    expect(() => isCrossbowShot("thrown", "bow", false)).toThrow(RulesError);
    // @ts-expect-error a mode the rules do not name
    expect(() => isCrossbowShot("thrown", "bow", false)).toThrow(/^mode: unknown key thrown$/);
  });

  it("the card's warning is the one the language files carry", () => {
    expect(CROSSBOW_LOC_KEY).toBe("HARNFUDGE.Card.CrossbowAgainstPeople");
  });
});

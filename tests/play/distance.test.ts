/** Scene distances as feet for missile ranges (rules 3.5.2 gives them in feet). */
import { describe, expect, it } from "vitest";
import { toFeet } from "../../src/play/services/distance";

describe("scene distances in feet", () => {
  it("converts feet, yards and metres, and guesses no other unit", () => {
    expect(toFeet(350, "ft")).toBe(350);
    expect(toFeet(10, "Feet")).toBe(10);
    expect(toFeet(100, "yd")).toBe(300);
    expect(toFeet(100, "m")).toBeCloseTo(328.084, 3);
    expect(toFeet(3, "mi")).toBeNull();
    expect(toFeet(3, "squares")).toBeNull();
    expect(toFeet(-1, "ft")).toBeNull();
    expect(toFeet(Number.NaN, "ft")).toBeNull();
  });

  it("reads a unit as the GM typed it in the scene's settings, and two tokens on one spot as 0 feet apart", () => {
    expect(toFeet(10, " ft ")).toBe(10);
    expect(toFeet(10, "Yards ")).toBe(30);
    expect(toFeet(0, "ft")).toBe(0);
  });
});

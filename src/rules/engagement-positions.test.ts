import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { bulkyOf, nextEngagementPosition, parseEngagementMarks, positionOf, withMark } from "./engagement-positions";

describe("engagement positions as the GM sets them (rules 3.2.1)", () => {
  it("cycles open → surrounded → doorway → both sides of a door → open", () => {
    expect(nextEngagementPosition("open")).toBe("surrounded");
    expect(nextEngagementPosition("surrounded")).toBe("doorway");
    expect(nextEngagementPosition("doorway")).toBe("doorwayBothSides");
    expect(nextEngagementPosition("doorwayBothSides")).toBe("open");
    // @ts-expect-error a position the rules do not name
    expect(() => nextEngagementPosition("hallway")).toThrow(RulesError);
    // @ts-expect-error a position the rules do not name
    expect(() => nextEngagementPosition("hallway")).toThrow(/^position: unknown key hallway$/);
  });
});

describe("the GM's engagement marks (rules 3.2.1)", () => {
  const T = "Scene.s.Token.t";
  it("reads stored marks tolerantly: unknown positions, open ground and anything not of the shape are dropped", () => {
    expect(
      parseEngagementMarks({
        [T]: { position: "doorway" },
        b: { bulky: true, position: "open" },
        c: { position: "Doorway" },
        d: { bulky: "yes" },
        e: "doorway",
        f: [],
      }),
    ).toEqual({ [T]: { position: "doorway" }, b: { bulky: true } });
    expect(parseEngagementMarks(null)).toEqual({});
    expect(parseEngagementMarks([{ position: "doorway" }])).toEqual({});
  });

  it("a token unmarked stands on open ground and is not bulky", () => {
    expect(positionOf({}, T)).toBe("open");
    expect(positionOf({ [T]: { position: "surrounded" } }, T)).toBe("surrounded");
    expect(positionOf({ [T]: { position: "surrounded" } }, null)).toBe("open");
    expect(bulkyOf({ [T]: { bulky: true } }, T)).toBe(true);
    expect(bulkyOf({ [T]: { bulky: true } }, null)).toBe(false);
    expect(bulkyOf({}, T)).toBe(false);
  });

  it("changes one token's mark, keeps the other field, drops empty marks and those of tokens gone", () => {
    const all = () => true;
    const moved = withMark({ [T]: { bulky: true } }, T, { position: "doorway" }, all);
    expect(moved).toEqual({ [T]: { position: "doorway", bulky: true } });
    expect(withMark(moved, T, { bulky: false }, all)).toEqual({ [T]: { position: "doorway" } });
    expect(withMark(moved, T, { position: "open", bulky: false }, all)).toEqual({});
    expect(withMark({ gone: { bulky: true }, kept: { bulky: true } }, T, { bulky: true }, (u) => u !== "gone")).toEqual({
      kept: { bulky: true },
      [T]: { bulky: true },
    });
  });
});

import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { asEngagementPosition, nextEngagementPosition } from "./engagement-positions";

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

  it("reads a stored flag tolerantly: anything unknown is the open ground", () => {
    expect(asEngagementPosition("doorway")).toBe("doorway");
    expect(asEngagementPosition("Doorway")).toBe("open");
    expect(asEngagementPosition(undefined)).toBe("open");
  });
});

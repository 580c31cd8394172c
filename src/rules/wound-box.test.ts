import { describe, expect, it } from "vitest";
import type { WoundBox } from "./types";
import { emptyWoundBox, healOneLevel, healWound, levelsToHeal, woundBoxProblem } from "./wound-box";
import { milderWoundLevel, woundLevelAt, worseWoundLevel } from "./wound-levels";

const wound = (severity: WoundBox["severity"], extra: Partial<WoundBox> = {}): WoundBox => ({
  ...emptyWoundBox(),
  marked: true,
  severity,
  ...extra,
});

describe("wound level order (rules 3.4.1)", () => {
  it("rules 3.4.1: ranks 0…6 are none, scratch, hurt, very hurt, incapacitated, near death, dead", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(woundLevelAt)).toEqual([
      "none",
      "scratch",
      "hurt",
      "veryHurt",
      "incapacitated",
      "nearDeath",
      "dead",
    ]);
    for (const bad of [7, -1, 1.5, "1"]) {
      expect(() => woundLevelAt(bad as never)).toThrow(
        expect.objectContaining({
          code: "HARNFUDGE.Error.OutOfRange",
          data: { name: "woundRank", value: bad, min: 0, max: 6 },
        }),
      );
    }
  });
  it("rules 3.4.1, 3.4.6: the worse and the milder of two levels", () => {
    expect(worseWoundLevel("hurt", "dead")).toBe("dead");
    expect(worseWoundLevel("nearDeath", "scratch")).toBe("nearDeath");
    expect(worseWoundLevel("hurt", "hurt")).toBe("hurt");
    expect(milderWoundLevel("hurt", "dead")).toBe("hurt");
    expect(milderWoundLevel("nearDeath", "scratch")).toBe("scratch");
  });
});

describe("healing one wound (rules 3.4.7, 3.4.8)", () => {
  it("rules 3.4.7: levels to heal: Hurt 1 … Near Death 4, +1 infected; a box without a wound has none", () => {
    expect(levelsToHeal(wound("nearDeath", { infected: true }))).toBe(5);
    expect(levelsToHeal({ marked: true, severity: null, infected: true })).toBe(0);
    expect(levelsToHeal({ marked: false, severity: "hurt", infected: false })).toBe(0);
  });
  it("rules 3.4.7: scratches are not a level: a Scratch heals no further", () => {
    expect(healOneLevel("scratch")).toBeNull();
    expect(healOneLevel("hurt")).toBeNull();
    expect(healOneLevel("nearDeath")).toBe("incapacitated");
  });
  it("rules 3.4.7: healing 0 levels changes nothing; more levels than the wound has heals it, no further", () => {
    const w = wound("veryHurt", { treatment: "treated", treatedLevels: 2, daysRested: 1 });
    expect(healWound(w, 0)).toEqual(w);
    expect(healWound(w, 5)).toEqual(emptyWoundBox());
    expect(healWound(w, 1)).toEqual({ ...w, severity: "hurt", treatedLevels: 1 });
  });
  it("rules 3.4.7: a box without a wound is returned as it is", () => {
    const box = { ...emptyWoundBox(), daysRested: 1 };
    expect(healWound(box, 1)).toEqual(box);
    expect(healWound(emptyWoundBox(), 1)).toEqual(emptyWoundBox());
    const markedWithoutSeverity = { ...emptyWoundBox(), marked: true };
    expect(healWound(markedWithoutSeverity, 1)).toEqual(markedWithoutSeverity);
  });
});

describe("a box's own checks (rules 3.4.5, 3.4.7, 3.4.8)", () => {
  it("rules 3.4.5: each inconsistent field is named", () => {
    expect(woundBoxProblem(null as never, "hurt")).toBe("marked");
    expect(woundBoxProblem({ ...emptyWoundBox(), marked: "yes" as never }, "hurt")).toBe("marked");
    expect(woundBoxProblem({ ...emptyWoundBox(), marked: true }, "hurt")).toBe("severity");
    expect(woundBoxProblem(wound("dead" as never), "nearDeath")).toBe("severity");
    expect(woundBoxProblem(wound("veryHurt"), "hurt")).toBe("severityAboveBox");
    expect(woundBoxProblem(wound("hurt", { open: 1 as never }), "hurt")).toBe("flags");
    expect(woundBoxProblem(wound("hurt", { infected: 1 as never }), "hurt")).toBe("flags");
    expect(woundBoxProblem(wound("hurt", { infectionChecked: 1 as never }), "hurt")).toBe("flags");
    expect(woundBoxProblem(wound("hurt", { magicalDaysPerLevel: 3 }), "hurt")).toBe("magicalDaysPerLevel");
    expect(woundBoxProblem(wound("hurt", { daysRested: -1 }), "hurt")).toBe("daysRested");
    expect(woundBoxProblem(wound("hurt"), "veryHurt")).toBeNull();
  });
});

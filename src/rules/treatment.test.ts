import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { healingLevels, mayBeTreated, tendWound } from "./treatment";
import type { BoxLevel } from "./constants";
import type { WoundBox } from "./types";
import { emptyWoundBox } from "./wound-box";

const wound = (severity: BoxLevel, extra: Partial<WoundBox> = {}): WoundBox => ({
  ...emptyWoundBox(),
  marked: true,
  severity,
  ...extra,
});

const roll = (resultDegree: number) => ({ kind: "roll", resultDegree }) as const;
const magic = (daysPerLevel: number) => ({ kind: "magical", daysPerLevel }) as const;

describe("healing result (rules 3.4.7)", () => {
  it.each([
    [-4, 0],
    [-1, 0],
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [7, 3],
  ])("rules 3.4.7: a healing result of %i treats %i levels (Good 1, Great 2, Superb 3)", (r, n) => {
    expect(healingLevels(r)).toBe(n);
  });

  it("rules 3.4.7: the result is a whole rolled degree", () => {
    expect(() => healingLevels(1.5)).toThrow(RulesError);
    expect(() => healingLevels(Number.NaN)).toThrow(RulesError);
  });
});

describe("tending one wound (rules 3.4.7, 3.4.8)", () => {
  it("rules 3.4.7: a Good roll treats one level of a Very Hurt wound; nothing heals now; the day count restarts", () => {
    const box = wound("veryHurt", { daysRested: 7 });
    expect(tendWound(box, roll(1))).toEqual({ ...box, treatment: "treated", treatedLevels: 1, daysRested: 0 });
  });

  it("rules 3.4.7: Great treats two levels, Superb three, never more than the wound has", () => {
    expect(tendWound(wound("nearDeath"), roll(2))).toMatchObject({ severity: "nearDeath", treatedLevels: 2 });
    expect(tendWound(wound("nearDeath"), roll(3))).toMatchObject({ severity: "nearDeath", treatedLevels: 3 });
    expect(tendWound(wound("nearDeath"), roll(6))).toMatchObject({ treatedLevels: 3 });
    expect(tendWound(wound("hurt"), roll(3))).toMatchObject({ severity: "hurt", treatedLevels: 1 });
  });

  it("rules 3.4.8: an infection is one more level to treat", () => {
    expect(tendWound(wound("hurt", { infected: true }), roll(3))).toMatchObject({ treatedLevels: 2, infected: true });
    expect(tendWound(wound("hurt", { infected: true }), roll(1))).toMatchObject({ treatedLevels: 1, infected: true });
  });

  it("rules 3.4.7: a failed roll (below Good) leaves the untreated rate but the wound counts as tended; its days go on", () => {
    const box = wound("veryHurt", { daysRested: 4 });
    const failed = tendWound(box, roll(0));
    expect(failed).toEqual({ ...box, treatment: "failed", treatedLevels: 0, daysRested: 4 });
    expect(mayBeTreated(failed)).toBe(false);
    expect(tendWound(failed, roll(3))).toEqual(failed);
  });

  it("rules 3.4.7: a tended wound is not treated again by a roll", () => {
    const treated = tendWound(wound("incapacitated"), roll(1));
    expect(tendWound(treated, roll(3))).toEqual(treated);
    const magical = tendWound(wound("incapacitated"), magic(1));
    expect(tendWound(magical, roll(3))).toEqual(magical);
  });

  it("rules 3.4.7: magic covers every level of any wound, tended or not, at the GM's rate, restarting the days", () => {
    const treated = { ...tendWound(wound("nearDeath", { infected: true }), roll(1)), daysRested: 3 };
    expect(tendWound(treated, magic(0.5))).toEqual({
      ...treated,
      treatment: "magical",
      treatedLevels: 0,
      magicalDaysPerLevel: 0.5,
      daysRested: 0,
    });
    expect(tendWound(wound("hurt"), magic(0)).magicalDaysPerLevel).toBe(0);
    expect(tendWound(wound("hurt"), magic(2)).magicalDaysPerLevel).toBe(2);
  });

  it("rules 3.4.7: magical rates are quarter days from 0 to 2", () => {
    for (const bad of [-0.25, 2.25, 0.3, Number.NaN]) expect(() => tendWound(wound("hurt"), magic(bad))).toThrow(RulesError);
  });

  it("rules 3.4.7: scratches have no level to treat and empty boxes nothing", () => {
    expect(tendWound(wound("scratch"), roll(3))).toEqual(wound("scratch"));
    expect(tendWound(wound("scratch"), magic(1))).toEqual(wound("scratch"));
    expect(tendWound(emptyWoundBox(), roll(3))).toEqual(emptyWoundBox());
    expect(mayBeTreated(wound("scratch"))).toBe(false);
    expect(mayBeTreated(emptyWoundBox())).toBe(false);
    // An infected scratch has its infection to heal.
    expect(mayBeTreated(wound("scratch", { infected: true }))).toBe(true);
    expect(mayBeTreated(wound("hurt"))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import type { WoundLevel } from "./constants";
import type { WoundTrack } from "./types";
import { RulesError } from "./errors";
import { INFECTION_THRESHOLDS, becomesInfected, checkInfection, woundsToCheckForInfection } from "./infection";
import { emptyWoundTrack, markWound } from "./wounds";

const markOpen = (t: WoundTrack, ...levels: WoundLevel[]) =>
  levels.reduce((acc, l) => markWound(acc, l, { open: true }).track, t);

describe("infection (rules 3.4.8)", () => {
  it.each([
    ["hurt", -3, true],
    ["hurt", -4, true],
    ["hurt", -2, false],
    ["veryHurt", -2, true],
    ["veryHurt", -3, true],
    ["veryHurt", -1, false],
    ["incapacitated", -1, true],
    ["incapacitated", 0, false],
    ["nearDeath", -1, true],
    ["nearDeath", -5, true],
    ["nearDeath", 0, false],
    ["scratch", -9, false],
  ] as const)("rules 3.4.8 thresholds: a %s wound with Health result %i is infected: %s", (severity, result, infected) => {
    expect(becomesInfected(severity, result)).toBe(infected);
  });

  it("rules 3.4.8: Hurt on Terrible or worse, Very Hurt on Poor or worse, more severe on Mediocre or worse; scratches never", () => {
    expect(INFECTION_THRESHOLDS).toEqual({ scratch: null, hurt: -3, veryHurt: -2, incapacitated: -1, nearDeath: -1 });
    expect(() => becomesInfected("hurt", 0.5)).toThrow(RulesError);
    expect(() => becomesInfected("dead" as never, 0)).toThrow(RulesError);
  });

  it("rules 3.4.8: only open, uninfected, non-scratch wounds roll, by actual severity", () => {
    let t = markOpen(emptyWoundTrack(), "scratch", "scratch", "scratch", "scratch", "veryHurt");
    t = markWound(t, "incapacitated", { open: false }).track;
    expect(woundsToCheckForInfection(t)).toEqual([4]);
    const { track, checks } = checkInfection(t, 0, { 4: [-1, -1, 0, 0] });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ index: 4, severity: "veryHurt", infected: true });
    expect(track.boxes[4]?.infected).toBe(true);
    expect(woundsToCheckForInfection(track)).toEqual([]);
  });

  it("rules 3.4.8: a good Health roll keeps the wound clean; missing dice throw", () => {
    const t = markOpen(emptyWoundTrack(), "hurt");
    expect(checkInfection(t, -1, { 3: [-1, 0, 0, 0] }).checks[0]?.infected).toBe(false);
    expect(checkInfection(t, -1, { 3: [-1, -1, 0, 0] }).checks[0]?.infected).toBe(true);
    expect(() => checkInfection(t, 0, {})).toThrow(RulesError);
  });
});

describe("one infection roll per wound (rules 3.4.8)", () => {
  it("rules 3.4.8: every wound rolled is marked checked, infected or not, and does not roll again", () => {
    const t = markOpen(emptyWoundTrack(), "hurt", "veryHurt");
    expect(woundsToCheckForInfection(t)).toEqual([3, 4]);
    const { track, checks } = checkInfection(t, 0, { 3: [0, 0, 0, 0], 4: [-1, -1, -1, 0] });
    expect(checks.map((c) => [c.index, c.infected])).toEqual([
      [3, false],
      [4, true],
    ]);
    expect(track.boxes.slice(3, 5).map((b) => [b.infected, b.infectionChecked])).toEqual([
      [false, true],
      [true, true],
    ]);
    expect(woundsToCheckForInfection(track)).toEqual([]);
    expect(checkInfection(track, -3, {}).checks).toEqual([]);
  });

  it("rules 3.4.8: a new wound after the check rolls at the end of the next combat; closed wounds are never checked", () => {
    const first = checkInfection(markOpen(emptyWoundTrack(), "hurt"), 0, { 3: [0, 0, 0, 0] }).track;
    const later = markWound(markWound(first, "veryHurt", { open: true }).track, "incapacitated").track;
    expect(woundsToCheckForInfection(later)).toEqual([4]);
    const after = checkInfection(later, 0, { 4: [1, 1, 1, 1] }).track;
    expect(after.boxes.map((b) => b.infectionChecked)).toEqual([false, false, false, true, true, false, false]);
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOX_LEVELS, type WoundLevel } from "./constants";
import type { WoundTrack } from "./types";
import { RulesError } from "./errors";
import {
  STRENUOUS_DEFAULT_DIFFICULTY,
  applyHealingResult,
  applyMagicalHealing,
  loseHealingProgress,
  strenuousActivity,
  treatableWounds,
} from "./healing";
import { healingDaysByBox, restDays } from "./healing-time";
import { emptyWoundTrack, listWounds, markWound, woundStatus } from "./wounds";

const mark = (...levels: WoundLevel[]) => levels.reduce((acc, l) => markWound(acc, l).track, emptyWoundTrack());
const severities = (t: WoundTrack) => listWounds(t).map((w) => w.severity);
const healing = (t: WoundTrack) => listWounds(t).map((w) => [w.severity, w.box.treatment, w.box.treatedLevels]);
const infect = (t: WoundTrack): WoundTrack => ({
  ...t,
  boxes: t.boxes.map((b) => (b.marked && b.severity !== "scratch" ? { ...b, infected: true, infectionChecked: true } : b)),
});

describe("a healing roll heals nothing at once (rules 3.4.7)", () => {
  it("rules 3.4.7: Good sets one treated level on every wound; scratches are not a level; nothing heals now", () => {
    const t = mark("hurt", "veryHurt", "nearDeath", "scratch");
    const h = applyHealingResult(t, 1);
    expect(severities(h)).toEqual(severities(t));
    expect(healing(h)).toEqual([
      ["scratch", "untreated", 0],
      ["hurt", "treated", 1],
      ["veryHurt", "treated", 1],
      ["nearDeath", "treated", 1],
    ]);
    expect(woundStatus(h)).toEqual(woundStatus(t));
  });

  it("rules 3.4.7: Great treats two levels, Superb three (no more than a wound has)", () => {
    const t = mark("hurt", "incapacitated", "nearDeath");
    expect(healing(applyHealingResult(t, 2)).map((w) => w[2])).toEqual([1, 2, 2]);
    expect(healing(applyHealingResult(t, 3)).map((w) => w[2])).toEqual([1, 3, 3]);
  });

  it("rules 3.4.7/3.4.8: with an infection the wound has one more level to treat", () => {
    expect(healing(applyHealingResult(infect(mark("hurt")), 3))).toEqual([["hurt", "treated", 2]]);
  });

  it("rules 3.4.7: a failed roll marks the wounds tended without changing their rate", () => {
    const t = mark("veryHurt");
    const failed = applyHealingResult(t, 0);
    expect(healing(failed)).toEqual([["veryHurt", "failed", 0]]);
    expect(healingDaysByBox(failed)[4]).toBe(20);
    expect(treatableWounds(failed)).toEqual([]);
    // Re-rolling changes nothing until the treatment is lost.
    expect(applyHealingResult(failed, 3)).toEqual(failed);
  });

  it("rules 3.4.7: a later roll treats only the wounds not yet tended", () => {
    const first = applyHealingResult(mark("veryHurt"), 1);
    const later = markWound(first, "hurt").track;
    expect(treatableWounds(later)).toEqual([3]);
    expect(healing(applyHealingResult(later, 3))).toEqual([
      ["hurt", "treated", 1],
      ["veryHurt", "treated", 1],
    ]);
  });

  it("rules 3.4.5: the dead are not healed; bad input throws", () => {
    const dead = { ...mark("hurt"), dead: true };
    expect(applyHealingResult(dead, 3)).toEqual(dead);
    expect(treatableWounds(dead)).toEqual([]);
    expect(applyMagicalHealing(dead, 0)).toEqual(dead);
    expect(() => applyHealingResult(mark("hurt"), 1.5)).toThrow(RulesError);
    expect(() => applyHealingResult(mark("hurt"), 1, "prayer" as never)).toThrow(RulesError);
    expect(() => applyHealingResult(mark("hurt"), 1, "untreated" as never)).toThrow(RulesError);
  });

  it("rules 3.4.7 (property): a healing roll never changes a wound's severity, infection or box", () => {
    const trackArb = fc
      .tuple(fc.array(fc.constantFrom(...BOX_LEVELS), { maxLength: 7 }), fc.boolean())
      .map(([levels, inf]) => (inf ? infect(mark(...levels)) : mark(...levels)));
    fc.assert(
      fc.property(trackArb, fc.integer({ min: -4, max: 7 }), (t, r) => {
        const h = applyHealingResult(t, r);
        return (
          JSON.stringify(listWounds(h).map((w) => [w.index, w.severity, w.box.infected])) ===
          JSON.stringify(listWounds(t).map((w) => [w.index, w.severity, w.box.infected]))
        );
      }),
    );
  });
});

describe("magical healing (rules 3.4.7)", () => {
  it("rules 3.4.7: magic covers every level of every wound at the GM's rate and heals with rest", () => {
    const t = mark("nearDeath", "veryHurt");
    const m = applyMagicalHealing(t, 1);
    expect(listWounds(m).map((w) => [w.severity, w.box.treatment, w.box.magicalDaysPerLevel])).toEqual([
      ["veryHurt", "magical", 1],
      ["nearDeath", "magical", 1],
    ]);
    expect(severities(restDays(m, 2))).toEqual(["veryHurt"]);
    expect(severities(restDays(m, 3.75))).toEqual(["hurt"]);
    expect(severities(restDays(m, 4))).toEqual([]);
    // The magical treatment through applyHealingResult (the result is not read).
    expect(applyHealingResult(t, -2, "magical", 1)).toEqual(m);
    expect(applyHealingResult(t, 1, "magical")).toEqual(applyMagicalHealing(t, 2));
  });

  it("rules 3.4.7: magic at 0 days heals every wound and scratch at once", () => {
    const t = infect(mark("scratch", "hurt", "nearDeath"));
    expect(applyMagicalHealing(t, 0)).toEqual(emptyWoundTrack());
  });

  it("rules 3.4.7: at a rate above 0 scratches are left to clear with rest", () => {
    expect(severities(applyMagicalHealing(mark("scratch", "hurt"), 0.5))).toEqual(["scratch", "hurt"]);
    expect(() => applyMagicalHealing(mark("hurt"), 2.5)).toThrow(RulesError);
    expect(() => applyMagicalHealing(mark("hurt"), 0.1)).toThrow(RulesError);
  });
});

describe("strenuous activity (rules 3.4.7)", () => {
  it("rules 3.4.7: a treated wound that fails keeps its days at the untreated rate; an unbenefited one starts again", () => {
    // Treated at Good (levels at the treated rate), 3 days rested: the days count on, untreated.
    const treated = restDays(applyHealingResult(mark("hurt"), 1), 3);
    expect(listWounds(loseHealingProgress(treated))[0]?.box).toMatchObject({
      treatment: "untreated",
      treatedLevels: 0,
      daysRested: 3,
    });
    // Tended by a failed roll (no level at the treated rate): it was receiving no treatment.
    const tended = restDays(applyHealingResult(mark("hurt"), -1), 3);
    expect(listWounds(tended)[0]?.box).toMatchObject({ treatment: "failed", treatedLevels: 0, daysRested: 3 });
    expect(listWounds(loseHealingProgress(tended))[0]?.box).toMatchObject({ treatment: "untreated", daysRested: 0 });
  });

  it("rules 3.4.7: a failure loses every treatment (it may be treated again); magic's fresh count stays at 0", () => {
    let t = applyHealingResult(mark("veryHurt", "hurt"), 1);
    t = restDays(t, 3);
    t = applyMagicalHealing(markWound(t, "incapacitated").track, 2);
    const lost = loseHealingProgress(t);
    expect(
      listWounds(lost).map((w) => [w.box.treatment, w.box.treatedLevels, w.box.daysRested, w.box.magicalDaysPerLevel]),
    ).toEqual([
      ["untreated", 0, 0, 2],
      ["untreated", 0, 0, 2],
      ["untreated", 0, 0, 2],
    ]);
    expect(treatableWounds(lost)).toEqual([3, 4, 5]);
  });

  it("rules 3.4.7: an untreated wound that fails starts counting again", () => {
    const t = restDays(mark("veryHurt"), 7);
    expect(listWounds(loseHealingProgress(t))[0]?.box).toMatchObject({ treatment: "untreated", daysRested: 0 });
  });

  it("rules 3.4.7: the Health roll fails below the GM's difficulty, Fair unless told otherwise", () => {
    const t = restDays(applyHealingResult(mark("veryHurt"), 2), 3);
    expect(STRENUOUS_DEFAULT_DIFFICULTY).toBe(0);
    expect(strenuousActivity(t, 0)).toEqual({ failed: false, difficulty: 0, track: t });
    expect(strenuousActivity(t, -1)).toEqual({ failed: true, difficulty: 0, track: loseHealingProgress(t) });
    expect(strenuousActivity(t, 1, 1).failed).toBe(false);
    expect(strenuousActivity(t, 0, 1).failed).toBe(true);
    expect(strenuousActivity(t, -3, -3).failed).toBe(false);
    expect(() => strenuousActivity(t, 0, 4)).toThrow(RulesError);
    expect(() => strenuousActivity(t, 0.5)).toThrow(RulesError);
  });
});

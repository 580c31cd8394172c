import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOX_LEVELS, type BoxLevel, type WoundLevel } from "./constants";
import type { WoundTrack } from "./types";
import { RulesError } from "./errors";
import {
  applyHealingResult,
  daysPerLevel,
  daysToHeal,
  daysToNextLevel,
  healingDaysByBox,
  healingLevels,
  levelsToHeal,
  loseHealingProgress,
  restDays,
} from "./healing";
import { emptyWoundBox, emptyWoundTrack, listWounds, markWound, setTreatment, validateWoundTrack, woundStatus } from "./wounds";
import { woundSeverity } from "./woundLevels";

const mark = (t: WoundTrack, ...levels: WoundLevel[]) => levels.reduce((acc, l) => markWound(acc, l).track, t);
const severities = (t: WoundTrack) => listWounds(t).map((w) => w.severity);
const boxLevel = fc.constantFrom(...BOX_LEVELS);
const trackArb = fc
  .tuple(fc.array(boxLevel, { maxLength: 7 }), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }))
  .map(([levels, infected]) => {
    const t = mark(emptyWoundTrack(), ...levels);
    return {
      ...t,
      boxes: t.boxes.map((b, i) => (b.marked && b.severity !== "scratch" ? { ...b, infected: infected[i] ?? false } : b)),
    };
  });
const sorted = (xs: BoxLevel[]) => xs.map(woundSeverity).sort((a, b) => b - a);

describe("healing result (rules 3.4.7)", () => {
  it.each([
    [-4, 0],
    [-1, 0],
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [5, 3],
  ])("rules 3.4.7: a healing result of %i heals %i levels (Good 1, Great 2, Superb 3)", (r, n) => {
    expect(healingLevels(r)).toBe(n);
  });

  it("rules 3.4.7: Good heals all wounds one level; Scratches are not a level (Hurt → healed)", () => {
    const t = mark(emptyWoundTrack(), "hurt", "veryHurt", "nearDeath", "scratch");
    const h = applyHealingResult(t, 1);
    expect(severities(h)).toEqual(["hurt", "incapacitated"]);
    expect(listWounds(h).every((w) => w.box.treatment === "treated" && w.box.daysRested === 0)).toBe(true);
  });

  it("rules 3.4.7: Great heals two levels, Superb three", () => {
    const t = mark(emptyWoundTrack(), "veryHurt", "incapacitated", "nearDeath");
    expect(severities(applyHealingResult(t, 2))).toEqual(["hurt", "veryHurt"]);
    expect(severities(applyHealingResult(t, 3))).toEqual(["hurt"]);
    expect(woundStatus(applyHealingResult(t, 3)).penalty).toBe(-1);
  });

  it("rules 3.4.8: an infected wound's infection is one level and heals first", () => {
    let t = mark(emptyWoundTrack(), "hurt");
    t = { ...t, boxes: t.boxes.map((b) => (b.marked ? { ...b, infected: true } : b)) };
    const h = applyHealingResult(t, 1);
    expect(listWounds(h).map((w) => [w.severity, w.box.infected])).toEqual([["hurt", false]]);
    expect(severities(applyHealingResult(t, 2))).toEqual([]);
  });

  it("rules 3.4.7: a failed roll and a dead character change nothing; bad input throws", () => {
    const t = mark(emptyWoundTrack(), "hurt");
    expect(applyHealingResult(t, 0)).toEqual(t);
    const dead = { ...t, dead: true };
    expect(applyHealingResult(dead, 3)).toEqual(dead);
    expect(() => applyHealingResult(t, 1.5)).toThrow(RulesError);
    expect(() => applyHealingResult(t, 1, "prayer" as never)).toThrow(RulesError);
  });

  it("rules 3.4.7 (property): healing never makes a wound worse nor adds one", () => {
    fc.assert(
      fc.property(trackArb, fc.integer({ min: -4, max: 7 }), (t, r) => {
        const h = applyHealingResult(t, r);
        const a = sorted(severities(t));
        const b = sorted(severities(h));
        const boxesBefore = listWounds(t).map((w) => w.index);
        const boxesAfter = listWounds(h).map((w) => w.index);
        const infectedBefore = listWounds(t).filter((w) => w.box.infected).length;
        const infectedAfter = listWounds(h).filter((w) => w.box.infected).length;
        return (
          b.length <= a.length &&
          b.every((s, i) => s <= (a[i] ?? -1)) &&
          infectedAfter <= infectedBefore &&
          Math.max(-1, ...boxesAfter) <= Math.max(-1, ...boxesBefore) &&
          woundStatus(h).penalty >= woundStatus(t).penalty
        );
      }),
    );
  });

  it("rules 3.4.7 (property): resting never makes a wound worse", () => {
    fc.assert(
      fc.property(
        trackArb,
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom("untreated", "treated", "magical" as const),
        fc.boolean(),
        (t, days, tr, rapid) => {
          const h = restDays(setTreatment(t, tr), days, { rapidHealing: rapid });
          const a = sorted(severities(t));
          const b = sorted(severities(h));
          return b.length <= a.length && b.every((s, i) => s <= (a[i] ?? -1));
        },
      ),
    );
  });
});

describe("healing time (rules 3.4.7, 3.4.8, 4)", () => {
  it.each([
    ["untreated", false, 10],
    ["treated", false, 5],
    ["magical", false, 2],
    ["untreated", true, 5],
    ["treated", true, 2.5],
    ["magical", true, 2],
  ] as const)("rules 3.4.7: %s (Rapid Healing %s) takes %d days per level", (tr, rapid, days) => {
    expect(daysPerLevel({ treatment: tr, magicalDaysPerLevel: 2 }, { rapidHealing: rapid })).toBe(days);
  });

  it("rules 3.4.7: magical healing takes one or two days per level, read from the box (default 2)", () => {
    expect(emptyWoundBox().magicalDaysPerLevel).toBe(2);
    expect(daysPerLevel({ treatment: "magical", magicalDaysPerLevel: 1 })).toBe(1);
    expect(daysPerLevel({ treatment: "magical", magicalDaysPerLevel: 1 }, { rapidHealing: true })).toBe(1);
    // Ignored unless the treatment is magical.
    expect(daysPerLevel({ treatment: "treated", magicalDaysPerLevel: 1 })).toBe(5);
    expect(() => daysPerLevel({ treatment: "magical", magicalDaysPerLevel: 3 as never })).toThrow(RulesError);
  });

  it("rules 3.4.7: magical healing at 1 day per level is stored on the wounds and rests at that rate", () => {
    const t = mark(emptyWoundTrack(), "nearDeath", "veryHurt");
    const healed = applyHealingResult(t, 1, "magical", 1);
    expect(listWounds(healed).map((w) => [w.severity, w.box.treatment, w.box.magicalDaysPerLevel])).toEqual([
      ["hurt", "magical", 1],
      ["incapacitated", "magical", 1],
    ]);
    expect(healingDaysByBox(healed).filter((d) => d !== null)).toEqual([1, 3]);
    expect(severities(restDays(healed, 1))).toEqual(["veryHurt"]);
    expect(severities(restDays(healed, 3))).toEqual([]);
    // The default rate is two days per level.
    const twoDays = applyHealingResult(t, 1, "magical");
    expect(healingDaysByBox(twoDays).filter((d) => d !== null)).toEqual([2, 6]);
    expect(severities(restDays(twoDays, 1))).toEqual(["hurt", "incapacitated"]);
    expect(severities(restDays(twoDays, 2))).toEqual(["veryHurt"]);
    expect(() => applyHealingResult(t, 1, "magical", 3 as never)).toThrow(RulesError);
    const bad = { ...healed, boxes: healed.boxes.map((b) => ({ ...b, magicalDaysPerLevel: 0 as never })) };
    expect(() => validateWoundTrack(bad)).toThrow(RulesError);
  });

  it("rules 3.4.7: days to the next level count the infection first and the days already rested", () => {
    const box = {
      ...emptyWoundBox(),
      marked: true,
      severity: "veryHurt" as const,
      infected: true,
      treatment: "treated" as const,
      daysRested: 2,
    };
    expect(daysToNextLevel(box)).toBe(3);
    expect(daysToHeal(box)).toBe(13);
    expect(daysToNextLevel(box, { rapidHealing: true })).toBe(0.5);
    expect(daysToNextLevel({ ...box, severity: "scratch", infected: false })).toBe(0);
    expect(daysToNextLevel(emptyWoundBox())).toBe(0);
  });

  it.each([
    ["scratch", false, 0],
    ["hurt", false, 1],
    ["veryHurt", false, 2],
    ["incapacitated", false, 3],
    ["nearDeath", false, 4],
    ["hurt", true, 2],
    ["nearDeath", true, 5],
  ] as const)("rules 3.4.7/3.4.8: a %s wound (infected %s) has %i levels to heal", (severity, infected, levels) => {
    expect(levelsToHeal({ ...emptyWoundBox(), marked: true, severity, open: true, infected })).toBe(levels);
  });

  it("rules 3.4.8: an untreated infected Hurt takes twenty days, ten without the infection", () => {
    const box = { ...emptyWoundBox(), marked: true, severity: "hurt" as const, open: true, infected: true };
    expect(daysToHeal(box)).toBe(20);
    expect(daysToHeal({ ...box, infected: false })).toBe(10);
    expect(daysToHeal({ ...box, daysRested: 7 })).toBe(13);
    expect(daysToHeal({ ...box, treatment: "treated" })).toBe(10);
  });

  it("rules 3.4.7: the sheet gets days per box, null for empty boxes", () => {
    const t = mark(emptyWoundTrack(), "scratch", "veryHurt");
    expect(healingDaysByBox(t)).toEqual([0, null, null, null, 20, null, null]);
    expect(healingDaysByBox(setTreatment(t, "treated"), { rapidHealing: true })).toEqual([0, null, null, null, 5, null, null]);
  });

  it("rules 3.4.7: every ten days of rest heal each untreated wound one level; infection first", () => {
    let t = mark(emptyWoundTrack(), "veryHurt", "scratch");
    t = restDays(t, 10);
    expect(severities(t)).toEqual(["hurt"]);
    expect(listWounds(t)[0]?.index).toBe(3);
    expect(severities(restDays(t, 9))).toEqual(["hurt"]);
    expect(severities(restDays(t, 10))).toEqual([]);
    let inf = mark(emptyWoundTrack(), "hurt");
    inf = { ...inf, boxes: inf.boxes.map((b) => (b.marked ? { ...b, infected: true } : b)) };
    expect(listWounds(restDays(inf, 10)).map((w) => w.box.infected)).toEqual([false]);
    expect(severities(restDays(inf, 20))).toEqual([]);
    expect(severities(restDays(setTreatment(mark(emptyWoundTrack(), "nearDeath"), "treated"), 15))).toEqual(["hurt"]);
  });

  it("rules 3.4.7: a failed Health roll after strenuous activity loses the treatment and restarts the days", () => {
    const t = setTreatment(mark(emptyWoundTrack(), "veryHurt"), "treated");
    const rested = restDays(t, 3);
    expect(listWounds(rested)[0]?.box.daysRested).toBe(3);
    const lost = loseHealingProgress(rested);
    expect(listWounds(lost)[0]?.box).toMatchObject({ treatment: "untreated", daysRested: 0 });
    expect(() => restDays(t, -1)).toThrow(RulesError);
  });
});

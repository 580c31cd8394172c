import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOX_LEVELS, type BoxLevel, type WoundLevel } from "./constants";
import type { WoundBox, WoundTrack } from "./types";
import { RulesError } from "./errors";
import {
  daysPerLevel,
  daysToHeal,
  daysToNextLevel,
  healingDaysByBox,
  levelsLeftByRate,
  restDays,
  restWound,
  treatedDaysPerLevel,
  untreatedDaysPerLevel,
  woundAfterRest,
} from "./healing-time";
import { tendWound, type HealingInput } from "./treatment";
import { emptyWoundBox, levelsToHeal } from "./wound-box";
import { emptyWoundTrack, listWounds, markWound } from "./wounds";

const wound = (severity: BoxLevel, extra: Partial<WoundBox> = {}): WoundBox => ({
  ...emptyWoundBox(),
  marked: true,
  severity,
  ...extra,
});
const mark = (...levels: WoundLevel[]) => levels.reduce((acc, l) => markWound(acc, l).track, emptyWoundTrack());
const severities = (t: WoundTrack) => listWounds(t).map((w) => w.severity);
const good: HealingInput = { kind: "roll", resultDegree: 1 };
const great: HealingInput = { kind: "roll", resultDegree: 2 };
const magic = (daysPerLevel: number): HealingInput => ({ kind: "magical", daysPerLevel });
const rapid = { rapidHealing: true };

describe("days per level (rules 3.4.7, Rapid Healing in 4)", () => {
  it("rules 3.4.7: untreated 10 days a level, treated 5; Rapid Healing halves both", () => {
    expect(untreatedDaysPerLevel()).toBe(10);
    expect(treatedDaysPerLevel()).toBe(5);
    expect(untreatedDaysPerLevel(rapid)).toBe(5);
    expect(treatedDaysPerLevel(rapid)).toBe(2.5);
    expect(() => untreatedDaysPerLevel({ rapidHealing: "yes" as never })).toThrow(RulesError);
  });

  it.each([
    ["untreated", 0, false, 10],
    ["failed", 0, false, 10],
    ["treated", 1, false, 5],
    ["treated", 0, false, 10],
    ["magical", 0, false, 1.5],
    ["untreated", 0, true, 5],
    ["treated", 2, true, 2.5],
    ["treated", 0, true, 5],
    ["magical", 0, true, 1.5],
  ] as const)(
    "rules 3.4.7/4: the next level of a %s wound (%i treated levels, Rapid Healing %s) takes %d days",
    (treatment, treatedLevels, r, days) => {
      expect(daysPerLevel({ treatment, treatedLevels, magicalDaysPerLevel: 1.5 }, { rapidHealing: r })).toBe(days);
    },
  );

  it("rules 3.4.7: a magical rate is read from the box and must be quarter days from 0 to 2", () => {
    expect(daysPerLevel({ treatment: "magical", treatedLevels: 0, magicalDaysPerLevel: 0 })).toBe(0);
    expect(() => daysPerLevel({ treatment: "magical", treatedLevels: 0, magicalDaysPerLevel: 3 })).toThrow(RulesError);
    expect(() => daysPerLevel({ treatment: "bandaged" as never, treatedLevels: 0, magicalDaysPerLevel: 2 })).toThrow(RulesError);
  });
});

describe("levels left at each rate (rules 3.4.7, 3.4.8)", () => {
  it("rules 3.4.7: an untreated wound has every level at the untreated rate", () => {
    expect(levelsLeftByRate(wound("veryHurt"))).toEqual({
      fast: { levels: 0, daysPerLevel: null },
      untreated: { levels: 2, daysPerLevel: 10 },
    });
    expect(levelsLeftByRate(wound("veryHurt", { treatment: "failed" }), rapid)).toEqual({
      fast: { levels: 0, daysPerLevel: null },
      untreated: { levels: 2, daysPerLevel: 5 },
    });
  });

  it("rules 3.4.7/3.4.8: a Good result on an infected Very Hurt wound: one level at 5 days, two at 10 (Rapid Healing: 2.5 and 5)", () => {
    const box = tendWound(wound("veryHurt", { infected: true }), good);
    expect(levelsLeftByRate(box)).toEqual({ fast: { levels: 1, daysPerLevel: 5 }, untreated: { levels: 2, daysPerLevel: 10 } });
    expect(levelsLeftByRate(box, rapid)).toEqual({
      fast: { levels: 1, daysPerLevel: 2.5 },
      untreated: { levels: 2, daysPerLevel: 5 },
    });
  });

  it("rules 3.4.7: magic covers every level at its own rate, never halved; treated levels beyond the wound's count as all", () => {
    expect(levelsLeftByRate(tendWound(wound("nearDeath"), magic(0.5)), rapid)).toEqual({
      fast: { levels: 4, daysPerLevel: 0.5 },
      untreated: { levels: 0, daysPerLevel: 5 },
    });
    expect(levelsLeftByRate(wound("hurt", { treatment: "treated", treatedLevels: 3 }))).toEqual({
      fast: { levels: 1, daysPerLevel: 5 },
      untreated: { levels: 0, daysPerLevel: 10 },
    });
    expect(levelsLeftByRate(emptyWoundBox())).toEqual({
      fast: { levels: 0, daysPerLevel: null },
      untreated: { levels: 0, daysPerLevel: 10 },
    });
  });
});

describe("days to heal (rules 3.4.7, 3.4.8, 4)", () => {
  it("rules 3.4.8: an untreated infected Hurt takes twenty days: ten for the infection, ten for the wound", () => {
    const box = wound("hurt", { open: true, infected: true });
    expect(daysToHeal(box)).toBe(20);
    expect(daysToNextLevel(box)).toBe(10);
    expect(daysToHeal({ ...box, infected: false })).toBe(10);
    expect(daysToHeal({ ...box, daysRested: 7 })).toBe(13);
    expect(daysToNextLevel({ ...box, daysRested: 7 })).toBe(3);
  });

  it("rules 3.4.7: mixed rates add up, the treated levels first", () => {
    const box = tendWound(wound("veryHurt", { infected: true }), good);
    expect(daysToHeal(box)).toBe(25);
    expect(daysToNextLevel(box)).toBe(5);
    expect(daysToHeal(box, rapid)).toBe(12.5);
    expect(daysToNextLevel(box, rapid)).toBe(2.5);
    expect(daysToHeal({ ...box, daysRested: 2 })).toBe(23);
    expect(daysToNextLevel({ ...box, daysRested: 2 }, rapid)).toBe(0.5);
    expect(daysToHeal(tendWound(wound("nearDeath"), great))).toBe(30);
  });

  it("rules 3.4.7: scratches and empty boxes need no days; magic at 0 days none either", () => {
    expect(daysToHeal(wound("scratch"))).toBe(0);
    expect(daysToNextLevel(wound("scratch"))).toBe(0);
    expect(daysToHeal(emptyWoundBox())).toBe(0);
    expect(daysToNextLevel(emptyWoundBox())).toBe(0);
    expect(daysToHeal(tendWound(wound("nearDeath"), magic(0)))).toBe(0);
    expect(daysToHeal(wound("scratch", { infected: true }))).toBe(10);
  });

  it("rules 3.4.7: the sheet gets days per box, null for empty boxes", () => {
    const t = mark("scratch", "veryHurt");
    expect(healingDaysByBox(t)).toEqual([0, null, null, null, 20, null, null]);
    expect(healingDaysByBox(t, rapid)).toEqual([0, null, null, null, 10, null, null]);
  });
});

describe("what is left of a wound after healing and rest (rules 3.4.7, 3.4.8, 4)", () => {
  it("rules 3.4.7: untreated, every ten days of rest heal one level; the days beyond carry over", () => {
    const box = wound("veryHurt");
    expect(woundAfterRest(box, null, 9.75)).toEqual({ ...box, daysRested: 9.75 });
    expect(woundAfterRest(box, null, 10)).toEqual({ ...box, severity: "hurt", daysRested: 0 });
    expect(woundAfterRest(box, null, 15)).toEqual({ ...box, severity: "hurt", daysRested: 5 });
    expect(woundAfterRest(box, null, 20)).toEqual(emptyWoundBox());
    expect(woundAfterRest(box, null, 5, rapid)).toMatchObject({ severity: "hurt", daysRested: 0 });
  });

  it("rules 3.4.7: treated Good, the first level heals in 5 days, the next at the untreated rate", () => {
    const box = wound("veryHurt");
    expect(woundAfterRest(box, good, 0)).toMatchObject({ severity: "veryHurt", treatment: "treated", treatedLevels: 1 });
    expect(woundAfterRest(box, good, 4.75)).toMatchObject({ severity: "veryHurt", treatedLevels: 1, daysRested: 4.75 });
    expect(woundAfterRest(box, good, 5)).toMatchObject({
      severity: "hurt",
      treatment: "treated",
      treatedLevels: 0,
      daysRested: 0,
    });
    expect(woundAfterRest(box, good, 14.75)).toMatchObject({ severity: "hurt", daysRested: 9.75 });
    expect(woundAfterRest(box, good, 15)).toEqual(emptyWoundBox());
  });

  it("rules 3.4.8: an infected wound heals its infection first", () => {
    const box = wound("hurt", { open: true, infected: true, infectionChecked: true });
    expect(woundAfterRest(box, null, 10)).toEqual({ ...box, infected: false, daysRested: 0 });
    expect(woundAfterRest(box, null, 19.75)).toEqual({ ...box, infected: false, daysRested: 9.75 });
    expect(woundAfterRest(box, null, 20)).toEqual(emptyWoundBox());
  });

  it("rules 3.4.7/3.4.8/4: an infected Very Hurt treated Good with Rapid Healing: 2.5 days for the infection, then 5 a level", () => {
    const box = wound("veryHurt", { open: true, infected: true, infectionChecked: true });
    expect(woundAfterRest(box, good, 2.25, rapid)).toMatchObject({ severity: "veryHurt", infected: true, daysRested: 2.25 });
    expect(woundAfterRest(box, good, 2.5, rapid)).toMatchObject({
      severity: "veryHurt",
      infected: false,
      treatment: "treated",
      treatedLevels: 0,
      daysRested: 0,
    });
    expect(woundAfterRest(box, good, 7.5, rapid)).toMatchObject({ severity: "hurt", infected: false, daysRested: 0 });
    expect(woundAfterRest(box, good, 12.25, rapid)).toMatchObject({ severity: "hurt", daysRested: 4.75 });
    expect(woundAfterRest(box, good, 12.5, rapid)).toEqual(emptyWoundBox());
  });

  it("rules 3.4.7: Great on Near Death: two levels at 5 days, two at 10", () => {
    const box = wound("nearDeath");
    expect(woundAfterRest(box, great, 10)).toMatchObject({ severity: "veryHurt", treatedLevels: 0, daysRested: 0 });
    expect(woundAfterRest(box, great, 20)).toMatchObject({ severity: "hurt", daysRested: 0 });
    expect(woundAfterRest(box, great, 30)).toEqual(emptyWoundBox());
  });

  it("rules 3.4.7: a failed roll keeps the untreated rate and the days already rested; a success restarts them", () => {
    const box = wound("veryHurt", { daysRested: 9 });
    expect(woundAfterRest(box, { kind: "roll", resultDegree: 0 }, 1)).toMatchObject({ severity: "hurt", treatment: "failed" });
    expect(woundAfterRest(box, good, 1)).toMatchObject({ severity: "veryHurt", treatment: "treated", daysRested: 1 });
  });

  it("rules 3.4.7: a tended wound ignores a second roll", () => {
    const tended = tendWound(wound("incapacitated"), good);
    expect(woundAfterRest(tended, { kind: "roll", resultDegree: 3 }, 5)).toMatchObject({
      severity: "veryHurt",
      treatedLevels: 0,
    });
  });

  it("rules 3.4.7: magical healing heals every level at its rate; at 0 days at once, even without rest", () => {
    const box = wound("nearDeath", { infected: true });
    expect(woundAfterRest(box, magic(0.5), 2.5)).toEqual(emptyWoundBox());
    expect(woundAfterRest(box, magic(0.5), 2.25)).toMatchObject({ severity: "hurt", treatment: "magical", daysRested: 0.25 });
    expect(woundAfterRest(box, magic(0.5), 2)).toMatchObject({ severity: "hurt", infected: false, daysRested: 0 });
    expect(woundAfterRest(box, magic(0.5), 1.75)).toMatchObject({ severity: "veryHurt", daysRested: 0.25 });
    expect(woundAfterRest(box, magic(2), 2, rapid)).toMatchObject({ severity: "nearDeath", infected: false });
    expect(woundAfterRest(box, magic(0), 0)).toEqual(emptyWoundBox());
    expect(woundAfterRest(box, magic(2), 0)).toMatchObject({ severity: "nearDeath", infected: true, daysRested: 0 });
  });

  it("rules 3.4.7: scratches clear with any rest, never without", () => {
    expect(woundAfterRest(wound("scratch"), null, 0.25)).toEqual(emptyWoundBox());
    expect(woundAfterRest(wound("scratch"), null, 0)).toEqual(wound("scratch"));
    const infected = wound("scratch", { infected: true });
    expect(woundAfterRest(infected, null, 9.75)).toEqual({ ...infected, daysRested: 9.75 });
    expect(woundAfterRest(infected, null, 10)).toEqual(emptyWoundBox());
    expect(restWound(emptyWoundBox(), 10)).toEqual(emptyWoundBox());
  });

  it("rules 3.4.7: days are quarter days, never negative", () => {
    for (const bad of [-0.25, 0.3, Number.NaN, Infinity])
      expect(() => woundAfterRest(wound("hurt"), null, bad)).toThrow(RulesError);
  });

  it("rules 3.4.7 (property): resting d days takes d days off the time to heal, exactly", () => {
    const box = fc
      .record({
        severity: fc.constantFrom(...BOX_LEVELS.filter((l) => l !== "scratch")),
        infected: fc.boolean(),
        healing: fc.option(
          fc.oneof(
            fc.integer({ min: -3, max: 5 }).map((resultDegree): HealingInput => ({ kind: "roll", resultDegree })),
            fc.integer({ min: 0, max: 8 }).map((q): HealingInput => magic(q / 4)),
          ),
        ),
      })
      .map(({ severity, infected, healing }) => {
        const b = wound(severity, { infected });
        return healing === null ? b : tendWound(b, healing);
      });
    fc.assert(
      fc.property(box, fc.integer({ min: 0, max: 240 }), fc.boolean(), (b, quarters, r) => {
        const days = quarters / 4;
        const after = woundAfterRest(b, null, days, { rapidHealing: r });
        const expected = Math.max(0, daysToHeal(b, { rapidHealing: r }) - days);
        return daysToHeal(after, { rapidHealing: r }) === expected && expected > 0 === levelsToHeal(after) > 0;
      }),
    );
  });

  it("rules 3.4.7 (property): resting a then b days is resting a + b days", () => {
    const levels = fc.array(fc.constantFrom(...BOX_LEVELS), { maxLength: 7 });
    fc.assert(
      fc.property(levels, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.boolean(), (ls, a, b, r) => {
        const t = mark(...ls);
        const o = { rapidHealing: r };
        const twice = restDays(restDays(t, a / 4, o), b / 4, o);
        const once = restDays(t, (a + b) / 4, o);
        const key = (x: WoundTrack) =>
          listWounds(x)
            .map((w) => JSON.stringify(w.box))
            .sort();
        return twice.dead === once.dead && JSON.stringify(key(twice)) === JSON.stringify(key(once));
      }),
    );
  });
});

describe("resting a track (rules 3.4.7)", () => {
  it("rules 3.4.7: every wound rests; healed wounds move down to the lowest free box", () => {
    const t = mark("veryHurt", "scratch");
    const rested = restDays(t, 10);
    expect(severities(rested)).toEqual(["hurt"]);
    expect(listWounds(rested)[0]?.index).toBe(3);
    expect(severities(restDays(t, 0))).toEqual(["scratch", "veryHurt"]);
    // An Incapacitated wound that overflowed into Near Death heals to Very Hurt and moves down.
    const two = restDays(mark("incapacitated", "incapacitated"), 10);
    expect(listWounds(two).map((w) => [w.index, w.severity])).toEqual([
      [4, "veryHurt"],
      [5, "veryHurt"],
    ]);
  });

  it("rules 3.4.5: a dead character's track does not change; bad days throw", () => {
    const dead = { ...mark("hurt"), dead: true };
    expect(restDays(dead, 100)).toEqual(dead);
    expect(() => restDays(mark("hurt"), -1)).toThrow(RulesError);
    expect(() => restDays(mark("hurt"), 1.1)).toThrow(RulesError);
  });
});

describe("no rest, no change (rules 3.4.7)", () => {
  it("rules 3.4.7: 0 days leave a Scratch as it is, whatever days it has counted; any rest clears it", () => {
    const scratch: WoundBox = { ...emptyWoundBox(), marked: true, severity: "scratch", daysRested: 10 };
    expect(restWound(scratch, 0)).toEqual(scratch);
    expect(restWound(scratch, 0.25)).toEqual(emptyWoundBox());
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOX_LEVELS, WOUND_TRACK_BOXES, type BoxLevel, type WoundLevel } from "./constants";
import type { WoundTrack } from "./types";
import { RulesError } from "./errors";
import type { WoundBox } from "./types";
import {
  boxLevel,
  canActAt,
  clearScratches,
  emptyWoundBox,
  emptyWoundTrack,
  listWounds,
  markWound,
  placeWounds,
  repackWounds,
  validateWoundTrack,
  woundBoxPenaltyLabels,
  woundLevelPenaltyLabel,
  woundPenalty,
  woundStatus,
} from "./wounds";
import { woundSeverity } from "./wound-levels";

const mark = (t: WoundTrack, ...levels: WoundLevel[]) => levels.reduce((acc, l) => markWound(acc, l).track, t);
const boxLevelArb = fc.constantFrom(...BOX_LEVELS);

describe("wound track (rules 3.4.5)", () => {
  it("rules 3.4.5: the track has 3 Scratch, Hurt, Very Hurt, Incapacitated, Near Death boxes", () => {
    expect(WOUND_TRACK_BOXES).toEqual(["scratch", "scratch", "scratch", "hurt", "veryHurt", "incapacitated", "nearDeath"]);
    const t = emptyWoundTrack();
    expect(t.boxes).toHaveLength(7);
    expect(t.dead).toBe(false);
    expect(t.boxes.every((b) => !b.marked && b.severity === null && b.treatment === "untreated" && b.daysRested === 0)).toBe(
      true,
    );
  });

  it.each([
    ["scratch", 0],
    ["hurt", 3],
    ["veryHurt", 4],
    ["incapacitated", 5],
    ["nearDeath", 6],
  ] as const)("rules 3.4.5 wound boxes: a %s marks box %i on an empty track", (level, index) => {
    const r = markWound(emptyWoundTrack(), level, { open: true });
    expect(r).toMatchObject({ boxIndex: index, overflowed: false, died: false });
    expect(r.track.boxes[index]).toMatchObject({ marked: true, severity: level, open: true });
  });

  it("rules 3.4.5: a fourth scratch marks Hurt, a fifth Very Hurt, remembering the actual severity", () => {
    let t = mark(emptyWoundTrack(), "scratch", "scratch", "scratch");
    const fourth = markWound(t, "scratch");
    expect(fourth).toMatchObject({ boxIndex: 3, overflowed: true });
    expect(fourth.track.boxes[3]?.severity).toBe("scratch");
    t = mark(emptyWoundTrack(), "hurt", "scratch", "scratch", "scratch");
    const r = markWound(t, "scratch");
    expect(r.boxIndex).toBe(4);
    expect(r.track.boxes[4]).toMatchObject({ marked: true, severity: "scratch" });
  });

  it("rules 3.4.5: beyond Near Death the character is Dead", () => {
    const t = mark(emptyWoundTrack(), "nearDeath");
    const r = markWound(t, "nearDeath");
    expect(r).toMatchObject({ died: true, boxIndex: null });
    expect(r.track.dead).toBe(true);
    expect(markWound(emptyWoundTrack(), "dead").track.dead).toBe(true);
    expect(markWound(r.track, "scratch").track).toEqual(r.track);
  });

  it("rules 3.4.1: No Damage changes nothing; unknown levels and broken tracks throw", () => {
    expect(markWound(emptyWoundTrack(), "none").track).toEqual(emptyWoundTrack());
    expect(() => markWound(emptyWoundTrack(), "bruised" as never)).toThrow(RulesError);
    expect(() => markWound({ boxes: [], dead: false }, "hurt")).toThrow(RulesError);
    const bad = emptyWoundTrack();
    bad.boxes[0] = { ...emptyWoundBox(), marked: true, severity: "hurt" };
    expect(() => validateWoundTrack(bad)).toThrow(RulesError);
  });

  it("rules 3.4.5 (property): a wound is never lost — it marks exactly one box or kills", () => {
    fc.assert(
      fc.property(fc.array(boxLevelArb, { maxLength: 12 }), boxLevelArb, (history, level) => {
        const before = mark(emptyWoundTrack(), ...history);
        const r = markWound(before, level);
        const n0 = listWounds(before).length;
        const n1 = listWounds(r.track).length;
        if (before.dead) return r.track.dead && n1 === n0;
        return r.died
          ? r.track.dead && n1 === n0 && r.boxIndex === null
          : n1 === n0 + 1 && r.boxIndex !== null && before.boxes[r.boxIndex]?.marked === false;
      }),
    );
  });

  it("rules 3.4.5 (property): overflow only moves to more severe boxes, into the lowest free one", () => {
    fc.assert(
      fc.property(fc.array(boxLevelArb, { maxLength: 12 }), boxLevelArb, (history, level) => {
        const before = mark(emptyWoundTrack(), ...history);
        const r = markWound(before, level);
        const index = r.boxIndex;
        if (index === null) return true;
        const boxLvl = WOUND_TRACK_BOXES[index] as BoxLevel;
        const lowerFree = before.boxes.some(
          (b, i) => i < index && !b.marked && woundSeverity(WOUND_TRACK_BOXES[i] as BoxLevel) >= woundSeverity(level),
        );
        return woundSeverity(boxLvl) >= woundSeverity(level) && r.track.boxes[index]?.severity === level && !lowerFree;
      }),
    );
  });
});

describe("wound penalties (rules 3.4.1) and Fortitude (rules 4)", () => {
  it.each([
    [[], "none", 0, 0, true],
    [["scratch"], "scratch", 0, 0, true],
    [["hurt"], "hurt", -1, 0, true],
    [["veryHurt"], "veryHurt", -2, -1, true],
    [["hurt", "veryHurt"], "veryHurt", -2, -1, true],
    [["incapacitated"], "incapacitated", -2, -1, false],
    [["nearDeath"], "nearDeath", -2, -1, false],
  ] as [WoundLevel[], WoundLevel, number, number, boolean][])(
    "rules 3.4.1: wounds %j → %s, penalty %i (Fortitude %i), can act %s",
    (levels, level, penalty, fort, canAct) => {
      const t = mark(emptyWoundTrack(), ...levels);
      expect(woundStatus(t)).toEqual({ level, penalty, canAct });
      expect(woundPenalty(t, { fortitude: true })).toBe(fort);
    },
  );

  it("rules 3.4.1: the worst counts, not the sum; scratches enough to fill the Hurt box take their toll", () => {
    expect(woundPenalty(mark(emptyWoundTrack(), "scratch", "scratch", "scratch", "scratch"))).toBe(-1);
    expect(woundStatus({ ...emptyWoundTrack(), dead: true })).toEqual({ level: "dead", penalty: -2, canAct: false });
  });
});

describe("scratches after battle (rules 3.4.7)", () => {
  it("rules 3.4.7: scratches are erased, even those that overflowed, and the rest move down", () => {
    const t = mark(emptyWoundTrack(), "scratch", "scratch", "scratch", "scratch", "hurt");
    expect(t.boxes[4]?.severity).toBe("hurt");
    const c = clearScratches(t);
    expect(listWounds(c).map((w) => [w.index, w.severity])).toEqual([[3, "hurt"]]);
    expect(woundPenalty(c)).toBe(-1);
  });
});

describe("who can act (rules 3.4.1)", () => {
  it("acts up to Very Hurt; not at Incapacitated, Near Death or Dead", () => {
    expect(
      ["none", "scratch", "hurt", "veryHurt", "incapacitated", "nearDeath", "dead"].map((l) => canActAt(l as WoundLevel)),
    ).toEqual([true, true, true, true, false, false, false]);
  });
});

const wound = (severity: BoxLevel, extra: Partial<WoundBox> = {}): WoundBox => ({
  ...emptyWoundBox(),
  marked: true,
  severity,
  ...extra,
});
const withBox = (index: number, box: WoundBox): WoundTrack => {
  const t = emptyWoundTrack();
  t.boxes[index] = box;
  return t;
};

describe("a wound box's healing state (rules 3.4.7, 3.4.8)", () => {
  it("rules 3.4.7: an empty box is untreated, with no treated levels, the default magical rate (2) and no days", () => {
    expect(emptyWoundBox()).toEqual({
      marked: false,
      severity: null,
      open: false,
      infected: false,
      infectionChecked: false,
      treatment: "untreated",
      treatedLevels: 0,
      magicalDaysPerLevel: 2,
      daysRested: 0,
    });
    expect(markWound(emptyWoundTrack(), "hurt").track.boxes[3]).toEqual(wound("hurt"));
  });

  it.each([
    ["treatment", wound("hurt", { treatment: "bandaged" as never })],
    ["treatedLevels", wound("hurt", { treatment: "untreated", treatedLevels: 1 })],
    ["treatedLevels", wound("hurt", { treatment: "failed", treatedLevels: 1 })],
    ["treatedLevels", wound("hurt", { treatment: "magical", treatedLevels: 1 })],
    ["treatedLevels", wound("hurt", { treatment: "treated", treatedLevels: 6 })],
    ["treatedLevels", wound("hurt", { treatment: "treated", treatedLevels: 1.5 })],
    ["treatedLevels", wound("hurt", { treatment: "treated", treatedLevels: -1 })],
    ["magicalDaysPerLevel", wound("hurt", { magicalDaysPerLevel: 2.25 })],
    ["magicalDaysPerLevel", wound("hurt", { magicalDaysPerLevel: -0.25 })],
    ["magicalDaysPerLevel", wound("hurt", { magicalDaysPerLevel: 0.1 })],
    ["daysRested", wound("hurt", { daysRested: -0.25 })],
    ["daysRested", wound("hurt", { daysRested: 2.3 })],
    ["daysRested", wound("hurt", { daysRested: 1000.25 })],
    ["flags", wound("hurt", { infectionChecked: "yes" as never })],
    ["emptyBoxHoldsData", { ...emptyWoundBox(), infectionChecked: true }],
    ["emptyBoxHoldsData", { ...emptyWoundBox(), open: true }],
    ["emptyBoxHoldsData", { ...emptyWoundBox(), infected: true }],
    ["emptyBoxHoldsData", { ...emptyWoundBox(), treatment: "failed" as const }],
    ["emptyBoxHoldsData", { ...emptyWoundBox(), daysRested: 1 }],
  ])("rules 3.4.7: a box with a bad %s is refused", (reason, box) => {
    expect(() => validateWoundTrack(withBox(3, box))).toThrow(expect.objectContaining({ data: { reason, index: 3 } }));
  });

  it("rules 3.4.7: quarter days and rates from 0 to 2 are accepted; treated levels up to 5 on a treated wound", () => {
    for (const box of [
      wound("hurt", { daysRested: 2.5, magicalDaysPerLevel: 0 }),
      wound("hurt", { daysRested: 1000, magicalDaysPerLevel: 0.25, treatment: "magical" }),
      wound("hurt", { treatment: "treated", treatedLevels: 5 }),
      wound("hurt", { treatment: "failed", infectionChecked: true, open: true }),
      { ...emptyWoundBox(), magicalDaysPerLevel: 1 },
    ]) {
      expect(validateWoundTrack(withBox(3, box))).toBeTruthy();
    }
  });
});

describe("placing and repacking wounds (rules 3.4.5)", () => {
  it("rules 3.4.5: wounds are placed most severe first in the lowest free box at or above their severity, with their data", () => {
    const hurt = wound("hurt", {
      open: true,
      infected: true,
      infectionChecked: true,
      treatment: "treated",
      treatedLevels: 2,
      daysRested: 2.5,
    });
    const scratch = wound("scratch", { treatment: "failed" });
    const t = placeWounds([scratch, hurt, wound("scratch"), wound("scratch"), wound("scratch")]);
    expect(t.dead).toBe(false);
    expect(t.boxes.map((b) => b.severity)).toEqual(["scratch", "scratch", "scratch", "hurt", "scratch", null, null]);
    expect(t.boxes[3]).toEqual(hurt);
    expect(t.boxes[0]).toEqual(scratch);
    expect(placeWounds([], true)).toEqual({ ...emptyWoundTrack(), dead: true });
  });

  it("rules 3.4.5: a track that cannot hold every wound is Dead", () => {
    const t = placeWounds([wound("nearDeath"), wound("nearDeath", { open: true })]);
    expect(t.dead).toBe(true);
    expect(listWounds(t).map((w) => [w.index, w.box.open])).toEqual([[6, false]]);
    expect(placeWounds([emptyWoundBox(), { ...emptyWoundBox(), marked: true }]).boxes).toEqual(emptyWoundTrack().boxes);
  });

  it("rules 3.4.5/3.4.7: repacking keeps every field of every wound", () => {
    const moved = wound("veryHurt", {
      open: true,
      infected: true,
      infectionChecked: true,
      treatment: "magical",
      magicalDaysPerLevel: 0.5,
      daysRested: 0.25,
    });
    const r = repackWounds(withBox(5, moved));
    expect(r.boxes[4]).toEqual(moved);
    expect(r.boxes[5]).toEqual(emptyWoundBox());
    const c = clearScratches({
      ...withBox(5, moved),
      boxes: withBox(5, moved).boxes.map((b, i) => (i === 0 ? wound("scratch") : b)),
    });
    expect(c.boxes[4]).toEqual(moved);
  });
});

describe("wound track labels and Fortitude (rules 3.4.5, 4)", () => {
  it("rules 3.4.5: the chart's labels are Hurt (−1) and Very Hurt (−2); the others show no penalty", () => {
    expect(woundBoxPenaltyLabels()).toEqual([null, null, null, -1, -2, null, null]);
    expect(woundLevelPenaltyLabel("hurt")).toBe(-1);
    expect(woundLevelPenaltyLabel("veryHurt")).toBe(-2);
    expect(woundLevelPenaltyLabel("incapacitated")).toBeNull();
  });

  it("rules 4: with Fortitude the labels read Hurt 0 and Very Hurt −1", () => {
    expect(woundBoxPenaltyLabels({ fortitude: true })).toEqual([null, null, null, 0, -1, null, null]);
    expect(woundLevelPenaltyLabel("veryHurt", { fortitude: true })).toBe(-1);
    expect(woundLevelPenaltyLabel("scratch", { fortitude: true })).toBeNull();
    expect(() => woundLevelPenaltyLabel("bruise" as never)).toThrow(RulesError);
    expect(() => woundBoxPenaltyLabels({ fortitude: 1 as never })).toThrow(RulesError);
  });
});

describe("the track's edges (rules 3.4.1, 3.4.5)", () => {
  const box = (severity: BoxLevel, extra: Partial<WoundBox> = {}): WoundBox => ({
    ...emptyWoundBox(),
    marked: true,
    severity,
    ...extra,
  });

  it("rules 3.4.5: a broken track names what is wrong and where", () => {
    expect(() => validateWoundTrack(null as never)).toThrow(
      expect.objectContaining({
        code: "HARNFUDGE.Error.InvalidWoundTrack",
        data: { reason: "boxCount", index: null },
        message: "invalid wound track: boxCount",
      }),
    );
    const t = emptyWoundTrack();
    t.boxes[3] = { ...emptyWoundBox(), marked: true };
    expect(() => validateWoundTrack(t)).toThrow(
      expect.objectContaining({ data: { reason: "severity", index: 3 }, message: "invalid wound track: severity at box 3" }),
    );
  });

  it("rules 3.4.5: no wound and a dead character's track mark nothing; a Dead result kills without a box", () => {
    const none = markWound(emptyWoundTrack(), "none");
    expect(none).toEqual({ track: emptyWoundTrack(), boxIndex: null, overflowed: false, died: false });
    const dead = { ...emptyWoundTrack(), dead: true };
    expect(markWound(dead, "hurt")).toEqual({ track: dead, boxIndex: null, overflowed: false, died: false });
    expect(markWound(emptyWoundTrack(), "dead")).toEqual({
      track: { ...emptyWoundTrack(), dead: true },
      boxIndex: null,
      overflowed: false,
      died: true,
    });
    let full = emptyWoundTrack();
    full = markWound(full, "nearDeath").track;
    expect(markWound(full, "nearDeath")).toMatchObject({ boxIndex: null, overflowed: true, died: true });
  });

  it("rules 3.4.5: placing wounds goes most severe first, equal wounds in their given order; empty boxes are skipped", () => {
    const first = box("hurt", { open: true });
    const second = box("hurt");
    const t = placeWounds([emptyWoundBox(), first, second, box("veryHurt")]);
    expect(t.boxes.map((b) => b.severity)).toEqual([null, null, null, "hurt", "veryHurt", "hurt", null]);
    expect(t.boxes[3]).toEqual(first);
    expect(t.boxes[5]).toEqual(second);
  });

  it("rules 4 (Fortitude): a dead character's penalty is −1 with Fortitude, −2 without", () => {
    const dead = { ...emptyWoundTrack(), dead: true };
    expect(woundStatus(dead, { fortitude: true })).toEqual({ level: "dead", penalty: -1, canAct: false });
    expect(woundStatus(dead)).toEqual({ level: "dead", penalty: -2, canAct: false });
  });
});

describe("box levels (rules 3.4.5)", () => {
  it("rules 3.4.5: the seven boxes are three Scratch, Hurt, Very Hurt, Incapacitated, Near Death; there is no eighth", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(boxLevel)).toEqual([...WOUND_TRACK_BOXES]);
    for (const index of [7, -1]) {
      expect(() => boxLevel(index)).toThrow(
        expect.objectContaining({ code: "HARNFUDGE.Error.InvalidWoundTrack", data: { reason: "boxIndex", index } }),
      );
    }
  });
});

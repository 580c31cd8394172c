/**
 * The wound track migration of characters and NPCs (rules 3.4.5, 3.4.7, 3.4.8): older boxes get
 * the new healing fields, and a track of the wrong length keeps every marked wound.
 */
import { describe, expect, it } from "vitest";
import { woundTrackProblem } from "../../src/data/actors/wound-validation";
import { migrateSource, repairWoundTrack } from "../../src/data/migrations";
import type { WoundTrack } from "../../src/rules/types";
import { emptyWoundBox } from "../../src/rules/wound-box";

/** A box as version 0.1 stored it: no infectionChecked, no treatedLevels. */
const oldBox = (extra: Record<string, unknown> = {}) => ({
  marked: false,
  severity: null,
  open: false,
  infected: false,
  treatment: "untreated",
  magicalDaysPerLevel: 2,
  daysRested: 0,
  ...extra,
});
const oldTrack = (...marked: Record<string, unknown>[]) => ({
  boxes: Array.from({ length: 7 }, (_, i) => oldBox(marked[i] ?? {})),
  dead: false,
});
const wounds = (source: Record<string, unknown>): WoundTrack => source["wounds"] as WoundTrack; // test reads back what the migration wrote

describe("wound track migration (character and npc)", () => {
  it("rules 3.4.7/3.4.8: fills the new fields: an old treated wound keeps treating every level; an infected wound was checked", () => {
    const source = {
      wounds: oldTrack(
        {},
        {},
        {},
        { marked: true, severity: "hurt", open: true, infected: true, treatment: "treated", daysRested: 3 },
        { marked: true, severity: "veryHurt", open: true },
        { marked: true, severity: "incapacitated", treatment: "magical", magicalDaysPerLevel: 1 },
      ),
    };
    migrateSource("character", source);
    const t = wounds(source);
    expect(t.boxes[3]).toEqual({
      ...emptyWoundBox(),
      marked: true,
      severity: "hurt",
      open: true,
      infected: true,
      infectionChecked: true,
      treatment: "treated",
      treatedLevels: 2,
      daysRested: 3,
    });
    expect(t.boxes[4]).toMatchObject({ infectionChecked: false, treatedLevels: 0 });
    expect(t.boxes[5]).toMatchObject({ treatment: "magical", treatedLevels: 0, magicalDaysPerLevel: 1 });
    expect(t.boxes[0]).toEqual(emptyWoundBox());
    expect(woundTrackProblem(t)).toBeNull();
  });

  it("leaves a current track exactly as it is", () => {
    const current = { wounds: { boxes: Array.from({ length: 7 }, () => emptyWoundBox()), dead: false } };
    current.wounds.boxes[4] = { ...emptyWoundBox(), marked: true, severity: "hurt", treatment: "failed", infectionChecked: true };
    const before = structuredClone(current);
    migrateSource("npc", current);
    expect(current).toEqual(before);
  });

  it("rules 3.4.5: a track of the wrong length keeps every marked wound, re-placed by the overflow rule", () => {
    // Another module's track with five boxes; a fourth Scratch had overflowed into box 3.
    const source = {
      wounds: {
        boxes: [
          oldBox({ marked: true, severity: "scratch" }),
          oldBox(),
          oldBox({ marked: true, severity: "scratch", open: true }),
          oldBox({ marked: true, severity: "veryHurt", open: true, infected: true }),
          oldBox({ marked: true }),
        ],
        dead: false,
      },
    };
    migrateSource("character", source);
    const t = wounds(source);
    expect(t.boxes.map((b) => b.severity)).toEqual(["scratch", "scratch", null, null, "veryHurt", "veryHurt", null]);
    // The marked box without a severity reads as the level of its place (box 4 of ours: Very Hurt).
    expect(t.boxes[4]).toMatchObject({ open: true, infected: true, infectionChecked: true });
    expect(t.boxes[1]).toMatchObject({ open: true });
    expect(t.dead).toBe(false);
    expect(woundTrackProblem(t)).toBeNull();
  });

  it("rules 3.4.5: a longer track that cannot hold every wound is Dead", () => {
    const source = {
      wounds: {
        boxes: [...oldTrack().boxes, oldBox({ marked: true, severity: "nearDeath" }), oldBox({ marked: true })],
        dead: false,
      },
    };
    repairWoundTrack(source);
    const t = wounds(source);
    expect(t.boxes).toHaveLength(7);
    // Box 8 had no severity: past our seven it reads as Near Death; only one Near Death box exists.
    expect(t.boxes[6]).toMatchObject({ marked: true, severity: "nearDeath" });
    expect(t.dead).toBe(true);
  });

  it("rules 3.4.5: a wound sitting in a less severe box is re-placed; values of the wrong type take the defaults", () => {
    const source = {
      wounds: oldTrack({ marked: true, severity: "hurt", open: "yes", treatment: "bandaged", daysRested: "3" }),
    };
    migrateSource("character", source);
    const t = wounds(source);
    expect(t.boxes[0]).toEqual(emptyWoundBox());
    expect(t.boxes[3]).toEqual({ ...emptyWoundBox(), marked: true, severity: "hurt" });
  });

  it("does nothing without a wound track", () => {
    const none = { attributes: {} };
    expect(migrateSource("character", none)).toEqual({ attributes: {} });
    const partial = { wounds: { dead: true } };
    expect(migrateSource("npc", partial)).toEqual({ wounds: { dead: true } });
  });
});

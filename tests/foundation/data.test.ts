import { describe, expect, it } from "vitest";
import { woundTrackProblem } from "../../src/data/actors/wound-validation";
import { migrateSource } from "../../src/data/migrations";
import type { WoundBox, WoundTrack } from "../../src/rules/types";
import { emptyWoundBox } from "../../src/rules/wound-box";

const empty = (): WoundBox => emptyWoundBox();
const track = (...boxes: Array<Partial<WoundBox>>): WoundTrack => ({
  boxes: Array.from({ length: 7 }, (_, i) => ({ ...empty(), ...(boxes[i] ?? {}) })),
  dead: false,
});

describe("wound track validation (rules 3.4.5)", () => {
  it("accepts an empty track and a wound that overflowed into a more severe box", () => {
    expect(woundTrackProblem(track())).toBeNull();
    // three scratches and a fourth scratch overflowing into Hurt
    const s = { marked: true, severity: "scratch" as const };
    expect(woundTrackProblem(track(s, s, s, s))).toBeNull();
  });

  it("rejects a marked box without a severity, and an empty box holding one", () => {
    expect(woundTrackProblem(track({ marked: true }))).toMatch(/without a severity/);
    expect(woundTrackProblem(track({ severity: "scratch" }))).toMatch(/empty but holds/);
    expect(woundTrackProblem(track({ open: true }))).toMatch(/empty but holds/);
  });

  it("rejects a wound more severe than its box: overflow only moves to more severe boxes", () => {
    expect(woundTrackProblem(track({ marked: true, severity: "hurt" }))).toMatch(/more severe/);
  });

  it("rules 3.4.7: only a successfully treated wound has treated levels; an empty box holds no healing state", () => {
    expect(
      woundTrackProblem(track({}, {}, {}, { marked: true, severity: "hurt", treatment: "treated", treatedLevels: 1 })),
    ).toBeNull();
    expect(
      woundTrackProblem(track({}, {}, {}, { marked: true, severity: "hurt", treatment: "failed", treatedLevels: 1 })),
    ).toMatch(/treated levels without a successful treatment/);
    expect(woundTrackProblem(track({ treatment: "treated" }))).toMatch(/empty but holds/);
    expect(woundTrackProblem(track({ infectionChecked: true }))).toMatch(/empty but holds/);
    expect(woundTrackProblem(track({ daysRested: 2.5 }))).toMatch(/empty but holds/);
    expect(
      woundTrackProblem(track({}, {}, {}, { marked: true, severity: "hurt", daysRested: 2.5, magicalDaysPerLevel: 0.5 })),
    ).toBeNull();
    expect(woundTrackProblem(track({}, {}, {}, { marked: true, severity: "hurt", daysRested: 2.4 }))).toMatch(
      /invalid daysRested/,
    );
  });

  it("rejects a track of the wrong length", () => {
    const t = track();
    t.boxes.push(empty());
    expect(woundTrackProblem(t)).toMatch(/does not exist/);
  });
});

describe("source migrations", () => {
  it("turns hand-written None and n/a into null levels and strengths", () => {
    expect(migrateSource("skill", { default: "None", level: "" })).toEqual({ default: null, level: null });
    expect(migrateSource("weapon", { melee: { strength: "n/a" }, ranged: { strength: 2 } })).toEqual({
      melee: { strength: null },
      ranged: { strength: 2 },
    });
  });

  it("leaves real values alone", () => {
    expect(migrateSource("skill", { default: -2, level: 1 })).toEqual({ default: -2, level: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import {
  KNOCKOUT_SECONDS,
  NEAR_DEATH_SECONDS,
  ROUND_SECONDS,
  nearDeathHelped,
  nearDeathUntreated,
  roundsAsSeconds,
  secondsLeft,
  spanPassed,
} from "./timed-conditions";
import type { WoundBox, WoundTrack } from "./types";
import { emptyWoundBox } from "./wound-box";

const empty: WoundBox = emptyWoundBox();

function nearDeath(treatment: WoundBox["treatment"]): WoundTrack {
  const boxes = Array.from({ length: 7 }, () => ({ ...empty }));
  boxes[6] = { ...empty, marked: true, severity: "nearDeath", treatment };
  return { boxes, dead: false };
}

describe("conditions that pass with world time (rules 3.4.6, 3.4.1)", () => {
  it("a knockout lasts ten minutes, Near Death's reminder comes after the hour", () => {
    expect(KNOCKOUT_SECONDS).toBe(600);
    expect(NEAR_DEATH_SECONDS).toBe(3600);
  });

  it("a span has passed at its last second, not one second before", () => {
    expect(spanPassed(100, 699, 600)).toBe(false);
    expect(spanPassed(100, 700, 600)).toBe(true);
    expect(spanPassed(100.5, 700.9, 600)).toBe(true);
    expect(() => spanPassed(Number.NaN, 700, 600)).toThrow(RulesError);
    expect(() => spanPassed(Number.NaN, 700, 600)).toThrow(/^since must be a finite number/);
    expect(() => spanPassed(100, Number.POSITIVE_INFINITY, 600)).toThrow(/^now must be a finite number/);
  });

  it("Near Death is helped by a treatment that held or by magic, not by a failed one or none", () => {
    expect(nearDeathHelped(nearDeath("treated"))).toBe(true);
    expect(nearDeathHelped(nearDeath("magical"))).toBe(true);
    expect(nearDeathHelped(nearDeath("failed"))).toBe(false);
    expect(nearDeathHelped(nearDeath("untreated"))).toBe(false);
    const unmarked = nearDeath("treated");
    unmarked.boxes[6] = { ...empty, treatment: "treated" };
    expect(nearDeathHelped(unmarked)).toBe(false);
    // A track without its Near Death box (a malformed one) has no help to read, and does not throw.
    expect(nearDeathHelped({ boxes: nearDeath("treated").boxes.slice(0, 6), dead: false })).toBe(false);
  });

  it("a round is one second of world time (rules 3.1.2), so Stunned lasts 1 s and Very Stunned 2 s outside combat", () => {
    expect(ROUND_SECONDS).toBe(1);
    expect(roundsAsSeconds(1)).toBe(1);
    expect(roundsAsSeconds(2)).toBe(2);
    expect(() => roundsAsSeconds(1.5)).toThrow(/^rounds must be an integer/);
  });

  it("the time left of a span counts down to 0 and never below, nor above the span", () => {
    expect(secondsLeft(100, 100, 3600)).toBe(3600);
    expect(secondsLeft(100, 1300, 3600)).toBe(2400);
    expect(secondsLeft(100, 3700, 3600)).toBe(0);
    expect(secondsLeft(100, 9999, 3600)).toBe(0);
    // A clock rewound before the start: the whole span is left.
    expect(secondsLeft(100, 40, 3600)).toBe(3600);
    expect(() => secondsLeft(100, 200, 1.5)).toThrow(/^seconds must be an integer/);
    expect(() => secondsLeft(Number.NaN, 200, 60)).toThrow(/^since must be a finite number/);
  });

  it("Near Death untreated (rules 3.4.1): marked, alive, no treatment that held and no magic", () => {
    expect(nearDeathUntreated(nearDeath("untreated"))).toBe(true);
    expect(nearDeathUntreated(nearDeath("failed"))).toBe(true);
    expect(nearDeathUntreated(nearDeath("treated"))).toBe(false);
    expect(nearDeathUntreated(nearDeath("magical"))).toBe(false);
    expect(nearDeathUntreated({ ...nearDeath("untreated"), dead: true })).toBe(false);
    const unmarked = nearDeath("untreated");
    unmarked.boxes[6] = { ...empty };
    expect(nearDeathUntreated(unmarked)).toBe(false);
  });
});

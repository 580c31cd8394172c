import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { KNOCKOUT_SECONDS, NEAR_DEATH_SECONDS, nearDeathHelped, spanPassed } from "./timed-conditions";
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
});

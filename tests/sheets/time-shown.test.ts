/**
 * Quiet sheets (issue 25): a world-time advance re-renders a sheet only when what it shows of time
 * changed — its pending days of rest (counted in quarter days) and a knockout's or Near Death's
 * minutes left — so a clock module ticking every second leaves the other sheets, and text typed in
 * them, alone.
 */
import { describe, expect, it } from "vitest";
import { timeShown, type TimeShownInput } from "../../src/sheets/context/time-shown";

const DAY = 86_400;
const input = (patch: Partial<TimeShownInput> = {}): TimeShownInput => ({
  restMark: null,
  secondsPerDay: DAY,
  timings: [],
  statuses: [],
  nearDeathHelped: false,
  ...patch,
});
const changed = (i: TimeShownInput, from: number, to: number) => timeShown(i, from) !== timeShown(i, to);

describe("what world time changes on a sheet", () => {
  it("a sheet with nothing timed never changes", () => {
    expect(changed(input(), 0, 10 * DAY)).toBe(false);
  });

  it("the pending rest changes only when a quarter day is passed", () => {
    const resting = input({ restMark: 0 });
    expect(changed(resting, 100, 101)).toBe(false);
    expect(changed(resting, DAY / 4 - 1, DAY / 4)).toBe(true);
  });

  it("Near Death's and a knockout's minutes change once a minute, not every second; treated, never", () => {
    const dying = input({
      statuses: ["nearDeath"],
      timings: [{ status: "nearDeath", since: 0 }],
    });
    expect(changed(dying, 1, 2)).toBe(false);
    expect(changed(dying, 59, 61)).toBe(true);
    expect(changed({ ...dying, nearDeathHelped: true }, 59, 61)).toBe(false);
    const out = input({
      statuses: ["knockedOut"],
      timings: [{ status: "knockedOut", since: 0 }],
    });
    expect(changed(out, 119, 120)).toBe(true);
    expect(changed(out, 120, 121)).toBe(false);
    expect(changed(out, 700, 800)).toBe(false);
  });
});

/**
 * The GM clock's context (src/apps/clock/context.ts), from plain data: the world's date and time by
 * its calendar (Foundry's own or a module's, with its own names and lengths), the advance buttons
 * (a round is about one second, rules 3.1.2; ten minutes end a knockout, rules 3.4.6; an hour is
 * Near Death's, rules 3.4.1), the typed span, and what rest on the clock does, in both languages.
 */
import { describe, expect, it } from "vitest";
import { loadI18n } from "../../scripts/render/i18n";
import { clockContext, spanSeconds, type ClockInput } from "../../src/apps/clock/context";

const en = loadI18n();
const de = loadI18n("lang/de.json");
const UNITS = { minute: 60, hour: 3600, day: 86_400 };

function input(patch: Partial<ClockInput> = {}): ClockInput {
  return {
    components: { year: 720, month: 2, dayOfMonth: 13, dayOfWeek: 4, hour: 8, minute: 5, second: 3 },
    monthName: "Nolus",
    weekdayName: "Kiraday",
    units: UNITS,
    round: null,
    rest: { mode: "offer", offeredDays: null },
    ...patch,
  };
}

describe("the GM clock", () => {
  it("shows the date by the calendar's own names and the time to the second", () => {
    const c = clockContext(input(), en);
    expect(c.date).toBe("Kiraday, 14 Nolus 720");
    expect(c.time).toBe("08:05:03");
    expect(clockContext(input(), de).date).toBe("Kiraday, 14. Nolus 720");
    expect(clockContext(input({ weekdayName: null }), en).date).toBe("14 Nolus 720");
    expect(clockContext(input({ monthName: null }), en).date).toBe("Day 14 of year 720");
  });

  it("advances by a round (one second), a minute, ten minutes, an hour, a night of eight hours and a day", () => {
    expect(clockContext(input(), en).buttons.map((b) => [b.label, b.seconds])).toEqual([
      ["Round", 1],
      ["Minute", 60],
      ["10 min", 600],
      ["Hour", 3600],
      ["Night (8 h)", 28_800],
      ["Day", 86_400],
    ]);
    // A calendar module's day of 20 hours of 50 minutes.
    const odd = clockContext(input({ units: { minute: 60, hour: 3000, day: 60_000 } }), en).buttons.map((b) => b.seconds);
    expect(odd).toEqual([1, 60, 600, 3000, 24_000, 60_000]);
  });

  it("reads a typed span in the calendar's units: above zero, at most a year", () => {
    expect(spanSeconds(5, "day", UNITS)).toBe(432_000);
    expect(spanSeconds(1.5, "hour", UNITS)).toBe(5400);
    expect(spanSeconds(90, "minute", UNITS)).toBe(5400);
    expect(spanSeconds(0, "day", UNITS)).toBeNull();
    expect(spanSeconds(-2, "day", UNITS)).toBeNull();
    expect(spanSeconds(Number.NaN, "day", UNITS)).toBeNull();
    expect(spanSeconds(365, "day", UNITS)).toBe(365 * 86_400);
    expect(spanSeconds(366, "day", UNITS)).toBeNull();
    expect(clockContext(input(), en).units.find((u) => u.selected)?.value).toBe("day");
  });

  it("names the combat round and what rest on the clock does now", () => {
    expect(clockContext(input({ round: 3 }), en).round).toContain("Combat round 3");
    expect(clockContext(input(), en).round).toBe("");
    expect(clockContext(input({ rest: { mode: "off", offeredDays: null } }), en).restText).toContain("Rest…");
    expect(clockContext(input(), en).restText).toContain("quarter day");
    expect(clockContext(input({ rest: { mode: "offer", offeredDays: 5 } }), en).restText).toBe(
      "The chat offers 5 days of rest: tick who rested.",
    );
    expect(clockContext(input({ rest: { mode: "auto", offeredDays: null } }), en).restText).toContain("player characters rest");
  });
});

/**
 * The GM clock's template context (templates/apps/clock.hbs), from plain data alone (app.ts reads
 * it from Foundry): the world's date and time through the world's calendar (Foundry's own, or the
 * one a calendar module set), the advance buttons — a round (rules 3.1.2: about one second), a
 * minute, ten minutes (a knockout, rules 3.4.6), an hour (Near Death, rules 3.4.1), a night, a
 * day — and a typed span, and what rest on the clock does now. Pure: the tests and the screenshots
 * build the very context the window renders.
 */
import { ROUND_SECONDS } from "../../rules/timed-conditions";
import { counted, type Localizer } from "../../i18n/format";

/** The calendar's units, in seconds (a calendar module may set other lengths than 60/60/24). */
export interface ClockUnits {
  minute: number;
  hour: number;
  day: number;
}

export interface ClockInput {
  /** The time's parts by the world's calendar (Foundry's TimeComponents). */
  components: {
    year: number;
    month: number;
    dayOfMonth: number;
    dayOfWeek: number;
    hour: number;
    minute: number;
    second: number;
  };
  /** The month's and weekday's names, localized (a calendar names them by keys or text), null where it has none. */
  monthName: string | null;
  weekdayName: string | null;
  units: ClockUnits;
  /** The started combat's round, null outside one. */
  round: number | null;
  /** Rest on the clock: off, offer or do it; and the days an open offer holds. */
  rest: { mode: "off" | "offer" | "auto"; offeredDays: number | null };
}

/** The typed span's units. */
export const SPAN_UNITS = ["minute", "hour", "day"] as const;
export type SpanUnit = (typeof SPAN_UNITS)[number];

/** The longest span one typed advance moves the clock (a year of 365 calendar days, whatever their length). */
export const MAX_SPAN_DAYS = 365;

/** The typed span in seconds, or null when it is not a positive amount (at most a year of days). */
export function spanSeconds(amount: number, unit: SpanUnit, units: ClockUnits): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const seconds = Math.round(amount * units[unit]);
  return seconds >= 1 && seconds <= MAX_SPAN_DAYS * units.day ? seconds : null;
}

const pad = (n: number) => String(Math.max(0, Math.trunc(n))).padStart(2, "0");

export interface ClockButton {
  seconds: number;
  label: string;
  hint: string;
}

function buttons(units: ClockUnits, i18n: Localizer): ClockButton[] {
  const b = (seconds: number, key: string): ClockButton => ({
    seconds,
    label: i18n.localize(`HARNFUDGE.Clock.Advance.${key}`),
    hint: i18n.localize(`HARNFUDGE.Clock.AdvanceHint.${key}`),
  });
  return [
    b(ROUND_SECONDS, "Round"),
    b(units.minute, "Minute"),
    b(10 * units.minute, "TenMinutes"),
    b(units.hour, "Hour"),
    b(8 * units.hour, "Night"),
    b(units.day, "Day"),
  ];
}

export function clockContext(input: ClockInput, i18n: Localizer) {
  const c = input.components;
  const day = String(c.dayOfMonth + 1);
  const month = input.monthName;
  const weekday = input.weekdayName;
  const date = month
    ? i18n.format("HARNFUDGE.Clock.Date", { weekday: weekday ?? "", day, month, year: String(c.year) }).replace(/^, /, "")
    : i18n.format("HARNFUDGE.Clock.DateNoMonths", { day: String(c.dayOfMonth + 1), year: String(c.year) });
  const rest = input.rest;
  return {
    date,
    time: `${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`,
    round: input.round === null ? "" : i18n.format("HARNFUDGE.Clock.Round", { round: String(input.round) }),
    buttons: buttons(input.units, i18n),
    units: SPAN_UNITS.map((u) => ({ value: u, label: i18n.localize(`HARNFUDGE.Clock.Unit.${u}`), selected: u === "day" })),
    restText:
      rest.mode === "off"
        ? i18n.localize("HARNFUDGE.Clock.RestOff")
        : rest.offeredDays !== null && rest.offeredDays > 0
          ? counted("HARNFUDGE.Clock.RestOffered", rest.offeredDays, i18n)
          : i18n.localize(rest.mode === "auto" ? "HARNFUDGE.Clock.RestAuto" : "HARNFUDGE.Clock.RestOffer"),
  };
}

export type ClockContext = ReturnType<typeof clockContext>;

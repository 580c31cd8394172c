/**
 * Presentation helpers: turn the rules core's localization keys and numbers into the words a
 * table reads ("Superb +1", "+2", "−1"). No rule is computed here.
 */
import { LADDER_MAX, LADDER_MIN, describeLevel } from "../rules";

/** A signed number for display: "+2", "0", "−1" (a real minus sign). */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return "0";
}

/**
 * What every view builder (cards, sheets, dialogs, the dashboard) needs of `game.i18n`; the tests
 * and screenshots pass a stand-in. Format data is strings only, as Foundry's `format` takes it:
 * a number goes in as the language writes it (localNumber, formatData), never as a raw number.
 */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/** A value of the rules core's message data (its MessageData). */
export type MessageValue = string | number | boolean | null;

// Intl's formatters are costly to make (a sheet formats a number on every skill row: issue 27,
// item 12): the locale read once per language, one formatter per locale and setting.
let lastNamed = "";
let lastLocale = "en";
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The locale of the language file in use (its `HARNFUDGE.Locale`: "en", "de"), so decimals and
 * plural forms follow the language the words are in; "en" when the file names none or a bad one.
 */
export function localeOf(i18n: Pick<Localizer, "localize">): string {
  const named = i18n.localize("HARNFUDGE.Locale");
  if (named !== lastNamed) {
    lastNamed = named;
    try {
      lastLocale = Intl.getCanonicalLocales(named)[0] ?? "en";
    } catch {
      lastLocale = "en";
    }
  }
  return lastLocale;
}

/** A number as the language writes it: "2.5" in English, "2,5" in German; at most `digits` decimals, no grouping. */
export function localNumber(value: number, i18n: Pick<Localizer, "localize">, digits = 2): string {
  const locale = localeOf(i18n);
  let format = numberFormats.get(locale + digits);
  if (!format)
    numberFormats.set(
      locale + digits,
      (format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, useGrouping: false })),
    );
  return format.format(value);
}

/**
 * Message data (the rules core's problems and errors) as format data: numbers as the language
 * writes them, null as nothing, the rest as text.
 */
export function formatData(
  data: Readonly<Record<string, MessageValue>>,
  i18n: Pick<Localizer, "localize">,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, typeof v === "number" ? localNumber(v, i18n) : v === null ? "" : String(v)]),
  );
}

/**
 * A counted phrase through the language's plural rules (Intl.PluralRules): `key.one` or
 * `key.other` ("1 day", "2,5 Tage"), with `{n}` the number as the language writes it. English and
 * German have only these two forms; a language with more would add its keys and its categories here.
 */
export function counted(key: string, n: number, i18n: Localizer, data: Record<string, string> = {}, digits = 2): string {
  const shown = Math.round(n * 10 ** digits) / 10 ** digits;
  const locale = localeOf(i18n);
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const form = rules.select(shown) === "one" ? "one" : "other";
  return i18n.format(`${key}.${form}`, { ...data, n: localNumber(shown, i18n, digits) });
}

/** A result named on the ladder, beyond it too: "Great", "Superb +1", "Terrible −2". */
export function ladderWord(value: number, i18n: Pick<Localizer, "localize">): string {
  const description = describeLevel(value);
  const word = i18n.localize(description.key);
  return description.offset === 0 ? word : `${word} ${signed(description.offset)}`;
}

/** The ladder as select options, best first, for difficulty pickers. */
export function ladderOptions(
  selected: number,
  i18n: Pick<Localizer, "localize">,
): { value: number; label: string; selected: boolean }[] {
  const out: { value: number; label: string; selected: boolean }[] = [];
  for (let value = LADDER_MAX; value >= LADDER_MIN; value--)
    out.push({ value, label: ladderWord(value, i18n), selected: value === selected });
  return out;
}

/**
 * A probability as a whole percentage, as the language writes it ("62%", German "62 %"); below 1%
 * but above 0 shows "<1%", above 99% but below 100% ">99%".
 */
export function percent(value: number, i18n: Pick<Localizer, "localize">): string {
  const format = (v: number) => new Intl.NumberFormat(localeOf(i18n), { style: "percent", maximumFractionDigits: 0 }).format(v);
  if (value > 0 && value < 0.01) return `<${format(0.01)}`;
  if (value < 1 && value > 0.99) return `>${format(0.99)}`;
  return format(value);
}

/** Days are quarter days (Rapid Healing halves 5 to 2.5; magic may take 0.25 a level): every day figure shows two decimals. */
const DAY_DIGITS = 2;

/** A number of days as the language writes it, quarter days as they are: "0.75", "2,5". */
export function dayNumber(value: number, i18n: Pick<Localizer, "localize">): string {
  return localNumber(value, i18n, DAY_DIGITS);
}

/**
 * A number of days of rest after "in", as the healing card, the strenuous card and the sheet show
 * it: "in 3 days", "in 2,5 Tagen" (German dative), quarter days shown as they are.
 */
export function daysText(value: number, i18n: Localizer): string {
  return counted("HARNFUDGE.Healing.DaysIn", value, i18n, {}, DAY_DIGITS);
}

/** Days as a rate ("2,5 Tage je Stufe": the German nominative). */
export function daysPerText(value: number, i18n: Localizer): string {
  return counted("HARNFUDGE.Healing.DaysPer", value, i18n, {}, DAY_DIGITS);
}

/** Days in the dashboard's short form: "0.75 d", "2,5 T". */
export function daysShort(value: number, i18n: Localizer): string {
  return i18n.format("HARNFUDGE.Dashboard.Days", { n: dayNumber(value, i18n) });
}

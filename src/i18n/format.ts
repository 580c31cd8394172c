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

/** What display helpers need of `game.i18n` (the harness passes a stand-in). */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
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

/** A probability as a whole percentage for display ("62%"); below 1% but above 0 shows "<1%". */
export function percent(value: number): string {
  if (value > 0 && value < 0.01) return "<1%";
  if (value < 1 && value > 0.99) return ">99%";
  return `${Math.round(value * 100)}%`;
}

/** A number of days of rest, as the healing card, strenuous card and sheet show it (to 2 decimals). */
export function daysText(value: number, i18n: Localizer): string {
  const shown = Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
  return i18n.format(value === 1 ? "HARNFUDGE.Healing.Day" : "HARNFUDGE.Healing.Days", { n: shown });
}

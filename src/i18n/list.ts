/**
 * Names joined as the language joins a list ("Guard, Bandit, and Mirelle", "Wache, Räuber und
 * Mirelle"), for the cards' status lines. Its own file: only code loaded on first use needs it.
 */
import { localeOf, type Localizer } from "./format";

export function nameList(names: readonly string[], i18n: Pick<Localizer, "localize">): string {
  return new Intl.ListFormat(localeOf(i18n), { style: "long", type: "conjunction" }).format(names);
}

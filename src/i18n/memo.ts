/**
 * A localizer that remembers what it has looked up (issue 27, item 12): a sheet reads the same
 * words (ladder names, skill names, the locale) and the same phrases (each skill's summary, a
 * raise's tooltip at the same cost) on its 80 skill rows at every render, and each
 * `game.i18n.localize` walks the language tree again. They are remembered for as long as the
 * localizer they come from lives: a language does not change without a reload (a language file
 * reloaded while developing brings a new localizer: sheets/foundry-i18n.ts). Phrases are
 * remembered by their key and their data, at most PHRASE_LIMIT of them (their data are names and
 * numbers without end).
 */
import type { Localizer } from "./format";

export const PHRASE_LIMIT = 4000;

interface Memory {
  words: Map<string, string>;
  phrases: Map<string, string>;
}

const memoryOf = new WeakMap<Localizer, Memory>();

/** A localizer over `i18n` that remembers its words and phrases. */
export function memoLocalizer<T extends Localizer>(i18n: T): T {
  let memory = memoryOf.get(i18n);
  if (!memory) memoryOf.set(i18n, (memory = { words: new Map(), phrases: new Map() }));
  const { words, phrases } = memory;
  const memo: Localizer = {
    localize(key) {
      let text = words.get(key);
      if (text === undefined) words.set(key, (text = i18n.localize(key)));
      return text;
    },
    format(key, data) {
      const id = `${key}${JSON.stringify(data)}`;
      let text = phrases.get(id);
      if (text === undefined) {
        if (phrases.size >= PHRASE_LIMIT) phrases.clear();
        phrases.set(id, (text = i18n.format(key, data)));
      }
      return text;
    },
  };
  return Object.assign(Object.create(i18n) as T, memo);
}

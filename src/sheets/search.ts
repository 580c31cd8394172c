/**
 * Skill search text: case- and accent-insensitive ("harnic" finds "Language (Hârnic)"), every
 * word of the query must appear somewhere in the row's text (name, subject, category). Shared by
 * the context builders (rows hidden when the sheet renders) and the live filter (behaviour/).
 */

/** The normalized texts seen so far: every render normalizes the same skill names again (issue 27, item 12). */
const normalized = new Map<string, string>();

/** Lower case without diacritics, whitespace collapsed. */
export function normalizeSearch(text: string): string {
  let out = normalized.get(text);
  if (out === undefined) {
    out = text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();
    // Bounded: a long session of searches keeps at most a few thousand entries.
    if (normalized.size > 5000) normalized.clear();
    normalized.set(text, out);
  }
  return out;
}

/** The text a row is searched by: its parts normalized and joined. */
export function searchText(...parts: string[]): string {
  return normalizeSearch(parts.filter(Boolean).join(" "));
}

/** True when every word of `query` occurs in `text` (already normalized); an empty query matches all. */
export function matchesQuery(text: string, query: string): boolean {
  const words = normalizeSearch(query).split(" ").filter(Boolean);
  return words.every((word) => text.includes(word));
}

/**
 * Skill search text: case- and accent-insensitive ("harnic" finds "Language (Hârnic)"), every
 * word of the query must appear somewhere in the row's text (name, subject, category). Shared by
 * the context builders (rows hidden when the sheet renders) and the live filter (behaviour/).
 */

/** Lower case without diacritics, whitespace collapsed. */
export function normalizeSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();
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

/**
 * Babele converter for the items embedded in a compendium creature: each item is translated by its
 * id from the creature's `items` translations (name and description). Plain data in and out, no
 * Foundry or Babele globals, so it is unit-tested directly.
 */
import { isRecord } from "../util/guards";

/** One embedded item's translation, as the creature translation files hold it. */
export interface EmbeddedItemTranslation {
  name?: unknown;
  description?: unknown;
}

/**
 * The creature's items with their names and descriptions translated where `translations` (item id
 * → translation) has an entry; every other item and field is returned unchanged. Anything that is
 * not a list of items is returned as it came.
 */
export function translateEmbeddedItems(items: unknown, translations: unknown): unknown {
  if (!Array.isArray(items) || !isRecord(translations)) return items;
  return items.map((item: unknown) => {
    if (!isRecord(item) || typeof item["_id"] !== "string") return item;
    const translation = translations[item["_id"]];
    if (!isRecord(translation)) return item;
    const name = typeof translation["name"] === "string" ? translation["name"] : item["name"];
    const system = isRecord(item["system"]) ? item["system"] : {};
    const description = typeof translation["description"] === "string" ? translation["description"] : system["description"];
    return { ...item, name, system: { ...system, description } };
  });
}

/**
 * Babele converter for the items embedded in a compendium actor (a creature, a ready-made
 * character): each item is translated by its id from the actor's `items` translations. Every
 * field a player reads is translated: the name, the description, a per-subject skill's subject
 * (the language, the instrument: "Hârnic" → "Hârnisch", "Lute" → "Laute") and a missile weapon's
 * melee stand-in ("in melee as: Stick" → "Stock"). Plain data in and out, no Foundry or Babele
 * globals, so it is unit-tested directly.
 */
import { isRecord } from "../util/guards";

/** One embedded item's translation, as the actor translation files hold it. */
export interface EmbeddedItemTranslation {
  name?: unknown;
  description?: unknown;
  /** A per-subject skill's subject (system.specialization). */
  specialization?: unknown;
  /** A missile weapon's "in melee as" (system.ranged.meleeAs): the melee weapon's translated name. */
  meleeAs?: unknown;
}

const text = (value: unknown, fallback: unknown): unknown => (typeof value === "string" ? value : fallback);

/** The item's system data with the translated fields set; untouched when the translation has none. */
function translatedSystem(system: Record<string, unknown>, translation: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...system, description: text(translation["description"], system["description"]) };
  if (typeof translation["specialization"] === "string" && typeof system["specialization"] === "string")
    out["specialization"] = translation["specialization"];
  const ranged = system["ranged"];
  if (typeof translation["meleeAs"] === "string" && isRecord(ranged) && typeof ranged["meleeAs"] === "string")
    out["ranged"] = { ...ranged, meleeAs: translation["meleeAs"] };
  return out;
}

/**
 * The actor's items with their readable fields translated where `translations` (item id →
 * translation) has an entry; every other item and field is returned unchanged. Anything that is
 * not a list of items is returned as it came.
 */
export function translateEmbeddedItems(items: unknown, translations: unknown): unknown {
  if (!Array.isArray(items) || !isRecord(translations)) return items;
  return items.map((item: unknown) => {
    if (!isRecord(item) || typeof item["_id"] !== "string") return item;
    const translation = translations[item["_id"]];
    if (!isRecord(translation)) return item;
    const system = isRecord(item["system"]) ? item["system"] : {};
    return { ...item, name: text(translation["name"], item["name"]), system: translatedSystem(system, translation) };
  });
}

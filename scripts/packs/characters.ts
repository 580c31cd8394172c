/**
 * The parts of an Actor pack entry that differ for a player character (the ready-made
 * characters, pack `pregens`) from an NPC: the character model's own stored fields, a finished
 * creation that records the talents bought, a token linked to its actor (the player's character
 * is one person, wherever its token stands), friendly, and gear the character's social class may
 * legally carry and wear (rules 3.5, 3.5.3). Whether the purchase keeps to the creation rules
 * (rules 1.3) is the rules core's creation validator's, run on every entry in
 * tests/packs/pregens.test.ts.
 */
import { isDeepStrictEqual } from "node:util";

import { ATTRIBUTE_KEYS, SOCIAL_CLASSES, STARTING_CP, TALENT_KEYS, WEAPON_CLASSES, type SocialClass } from "../../src/rules/constants.ts";
import { armorKeyFromName, mayCarryWeapon, mayWearArmor } from "../../src/rules/legality.ts";
import type { Checker } from "./checker.ts";
import { isRecord, type Doc } from "./io.ts";

/** The character model's stored fields a source must give (beyond attributes, scale, biography). */
export const CHARACTER_SYSTEM_FIELDS = ["socialClass", "nativeLanguage", "religion", "creation"] as const;

/** Stored fields a ready-made character may leave out: they hold their initial value (64 CP, no EP, nothing used yet). */
export const CHARACTER_OPTIONAL_SYSTEM_FIELDS: Readonly<Record<string, () => unknown>> = {
  cp: () => ({ total: STARTING_CP }),
  ep: () => ({ earned: 0, spent: 0 }),
  attributeAdvancement: () => Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, { used: true, raisedInSession: null }])),
  lucky: () => ({ lastUsed: null }),
};

/** The talent keys of an actor's talent items, sorted. */
function talentKeys(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items
    .filter((item): item is Doc => isRecord(item) && item.type === "talent" && isRecord(item.system))
    .map((item) => String((item.system as Doc).key))
    .sort();
}

/** The gear a character of its class may not legally have: weapons by class (3.5), armor by type (3.5.3). */
function checkLegalGear(c: Checker, socialClass: SocialClass, items: unknown): void {
  if (!Array.isArray(items)) return;
  items.forEach((item: unknown, i: number) => {
    if (!isRecord(item) || !isRecord(item.system)) return;
    const sys = item.system;
    // A legal class off the list is the item check's problem; mayCarryWeapon would throw on it.
    const known = (WEAPON_CLASSES as readonly unknown[]).includes(sys.legalClass);
    if (item.type === "weapon" && known && !mayCarryWeapon(socialClass, String(sys.legalClass)))
      c.fail(`items[${i}]`, `a ${socialClass} may not carry ${String(item.name)} (${sys.legalClass}, rules 3.5)`);
    const armorType = typeof sys.armorType === "string" && sys.armorType !== "" ? sys.armorType : String(item.name);
    if (item.type === "armor" && !mayWearArmor(socialClass, armorKeyFromName(armorType)))
      c.fail(`items[${i}]`, `a ${socialClass} may not wear ${String(item.name)} (rules 3.5.3)`);
  });
}

/** A ready-made character's own fields; the fields it shares with an NPC are checked by checkActor. */
export function checkCharacterFields(c: Checker, doc: Doc, sys: Doc): void {
  for (const key of ["nativeLanguage", "religion"] as const) c.string(`system.${key}`, sys[key]);
  if (typeof sys.nativeLanguage === "string" && sys.nativeLanguage.trim() === "")
    c.fail("system.nativeLanguage", "a ready-made character speaks a native language");
  if (c.oneOf("system.socialClass", sys.socialClass, SOCIAL_CLASSES)) checkLegalGear(c, sys.socialClass, doc.items);
  if (c.fields("system.creation", sys.creation, ["finished", "talents"])) {
    if (sys.creation.finished !== true) c.fail("system.creation.finished", "must be true: a ready-made character is ready to play");
    const recorded = Array.isArray(sys.creation.talents) ? [...(sys.creation.talents as unknown[])].map(String).sort() : null;
    for (const key of recorded ?? []) if (!(TALENT_KEYS as readonly string[]).includes(key)) c.fail("system.creation.talents", `unknown talent ${key}`);
    if (!isDeepStrictEqual(recorded, talentKeys(doc.items)))
      c.fail("system.creation.talents", `must list the talents bought at creation, the actor's talent items: ${JSON.stringify(talentKeys(doc.items))}`);
  }
}

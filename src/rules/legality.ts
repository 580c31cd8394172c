/**
 * Who may legally carry which weapons and wear which armor (rules 3.5, 3.5.3): nobles carry any
 * weapon, freemen Free and Peasant weapons, serfs Peasant weapons only; cloth is the only armor
 * peasants (serfs) may legally wear. The sheet shows a warning, never a block.
 *
 * Interpretation (3.5.3): an armor item is identified by its armor type key (ARMOR_KEYS: cloth,
 * quilt, leather, kurbal, ringMail, scaleMail, chainMail, plate). An item that names no type (a
 * custom armor) has key null; it is not cloth, so a serf wearing it is warned. Nobles and freemen
 * may wear any armor (the rules restrict only peasants).
 */
import { ARMOR_KEYS, SOCIAL_CLASSES, WEAPON_CLASSES, type ArmorKey, type SocialClass, type WeaponClass } from "./constants";
import type { MessageData } from "./errors";
import { requireOneOf } from "./errors";

export const LEGAL_WEAPON_CLASSES: Readonly<Record<SocialClass, readonly WeaponClass[]>> = {
  noble: ["chivalric", "free", "peasant"],
  freeman: ["free", "peasant"],
  serf: ["peasant"],
};

export function mayCarryWeapon(socialClass: SocialClass, legalClass: WeaponClass | string): boolean {
  const social = requireOneOf(socialClass, SOCIAL_CLASSES, "socialClass");
  const weapon = requireOneOf(legalClass, WEAPON_CLASSES, "legalClass");
  return LEGAL_WEAPON_CLASSES[social].includes(weapon);
}

/** Armor Values of rules 3.5.3 by armor type. */
export const ARMOR_TYPE_VALUES: Readonly<Record<ArmorKey, number>> = {
  cloth: 1,
  quilt: 1,
  leather: 1,
  kurbal: 2,
  ringMail: 2,
  scaleMail: 3,
  chainMail: 3,
  plate: 4,
};

/** The only armor peasants may legally wear (rules 3.5.3). */
export const PEASANT_ARMOR: ArmorKey = "cloth";

const squash = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();
const BY_NAME = new Map<string, ArmorKey>(ARMOR_KEYS.map((k) => [squash(k), k]));

/**
 * The armor type a name stands for: the rules table's names and the pack entries' names and file
 * names match ("Chain Mail", "chain-mail", "chainMail" → chainMail), ignoring case, spaces,
 * punctuation and accents. Null for any other name.
 */
export function armorKeyFromName(name: string): ArmorKey | null {
  return typeof name === "string" ? (BY_NAME.get(squash(name)) ?? null) : null;
}

/** Whether a character of `socialClass` may legally wear armor of type `armorKey` (rules 3.5.3); null: an unnamed type. */
export function mayWearArmor(socialClass: SocialClass, armorKey: ArmorKey | string | null): boolean {
  const social = requireOneOf(socialClass, SOCIAL_CLASSES, "socialClass");
  if (armorKey !== null) requireOneOf(armorKey, ARMOR_KEYS, "armorKey");
  return social !== "serf" || armorKey === PEASANT_ARMOR;
}

export const LEGALITY_LOC_KEYS = {
  armor: "HARNFUDGE.Legality.ArmorIllegal",
} as const;

/** The sheet's warning for armor a character may not legally wear (rules 3.5.3), or null. */
export function armorLegalityWarning(
  socialClass: SocialClass,
  armorKey: ArmorKey | string | null,
): { code: string; data: MessageData; severity: "warning" } | null {
  if (mayWearArmor(socialClass, armorKey)) return null;
  return { code: LEGALITY_LOC_KEYS.armor, data: { socialClass, armor: armorKey }, severity: "warning" };
}

/**
 * Who may legally carry which weapons (rules 3.5): nobles carry any weapon, freemen Free and
 * Peasant weapons, serfs Peasant weapons only. The sheet shows a warning, never a block.
 */
import { SOCIAL_CLASSES, WEAPON_CLASSES, type SocialClass, type WeaponClass } from "./constants";
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

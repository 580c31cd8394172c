/**
 * The crossbow (rules 3.5.2): "The use of a crossbow in combat (against people) is strictly
 * forbidden by church and secular law (the penalty is death)." Kept out of the rules index
 * (imported by path): only the attack's GM side needs it, loaded on first use.
 */
import { requireOneOf } from "./errors";
import { WEAPON_MODES, type WeaponMode } from "./weapons";

/** The card's warning when a crossbow is shot. */
export const CROSSBOW_LOC_KEY = "HARNFUDGE.Card.CrossbowAgainstPeople";

/**
 * Whether an attack is a crossbow shot, read from the weapon's data, not its name: a shot with the
 * Bow skill from a bow that is not muscle-powered (in the rules' table the crossbow is the only
 * such bow). Swung as a club it is no shot.
 */
export function isCrossbowShot(mode: WeaponMode, skill: string, musclePowered: boolean): boolean {
  requireOneOf(mode, WEAPON_MODES, "mode");
  return mode === "ranged" && skill === "bow" && !musclePowered;
}

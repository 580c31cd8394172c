/**
 * A weapon's figures in one mode (rules 3.5.1, 3.5.2): a weapon may fight in melee, at range, or
 * both (the Javelin; a bow counts as a Stick in melee), and may have a variant (Roundshield +1
 * with spike, Unarmed +0 with a martial art) that replaces its melee strength when in use.
 * All melee weapons are muscle-powered; a missile weapon says whether it is.
 */
import { WOUND_LEVELS, type WoundLevel } from "./constants";
import { offensiveFactors, type OffensiveFactors } from "./damage";
import { requireOneOf } from "./errors";

export const WEAPON_MODES = ["melee", "ranged"] as const;
export type WeaponMode = (typeof WEAPON_MODES)[number];

/** The stored weapon data the figures are read from (the weapon data model's shape). */
export interface WeaponModesData {
  melee: { enabled: boolean; strength: number | null; skill: string };
  ranged: { enabled: boolean; strength: number | null; skill: string; musclePowered: boolean; range: number };
  variant: { strength: number | null; active: boolean };
  scaledToWielder: boolean;
}

export interface WeaponModeFigures {
  mode: WeaponMode;
  enabled: boolean;
  /** Weapon strength in this mode; null where the rules give none (the Net). */
  strength: number | null;
  musclePowered: boolean;
  scaledToWielder: boolean;
  /** The skill this mode rolls. */
  skill: string;
  /** Maximum range in feet; null in melee. */
  range: number | null;
}

export function weaponModeFigures(weapon: WeaponModesData, mode: WeaponMode): WeaponModeFigures {
  requireOneOf(mode, WEAPON_MODES, "mode");
  if (mode === "ranged") {
    const r = weapon.ranged;
    return {
      mode,
      enabled: r.enabled,
      strength: r.strength,
      musclePowered: r.musclePowered,
      scaledToWielder: weapon.scaledToWielder,
      skill: r.skill,
      range: r.range,
    };
  }
  const variant = weapon.variant.active && weapon.variant.strength !== null ? weapon.variant.strength : null;
  const m = weapon.melee;
  return {
    mode,
    enabled: m.enabled,
    strength: variant ?? m.strength,
    musclePowered: true,
    scaledToWielder: weapon.scaledToWielder,
    skill: m.skill,
    range: null,
  };
}

/** The offensive wound factors (rules 3.4.3.1) of a wielder with this weapon mode; null without a weapon strength. */
export function weaponOffence(
  weapon: WeaponModesData,
  mode: WeaponMode,
  wielder: { strength: number; strengthScale: number },
): OffensiveFactors | null {
  const f = weaponModeFigures(weapon, mode);
  if (f.strength === null) return null;
  return offensiveFactors({
    strength: wielder.strength,
    strengthScale: wielder.strengthScale,
    weaponStrength: f.strength,
    musclePowered: f.musclePowered,
    scaledToWielder: f.scaledToWielder,
  });
}

/**
 * How a weapon wounds (rules 3.4.8): `edged` weapons cut or stab with an edge or a point (blades,
 * axes, spears, arrows, bolts, darts, spikes), `blunt` ones crush (clubs, flails, staffs, shields,
 * fists, sling stones), and `entangling` ones (the Net) do no damage at all.
 */
export const WOUNDING_KINDS = ["edged", "blunt", "entangling"] as const;
export type WoundingKind = (typeof WOUNDING_KINDS)[number];

/** Whether a hit with this kind of weapon can wound at all (rules 3.5.1: the Net has no weapon strength). */
export function woundingDealsDamage(kind: WoundingKind): boolean {
  return requireOneOf(kind, WOUNDING_KINDS, "wounding") !== "entangling";
}

/**
 * The card's proposal for whether a wound is open (rules 3.4.8: "Open wounds are usually the result
 * of a cut or stab … The GM will determine whether or not a wound is open"): open for an edged hit
 * that wounds, closed for a blunt one (severe blunt trauma is the GM's call), never for an
 * entangling weapon or a hit that dealt no wound. Only a proposal: the GM may flip it.
 */
export function proposeOpenWound(kind: WoundingKind, woundLevel: WoundLevel): boolean {
  const k = requireOneOf(kind, WOUNDING_KINDS, "wounding");
  const level = requireOneOf(woundLevel, WOUND_LEVELS, "woundLevel");
  return k === "edged" && level !== "none";
}

/** Skills whose weapons crush rather than cut (rules 1.1.2.3): clubs, flails, shields, fists, whips, sling stones. */
const BLUNT_SKILLS: readonly string[] = ["club", "flail", "shield", "unarmed", "whip", "sling"];

/**
 * A best guess at how a weapon wounds from the skill of its main mode (the ranged one for a missile
 * weapon), for weapons stored before the `wounding` field existed: Net entangles, the skills of
 * crushing weapons are blunt, every other weapon skill is edged.
 */
export function woundingForSkill(skill: string): WoundingKind {
  if (skill === "net") return "entangling";
  return BLUNT_SKILLS.includes(skill) ? "blunt" : "edged";
}

/**
 * How a hit wounds in the mode it was made (rules 3.4.8, 1.1.2.3): a weapon used with a crushing
 * skill crushes whatever its edge or point (a longbow swung as a stick, a crossbow as a club: Club
 * skill), so the mode's skill turns an edged weapon blunt; a mode rolled with Net entangles; an
 * entangling or blunt weapon stays as it is.
 */
export function woundingInMode(weapon: WoundingKind, modeSkill: string): WoundingKind {
  const kind = requireOneOf(weapon, WOUNDING_KINDS, "wounding");
  if (kind !== "edged") return kind;
  return woundingForSkill(modeSkill);
}

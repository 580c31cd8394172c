/**
 * Damage (rules 3.4.2–3.4.4): damage capacity, offensive and defensive wound factors, the damage
 * factor, and the graze and full damage tables. The 1dF is an input, never drawn here.
 */
import type { WoundLevel } from "./constants";
import { ARMOR_VALUE_MAX, ARMOR_VALUE_MIN, SCALE_MAX, SCALE_MIN, WEAPON_STRENGTH_MAX, WEAPON_STRENGTH_MIN } from "./constants";
import { requireFace } from "./dice";
import { requireBoolean, requireInteger, requireIntegerInRange, requireLadderLevel } from "./errors";

/**
 * Damage capacity (rules 1.3.1, 3.4.2): the average of Strength, Health and Willpower, rounded down.
 * Interpretation: "rounded down" is Math.floor of the true average, so negative averages go
 * towards −∞ (Poor, Mediocre, Fair → −1 average −1; Mediocre, Fair, Fair → −1/3 → −1).
 */
export function damageCapacity(strength: number, health: number, willpower: number): number {
  const sum =
    requireLadderLevel(strength, "strength") + requireLadderLevel(health, "health") + requireLadderLevel(willpower, "willpower");
  return Math.floor(sum / 3);
}

export interface OffenceInput {
  /** Attacker's Strength attribute (ladder value). */
  strength: number;
  /** Attacker's Strength Scale (0 for humans, rules 1.2). */
  strengthScale: number;
  /** Weapon Strength (rules 3.5). */
  weaponStrength: number;
  /** Muscle-powered weapon: all melee weapons, most missiles (rules 3.5). */
  musclePowered: boolean;
  /** A projectile weapon scaled to its wielder's size (rules 3.4.3.1), e.g. a giant's crossbow. */
  scaledToWielder?: boolean;
}

export interface OffensiveFactors {
  strength: number;
  strengthScale: number;
  weaponStrength: number;
  total: number;
}

/**
 * Offensive wound factors (rules 3.4.3.1): Strength only with a muscle-powered weapon; Strength Scale
 * only with a muscle-powered weapon or a projectile weapon scaled to the attacker; Weapon Strength always.
 */
export function offensiveFactors(input: OffenceInput): OffensiveFactors {
  const str = requireLadderLevel(input.strength, "strength");
  const scale = requireIntegerInRange(input.strengthScale, "strengthScale", SCALE_MIN, SCALE_MAX);
  const weaponStrength = requireIntegerInRange(input.weaponStrength, "weaponStrength", WEAPON_STRENGTH_MIN, WEAPON_STRENGTH_MAX);
  const muscle = requireBoolean(input.musclePowered, "musclePowered");
  const scaled = requireBoolean(input.scaledToWielder ?? false, "scaledToWielder");
  const strength = muscle ? str : 0;
  const strengthScale = muscle || scaled ? scale : 0;
  return { strength, strengthScale, weaponStrength, total: strength + strengthScale + weaponStrength };
}

export interface DefenceInput {
  damageCapacity: number;
  massScale: number;
  armorValue: number;
}

export interface DefensiveFactors extends DefenceInput {
  total: number;
}

/** Defensive wound factors (rules 3.4.3.2): damage capacity + Mass Scale + armor value. */
export function defensiveFactors(input: DefenceInput): DefensiveFactors {
  const dc = requireLadderLevel(input.damageCapacity, "damageCapacity");
  const massScale = requireIntegerInRange(input.massScale, "massScale", SCALE_MIN, SCALE_MAX);
  const armorValue = requireIntegerInRange(input.armorValue, "armorValue", ARMOR_VALUE_MIN, ARMOR_VALUE_MAX);
  return { damageCapacity: dc, massScale, armorValue, total: dc + massScale + armorValue };
}

/**
 * Graze table (rules 3.4.4, relative degree +1), by damage factor.
 * Interpretation: the rows "0 or less" and "0-4" overlap at 0; 0 means No Damage, so Scratch is 1–4.
 */
export function grazeResult(damageFactor: number): WoundLevel {
  const f = requireInteger(damageFactor, "damageFactor");
  if (f <= 0) return "none";
  if (f <= 4) return "scratch";
  return "hurt";
}

/** Full damage table (rules 3.4.4, relative degree ≥ +2), by total (damage factor + relative degree + 1dF). */
export function fullDamageResult(total: number): WoundLevel {
  const t = requireInteger(total, "damageTotal");
  if (t <= 0) return "none";
  if (t <= 2) return "scratch";
  if (t <= 4) return "hurt";
  if (t <= 6) return "veryHurt";
  if (t <= 8) return "incapacitated";
  return "nearDeath";
}

/** Which table a hit used: none (relative degree ≤ 0), graze (+1) or full (≥ +2). */
export type DamageTable = "none" | "graze" | "full";

export interface DamageBreakdown {
  offence: OffensiveFactors;
  defence: DefensiveFactors;
  /** Offensive total − defensive total (rules 3.4.4). */
  damageFactor: number;
  relativeDegree: number;
  table: DamageTable;
  /** Relative degree added (full table only, else 0). */
  relativeDegreeAdded: number;
  /** The 1dF added (full table only, else 0; the die is still reported in `fudgeDie`). */
  fudgeDieAdded: number;
  fudgeDie: number;
  /** −1 with Mystical Shield on a graze or full-table hit, else 0 (rules 4). */
  mysticalShield: number;
  /** The number read on the table (null when relative degree ≤ 0). */
  total: number | null;
  result: WoundLevel;
}

export interface DamageInput {
  relativeDegree: number;
  offence: OffenceInput;
  defence: DefenceInput;
  /** The 1dF (−1, 0, +1): always supplied, only added on the full table. */
  fudgeDie: number;
  /** Defender has the Mystical Shield talent (rules 4). */
  mysticalShield?: boolean;
}

/**
 * Wound level of a hit (rules 3.4.4) with every factor for the chat card.
 * Relative degree ≤ 0: no damage. +1: graze table on the damage factor. ≥ +2: full table on
 * damage factor + relative degree + 1dF.
 * Interpretation (rules 4, Mystical Shield): "subtract 1 from each amount of damage" subtracts 1
 * from the number read on the table (graze or full) of every hit, after the 1dF; it cannot make
 * a miss into anything and it never goes below No Damage.
 */
export function computeDamage(input: DamageInput): DamageBreakdown {
  const relativeDegree = requireInteger(input.relativeDegree, "relativeDegree");
  const fudgeDie = requireFace(input.fudgeDie, "fudgeDie");
  const shield = requireBoolean(input.mysticalShield ?? false, "mysticalShield");
  const offence = offensiveFactors(input.offence);
  const defence = defensiveFactors(input.defence);
  const damageFactor = offence.total - defence.total;
  const base = { offence, defence, damageFactor, relativeDegree, fudgeDie };
  if (relativeDegree <= 0) {
    return { ...base, table: "none", relativeDegreeAdded: 0, fudgeDieAdded: 0, mysticalShield: 0, total: null, result: "none" };
  }
  const mysticalShield = shield ? -1 : 0;
  if (relativeDegree === 1) {
    const total = damageFactor + mysticalShield;
    return {
      ...base,
      table: "graze",
      relativeDegreeAdded: 0,
      fudgeDieAdded: 0,
      mysticalShield,
      total,
      result: grazeResult(total),
    };
  }
  const total = damageFactor + relativeDegree + fudgeDie + mysticalShield;
  return {
    ...base,
    table: "full",
    relativeDegreeAdded: relativeDegree,
    fudgeDieAdded: fudgeDie,
    mysticalShield,
    total,
    result: fullDamageResult(total),
  };
}

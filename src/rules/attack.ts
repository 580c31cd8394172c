/**
 * One attack from dice to wound (rules 3.2–3.4.6), for the chat card and the GM's query handler:
 * plain data in, a full breakdown out; {@link applyAttackResult} writes it onto new tracks.
 *
 * Interpretations:
 * - Against an unaware or ignoring target, or a target shooting back, the attack is rolled against
 *   the GM's difficulty and the relative degree is rolled degree − difficulty: the attacker must
 *   beat it ("if the attacker wins"); a tie is no damage, as for opposed rolls.
 * - Shooting back (rules 3.3): this resolves the attacker's shot only; the target's own shot is a
 *   second call with the roles swapped, also against a GM difficulty.
 * - Lone-fighter penalties (rules 3.2.1) come from the number of opponents each side faces.
 */
import type { WoundLevel } from "./constants";
import type { StunTrack, WoundTrack } from "./types";
import { attackReachesFair, multipleOpponentsPenalty, type DefenceKind } from "./combat";
import { computeDamage, type DamageBreakdown } from "./damage";
import { requireBoolean, requireInteger, requireIntegerInRange, requireLadderLevel, requireOneOf } from "./errors";
import { rolledDegree, type RolledDegree } from "./resolution";
import { applyStun, pullPunch, stunResultFor, type StunResult } from "./stun";
import { markWound } from "./wounds";

export type AttackDefenceInput =
  { kind: "opposed"; level: number; faces: readonly number[] } | { kind: "unaware" | "ignore" | "shootBack"; difficulty: number };

export interface SideModifiers {
  /** Opponents this fighter faces (≥ 1): −1 per opponent beyond the first (rules 3.2.1). */
  opponents?: number;
  /** Wound penalty (≤ 0), from woundStatus (rules 3.4.1). */
  woundPenalty?: number;
  /** Any other modifier: situational, talents, stun… */
  situational?: number;
}

export interface AttackInput {
  attack: { level: number; faces: readonly number[] };
  defence: AttackDefenceInput;
  attackerModifiers?: SideModifiers;
  defenderModifiers?: SideModifiers;
  weapon: { strength: number; musclePowered: boolean; scaledToWielder?: boolean };
  attacker: { strength: number; strengthScale: number };
  defender: { damageCapacity: number; massScale: number; armorValue: number; mysticalShield?: boolean };
  /** Going for stun or knockout (rules 3.4.6). */
  stunMode?: boolean;
  /** Pulled punch: the maximum wound level announced (rules 3.4.6). */
  maxWoundLevel?: WoundLevel | null;
  /** The 1dF for the full damage table (rules 3.4.4). */
  fudgeDie: number;
}

export interface ModifierBreakdown {
  opponents: number;
  woundPenalty: number;
  situational: number;
  total: number;
}

export const ATTACK_OUTCOMES = ["hit", "belowFair", "notBeaten"] as const;
export type AttackOutcome = (typeof ATTACK_OUTCOMES)[number];
export const ATTACK_OUTCOME_LOC_KEYS: Readonly<Record<AttackOutcome, string>> = {
  hit: "HARNFUDGE.Attack.hit",
  belowFair: "HARNFUDGE.Attack.belowFair",
  notBeaten: "HARNFUDGE.Attack.notBeaten",
};

export interface AttackResolution {
  attack: RolledDegree & { modifiers: ModifierBreakdown };
  defence: { kind: DefenceKind; roll: (RolledDegree & { modifiers: ModifierBreakdown }) | null; difficulty: number | null };
  /** The attacker's relative degree (rules 2.2). */
  relativeDegree: number;
  hit: boolean;
  outcome: AttackOutcome;
  outcomeKey: string;
  /** Null on a miss. */
  damage: DamageBreakdown | null;
  /** Wound level from the table, before a pulled punch. */
  uncappedWoundLevel: WoundLevel;
  /** Wound level dealt (after the pulled punch); `none` on a miss. */
  woundLevel: WoundLevel;
  stunMode: boolean;
  /** Stun result in stun mode, else null. */
  stunResult: StunResult | null;
}

function modifiers(m: SideModifiers | undefined): ModifierBreakdown {
  const opponents = multipleOpponentsPenalty(m?.opponents ?? 1);
  const woundPenalty = requireIntegerInRange(m?.woundPenalty ?? 0, "woundPenalty", -2, 0);
  const situational = requireInteger(m?.situational ?? 0, "situational");
  return { opponents, woundPenalty, situational, total: opponents + woundPenalty + situational };
}

/** Resolve one attack (rules 3.2–3.4.6). Pure: all dice are inputs. */
export function resolveAttack(input: AttackInput): AttackResolution {
  const stunMode = requireBoolean(input.stunMode ?? false, "stunMode");
  const am = modifiers(input.attackerModifiers);
  const attack = { ...rolledDegree({ level: input.attack.level, faces: input.attack.faces, modifier: am.total }), modifiers: am };
  const kind = requireOneOf(input.defence.kind, ["opposed", "unaware", "ignore", "shootBack"] as const, "defence");
  let defence: AttackResolution["defence"];
  let relativeDegree: number;
  if (input.defence.kind === "opposed") {
    const dm = modifiers(input.defenderModifiers);
    const roll = {
      ...rolledDegree({ level: input.defence.level, faces: input.defence.faces, modifier: dm.total }),
      modifiers: dm,
    };
    defence = { kind, roll, difficulty: null };
    relativeDegree = attack.rolledDegree - roll.rolledDegree;
  } else {
    const difficulty = requireLadderLevel(input.defence.difficulty, "difficulty");
    defence = { kind, roll: null, difficulty };
    relativeDegree = attack.rolledDegree - difficulty;
  }
  const reachesFair = attackReachesFair(attack.rolledDegree);
  const outcome: AttackOutcome = !reachesFair ? "belowFair" : relativeDegree <= 0 ? "notBeaten" : "hit";
  const hit = outcome === "hit";
  const damage = hit
    ? computeDamage({
        relativeDegree,
        offence: {
          ...input.attacker,
          weaponStrength: input.weapon.strength,
          musclePowered: input.weapon.musclePowered,
          scaledToWielder: input.weapon.scaledToWielder ?? false,
        },
        defence: {
          damageCapacity: input.defender.damageCapacity,
          massScale: input.defender.massScale,
          armorValue: input.defender.armorValue,
        },
        fudgeDie: input.fudgeDie,
        mysticalShield: input.defender.mysticalShield ?? false,
      })
    : null;
  const uncappedWoundLevel: WoundLevel = damage?.result ?? "none";
  const woundLevel = pullPunch(uncappedWoundLevel, input.maxWoundLevel ?? null);
  return {
    attack,
    defence,
    relativeDegree,
    hit,
    outcome,
    outcomeKey: ATTACK_OUTCOME_LOC_KEYS[outcome],
    damage,
    uncappedWoundLevel,
    woundLevel,
    stunMode,
    stunResult: stunMode ? stunResultFor(woundLevel) : null,
  };
}

export interface AppliedAttack {
  wounds: WoundTrack;
  stun: StunTrack;
  /** Wound box marked, or null. */
  boxIndex: number | null;
  died: boolean;
  /** Stun effect now (a third Stun reports veryStunned), or null outside stun mode. */
  stunEffect: StunResult | null;
}

/**
 * Apply a resolved attack to the defender's tracks (rules 3.4.5, 3.4.6) and return new tracks:
 * in stun mode only the StunTrack changes; otherwise the wound is marked (`open` for cuts and stabs).
 */
export function applyAttackResult(
  tracks: { wounds: WoundTrack; stun: StunTrack },
  result: Pick<AttackResolution, "woundLevel" | "stunMode" | "stunResult">,
  options: { open?: boolean } = {},
): AppliedAttack {
  if (result.stunMode) {
    const s = applyStun(tracks.stun, result.stunResult ?? stunResultFor(result.woundLevel));
    const w = markWound(tracks.wounds, "none");
    return { wounds: w.track, stun: s.track, boxIndex: null, died: false, stunEffect: s.effect };
  }
  const w = markWound(tracks.wounds, result.woundLevel, { open: options.open ?? false });
  const s = applyStun(tracks.stun, "none");
  return { wounds: w.track, stun: s.track, boxIndex: w.boxIndex, died: w.died, stunEffect: null };
}

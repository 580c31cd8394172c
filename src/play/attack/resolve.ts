/**
 * The attack card's rules, read by the rules core's `resolveAttack` (rules 3.2–3.4.6): the
 * resolution once attack and defence are known, and the damage step. Pure: the faces (public or
 * read from the hidden dice messages) and the actors' facts are passed in; the results are the
 * plain records the card freezes.
 */
import { resolveAttack, type AttackDefenceInput, type AttackResolution } from "../../rules";
import type { AttackerFacts, DefenderFacts } from "../services/facts";
import type { AttackCard, DamageRecord, ResolutionRecord, RollRecord } from "./state";

export type { AttackerFacts, DefenderFacts } from "../services/facts";

/** The faces of the card's rolls as the GM's client reads them. */
export interface CardFaces {
  attack: readonly number[];
  /** The defender's roll (opposed), else null. */
  defence: readonly number[] | null;
}

export function modifierTotal(roll: Pick<RollRecord, "modifiers">): number {
  return roll.modifiers.reduce((sum, m) => sum + m.value, 0);
}

function defenceInput(card: AttackCard, faces: CardFaces): AttackDefenceInput | null {
  const d = card.defence;
  if (!d) return null;
  if (d.kind === "opposed")
    return d.roll && faces.defence ? { kind: "opposed", level: d.roll.level, faces: faces.defence } : null;
  return d.difficulty === null ? null : { kind: d.kind, difficulty: d.difficulty };
}

function resolve(
  card: AttackCard,
  defence: AttackDefenceInput,
  faces: CardFaces,
  attacker: AttackerFacts,
  defender: DefenderFacts,
  fudgeDie: number,
): AttackResolution {
  return resolveAttack({
    attack: { level: card.attack.level, faces: faces.attack },
    attackerModifiers: { situational: modifierTotal(card.attack) },
    defence,
    defenderModifiers: { situational: card.defence?.roll ? modifierTotal(card.defence.roll) : 0 },
    weapon: {
      strength: attacker.weaponStrength,
      musclePowered: attacker.musclePowered,
      scaledToWielder: attacker.scaledToWielder ?? false,
    },
    attacker: { strength: attacker.strength, strengthScale: attacker.strengthScale },
    defender,
    stunMode: card.options.stun,
    maxWoundLevel: card.options.pullTo,
    fudgeDie,
  });
}

/** Facts that do not change the resolution (only the damage step reads them). */
const NEUTRAL_ATTACKER: AttackerFacts = { strength: 0, strengthScale: 0, weaponStrength: 0, musclePowered: false };
const NEUTRAL_DEFENDER: DefenderFacts = { damageCapacity: 0, massScale: 0, armorValue: 0, mysticalShield: false };

/** The attack roll's rolled degree (for the view before the defence, and the chance shown to the defender). */
export function attackDegreeOf(card: AttackCard, attackFaces: readonly number[]): number {
  const dry = resolve(
    card,
    { kind: "unaware", difficulty: 0 },
    { attack: attackFaces, defence: null },
    NEUTRAL_ATTACKER,
    NEUTRAL_DEFENDER,
    0,
  );
  return dry.attack.rolledDegree;
}

/** The resolution once the defence is known (null while it is not). */
export function resolutionOf(card: AttackCard, faces: CardFaces): ResolutionRecord | null {
  const defence = defenceInput(card, faces);
  if (!defence) return null;
  const r = resolve(card, defence, faces, NEUTRAL_ATTACKER, NEUTRAL_DEFENDER, 0);
  return {
    attackDegree: r.attack.rolledDegree,
    defenceDegree: r.defence.roll?.rolledDegree ?? null,
    difficulty: r.defence.difficulty,
    relativeDegree: r.relativeDegree,
    reachesFair: r.outcome !== "belowFair",
    hit: r.hit,
    table: !r.hit ? "none" : r.relativeDegree >= 2 ? "full" : "graze",
  };
}

/**
 * The damage step (rules 3.4.4–3.4.6) from the actors' facts read now: the breakdown, the table's
 * level, the level after a pulled punch and the stun result. `fudge` is the 1dF record of a full
 * hit (its kept face in `fudgeFace`), null on a graze.
 */
export function damageOf(
  card: AttackCard,
  faces: CardFaces,
  attacker: AttackerFacts,
  defender: DefenderFacts,
  fudge: RollRecord | null,
  fudgeFace: number,
): DamageRecord | null {
  const defence = defenceInput(card, faces);
  if (!defence) return null;
  const r = resolve(card, defence, faces, attacker, defender, fudgeFace);
  if (!r.hit || !r.damage) return null;
  return { breakdown: r.damage, fudge, tableLevel: r.uncappedWoundLevel, level: r.woundLevel, stun: r.stunResult };
}

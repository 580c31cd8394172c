/**
 * What an attack did to one target, read from the card's stored rolls and the actors' current
 * facts by the rules core's `resolveAttack` (rules 3.2–3.4.6): both degrees, the relative degree,
 * hit or miss, the damage breakdown and the wound or stun result.
 */
import {
  resolveAttack,
  type AttackDefenceInput,
  type AttackResolution,
  type DamageBreakdown,
  type OffenceInput,
  type StunResult,
  type WoundLevel,
} from "../../rules";
import type { AttackState, TargetState } from "./state";

/** The attacker's and weapon's facts the damage needs (rules 3.4.3.1). */
export type AttackerFacts = OffenceInput;

/** The defender's facts the damage needs (rules 3.4.3.2) and its talents. */
export interface DefenderFacts {
  damageCapacity: number;
  massScale: number;
  armorValue: number;
  mysticalShield: boolean;
}

export type Stage = "awaitingDefence" | "miss" | "awaitingDamage" | "ready" | "applied";

export interface TargetOutcome {
  stage: Stage;
  attackDegree: number;
  /** The defence's rolled degree (opposed), else null. */
  defenceDegree: number | null;
  /** The difficulty the attack had to beat (unaware, ignore, shoot back), else null. */
  difficulty: number | null;
  relativeDegree: number | null;
  reachesFair: boolean;
  hit: boolean | null;
  /** Whether the 1dF counts (a full hit, relative degree ≥ +2). */
  needsFudgeDie: boolean;
  damage: DamageBreakdown | null;
  /** Wound level after a pulled punch; in stun mode the level the stun is read from. */
  level: WoundLevel | null;
  stun: StunResult | null;
  /** The rules core's full resolution, once the defence is known. */
  resolution: AttackResolution | null;
}

function resolve(
  state: AttackState,
  defence: AttackDefenceInput,
  defenceModifier: number,
  attacker: AttackerFacts,
  defender: DefenderFacts,
  fudgeDie: number,
) {
  return resolveAttack({
    attack: { level: state.attack.level, faces: state.attack.faces },
    attackerModifiers: { situational: state.attack.modifier },
    defence,
    defenderModifiers: { situational: defenceModifier },
    weapon: {
      strength: attacker.weaponStrength,
      musclePowered: attacker.musclePowered,
      scaledToWielder: attacker.scaledToWielder ?? false,
    },
    attacker: { strength: attacker.strength, strengthScale: attacker.strengthScale },
    defender,
    stunMode: state.options.stun,
    maxWoundLevel: state.options.pullTo,
    fudgeDie,
  });
}

/** Reads the state of one target; `attacker`/`defender` are the actors' current facts. */
export function targetOutcome(
  state: AttackState,
  target: TargetState,
  attacker: AttackerFacts,
  defender: DefenderFacts,
): TargetOutcome {
  const d = target.defence;
  let defence: AttackDefenceInput | null = null;
  let defenceModifier = 0;
  if (d?.kind === "opposed" && d.check) {
    defence = { kind: "opposed", level: d.check.level, faces: d.check.faces };
    defenceModifier = d.check.modifier;
  } else if (d && d.kind !== "opposed" && d.difficulty !== null) {
    defence = { kind: d.kind, difficulty: d.difficulty };
  }
  // Before the defence, the attack is read against a Fair difficulty only to show its degree.
  const dry = resolve(state, defence ?? { kind: "unaware", difficulty: 0 }, defenceModifier, attacker, defender, 0);
  const base: TargetOutcome = {
    stage: "awaitingDefence",
    attackDegree: dry.attack.rolledDegree,
    defenceDegree: null,
    difficulty: null,
    relativeDegree: null,
    reachesFair: dry.outcome !== "belowFair",
    hit: null,
    needsFudgeDie: false,
    damage: null,
    level: null,
    stun: null,
    resolution: null,
  };
  if (!defence) return base;
  const withDefence: TargetOutcome = {
    ...base,
    defenceDegree: dry.defence.roll?.rolledDegree ?? null,
    difficulty: dry.defence.difficulty,
    relativeDegree: dry.relativeDegree,
    hit: dry.hit,
    needsFudgeDie: dry.hit && dry.damage?.table === "full",
    resolution: dry,
  };
  if (!dry.hit) return { ...withDefence, stage: "miss" };
  if (!target.damageRolled || (withDefence.needsFudgeDie && target.fudgeDie === null))
    return { ...withDefence, stage: "awaitingDamage" };
  const final = resolve(state, defence, defenceModifier, attacker, defender, target.fudgeDie ?? 0);
  return {
    ...withDefence,
    stage: target.applied ? "applied" : "ready",
    damage: final.damage,
    level: final.woundLevel,
    stun: final.stunResult,
    resolution: final,
  };
}

/**
 * What an attack did to one target, read from the card's stored rolls and the actors' current
 * facts, entirely by the rules core (rules 3.2–3.4.6): both degrees, the relative degree, hit or
 * miss, the damage breakdown and the wound or stun result.
 */
import {
  attackReachesFair,
  computeDamage,
  pullPunch,
  resolveOpposed,
  resolveUnopposed,
  rolledDegree,
  stunResultFor,
  type DamageBreakdown,
  type DefenceInput,
  type OffenceInput,
  type StunResult,
  type WoundLevel,
} from "../../rules";
import type { AttackState, TargetState } from "./state";

/** The attacker's and weapon's facts the damage needs (rules 3.4.3.1). */
export type AttackerFacts = OffenceInput;

/** The defender's facts the damage needs (rules 3.4.3.2) and its talents. */
export interface DefenderFacts extends DefenceInput {
  mysticalShield: boolean;
}

export type Stage = "awaitingDefence" | "miss" | "awaitingDamage" | "ready" | "applied";

export interface TargetOutcome {
  stage: Stage;
  attackDegree: number;
  /** The defence's rolled degree (opposed or shooting back), else null. */
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
}

/** Reads the state of one target; `attacker`/`defender` are the actors' current facts. */
export function targetOutcome(
  state: AttackState,
  target: TargetState,
  attacker: AttackerFacts,
  defender: DefenderFacts,
): TargetOutcome {
  const attack = rolledDegree({ level: state.attack.level, faces: state.attack.faces, modifier: state.attack.modifier });
  const reachesFair = attackReachesFair(attack.rolledDegree);
  const base: TargetOutcome = {
    stage: "awaitingDefence",
    attackDegree: attack.rolledDegree,
    defenceDegree: null,
    difficulty: null,
    relativeDegree: null,
    reachesFair,
    hit: null,
    needsFudgeDie: false,
    damage: null,
    level: null,
    stun: null,
  };
  const defence = target.defence;
  if (!defence) return base;

  let relativeDegree: number;
  let defenceDegree: number | null = null;
  if (defence.kind === "opposed") {
    if (!defence.check) return base;
    const opposed = resolveOpposed(
      { level: state.attack.level, faces: state.attack.faces, modifier: state.attack.modifier },
      { level: defence.check.level, faces: defence.check.faces, modifier: defence.check.modifier },
    );
    relativeDegree = opposed.a.relativeDegree;
    defenceDegree = opposed.b.rolledDegree;
  } else {
    if (defence.difficulty === null) return base;
    const unopposed = resolveUnopposed({
      level: state.attack.level,
      faces: state.attack.faces,
      modifier: state.attack.modifier,
      difficulty: defence.difficulty,
    });
    relativeDegree = unopposed.margin;
    if (defence.check) defenceDegree = rolledDegree(defence.check).rolledDegree;
  }
  // Rules 3.2: an attack must reach Fair and win; damage reads the relative degree (3.4.4).
  const dry = computeDamage({ relativeDegree, offence: attacker, defence: defender, fudgeDie: 0, mysticalShield: defender.mysticalShield });
  const hit = reachesFair && dry.table !== "none";
  const withDefence = { ...base, defenceDegree, difficulty: defence.difficulty, relativeDegree, hit, needsFudgeDie: hit && dry.table === "full" };
  if (!hit) return { ...withDefence, stage: "miss" };
  if (!target.damageRolled || (withDefence.needsFudgeDie && target.fudgeDie === null)) {
    return { ...withDefence, stage: "awaitingDamage" };
  }
  const damage = computeDamage({
    relativeDegree,
    offence: attacker,
    defence: defender,
    fudgeDie: target.fudgeDie ?? 0,
    mysticalShield: defender.mysticalShield,
  });
  const level = pullPunch(damage.result, state.options.pullTo);
  const stun = state.options.stun ? stunResultFor(level) : null;
  return { ...withDefence, stage: target.applied ? "applied" : "ready", damage, level, stun };
}

/**
 * Conditions (rules 3.4.1, 3.4.6, and the Net of 3.5.1) as data the Foundry side turns into token
 * status effects, and what they do to a roll.
 *
 * Interpretations:
 * - Stunned: no attacks, −1 to defend, one combat round. Very Stunned: no attacks, −2 to all
 *   actions (defence and other rolls), two rounds. Very Stunned includes Stunned: when both are on,
 *   only Very Stunned's penalty counts. Penalties of different conditions add up.
 * - Knocked out, Incapacitated ("practically incapable of any action"), Near Death (unconscious)
 *   and Dead: no action at all; the roll is refused (the GM may still allow a gasped message).
 * - Entangled (a Net's hit): no attacks and −1 to defend until the GM clears it (frees the target).
 * - A condition lasting n rounds ends when the combat reaches the same turn n rounds after it was
 *   applied (a round is about one second, rules 3.1.2: every combatant, the victim included, has
 *   exactly one turn under it); without turn information, at the start of round start + n.
 * - Incapacitated, Near Death and Dead follow the worst marked wound box (rules 3.4.1); Knocked out
 *   follows the stun track (rules 3.4.6). Only the worst of the three wound conditions is on.
 */
import type { StunTrack, WoundTrack } from "./types";
import { requireIntegerInRange, requireOneOf } from "./errors";
import type { StunResult } from "./stun";
import { validateStunTrack } from "./stun";
import { woundStatus } from "./wounds";

export const CONDITION_IDS = ["stunned", "veryStunned", "knockedOut", "incapacitated", "nearDeath", "dead", "entangled"] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

/** The kinds of roll a condition changes. */
export const ROLL_KINDS = ["attack", "defence", "other"] as const;
export type RollKind = (typeof ROLL_KINDS)[number];

/** What ends a condition: its rounds, a change of the wound or stun track, or the GM. */
export type ConditionEnd = "rounds" | "track" | "gm";

export interface ConditionEffect {
  canAct: boolean;
  canAttack: boolean;
  /** Added to defence rolls (on top of `actionPenalty`). */
  defencePenalty: number;
  /** Added to every roll the character makes. */
  actionPenalty: number;
  /** Combat rounds it lasts; null: until its end (track or GM). */
  rounds: number | null;
  endsBy: ConditionEnd;
  /** Name, e.g. `HARNFUDGE.Condition.stunned`. */
  labelKey: string;
  /** What it does, e.g. `HARNFUDGE.ConditionHint.nearDeath` (dies within the hour without care). */
  hintKey: string;
}

const effect = (id: ConditionId, e: Omit<ConditionEffect, "labelKey" | "hintKey">): ConditionEffect => ({
  ...e,
  labelKey: `HARNFUDGE.Condition.${id}`,
  hintKey: `HARNFUDGE.ConditionHint.${id}`,
});

const CANNOT_ACT = { canAct: false, canAttack: false, defencePenalty: 0, actionPenalty: 0, rounds: null } as const;

/** The effect of each condition (rules 3.4.1, 3.4.6; entangled: the Net, 3.5.1). */
export const CONDITION_EFFECTS: Readonly<Record<ConditionId, ConditionEffect>> = {
  stunned: effect("stunned", {
    canAct: true,
    canAttack: false,
    defencePenalty: -1,
    actionPenalty: 0,
    rounds: 1,
    endsBy: "rounds",
  }),
  veryStunned: effect("veryStunned", {
    canAct: true,
    canAttack: false,
    defencePenalty: 0,
    actionPenalty: -2,
    rounds: 2,
    endsBy: "rounds",
  }),
  knockedOut: effect("knockedOut", { ...CANNOT_ACT, endsBy: "track" }),
  incapacitated: effect("incapacitated", { ...CANNOT_ACT, endsBy: "track" }),
  nearDeath: effect("nearDeath", { ...CANNOT_ACT, endsBy: "track" }),
  dead: effect("dead", { ...CANNOT_ACT, endsBy: "track" }),
  entangled: effect("entangled", {
    canAct: true,
    canAttack: false,
    defencePenalty: -1,
    actionPenalty: 0,
    rounds: null,
    endsBy: "gm",
  }),
};

/** The conditions set and cleared by the wound and stun tracks. */
export const TRACK_CONDITION_IDS: readonly ConditionId[] = CONDITION_IDS.filter((id) => CONDITION_EFFECTS[id].endsBy === "track");

export const CONDITION_LOC_KEYS: readonly string[] = CONDITION_IDS.map((id) => CONDITION_EFFECTS[id].labelKey);
export const CONDITION_HINT_LOC_KEYS: readonly string[] = CONDITION_IDS.map((id) => CONDITION_EFFECTS[id].hintKey);
export const CONDITION_REFUSAL_KEYS = {
  cannotAttack: "HARNFUDGE.Condition.CannotAttack",
  cannotAct: "HARNFUDGE.Condition.CannotAct",
} as const;

/** Throws unless every id is a known condition; returns them without duplicates, in CONDITION_IDS order. */
export function requireConditionIds(ids: readonly string[]): ConditionId[] {
  const set = new Set(ids.map((id) => requireOneOf(id, CONDITION_IDS, "condition")));
  return CONDITION_IDS.filter((id) => set.has(id));
}

/**
 * The conditions the tracks imply (rules 3.4.1, 3.4.6): Incapacitated, Near Death or Dead from the
 * worst marked box (only the worst), Knocked out from the stun track.
 */
export function conditionsFromTracks(wounds: WoundTrack, stun: StunTrack): ConditionId[] {
  const level = woundStatus(wounds).level;
  validateStunTrack(stun);
  const ids: ConditionId[] = [];
  if (stun.knockedOut) ids.push("knockedOut");
  if (level === "incapacitated" || level === "nearDeath" || level === "dead") ids.push(level);
  return requireConditionIds(ids);
}

/** The condition a stun result puts on the character now (rules 3.4.6), with its rounds; null for none. */
export function conditionForStunResult(result: StunResult): { id: ConditionId; rounds: number | null } | null {
  const r = requireOneOf(result, ["none", "stun", "veryStunned", "knockedOut"] as const, "stunResult");
  if (r === "none") return null;
  const id: ConditionId = r === "stun" ? "stunned" : r;
  return { id, rounds: CONDITION_EFFECTS[id].rounds };
}

export interface ConditionRollModifier {
  /** Sum of the conditions' penalties for this kind of roll (≤ 0). */
  modifier: number;
  /** The conditions forbid this roll. */
  refused: boolean;
  /** Why it is refused (`HARNFUDGE.Condition.CannotAct` / `CannotAttack`), or null. */
  reasonKey: string | null;
  /** The conditions that change or forbid the roll. */
  sources: ConditionId[];
}

/**
 * What the character's conditions do to a roll (rules 3.4.1, 3.4.6): the penalty to add, and
 * whether the roll is refused (no action at all; or an attack while stunned, very stunned or
 * entangled). The penalty is given even for a refused roll, for a GM who allows it anyway.
 */
export function conditionRollModifier(conditionIds: readonly string[], rollKind: RollKind): ConditionRollModifier {
  const kind = requireOneOf(rollKind, ROLL_KINDS, "rollKind");
  const ids = requireConditionIds(conditionIds).filter((id) => !(id === "stunned" && conditionIds.includes("veryStunned")));
  let modifier = 0;
  const sources: ConditionId[] = [];
  let cannotAct = false;
  let cannotAttack = false;
  for (const id of ids) {
    const e = CONDITION_EFFECTS[id];
    const penalty = e.actionPenalty + (kind === "defence" ? e.defencePenalty : 0);
    const forbids = !e.canAct || (kind === "attack" && !e.canAttack);
    cannotAct ||= !e.canAct;
    cannotAttack ||= kind === "attack" && !e.canAttack;
    modifier += penalty;
    if (penalty !== 0 || forbids) sources.push(id);
  }
  const reasonKey = cannotAct ? CONDITION_REFUSAL_KEYS.cannotAct : cannotAttack ? CONDITION_REFUSAL_KEYS.cannotAttack : null;
  return { modifier, refused: reasonKey !== null, reasonKey, sources };
}

/**
 * Whether a condition applied in `startRound` for `rounds` rounds has passed by `currentRound`
 * (rules 3.4.6): with turns, when the combat reaches the same turn `rounds` rounds later; without,
 * from the start of round startRound + rounds. `rounds` null never expires by itself.
 */
export function conditionExpired(
  startRound: number,
  rounds: number | null,
  currentRound: number,
  turns?: { start: number; current: number },
): boolean {
  const start = requireIntegerInRange(startRound, "startRound", 0, Number.MAX_SAFE_INTEGER);
  const current = requireIntegerInRange(currentRound, "currentRound", 0, Number.MAX_SAFE_INTEGER);
  if (rounds === null) return false;
  const n = requireIntegerInRange(rounds, "rounds", 0, Number.MAX_SAFE_INTEGER);
  const end = start + n;
  if (turns === undefined) return current >= end;
  const startTurn = requireIntegerInRange(turns.start, "startTurn", 0, Number.MAX_SAFE_INTEGER);
  const currentTurn = requireIntegerInRange(turns.current, "currentTurn", 0, Number.MAX_SAFE_INTEGER);
  return current > end || (current === end && currentTurn >= startTurn);
}

/**
 * Stun, knockout and pulling punches (rules 3.4.6). Stun marks live on their own StunTrack and
 * never share the wound boxes.
 *
 * Interpretations:
 * - A Scratch (or No Damage) in stun mode has no effect: stun damage "doesn't wound", and the rules
 *   give Scratch no stun equivalent.
 * - The third Stun result turns into Very Stunned: the Stun marks reset to 0 and `veryStunned` is set.
 * - Stuns and Very Stunned clear after combat (they "heal like Scratches"); a knockout is not healed
 *   but passes with time, so it is cleared separately by {@link recoverFromKnockout}.
 * - A pulled punch caps the wound level before it is turned into a stun result.
 */
import type { WoundLevel } from "./constants";
import type { StunTrack } from "./types";
import { ERROR_CODES, RulesError } from "./errors";
import { milderWoundLevel, requireWoundLevel, woundSeverity } from "./wound-levels";

export const STUN_RESULTS = ["none", "stun", "veryStunned", "knockedOut"] as const;
export type StunResult = (typeof STUN_RESULTS)[number];
export const STUN_RESULT_LOC_KEYS: Readonly<Record<StunResult, string>> = {
  none: "HARNFUDGE.Stun.none",
  stun: "HARNFUDGE.Stun.stun",
  veryStunned: "HARNFUDGE.Stun.veryStunned",
  knockedOut: "HARNFUDGE.Stun.knockedOut",
};

/** Stun marks at which the next Stun makes the character Very Stunned. */
export const STUNS_BEFORE_VERY_STUNNED = 2;

/** What a stun result does (rules 3.4.6), as data the combat code applies. */
export interface StunEffect {
  canAttack: boolean;
  canAct: boolean;
  /** Penalty to defence rolls only (on top of `actionPenalty`). */
  defencePenalty: number;
  /** Penalty to all actions. */
  actionPenalty: number;
  /** Combat rounds it lasts; null = until recovered. */
  rounds: number | null;
}
export const STUN_EFFECTS: Readonly<Record<StunResult, StunEffect>> = {
  none: { canAttack: true, canAct: true, defencePenalty: 0, actionPenalty: 0, rounds: 0 },
  stun: { canAttack: false, canAct: true, defencePenalty: -1, actionPenalty: 0, rounds: 1 },
  veryStunned: { canAttack: false, canAct: true, defencePenalty: 0, actionPenalty: -2, rounds: 2 },
  knockedOut: { canAttack: false, canAct: false, defencePenalty: 0, actionPenalty: 0, rounds: null },
};

/** A track with no stun marks. */
export function emptyStunTrack(): StunTrack {
  return { stuns: 0, veryStunned: false, knockedOut: false };
}

/** Throws `HARNFUDGE.Error.InvalidStunTrack` unless stuns is an integer 0…2 and both flags are booleans. */
export function validateStunTrack(track: StunTrack): StunTrack {
  const ok =
    !!track &&
    Number.isInteger(track.stuns) &&
    track.stuns >= 0 &&
    track.stuns <= STUNS_BEFORE_VERY_STUNNED &&
    typeof track.veryStunned === "boolean" &&
    typeof track.knockedOut === "boolean";
  if (!ok) throw new RulesError(ERROR_CODES.invalidStunTrack, { value: JSON.stringify(track) }, "invalid stun track");
  return track;
}

/**
 * Stun result of a wound level dealt in stun mode (rules 3.4.6): Hurt → Stun, Very Hurt → Very
 * Stunned, Incapacitated or worse → knockout; None and Scratch → no effect.
 */
export function stunResultFor(level: WoundLevel): StunResult {
  const s = woundSeverity(requireWoundLevel(level));
  if (s >= woundSeverity("incapacitated")) return "knockedOut";
  if (s === woundSeverity("veryHurt")) return "veryStunned";
  if (s === woundSeverity("hurt")) return "stun";
  return "none";
}

export interface ApplyStunResult {
  track: StunTrack;
  /** The effect this hit has now: a third Stun reports `veryStunned`. */
  effect: StunResult;
}

/** Record a stun result on a new track (rules 3.4.6); a third Stun makes the character Very Stunned. */
export function applyStun(track: StunTrack, result: StunResult): ApplyStunResult {
  validateStunTrack(track);
  if (!(STUN_RESULTS as readonly string[]).includes(result)) {
    throw new RulesError(ERROR_CODES.unknownKey, { name: "stunResult", value: String(result) });
  }
  const next = { ...track };
  switch (result) {
    case "none":
      return { track: next, effect: "none" };
    case "stun":
      if (next.stuns >= STUNS_BEFORE_VERY_STUNNED)
        return { track: { ...next, stuns: 0, veryStunned: true }, effect: "veryStunned" };
      return { track: { ...next, stuns: next.stuns + 1 }, effect: "stun" };
    case "veryStunned":
      return { track: { ...next, veryStunned: true }, effect: "veryStunned" };
    case "knockedOut":
      return { track: { ...next, knockedOut: true }, effect: "knockedOut" };
  }
}

/** After combat (rules 3.4.6): Stun marks and Very Stunned clear like Scratches; a knockout stays until recovered. */
export function clearStunsAfterCombat(track: StunTrack): StunTrack {
  validateStunTrack(track);
  return { stuns: 0, veryStunned: false, knockedOut: track.knockedOut };
}

/** A knocked-out character recovers with time, without healing (rules 3.4.6). */
export function recoverFromKnockout(track: StunTrack): StunTrack {
  validateStunTrack(track);
  return { ...track, knockedOut: false };
}

/**
 * Pulling a punch (rules 3.4.6): the attacker announces the maximum wound level; the result is
 * capped at it. `maximum` null or undefined means no cap. Announcing `none` deals no damage.
 */
export function pullPunch(level: WoundLevel, maximum: WoundLevel | null | undefined): WoundLevel {
  const l = requireWoundLevel(level);
  if (maximum === null || maximum === undefined) return l;
  return milderWoundLevel(l, requireWoundLevel(maximum, "maximum"));
}

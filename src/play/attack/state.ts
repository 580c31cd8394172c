/**
 * The attack card's state, kept in the chat message's flags (`flags.harnfudge.attack`). Plain
 * JSON only: roll data is stored as the Roll's JSON, and every number shown on the card is
 * re-derived from these rolls and the actors' current data by the rules core.
 */
import {
  requireFourDF,
  requireLadderLevel,
  type DefenceKind,
  type StunResult,
  type StunTrack,
  type WoundLevel,
  type WoundTrack,
} from "../../rules";

export type AttackMode = "melee" | "ranged";

/** The raw facts of a 4dF check, as the rules core reads them. */
export interface CheckFacts {
  level: number;
  modifier: number;
  faces: number[];
}

/** A check sent by a client is four Fudge faces, a ladder level and a sane whole modifier. */
export function isValidCheck(check: CheckFacts): boolean {
  try {
    requireFourDF(check.faces);
    requireLadderLevel(check.level, "level");
    return Number.isInteger(check.modifier) && Math.abs(check.modifier) <= 20;
  } catch {
    return false;
  }
}

export interface AttackOptionsState {
  /** Stun instead of wound (rules 3.4.6). */
  stun: boolean;
  /** Pulled punch: the maximum wound level (rules 3.4.6), or null. */
  pullTo: WoundLevel | null;
  /** How many opponents the attacker faces (rules 3.2.1). */
  opponents: number;
}

export interface DefenceState {
  kind: DefenceKind;
  /** The defending skill for `opposed`. */
  skill: string | null;
  /** The defender's check (opposed; the defender's own shot when shooting back). */
  check: CheckFacts | null;
  /** The difficulty the attack must beat (unaware, ignore, shoot back); set by the GM. */
  difficulty: number | null;
  /** User who chose the defence. */
  by: string;
}

export interface AppliedState {
  by: string;
  at: number;
  /** What was marked, for the card. */
  level: WoundLevel;
  stun: StunResult | null;
  boxIndex: number | null;
  overflowed: boolean;
  died: boolean;
  /** The target's tracks before, restored exactly by undo. */
  previous: { wounds: WoundTrack; stun: StunTrack };
}

export interface TargetState {
  /** Stable key of this target on the card ("t0", "t1"…). */
  id: string;
  actorUuid: string;
  tokenUuid: string | null;
  name: string;
  img: string;
  defence: DefenceState | null;
  /** The 1dF for a full hit (rules 3.4.4), once rolled; null for grazes and before. */
  fudgeDie: number | null;
  /** Damage has been worked out (the "damage" stage). */
  damageRolled: boolean;
  /** Mark the wound as open (rules 3.4.8). */
  open: boolean;
  applied: AppliedState | null;
  /** Times this target was applied then undone (an undone card can be applied again). */
  undone: number;
}

/** A target as it enters the card: identity only, nothing defended, rolled or applied yet. */
export function newTarget(who: Pick<TargetState, "id" | "actorUuid" | "tokenUuid" | "name" | "img">): TargetState {
  return { ...who, defence: null, fudgeDie: null, damageRolled: false, open: true, applied: null, undone: 0 };
}

export interface AttackState {
  v: 1;
  attackerUuid: string;
  weaponUuid: string;
  weaponName: string;
  mode: AttackMode;
  skill: string;
  attack: CheckFacts;
  options: AttackOptionsState;
  targets: TargetState[];
  /** Lucky's reroll of the attack roll (rules 4), once used; `attack.faces` holds the kept roll. */
  lucky?: LuckyState | null;
}

export interface LuckyState {
  original: number[];
  reroll: number[];
  kept: "original" | "reroll";
  by: string;
  at: number;
}

export const FLAG_SCOPE = "harnfudge";
export const FLAG_KEY = "attack";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isCheckFacts(value: unknown): value is CheckFacts {
  return (
    isRecord(value) &&
    typeof value["level"] === "number" &&
    typeof value["modifier"] === "number" &&
    Array.isArray(value["faces"]) &&
    value["faces"].every((f) => f === -1 || f === 0 || f === 1)
  );
}

/**
 * Checks that stored flags have the attack state's shape (values are re-validated by the rules
 * core when used). Returns null for anything else.
 */
export function parseAttackState(value: unknown): AttackState | null {
  if (!isRecord(value) || value["v"] !== 1) return null;
  if (typeof value["attackerUuid"] !== "string" || typeof value["weaponUuid"] !== "string") return null;
  if (value["mode"] !== "melee" && value["mode"] !== "ranged") return null;
  if (!isCheckFacts(value["attack"]) || !isRecord(value["options"]) || !Array.isArray(value["targets"])) return null;
  for (const t of value["targets"]) {
    if (!isRecord(t) || typeof t["id"] !== "string" || typeof t["actorUuid"] !== "string") return null;
    const d = t["defence"];
    if (d !== null && (!isRecord(d) || (d["check"] !== null && !isCheckFacts(d["check"])))) return null;
  }
  // The shape is checked above; the JSON round-trip drops anything that is not plain data.
  const state: AttackState = JSON.parse(JSON.stringify(value));
  return state;
}

/** A deep copy, so a state is never changed in place. */
export function cloneState(state: AttackState): AttackState {
  return structuredClone(state);
}

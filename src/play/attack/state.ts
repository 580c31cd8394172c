/**
 * The attack card's state, kept in the flags of a chat message that the designated GM's client
 * authored (`flags.harnfudge.attack`): players cannot write it (only a message's author and GMs
 * may update a message). Plain JSON only. One card resolves one attack against one target
 * (rules 3.2.1: a fighter "may only attack one of them").
 *
 * Every figure is decided on the GM's client and frozen here as it is decided: the rolls (read
 * levels, validated modifiers, the dice the GM's client rolled), the resolution once the defence
 * is known, the damage breakdown and result once damage is computed. Later edits of the actors
 * do not change a card, and Apply applies what the card shows.
 *
 * A roll whose visibility is not public keeps its faces out of this (public) state: they live in
 * the whispered "dice messages" the GM's client created for that roll's audience. Every number
 * worked out from such a roll (its degree, the relative degree, the 1dF, the damage total) is left
 * out too (null) before the card is written (public-state.ts): the GM's client works them out
 * again from the dice messages whenever it decides (issue 28, item 1).
 */
import type {
  DamageBreakdown,
  DefenceKind,
  EngagementPosition,
  StunResult,
  WeaponMode,
  WoundBox,
  WoundLevel,
  WoundingKind,
} from "../../rules";
import type { RollRecord } from "../services/dice";

export type { LuckyReroll, RollRecord } from "../services/dice";

/** How a weapon is used on a card: the rules core's weapon mode. */
export type AttackMode = WeaponMode;

export const CARD_VERSION = 2;
export const FLAG_SCOPE = "harnfudge";
export const FLAG_KEY = "attack";
/** How many request ids a card keeps (a card sees a dozen steps at most). */
export const CARD_REQUESTS_KEPT = 40;

/** One side of the card: an actor and the token it was targeted or attacked through. */
export interface CardParty {
  actorUuid: string;
  tokenUuid: string | null;
  name: string;
  img: string;
}

export interface DefenceRecord {
  kind: DefenceKind;
  /** The defending skill (opposed). */
  skill: string | null;
  /** The defender's roll (opposed). */
  roll: RollRecord | null;
  /** The difficulty the attack must beat (unaware, ignore, shoot back); the GM sets it. */
  difficulty: number | null;
  /** User who chose the defence. */
  by: string;
}

/** The outcome once attack and defence are known (frozen); a degree worked out from a hidden roll is null. */
export interface ResolutionRecord {
  attackDegree: number | null;
  defenceDegree: number | null;
  difficulty: number | null;
  relativeDegree: number | null;
  reachesFair: boolean;
  hit: boolean;
  table: "none" | "graze" | "full";
}

/** The damage breakdown as the card keeps it: what a hidden roll decided is null (public-state.ts). */
export interface CardBreakdown extends Omit<
  DamageBreakdown,
  "relativeDegree" | "relativeDegreeAdded" | "fudgeDie" | "fudgeDieAdded"
> {
  relativeDegree: number | null;
  relativeDegreeAdded: number | null;
  fudgeDie: number | null;
  fudgeDieAdded: number | null;
}

/** The damage step (frozen): the breakdown and the result Apply marks. */
export interface DamageRecord {
  breakdown: CardBreakdown;
  /** The 1dF of a full hit (rules 3.4.4), else null. */
  fudge: RollRecord | null;
  /** The wound level from the table, before a pulled punch. */
  tableLevel: WoundLevel;
  /** The wound level dealt (after a pulled punch). */
  level: WoundLevel;
  /** The stun result in stun mode, else null. */
  stun: StunResult | null;
}

/** The hit the GM's client expects to record on the target (the box as it will be written). */
export interface ExpectedHit {
  at: number;
  boxIndex: number | null;
  box: WoundBox | null;
  died: boolean;
}

/** What the card shows once applied. The record Undo reads lives on the target actor. */
export interface AppliedRecord {
  by: string;
  at: number;
  level: WoundLevel;
  stun: StunResult | null;
  boxIndex: number | null;
  overflowed: boolean;
  died: boolean;
  /** A Net's hit: the target was entangled (no wound). */
  entangled?: boolean;
}

/** A fighter's melee opponents (rules 3.2.1) as the card keeps them (engagement-line.ts makes and shows it). */
export interface EngagementLine {
  opponents: number;
  /** The names of the opponents counted. */
  names: string[];
  /** The names of those who found no place (the GM's warning). */
  left: string[];
  position: EngagementPosition;
  /** Places around him (6; 2 in a doorway; 4 from both sides of a door). */
  places: number;
}

export interface AttackCard {
  v: typeof CARD_VERSION;
  /** The request that created this card (a replayed request finds it and creates nothing). */
  requestId: string;
  /** The user whose request created the card. */
  requesterId: string;
  attacker: CardParty;
  weapon: { id: string; uuid: string; name: string; wounding: WoundingKind };
  mode: AttackMode;
  skill: string;
  options: { stun: boolean; pullTo: WoundLevel | null; opponents: number };
  attack: RollRecord;
  target: CardParty;
  defence: DefenceRecord | null;
  resolution: ResolutionRecord | null;
  damage: DamageRecord | null;
  /** Mark the wound open (rules 3.4.8): proposed at the damage step from how the weapon wounds; the GM may flip it. */
  open: boolean;
  applied: AppliedRecord | null;
  /**
   * What the GM's client is about to write on the target, noted on this (GM-authored) card before the
   * actor update: a hit record on the actor counts only when it matches this note or `applied`, so a
   * record the target's owner wrote can neither block Apply nor make the card claim a death.
   */
  applying?: ExpectedHit | null;
  /** Times the hit was applied and then undone. */
  undone: number;
  /**
   * The ids of the requests carried out on this card, newest last (at most {@link CARD_REQUESTS_KEPT}),
   * written in the same card update as what they changed: a replayed step finds its id and changes
   * nothing. Apply and Undo record theirs on the target actor too, with the wound (records.requests).
   */
  requests?: string[];
  /** Warnings the GM's client found when the card was posted (localization keys with data). */
  warnings: { key: string; data: Record<string, string> }[];
  /** The combat round the attack was made in (rules 3.2.1 counts the attackers of a round), or null. */
  round?: { combat: string; round: number } | null;
  /**
   * Each side's melee opponents (rules 3.2.1) as the GM's client counted them from the battlefield:
   * the attacker's when he attacked (his penalty), the target's when the attack was posted and again
   * when it defended (its penalty). Null on cards made before the battlefield was counted.
   */
  engagement?: { attacker: EngagementLine | null; target: EngagementLine | null } | null;
  /** A card migrated from an older version: shown, no longer acted on. */
  closed: boolean;
  /**
   * The GM voided the card (a mistaken attack, a wrong target): it folds to "Voided by the GM",
   * waits on no one and refuses every step (its request id is in `requests`, as every step's).
   */
  voided?: { by: string; at: number } | null;
}

/** The stage a card is in, for the view and the decisions. */
export type CardStage =
  "awaitingDefence" | "awaitingDifficulty" | "miss" | "awaitingDamage" | "ready" | "applied" | "closed" | "voided";

export function cardStage(card: AttackCard): CardStage {
  if (card.voided) return "voided";
  if (card.closed) return "closed";
  if (card.applied) return "applied";
  if (card.damage) return "ready";
  // A Net's hit entangles and deals no damage (rules 3.5.1: no weapon strength): nothing to roll.
  if (card.resolution) return card.resolution.hit ? (entangles(card) ? "ready" : "awaitingDamage") : "miss";
  if (card.defence) return "awaitingDifficulty";
  return "awaitingDefence";
}

/** Whether the card's weapon entangles instead of wounding (the Net). */
export function entangles(card: Pick<AttackCard, "weapon">): boolean {
  return card.weapon.wounding === "entangling";
}

/** A deep copy, so a state is never changed in place. */
export function cloneCard(card: AttackCard): AttackCard {
  return structuredClone(card);
}

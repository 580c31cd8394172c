/**
 * The seam between the attack card's decisions (decide-*.ts, pure) and Foundry (foundry.ts):
 * what the designated GM's client reads, the dice it rolls and the documents it writes. Tests
 * implement it with plain data (tests/play/world.ts).
 */
import type { ConditionId, OwnedTalent, StunTrack, WoundTrack, WoundingKind } from "../../rules";
import type { Battlefield, RoundAttack } from "../../rules/battlefield";
import type { CheckModifier } from "../../rolls/check";
import type { ActorRecords } from "../gm/records";
import type { AttackerFacts, DefenderFacts } from "./resolve";
import type { DiceSpec, RolledDice } from "../services/dice";

export type { DiceSpec, RolledDice } from "../services/dice";
import type { AttackCard, AttackMode } from "./state";
import type { AutoApplyMode } from "../auto-apply";

/** The world's automation switches, as the GM's client reads them (decide-auto.ts). */
export interface Automation {
  /** Roll the damage die of a full hit at once. */
  damage: boolean;
  /** Apply a rolled hit at once: never, on targets no player owns, or always (auto-apply.ts). */
  apply: AutoApplyMode;
  /** Let actors without a player owner defend with their best defence. */
  npcDefence: boolean;
}

/** What the GM's client reads of an actor for the card. */
export interface ActorFacts {
  uuid: string;
  name: string;
  img: string;
  /** Wound penalty from the current track (≤ 0). */
  woundPenalty: number;
  talents: OwnedTalent[];
  /** When Lucky was last used; undefined when the actor does not have Lucky. */
  luckyLastUsed: number | null | undefined;
  defender: DefenderFacts;
  /** The melee skills of the weapons it has equipped (a shield: "shield"), for its defence choices (equipped.ts). */
  equippedSkills: string[];
  /**
   * What its state does to a roll of `kind` with `skill` (rolls/actor-conditions.ts): refused when it
   * cannot act; else its conditions' penalties and the lasting modifiers (the GM's, its effects').
   */
  conditionModifiers(
    kind: "attack" | "defence" | "other",
    skill?: string,
  ): { refused: string | null; modifiers: CheckModifier[] };
}

/** A weapon of the attacker's, read by the GM's client. */
export interface WeaponFacts {
  uuid: string;
  name: string;
  wounding: WoundingKind;
  /** The modes it has, each with its skill and the attacker's offensive facts in that mode. */
  /** The modes it has: each with its skill, the attacker's offensive facts, and (ranged) its maximum range in feet. */
  modes: Partial<Record<AttackMode, { skill: string; attacker: AttackerFacts | null; rangeFeet: number | null }>>;
}

export interface StoredCard {
  id: string;
  state: AttackCard;
}

export interface CardPorts {
  /** The card of a message authored by a GM, or null (a player-authored message is never a card). */
  card(messageId: string): StoredCard | null;
  /** The card created by a request, if any. */
  cardByRequest(requestId: string): string | null;
  actor(uuid: string): ActorFacts | null;
  /** The actor of a token (a targeted token), or null. */
  tokenActor(tokenUuid: string): { actorUuid: string; name: string; img: string } | null;
  weapon(actorUuid: string, weaponId: string): WeaponFacts | null;
  /** The level the actor rolls for a skill now; null when it cannot attempt it. */
  traitLevel(actorUuid: string, skill: string): number | null;
  isGM(userId: string): boolean;
  /** This (the deciding GM's) client's user: the automatic steps are asked as it. */
  selfId(): string;
  /** Whether a player (a user who is not a GM) owns the actor; an actor no player owns is an NPC. */
  hasPlayerOwner(actorUuid: string): boolean;
  /** The world's automation switches (src/play/settings.ts). */
  automation(): Automation;
  isOwner(userId: string, actorUuid: string): boolean;
  /** The faces of a hidden roll's whispered message. */
  hiddenFaces(messageId: string): number[] | null;
  tracks(actorUuid: string): { wounds: WoundTrack; stun: StunTrack; records: ActorRecords } | null;
  /** Rolls real dice and shows them to the roll's audience. */
  roll(spec: DiceSpec): Promise<RolledDice>;
  /** Marks the skill the actor rolled used (rules 1.4), on the GM's client, which may write any actor. */
  markUsed(actorUuid: string, skill: string): Promise<void>;
  createCard(state: AttackCard): Promise<string>;
  updateCard(messageId: string, state: AttackCard): Promise<void>;
  /** One actor update: tracks and records together. */
  writeTracks(actorUuid: string, data: { wounds: WoundTrack; stun: StunTrack; records: ActorRecords }): Promise<void>;
  /** Records the use of Lucky on the actor (one update). */
  useLucky(actorUuid: string, at: number): Promise<void>;
  /** Starts a timed condition (Stunned, Very Stunned) on the actor for its rounds. */
  startCondition(actorUuid: string, id: ConditionId, rounds: number): Promise<void>;
  /** Entangles the actor (a Net's hit), the effect marked with the card's id; false when it already is by this card. */
  entangle(actorUuid: string, cardId: string): Promise<boolean>;
  /** Frees the actor from this card's entanglement; false when there is none. */
  freeEntangled(actorUuid: string, cardId: string): Promise<boolean>;
  now(): number;
  /** The combat round now (the combat being fought), or null outside combat. */
  currentRound(): { combat: string; round: number } | null;
  /** The battlefield around a token (engagement/scene.ts: the scene's tokens, the GM's marks), null without one. */
  battlefield(tokenUuid: string | null): Battlefield | null;
  /** The attacks of the GM-authored cards made on an actor in a round (the card index). */
  attacksInRound(targetActorUuid: string, round: { combat: string; round: number }): RoundAttack[];
  /** Those cards' message ids, in the same order. */
  cardsInRound(targetActorUuid: string, round: { combat: string; round: number }): string[];
  /**
   * The token an actor stands for (issue 28: the count reads the token, whatever a request names):
   * an unlinked token's own; a linked actor's on the scene of `nearTokenUuid`, else on the active or
   * the viewed scene; null when it has none.
   */
  tokenOfActor(actorUuid: string, nearTokenUuid: string | null): string | null;
  /**
   * The attacker's token the range is measured from, as the GM's client resolves it: the requested
   * token when it is one of the attacker's on the target's scene, else the attacker's token there
   * nearest the target; null when the attacker has none on that scene.
   */
  attackerToken(attackerUuid: string, requestedTokenUuid: string | null, targetTokenUuid: string): string | null;
  /** The distance in feet between two tokens on their scene, or null when either is not on a canvas. */
  distanceFeet(fromTokenUuid: string | null, toTokenUuid: string | null): number | null;
}

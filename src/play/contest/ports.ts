/**
 * What the contest decisions need of the world (decide*.ts), and what they answer: the ports the
 * designated GM's client fills from Foundry (foundry.ts) and the tests from plain data.
 */
import type { OwnedTalent } from "../../rules";
import type { CheckModifier } from "../../rolls/check";
import type { DiceSpec, RolledDice } from "../services/dice";
import type { LuckyRerollPorts } from "../gm/lucky-reroll";
import type { ContestCard, TraitKind } from "./state";

export interface ContestActorFacts {
  uuid: string;
  name: string;
  img: string;
  woundPenalty: number;
  talents: OwnedTalent[];
  strengthScale: number;
  conditions: { refused: string | null; modifiers: CheckModifier[] };
}

/** Lucky's ports (isGM, isOwner, the character's Lucky, server time) are gm/lucky-reroll.ts's. */
export interface ContestPorts extends LuckyRerollPorts {
  card(messageId: string): { id: string; state: ContestCard } | null;
  cardByRequest(requestId: string): string | null;
  actor(uuid: string): ContestActorFacts | null;
  tokenActor(tokenUuid: string): { actorUuid: string; name: string; img: string } | null;
  /** The level the actor rolls for a skill (null: default None, untrained) or an attribute. */
  traitLevel(actorUuid: string, kind: TraitKind, key: string): number | null;
  hiddenFaces(messageId: string): number[] | null;
  roll(spec: DiceSpec): Promise<RolledDice>;
  createCard(state: ContestCard): Promise<string>;
  updateCard(messageId: string, state: ContestCard): Promise<void>;
  /** Marks the rolled skill or attribute used (rules 1.4), on the GM's client, which may write any actor. */
  markUsed(actorUuid: string, kind: TraitKind, key: string): Promise<void>;
  /** Records a Lucky use on the character (the GM's own record and its mark, kept by its base actor). */
  useLucky(actorUuid: string, at: number): Promise<void>;
}

export type ContestResult = { ok: true; messageId: string; state: ContestCard } | { ok: false; reason: string };

/**
 * What the check-request decisions (decide.ts) need of the world: the ports the designated GM's
 * client fills from Foundry (foundry.ts) and the tests from plain data; and what they answer.
 */
import type { OwnedTalent } from "../../rules";
import type { CheckModifier } from "../../rolls/check";
import type { TraitKind } from "../../rolls/trait-options";
import type { DiceSpec, RolledDice } from "../services/dice";
import type { CheckLedger, CheckRequestCard } from "./state";

export interface CheckActorFacts {
  uuid: string;
  name: string;
  img: string;
  woundPenalty: number;
  talents: OwnedTalent[];
  conditions: { refused: string | null; modifiers: CheckModifier[] };
}

export interface CheckPorts {
  isGM(userId: string): boolean;
  isOwner(userId: string, actorUuid: string): boolean;
  actor(uuid: string): CheckActorFacts | null;
  /** The level the actor rolls for a skill (null: default None, untrained) or an attribute. */
  traitLevel(actorUuid: string, kind: TraitKind, key: string): number | null;
  /** A GM-authored request card. */
  card(messageId: string): { id: string; state: CheckRequestCard } | null;
  cardByRequest(requestId: string): string | null;
  /** A secret check's card for the GMs (GM-authored, whispered to the GMs). */
  ledger(messageId: string): { id: string; state: CheckLedger } | null;
  hiddenFaces(messageId: string): number[] | null;
  roll(spec: DiceSpec): Promise<RolledDice>;
  /** Posts a secret check's card for the GMs (first), then the request card; resolves to the request card's id. */
  createCards(state: CheckRequestCard, ledger: CheckLedger | null): Promise<string>;
  updateCard(messageId: string, state: CheckRequestCard): Promise<void>;
  updateLedger(messageId: string, state: CheckLedger): Promise<void>;
  markUsed(actorUuid: string, kind: TraitKind, key: string): Promise<void>;
}

export type CheckResult = { ok: true; messageId: string; state: CheckRequestCard } | { ok: false; reason: string };

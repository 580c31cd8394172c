/**
 * The seam between healing's decisions (decide*.ts, pure) and Foundry (foundry.ts): what the
 * deciding client reads of the patient and healer, the dice it rolls, the documents it writes, and
 * what a decision answers. Tests implement it with plain data (tests/play/heal-world.ts).
 */
import type { OwnedTalent, WoundBox, WoundTrack } from "../../rules";
import type { CheckModifier } from "../../rolls/check";
import type { RollVisibility } from "../../rolls/choices";
import type { ActorRecords } from "../gm/records";
import type { DiceSpec, RolledDice } from "../services/dice";
import type { HealRequest } from "./requests";

export interface PatientFacts {
  uuid: string;
  name: string;
  wounds: WoundTrack;
  records: ActorRecords;
  rapidHealing: boolean;
}

export interface HealerFacts {
  uuid: string;
  name: string;
  woundPenalty: number;
  talents: OwnedTalent[];
  refused: string | null;
  modifiers: CheckModifier[];
}

export interface HealPorts {
  patient(uuid: string): PatientFacts | null;
  healer(uuid: string): HealerFacts | null;
  /** The skills the world counts as healing skills (a world setting; Herblore by default). */
  healingSkills(): string[];
  traitLevel(actorUuid: string, skill: string): number | null;
  isGM(userId: string): boolean;
  isOwner(userId: string, actorUuid: string): boolean;
  roll(spec: DiceSpec): Promise<RolledDice>;
  /** One actor update: the track and the records (and, for a rest on the world clock, its rest mark: decide-clock.ts). */
  writePatient(uuid: string, data: { wounds: WoundTrack; records: ActorRecords; restedUntil?: number }): Promise<void>;
  /** Marks the healer's skill used (rules 1.4), when it changes. */
  markUsed(actorUuid: string, skill: string): Promise<void>;
  /** Posts the card asking the patient's owner to accept a treatment (GM-authored); its message id. */
  postConsentCard(state: ConsentState): Promise<string>;
}

export interface HealOutcome {
  kind: "heal" | "rest";
  patientUuid: string;
  patientName: string;
  /** The patient has Rapid Healing (rules 4): mundane days are halved. */
  rapidHealing: boolean;
  healerName: string | null;
  skill: string | null;
  before: WoundTrack;
  after: WoundTrack;
  /** Each wound as it was and as it is now (before the track is repacked), for the card. */
  pairs: { before: WoundBox; after: WoundBox }[];
  /** The healing roll's rolled degree or the GM's result, or null (rest, magical healing). */
  resultDegree: number | null;
  /** Magical healing's days per level (GM), else null. */
  magicalDaysPerLevel: number | null;
  /** The roll: its faces when public (null when hidden), for the card. */
  roll: { level: number; modifiers: CheckModifier[]; faces: number[] | null; visibility: RollVisibility } | null;
  /** Levels each treated wound heals at the treated rate (rules 3.4.7: Good 1, Great 2, Superb 3; 0 on a failure). */
  levels: number;
  days: (number | null)[];
  rested: number | null;
  treatment: "treated" | "magical" | null;
  changed: boolean;
}

export type HealResult =
  | { ok: true; outcome: HealOutcome }
  /** A treatment of a patient the requester does not own: the patient's owner was asked to accept it. */
  | { ok: true; outcome: null; consentCard: string }
  | { ok: false; reason: string };

/** A treatment waiting for the patient's owner to accept it (`flags.harnfudge.healConsent`, GM-authored). */
export interface ConsentState {
  status: "pending" | "accepted" | "declined";
  request: Extract<HealRequest, { kind: "heal" }>;
  requesterId: string;
  patientUuid: string;
  patientName: string;
  healerName: string;
  skill: string;
  decidedBy: string | null;
}

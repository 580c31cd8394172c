/**
 * The decisions of healing (rules 3.4.7, 3.4.8, Rapid Healing in 4): a healing roll's result on a
 * patient, and the GM's "rest N days". They run where the patient may be written: on the
 * requester's own client when it owns the patient, else on the designated GM's client (the
 * "heal" request domain), which then also ROLLS the healer's skill itself from the dialog's
 * choices (the client sends no dice, no level, no modifier). Touches Foundry only through
 * `HealPorts`; every number comes from the rules core. What was done is recorded on the patient
 * (`records.requests`) in the same update, so a replayed request changes nothing.
 *
 * Who may do what: a healer's owner (or the GM) rolls one of the world's healing skills the
 * healer can attempt; only the GM sets a result without a roll, chooses magical healing, or rests
 * a patient.
 */
import { REASONS, mayAsk } from "../gm/policy";
import {
  applyHealingResult,
  applyMagicalHealing,
  healingDaysByBox,
  healingLevels,
  isQuarterDays,
  MAGICAL_DAYS_PER_LEVEL_MAX,
  MAGICAL_DAYS_PER_LEVEL_MIN,
  restDays,
  rolledDegree,
  treatableWounds,
  restWound,
  tendWound,
  type OwnedTalent,
  type WoundBox,
  type WoundTrack,
} from "../../rules";
import { modifiersFromChoices, parseRollChoices, type RollChoices, type RollVisibility } from "../../rolls/choices";
import type { CheckModifier } from "../../rolls/check";
import { isRecord } from "../../util/guards";
import { canonicalJson } from "../gm/proof";
import { requestDone, withRequest, type ActorRecords } from "../gm/records";
import type { DiceSpec, RolledDice } from "../gm/dice";

export type HealRequest =
  | {
      kind: "heal";
      requestId: string;
      patientUuid: string;
      /** The healing character (null: the GM sets the result). */
      healerUuid: string | null;
      skill: string | null;
      choices: RollChoices | null;
      /** A result set by the GM instead of a roll (magical healing, an off-screen physician). */
      result: number | null;
      treatment: "treated" | "magical";
      /** Magical healing's days per level (rules 3.4.7: one to two, or less). */
      magicalDaysPerLevel: number;
    }
  | { kind: "rest"; requestId: string; patientUuid: string; days: number };

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

export type HealResult = { ok: true; outcome: HealOutcome } | { ok: false; reason: string };

/** The longest rest one action records. */
export const MAX_REST_DAYS = 365;

const str = (v: unknown): string | null => (typeof v === "string" && v.length > 0 && v.length <= 200 ? v : null);

/** Validates a request that came over the wire. */
export function parseHealRequest(value: unknown): HealRequest | null {
  if (!isRecord(value)) return null;
  const requestId = str(value["requestId"]);
  const patientUuid = str(value["patientUuid"]);
  if (!requestId || !patientUuid) return null;
  if (value["kind"] === "rest") {
    const days = value["days"];
    return typeof days === "number" ? { kind: "rest", requestId, patientUuid, days } : null;
  }
  if (value["kind"] !== "heal") return null;
  const treatment = value["treatment"] === "magical" ? "magical" : value["treatment"] === "treated" ? "treated" : null;
  const magical = value["magicalDaysPerLevel"];
  const choices = value["choices"] === null || value["choices"] === undefined ? null : parseRollChoices(value["choices"]);
  if (!treatment || typeof magical !== "number") return null;
  if (value["choices"] !== null && value["choices"] !== undefined && !choices) return null;
  return {
    kind: "heal",
    requestId,
    patientUuid,
    healerUuid: str(value["healerUuid"]),
    skill: str(value["skill"]),
    choices,
    result: typeof value["result"] === "number" ? value["result"] : null,
    treatment,
    magicalDaysPerLevel: magical,
  };
}

type HealDegree = { degree: number; roll: HealOutcome["roll"]; healerName: string | null } | string;

/** The result a heal request stands for: the GM's result, or the healer's roll made here. */
async function healDegree(
  request: Extract<HealRequest, { kind: "heal" }>,
  requesterId: string,
  ports: HealPorts,
): Promise<HealDegree> {
  const gm = ports.isGM(requesterId);
  if (request.result !== null) {
    if (!mayAsk("healGM", { gm })) return REASONS.gmOnly;
    return Number.isInteger(request.result) && Math.abs(request.result) <= 10
      ? { degree: request.result, roll: null, healerName: null }
      : REASONS.badRequest;
  }
  if (!request.healerUuid || !request.skill || !request.choices) return REASONS.badRequest;
  const healer = ports.healer(request.healerUuid);
  if (!healer) return REASONS.noPatient;
  if (!mayAsk("heal", { gm, healerOwner: ports.isOwner(requesterId, healer.uuid) })) return REASONS.healNotAllowed;
  if (!ports.healingSkills().includes(request.skill)) return REASONS.notHealingSkill;
  const level = ports.traitLevel(healer.uuid, request.skill);
  if (level === null) return REASONS.skillNotAttemptable;
  if (healer.refused) return healer.refused;
  const decided = modifiersFromChoices(
    { woundPenalty: healer.woundPenalty, talents: healer.talents, countsOpponents: false, extra: healer.modifiers },
    request.choices,
    gm,
  );
  if (!decided.ok) return decided.reason;
  const rolled = await ports.roll({
    formula: "4dF",
    actorUuid: healer.uuid,
    label: request.skill,
    level,
    modifiers: decided.modifiers,
    visibility: request.choices.visibility,
    requesterId,
    cardId: null,
  });
  await ports.markUsed(healer.uuid, request.skill);
  const modifier = decided.modifiers.reduce((s, m) => s + m.value, 0);
  return {
    degree: rolledDegree({ level, faces: rolled.faces, modifier }).rolledDegree,
    roll: {
      level,
      modifiers: decided.modifiers,
      faces: request.choices.visibility === "public" ? rolled.faces : null,
      visibility: request.choices.visibility,
    },
    healerName: healer.name,
  };
}

function sameTrack(a: WoundTrack, b: WoundTrack): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * Decides and carries out one healing request for `requesterId`: at most one actor update (none
 * when nothing changes); a refusal writes nothing.
 */
export async function handleHealRequest(raw: unknown, requesterId: string, ports: HealPorts): Promise<HealResult> {
  const request = parseHealRequest(raw);
  if (!request) return { ok: false, reason: REASONS.badRequest };
  const patient = ports.patient(request.patientUuid);
  if (!patient) return { ok: false, reason: REASONS.noPatient };
  if (patient.wounds.dead) return { ok: false, reason: REASONS.healDead };
  if (requestDone(patient.records, request.requestId)) return { ok: false, reason: REASONS.replayed };
  const before = structuredClone(patient.wounds);
  const base = { patientUuid: patient.uuid, patientName: patient.name, rapidHealing: patient.rapidHealing, before };
  let outcome: Omit<HealOutcome, "after" | "days" | "changed" | "pairs">;
  let change: (box: WoundBox) => WoundBox;
  let after: WoundTrack;
  if (request.kind === "rest") {
    if (!mayAsk("healGM", { gm: ports.isGM(requesterId) })) return { ok: false, reason: REASONS.gmOnly };
    if (!isQuarterDays(request.days) || request.days <= 0 || request.days > MAX_REST_DAYS)
      return { ok: false, reason: REASONS.badRequest };
    after = restDays(before, request.days, { rapidHealing: patient.rapidHealing });
    const days = request.days;
    change = (box) => restWound(box, days, { rapidHealing: patient.rapidHealing });
    outcome = {
      ...base,
      kind: "rest",
      healerName: null,
      skill: null,
      resultDegree: null,
      magicalDaysPerLevel: null,
      roll: null,
      levels: 0,
      rested: request.days,
      treatment: null,
    };
  } else if (request.treatment === "magical") {
    // Magical healing (rules 3.4.7: "one to two days per wound level, or even less"): the GM's, no roll.
    if (!mayAsk("healGM", { gm: ports.isGM(requesterId) })) return { ok: false, reason: REASONS.gmOnly };
    const days = request.magicalDaysPerLevel;
    if (!isQuarterDays(days) || days < MAGICAL_DAYS_PER_LEVEL_MIN || days > MAGICAL_DAYS_PER_LEVEL_MAX)
      return { ok: false, reason: REASONS.badRequest };
    after = applyMagicalHealing(before, days);
    change = (box) => restWound(tendWound(box, { kind: "magical", daysPerLevel: days }), 0);
    outcome = {
      ...base,
      kind: "heal",
      healerName: null,
      skill: null,
      resultDegree: null,
      magicalDaysPerLevel: days,
      roll: null,
      levels: 0,
      rested: null,
      treatment: "magical",
    };
  } else {
    // Rules 3.4.7: a wound is treated once (until it heals or loses its treatment); nothing to treat, nothing rolled.
    if (treatableWounds(before).length === 0) return { ok: false, reason: REASONS.nothingToTreat };
    const decided = await healDegree(request, requesterId, ports);
    if (typeof decided === "string") return { ok: false, reason: decided };
    after = applyHealingResult(before, decided.degree, "treated");
    change = (box) => tendWound(box, { kind: "roll", resultDegree: decided.degree });
    outcome = {
      ...base,
      kind: "heal",
      healerName: decided.healerName,
      skill: request.skill,
      resultDegree: decided.degree,
      magicalDaysPerLevel: null,
      roll: decided.roll,
      levels: healingLevels(decided.degree),
      rested: null,
      treatment: "treated",
    };
  }
  const changed = !sameTrack(before, after);
  if (changed)
    await ports.writePatient(patient.uuid, { wounds: after, records: withRequest(patient.records, request.requestId) });
  const days = healingDaysByBox(after, { rapidHealing: patient.rapidHealing });
  const pairs = before.dead ? [] : before.boxes.filter((b) => b.marked).map((b) => ({ before: b, after: change(b) }));
  return { ok: true, outcome: { ...outcome, after, days, changed, pairs } };
}

/** Decides a healing request inside the patient's write queue (read and write in one turn). */
export function handleHealInQueue(
  raw: unknown,
  requesterId: string,
  ports: HealPorts,
  locks: { run<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> },
): Promise<HealResult> {
  const patient = isRecord(raw) && typeof raw["patientUuid"] === "string" ? raw["patientUuid"] : "";
  return locks.run([patient], () => handleHealRequest(raw, requesterId, ports));
}

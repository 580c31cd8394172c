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
  type WoundBox,
  type WoundTrack,
} from "../../rules";
import { modifiersFromChoices } from "../../rolls/choices";
import { nearDeathUntreated } from "../../rules/timed-conditions";
import { MAX_REST_DAYS, parseHealRequest, type HealRequest } from "./requests";
import type { HealOutcome, HealPorts, HealResult } from "./ports";
import { askConsent, withoutFailedBox, withoutFailedTreatment } from "./decide-consent";

export { MAX_REST_DAYS, parseHealRequest, type HealRequest };
export type { ConsentState, HealOutcome, HealPorts, HealResult, HealerFacts, PatientFacts } from "./ports";
import { isRecord } from "../../util/guards";
import { canonicalJson } from "../../util/canonical-json";
import { requestDone, withRequest } from "../gm/records";
import type { WriteQueue } from "../gm/locks";

type HealDegree =
  | { degree: number; roll: HealOutcome["roll"]; healerName: string | null }
  /** Sent for the patient's owner's consent instead of rolling. */
  | { asked: HealResult }
  | string;

/** The result a heal request stands for: the GM's result, or the healer's roll made here. */
async function healDegree(
  request: Extract<HealRequest, { kind: "heal" }>,
  requesterId: string,
  ports: HealPorts,
  /** Asked once the request is known to be valid, before anything is rolled: a result ends it there. */
  beforeRoll?: () => Promise<HealResult | null>,
): Promise<HealDegree> {
  if (request.result !== null)
    return Number.isInteger(request.result) && Math.abs(request.result) <= 10
      ? { degree: request.result, roll: null, healerName: null }
      : REASONS.badRequest;
  if (!request.healerUuid || !request.skill || !request.choices) return REASONS.badRequest;
  const healer = ports.healer(request.healerUuid);
  if (!healer) return REASONS.noPatient;
  if (!ports.healingSkills().includes(request.skill)) return REASONS.notHealingSkill;
  const level = ports.traitLevel(healer.uuid, request.skill);
  if (level === null) return REASONS.skillNotAttemptable;
  if (healer.refused) return healer.refused;
  const decided = modifiersFromChoices(
    { woundPenalty: healer.woundPenalty, talents: healer.talents, countsOpponents: false, extra: healer.modifiers },
    request.choices,
    mayAsk("widerModifiers", { gm: ports.isGM(requesterId) }),
  );
  if (!decided.ok) return decided.reason;
  const asked = beforeRoll ? await beforeRoll() : null;
  if (asked) return { asked };
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

/**
 * The policy's answer for a request, before anything is looked up: resting, magical healing and a
 * set result are the GM's (healGM); a healing roll is the healer's owner's or a GM's (heal).
 */
function healPolicy(request: HealRequest, requesterId: string, ports: Pick<HealPorts, "isGM" | "isOwner">): string | null {
  const roles = {
    gm: ports.isGM(requesterId),
    healerOwner: request.kind === "heal" && request.healerUuid !== null && ports.isOwner(requesterId, request.healerUuid),
  };
  if (request.kind === "rest" || request.treatment === "magical" || request.result !== null)
    return mayAsk("healGM", roles) ? null : REASONS.gmOnly;
  return mayAsk("heal", roles) ? null : REASONS.healNotAllowed;
}

function sameTrack(a: WoundTrack, b: WoundTrack): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * Decides and carries out one healing request for `requesterId`: at most one actor update (none
 * when nothing changes); a refusal writes nothing.
 */
export async function handleHealRequest(
  raw: unknown,
  requesterId: string,
  ports: HealPorts,
  options: { consented?: boolean } = {},
): Promise<HealResult> {
  const request = parseHealRequest(raw);
  if (!request) return { ok: false, reason: REASONS.badRequest };
  // Who may ask first, then the look-ups (issue 28, item 4).
  const denied = healPolicy(request, requesterId, ports);
  if (denied) return { ok: false, reason: denied };
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
    if (!isQuarterDays(request.days) || request.days <= 0 || request.days > MAX_REST_DAYS)
      return { ok: false, reason: REASONS.badRequest };
    // Rules 3.4.1: Near Death without medical attention dies within the hour; rest heals nothing of his.
    if (nearDeathUntreated(before)) return { ok: false, reason: REASONS.restNearDeath };
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
    // The GM's set result treats a wound a failed roll left "failed" too: no roll can lock a wound out.
    const start = request.result !== null ? withoutFailedTreatment(before) : before;
    // Rules 3.4.7: a wound is treated once (until it heals or loses its treatment); nothing to treat, nothing rolled.
    if (treatableWounds(start).length === 0) return { ok: false, reason: REASONS.nothingToTreat };
    // Treating another player's character needs that player's consent (issue 17, item 8): once the
    // request is known to be valid, a card asks them, and their Accept has the GM's client carry out
    // this same request (then it is rolled, from the actors as they are then).
    // Whoever may answer the consent card (the patient's owner, a GM) needs no one's consent.
    const needsConsent =
      !options.consented &&
      !mayAsk("healConsent", { gm: ports.isGM(requesterId), patientOwner: ports.isOwner(requesterId, patient.uuid) });
    const decided = await healDegree(
      request,
      requesterId,
      ports,
      needsConsent ? () => askConsent(request, requesterId, patient, ports) : undefined,
    );
    if (typeof decided === "string") return { ok: false, reason: decided };
    if ("asked" in decided) return decided.asked;
    after = applyHealingResult(start, decided.degree, "treated");
    // The card shows each wound as the result leaves it: a set result clears a failed treatment first.
    change = (box) =>
      tendWound(request.result !== null ? withoutFailedBox(box) : box, { kind: "roll", resultDegree: decided.degree });
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
export function handleHealInQueue(raw: unknown, requesterId: string, ports: HealPorts, locks: WriteQueue): Promise<HealResult> {
  const patient = isRecord(raw) && typeof raw["patientUuid"] === "string" ? raw["patientUuid"] : "";
  return locks.run([patient], () => handleHealRequest(raw, requesterId, ports));
}

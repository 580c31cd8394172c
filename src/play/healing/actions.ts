/**
 * The decision logic of healing (rules 3.4.7, 3.4.8, Rapid Healing in 4): a healing result applied
 * to a patient, and the GM's "rest N days". Runs where the patient may be written — on the
 * requester's client when it owns the patient or is the GM, else on the active GM's client through
 * `CONFIG.queries["harnfudge.heal"]` after the requester proved who it is (../auth.ts). Touches
 * Foundry only through `HealPorts`; every number comes from the rules core.
 *
 * What the client sends is checked, not trusted: a healer's roll must be a valid 4dF at the
 * healer's current level of that skill, rolled by one of the healer's owners (or the GM); only the
 * GM may set a result without a roll, and only the GM may rest a patient.
 */
import {
  applyHealingResult,
  healingDaysByBox,
  healingLevels,
  restDays,
  rolledDegree,
  type MagicalDaysPerLevel,
  type WoundTrack,
} from "../../rules";
import { isValidCheck, type CheckFacts } from "../attack/state";
import { canonicalJson, verifyRequestPatiently, type AuthPorts } from "../auth";

export type MundaneOrMagical = "treated" | "magical";

export type HealRequest =
  | {
      action: "heal";
      patientUuid: string;
      /** The healing character (null: the GM sets the result). */
      healerUuid: string | null;
      /** The skill the healer rolled (any skill: the rules name none; the GM rules which fits). */
      skill: string | null;
      check: CheckFacts | null;
      /** A result set by the GM instead of a roll (magical healing, an off-screen physician). */
      result: number | null;
      treatment: MundaneOrMagical;
      /** Magical healing's days per level (rules 3.4.7: one to two). */
      magicalDaysPerLevel: MagicalDaysPerLevel;
    }
  | { action: "rest"; patientUuid: string; days: number };

export interface PatientSnapshot {
  wounds: WoundTrack;
  rapidHealing: boolean;
}

export interface HealPorts {
  loadPatient(actorUuid: string): PatientSnapshot | null;
  /** The level the actor rolls for a skill now (null: cannot be attempted or unknown actor). */
  traitLevel(actorUuid: string, skill: string): number | null;
  isGM(userId: string): boolean;
  isOwner(userId: string, actorUuid: string): boolean;
  updateWounds(actorUuid: string, wounds: WoundTrack): Promise<void>;
}

export interface HealOutcome {
  action: "heal" | "rest";
  patientUuid: string;
  before: WoundTrack;
  after: WoundTrack;
  /** The healing roll's rolled degree (heal), or null. */
  resultDegree: number | null;
  /** Levels every wound heals by the result (0–3). */
  levels: number;
  /** Days of rest each box still needs (null: empty box). */
  days: (number | null)[];
  rested: number | null;
  treatment: MundaneOrMagical | null;
  /** Whether the patient's track changed (and was written). */
  changed: boolean;
}

export type HealResult = { ok: true; outcome: HealOutcome } | { ok: false; reason: string };

export const HEAL_REASONS = {
  badRequest: "HARNFUDGE.Notify.BadRequest",
  noPatient: "HARNFUDGE.Healing.NoPatient",
  notAllowed: "HARNFUDGE.Healing.NotAllowed",
  gmOnly: "HARNFUDGE.Notify.GMOnly",
  outOfDate: "HARNFUDGE.Notify.OutOfDate",
  dead: "HARNFUDGE.Healing.Dead",
} as const;

/** The longest rest one action records. */
export const MAX_REST_DAYS = 365;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseCheck(value: unknown): CheckFacts | null {
  if (
    !isRecord(value) ||
    typeof value["level"] !== "number" ||
    typeof value["modifier"] !== "number" ||
    !Array.isArray(value["faces"])
  )
    return null;
  return { level: value["level"], modifier: value["modifier"], faces: value["faces"].map(Number) };
}

/** Validates a request that came over the wire. */
export function parseHealRequest(value: unknown): HealRequest | null {
  if (!isRecord(value) || typeof value["patientUuid"] !== "string") return null;
  const patientUuid = value["patientUuid"];
  if (value["action"] === "rest") {
    const days = value["days"];
    return typeof days === "number" ? { action: "rest", patientUuid, days } : null;
  }
  if (value["action"] !== "heal") return null;
  const treatment = value["treatment"] === "magical" ? "magical" : value["treatment"] === "treated" ? "treated" : null;
  const magical = value["magicalDaysPerLevel"] === 1 ? 1 : value["magicalDaysPerLevel"] === 2 ? 2 : null;
  if (!treatment || !magical) return null;
  return {
    action: "heal",
    patientUuid,
    healerUuid: typeof value["healerUuid"] === "string" ? value["healerUuid"] : null,
    skill: typeof value["skill"] === "string" ? value["skill"] : null,
    check: parseCheck(value["check"]),
    result: typeof value["result"] === "number" ? value["result"] : null,
    treatment,
    magicalDaysPerLevel: magical,
  };
}

function sameTrack(a: WoundTrack, b: WoundTrack): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** The result degree a heal request stands for, or a refusal. */
function healResultDegree(
  request: Extract<HealRequest, { action: "heal" }>,
  requesterId: string,
  ports: HealPorts,
): number | string {
  const gm = ports.isGM(requesterId);
  if (request.check) {
    if (!request.healerUuid || !request.skill || !isValidCheck(request.check)) return HEAL_REASONS.badRequest;
    if (!gm && !ports.isOwner(requesterId, request.healerUuid)) return HEAL_REASONS.notAllowed;
    if (ports.traitLevel(request.healerUuid, request.skill) !== request.check.level) return HEAL_REASONS.outOfDate;
    return rolledDegree(request.check).rolledDegree;
  }
  if (!gm) return HEAL_REASONS.gmOnly;
  if (request.result === null || !Number.isInteger(request.result) || Math.abs(request.result) > 20)
    return HEAL_REASONS.badRequest;
  return request.result;
}

/**
 * Decides and performs one healing request for `requesterId`: at most one actor update (none
 * when nothing changes); on refusal nothing is written.
 */
export async function handleHealRequest(raw: unknown, requesterId: string, ports: HealPorts): Promise<HealResult> {
  const request = parseHealRequest(raw);
  if (!request) return { ok: false, reason: HEAL_REASONS.badRequest };
  const patient = ports.loadPatient(request.patientUuid);
  if (!patient) return { ok: false, reason: HEAL_REASONS.noPatient };
  if (patient.wounds.dead) return { ok: false, reason: HEAL_REASONS.dead };
  const before = structuredClone(patient.wounds);
  let after: WoundTrack;
  let outcome: Omit<HealOutcome, "before" | "after" | "days" | "changed">;
  if (request.action === "rest") {
    if (!ports.isGM(requesterId)) return { ok: false, reason: HEAL_REASONS.gmOnly };
    if (!Number.isInteger(request.days) || request.days < 1 || request.days > MAX_REST_DAYS)
      return { ok: false, reason: HEAL_REASONS.badRequest };
    after = restDays(before, request.days, { rapidHealing: patient.rapidHealing });
    outcome = {
      action: "rest",
      patientUuid: request.patientUuid,
      resultDegree: null,
      levels: 0,
      rested: request.days,
      treatment: null,
    };
  } else {
    const degree = healResultDegree(request, requesterId, ports);
    if (typeof degree === "string") return { ok: false, reason: degree };
    // Magical healing's rate (1 or 2 days per level) is stored on each remaining wound.
    after = applyHealingResult(before, degree, request.treatment, request.magicalDaysPerLevel);
    outcome = {
      action: "heal",
      patientUuid: request.patientUuid,
      resultDegree: degree,
      levels: healingLevels(degree),
      rested: null,
      treatment: request.treatment,
    };
  }
  const changed = !sameTrack(before, after);
  if (changed) await ports.updateWounds(request.patientUuid, after);
  const days = healingDaysByBox(after, { rapidHealing: patient.rapidHealing });
  return { ok: true, outcome: { ...outcome, before, after, days, changed } };
}

/** The GM's handler for a healing request from another client, after proof of the requester. */
export async function handleAuthenticatedHeal(raw: unknown, ports: HealPorts, auth: AuthPorts): Promise<HealResult> {
  const verified = await verifyRequestPatiently(raw, auth);
  if (!verified.ok) return { ok: false, reason: verified.reason };
  return handleHealRequest(verified.request, verified.requesterId, ports);
}

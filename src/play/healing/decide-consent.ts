/**
 * Treating another player's character (issue 17, item 8): a healer's owner who does not own the
 * patient asks, the designated GM's client posts a card (GM-authored, `flags.harnfudge.healConsent`)
 * that the patient's owners and the GMs may accept or decline, and an Accept has the GM's client
 * carry out the stored request as the healer's owner asked it (decide.ts rolls then, from the actors
 * as they are then). A GM's set result also treats a wound a failed roll left "failed", so no
 * stranger's poor roll can lock a wound out of treatment. Pure: Foundry only through the ports.
 */
import { deny, mayAsk, REASONS } from "../gm/policy";
import type { WoundBox, WoundTrack } from "../../rules";
import { isRecord } from "../../util/guards";
import type { ConsentState, HealPorts, HealResult, PatientFacts } from "./ports";
import { parseHealRequest, type HealRequest } from "./requests";

/** The wound with a "failed" treatment cleared (a set result may treat it). */
export function withoutFailedBox(box: WoundBox): WoundBox {
  return box.treatment === "failed" ? { ...box, treatment: "untreated", treatedLevels: 0 } : box;
}

/** The track with any "failed" treatment cleared (a set result may treat those wounds). */
export function withoutFailedTreatment(track: WoundTrack): WoundTrack {
  return { ...track, boxes: track.boxes.map(withoutFailedBox) };
}

/** Posts the consent card for a treatment of a patient the requester does not own; null when the request cannot be one. */
export async function askConsent(
  request: Extract<HealRequest, { kind: "heal" }>,
  requesterId: string,
  patient: PatientFacts,
  ports: HealPorts,
): Promise<HealResult | null> {
  if (!request.healerUuid || !request.skill) return null;
  const healer = ports.healer(request.healerUuid);
  if (!healer) return { ok: false, reason: REASONS.noPatient };
  if (!mayAsk("heal", { healerOwner: ports.isOwner(requesterId, healer.uuid) }))
    return { ok: false, reason: REASONS.healNotAllowed };
  const consentCard = await ports.postConsentCard({
    status: "pending",
    request,
    requesterId,
    patientUuid: patient.uuid,
    patientName: patient.name,
    healerName: healer.name,
    skill: request.skill,
    decidedBy: null,
  });
  return { ok: true, outcome: null, consentCard };
}

/** Reads a consent card's stored state (GM-authored flags; still parsed: a module may write odd data). */
export function parseConsent(value: unknown): ConsentState | null {
  if (!isRecord(value)) return null;
  const request = parseHealRequest(value["request"]);
  const { status, requesterId, patientUuid, patientName, healerName, skill, decidedBy } = value;
  if (request?.kind !== "heal" || (status !== "pending" && status !== "accepted" && status !== "declined")) return null;
  if (typeof requesterId !== "string" || typeof patientUuid !== "string" || patientUuid !== request.patientUuid) return null;
  if (typeof patientName !== "string" || typeof healerName !== "string" || typeof skill !== "string") return null;
  return {
    status,
    request,
    requesterId,
    patientUuid,
    patientName,
    healerName,
    skill,
    decidedBy: typeof decidedBy === "string" ? decidedBy : null,
  };
}

export interface ConsentPorts {
  /** The card of a GM-authored message, or null. */
  consentCard(messageId: string): { authorIsGM: boolean; state: unknown } | null;
  updateConsentCard(messageId: string, state: ConsentState): Promise<void>;
}

/**
 * The patient's owner (or a GM) accepts or declines a treatment; on Accept `run` carries out the
 * stored request for the healer's owner, consented. The caller holds the card's and the patient's
 * write queues.
 */
export async function handleConsent(
  raw: unknown,
  requesterId: string,
  ports: Pick<HealPorts, "isGM" | "isOwner"> & ConsentPorts,
  run: (request: HealRequest, requesterId: string) => Promise<HealResult>,
): Promise<HealResult> {
  if (!isRecord(raw) || typeof raw["messageId"] !== "string" || typeof raw["accept"] !== "boolean")
    return { ok: false, reason: REASONS.badRequest };
  const messageId = raw["messageId"];
  const stored = ports.consentCard(messageId);
  const card = stored?.authorIsGM ? parseConsent(stored.state) : null;
  if (!card) return { ok: false, reason: REASONS.noCard };
  const denied = deny("healConsent", { gm: ports.isGM(requesterId), patientOwner: ports.isOwner(requesterId, card.patientUuid) });
  if (denied) return denied;
  if (card.status !== "pending") return { ok: false, reason: REASONS.raiseDecided };
  if (!raw["accept"]) {
    await ports.updateConsentCard(messageId, { ...card, status: "declined", decidedBy: requesterId });
    return { ok: false, reason: REASONS.consentDeclined };
  }
  const result = await run(card.request, card.requesterId);
  if (result.ok) await ports.updateConsentCard(messageId, { ...card, status: "accepted", decidedBy: requesterId });
  return result;
}

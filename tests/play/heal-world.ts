/**
 * A fake world for the healing decisions: a patient, a healer, owners, the dice tray, the world's
 * healing skills, and counters of every write.
 */
import { emptyWoundTrack, markWound, type WoundTrack } from "../../src/rules";
import type { ConsentState, HealOutcome, HealPorts, HealResult } from "../../src/play/healing/decide";
import { emptyRecords, type ActorRecords } from "../../src/play/gm/records";

export const GM = "gm";
export const HEALER_PLAYER = "hana-player";
export const PATIENT_PLAYER = "aldric-player";
export const STRANGER = "eve";

export interface HealWorld {
  ports: HealPorts;
  patient: { wounds: WoundTrack; records: ActorRecords; rapidHealing: boolean };
  tray: number[][];
  writes: { actor: number; dice: number; used: number };
  /** The healer's level in each skill (null: cannot attempt). */
  levels: Record<string, number | null>;
  /** Consent cards the GM's client posted. */
  consents: ConsentState[];
}

export function woundedTrack(): WoundTrack {
  let track = emptyWoundTrack();
  track = markWound(track, "hurt").track;
  track = markWound(track, "incapacitated", { open: true }).track;
  return track;
}

export function healWorld(): HealWorld {
  const w: Omit<HealWorld, "ports"> = {
    patient: { wounds: woundedTrack(), records: emptyRecords(), rapidHealing: false },
    tray: [],
    writes: { actor: 0, dice: 0, used: 0 },
    levels: { herblore: 1, sword: 3 },
    consents: [],
  };
  const ports: HealPorts = {
    patient: (uuid) => (uuid === "Actor.patient" ? { uuid, name: "Aldric", ...structuredClone(w.patient) } : null),
    healer: (uuid) =>
      uuid === "Actor.healer" ? { uuid, name: "Hana", woundPenalty: 0, talents: [], refused: null, modifiers: [] } : null,
    healingSkills: () => ["herblore", "alchemy"],
    traitLevel: (uuid, skill) => (uuid === "Actor.healer" ? (w.levels[skill] ?? null) : null),
    isGM: (user) => user === GM,
    isOwner: (user, uuid) =>
      (user === HEALER_PLAYER && uuid === "Actor.healer") || (user === PATIENT_PLAYER && uuid === "Actor.patient"),
    roll: async (spec) => {
      w.writes.dice += 1;
      const faces = w.tray.shift() ?? [0, 0, 0, 0];
      return { faces, diceMessageId: spec.visibility === "public" ? null : "dice1" };
    },
    writePatient: async (_uuid, data) => {
      w.writes.actor += 1;
      w.patient = { ...w.patient, ...structuredClone(data) };
    },
    markUsed: async () => {
      w.writes.used += 1;
    },
    postConsentCard: async (state) => {
      w.consents.push(structuredClone(state));
      return `consent-${w.consents.length}`;
    },
  };
  return Object.assign(w, { ports });
}

export const CHOICES = { situational: 0, applyWounds: true, opponents: 1, talents: [], visibility: "public" } as const;

/** Hana treats Aldric with Herblore. */
export function healRequest(extra: Record<string, unknown> = {}) {
  return {
    kind: "heal",
    requestId: "heal-0001",
    patientUuid: "Actor.patient",
    healerUuid: "Actor.healer",
    skill: "herblore",
    choices: { ...CHOICES },
    result: null,
    treatment: "treated",
    magicalDaysPerLevel: 2,
    ...extra,
  };
}

/** A decision's outcome (a test's precondition: the treatment was carried out, not refused or sent for consent). */
export function outcomeOf(result: HealResult): HealOutcome {
  if (!result.ok) throw new Error(result.reason);
  if (!result.outcome) throw new Error("the treatment waits for the patient's owner");
  return result.outcome;
}

/** A treatment the patient's owner has accepted (decide-consent.ts runs the stored request this way). */
export const CONSENTED = { consented: true } as const;

/**
 * Strenuous activity while healing (rules 3.4.7: "the GM may require the character to make a
 * Health roll. Failure means that the character loses any benefits from healing and heals at the
 * untreated rate unless the wounds are retreated. If the character was not receiving any
 * treatment, then a failure means that she must start counting days again").
 *
 * The GM's action, decided on the designated GM's client (the "gm" request domain, kind
 * "strenuous"): the GM names the difficulty (Fair unless told otherwise); the GM's client rolls the
 * character's Health itself, applies the rules core's `strenuousActivity`, and writes the wound
 * track with the request recorded on the actor in ONE update (also when the roll passes, so a
 * replay of the same request never rolls again). Refused, with nothing rolled: a requester who is
 * not a GM, a dead character, one with no wound that is healing, a difficulty off the ladder.
 *
 * Pure: Foundry only through {@link StrenuousPorts}; tests drive it with fakes.
 */
import { REASONS, deny } from "../gm/policy";
import {
  LADDER_MAX,
  LADDER_MIN,
  STRENUOUS_DEFAULT_DIFFICULTY,
  levelsLeftByRate,
  rolledDegree,
  strenuousActivity,
  type WoundBox,
  type WoundTrack,
} from "../../rules";
import type { LuckyReroll } from "../services/dice";
import { isRecord } from "../../util/guards";
import { requestDone, withRequest, type ActorRecords } from "../gm/records";
import type { WriteQueue } from "../gm/locks";

export interface StrenuousRequest {
  kind: "strenuous";
  requestId: string;
  actorUuid: string;
  /** The Health roll's difficulty, a ladder level (Fair = 0 by default). */
  difficulty: number;
}

export interface StrenuousActorFacts {
  uuid: string;
  name: string;
  /** The Health attribute's level. */
  health: number;
  wounds: WoundTrack;
  records: ActorRecords;
  rapidHealing: boolean;
}

export interface StrenuousPorts {
  actor(uuid: string): StrenuousActorFacts | null;
  isGM(userId: string): boolean;
  /** Rolls Health (4dF) for the actor against the difficulty; the faces, and the roll for the card. */
  rollHealth(actor: StrenuousActorFacts, difficulty: number): Promise<{ faces: number[]; roll: unknown }>;
  /** One actor update: the wound track and the records. */
  write(uuid: string, data: { wounds: WoundTrack; records: ActorRecords }): Promise<void>;
  /** Marks Health used (rules 1.4). */
  markHealthUsed(uuid: string): Promise<void>;
}

/** What the failure did to one wound. */
export type WoundEffect = "treatmentLost" | "countRestarted";

export interface StrenuousOutcome {
  actorUuid: string;
  actorName: string;
  rapidHealing: boolean;
  health: number;
  difficulty: number;
  faces: number[];
  rolledDegree: number;
  failed: boolean;
  /** passed; or, on a failure, whether treated wounds lost their treatment, untreated ones restarted, or both. */
  result: "passed" | WoundEffect | "both";
  /** Each wound that was healing, before and after (on a pass, unchanged). */
  wounds: { before: WoundBox; after: WoundBox; effect: WoundEffect | null }[];
  /** The Health roll itself (for the card's rolls). */
  roll: unknown;
  /** Set when Lucky rerolled the Health roll (lucky/decide-gm-card.ts): both rolls, by whom and when; `faces` is the kept one. */
  lucky?: LuckyReroll<number[]> | null;
}

/** An outcome with the wound track before the roll and after it (what a Lucky reroll starts from). */
export type StrenuousTracked = StrenuousOutcome & { before: WoundTrack; track: WoundTrack };

export type StrenuousResult = { ok: true; outcome: StrenuousTracked } | { ok: false; reason: string };

const str = (v: unknown): string | null => (typeof v === "string" && v.length > 0 && v.length <= 200 ? v : null);

/** Validates a request that came over the wire; a missing difficulty is Fair. */
export function parseStrenuousRequest(value: unknown): StrenuousRequest | null {
  if (!isRecord(value) || value["kind"] !== "strenuous") return null;
  const requestId = str(value["requestId"]);
  const actorUuid = str(value["actorUuid"]);
  const difficulty = value["difficulty"] ?? STRENUOUS_DEFAULT_DIFFICULTY;
  if (!requestId || !actorUuid) return null;
  if (typeof difficulty !== "number" || !Number.isInteger(difficulty) || difficulty < LADDER_MIN || difficulty > LADDER_MAX)
    return null;
  return { kind: "strenuous", requestId, actorUuid, difficulty };
}

/** A wound still healing: a level left to heal (Hurt or worse, or an infected scratch). */
export function isHealing(box: WoundBox): boolean {
  if (!box.marked) return false;
  const rates = levelsLeftByRate(box);
  return rates.fast.levels + rates.untreated.levels > 0;
}

/** What a failure does to a wound: a treatment with a benefit (treated, magical) is lost; otherwise its count restarts. */
export function woundEffect(box: WoundBox): WoundEffect {
  const benefit = box.treatment === "magical" || (box.treatment === "treated" && box.treatedLevels > 0);
  return benefit ? "treatmentLost" : "countRestarted";
}

/**
 * Decides and carries out one strenuous-activity request for `requesterId`: one Health roll, one
 * actor update; a refusal rolls and writes nothing.
 */
export async function handleStrenuousRequest(raw: unknown, requesterId: string, ports: StrenuousPorts): Promise<StrenuousResult> {
  const request = parseStrenuousRequest(raw);
  if (!request) return { ok: false, reason: REASONS.badRequest };
  const denied = deny("gmAction", { gm: ports.isGM(requesterId) });
  if (denied) return denied;
  const actor = ports.actor(request.actorUuid);
  if (!actor) return { ok: false, reason: REASONS.noActor };
  if (actor.wounds.dead) return { ok: false, reason: REASONS.strenuousDead };
  if (requestDone(actor.records, request.requestId)) return { ok: false, reason: REASONS.replayed };
  if (!actor.wounds.boxes.some(isHealing)) return { ok: false, reason: REASONS.notHealing };
  const rolled = await ports.rollHealth(actor, request.difficulty);
  const outcome = strenuousOutcome(actor, rolled.faces, request.difficulty, rolled.roll);
  await ports.write(actor.uuid, { wounds: outcome.track, records: withRequest(actor.records, request.requestId) });
  await ports.markHealthUsed(actor.uuid);
  return { ok: true, outcome };
}

/**
 * The rules core's reading of a Health roll after strenuous activity (rules 3.4.7) for one
 * character: the track after it and what became of each healing wound. Pure and synchronous.
 */
export function strenuousOutcome(
  actor: StrenuousActorFacts,
  faces: number[],
  difficulty: number,
  roll: unknown,
): StrenuousTracked {
  const degree = rolledDegree({ level: actor.health, faces, modifier: 0 }).rolledDegree;
  const result = strenuousActivity(actor.wounds, degree, difficulty);
  const wounds = actor.wounds.boxes.flatMap((before, i) => {
    const after = result.track.boxes[i];
    return isHealing(before) && after ? [{ before, after, effect: result.failed ? woundEffect(before) : null }] : [];
  });
  const effects = new Set(wounds.map((w) => w.effect));
  return {
    actorUuid: actor.uuid,
    actorName: actor.name,
    rapidHealing: actor.rapidHealing,
    health: actor.health,
    difficulty: result.difficulty,
    faces,
    rolledDegree: degree,
    failed: result.failed,
    result: !result.failed
      ? "passed"
      : effects.has("treatmentLost") && effects.has("countRestarted")
        ? "both"
        : effects.has("treatmentLost")
          ? "treatmentLost"
          : "countRestarted",
    wounds,
    roll,
    before: actor.wounds,
    track: result.track,
  };
}

/** Decides a strenuous-activity request inside the actor's write queue (read, roll and write in one turn). */
export function handleStrenuousInQueue(
  raw: unknown,
  requesterId: string,
  ports: StrenuousPorts,
  locks: WriteQueue,
): Promise<StrenuousResult> {
  const actor = isRecord(raw) && typeof raw["actorUuid"] === "string" ? raw["actorUuid"] : "";
  return locks.run([actor], () => handleStrenuousRequest(raw, requesterId, ports));
}

/** The most characters one Strenuous… rolls for. */
export const STRENUOUS_MAX_ACTORS = 50;

/** The characters a request names: `actorUuids` (a group, each once) or the one `actorUuid`. */
export function strenuousActors(value: unknown): string[] | null {
  if (!isRecord(value)) return null;
  const many = value["actorUuids"];
  const list = Array.isArray(many) ? many : [value["actorUuid"]];
  const uuids = [...new Set(list.map(str))];
  if (uuids.length === 0 || uuids.length > STRENUOUS_MAX_ACTORS || uuids.some((u) => u === null)) return null;
  return uuids.filter((u): u is string => u !== null);
}

export type StrenuousGroupResult =
  { ok: true; outcomes: StrenuousTracked[]; skipped: { name: string; reason: string }[] } | { ok: false; reason: string };

/** Refusals that concern one character only: the group goes on without it. */
const SKIPPED: ReadonlySet<string> = new Set([REASONS.strenuousDead, REASONS.notHealing, REASONS.replayed, REASONS.noActor]);

/**
 * Strenuous activity for a group (issue 25: Strenuous… takes the selected tokens or the party, one
 * dialog, one card): each character rolls as {@link handleStrenuousRequest} decides it, in its own
 * write queue turn, under the same request id (recorded on each, so a replay rolls nobody twice).
 * A character with nothing to roll for (dead, no wound healing) is left out and named; when nobody
 * rolls, the first refusal is the answer.
 */
export async function handleStrenuousGroup(
  raw: unknown,
  requesterId: string,
  ports: StrenuousPorts,
  locks: WriteQueue,
): Promise<StrenuousGroupResult> {
  const uuids = strenuousActors(raw);
  if (!uuids || !isRecord(raw)) return { ok: false, reason: REASONS.badRequest };
  const outcomes: StrenuousTracked[] = [];
  const refusals: { name: string; reason: string }[] = [];
  for (const actorUuid of uuids) {
    const one = { ...raw, actorUuid };
    const result = await locks.run([actorUuid], () => handleStrenuousRequest(one, requesterId, ports));
    if (result.ok) outcomes.push(result.outcome);
    else if (SKIPPED.has(result.reason))
      refusals.push({ name: ports.actor(actorUuid)?.name ?? actorUuid, reason: result.reason });
    else return result;
  }
  const first = refusals[0];
  if (outcomes.length === 0 && first) return { ok: false, reason: first.reason };
  return { ok: true, outcomes, skipped: refusals.filter((r) => r.reason !== REASONS.replayed) };
}

/**
 * Poisonous gas (rules 6.1), the GM's action, decided on the designated GM's client (the "gm"
 * domain, kind "gas"): the GM names the exposed tokens and the gas's difficulty; for each exposed
 * character (two tokens of one actor are one character) the GM's client rolls Health itself and
 * reads it with the rules core's gas round (failure: the gas affects the character this round; what
 * it does is the GM's). Each round the characters stay in the gas is a new request. The request is
 * recorded on each actor in one update, so a replay rolls nobody twice; Health is marked used
 * (rules 1.4). Refused, with nothing rolled: a requester who is not a GM, no exposed token, a
 * difficulty off the ladder. The dead are listed, not rolled.
 *
 * Pure: Foundry only through {@link GasPorts}; tests drive it with fakes.
 */
import { LADDER_MAX, LADDER_MIN, resolveGasRound } from "../../rules";
import { deny, refusal, type Reason } from "../gm/policy";
import { requestDone, withRequest, type ActorRecords } from "../gm/records";
import { isRecord, isStringArray } from "../../util/guards";
import type { WriteQueue } from "../gm/locks";

/** The most tokens one gas round rolls for. */
export const GAS_MAX_TOKENS = 50;

export interface GasRequest {
  kind: "gas";
  requestId: string;
  tokenUuids: string[];
  /** The gas's difficulty, a ladder level. */
  difficulty: number;
}

export interface GasActorFacts {
  uuid: string;
  name: string;
  /** The Health attribute's level. */
  health: number;
  dead: boolean;
  records: ActorRecords;
}

export interface GasPorts {
  isGM(userId: string): boolean;
  /** The actor of an exposed token (read now), or null when there is none. */
  exposed(tokenUuid: string): GasActorFacts | null;
  /** Rolls Health (4dF) for the actor against the difficulty; the faces, and the roll for the card. */
  rollHealth(actor: GasActorFacts, difficulty: number): Promise<{ faces: number[]; roll: unknown }>;
  /** One actor update: its records (the request noted). */
  record(uuid: string, records: ActorRecords): Promise<void>;
  /** Marks Health used (rules 1.4). */
  markHealthUsed(uuid: string): Promise<void>;
}

/** One exposed character's round. */
export interface GasLine {
  actorUuid: string;
  name: string;
  health: number;
  /** The Health roll's faces; null for the dead, who do not roll. */
  faces: number[] | null;
  rolledDegree: number | null;
  /** Whether the gas affects the character this round (a failed Health roll). */
  affected: boolean;
  dead: boolean;
}

export interface GasOutcome {
  difficulty: number;
  lines: GasLine[];
  /** The Health rolls, in the order of the lines that rolled. */
  rolls: unknown[];
  /** The exposed tokens, for the card's next round. */
  tokenUuids: string[];
}

export type GasResult = { ok: true; outcome: GasOutcome } | { ok: false; reason: Reason };

/** Validates a request that came over the wire; duplicate tokens count once. */
export function parseGasRequest(value: unknown): GasRequest | null {
  if (!isRecord(value) || value["kind"] !== "gas") return null;
  const { requestId, tokenUuids, difficulty } = value;
  if (typeof requestId !== "string" || requestId.length === 0 || requestId.length > 200) return null;
  if (!isStringArray(tokenUuids) || tokenUuids.length === 0 || tokenUuids.length > GAS_MAX_TOKENS) return null;
  if (tokenUuids.some((t) => t.length === 0 || t.length > 200)) return null;
  if (typeof difficulty !== "number" || !Number.isInteger(difficulty) || difficulty < LADDER_MIN || difficulty > LADDER_MAX)
    return null;
  return { kind: "gas", requestId, tokenUuids: [...new Set(tokenUuids)], difficulty };
}

/** The exposed characters, each once, in the order of their tokens. */
function exposedActors(tokenUuids: readonly string[], ports: Pick<GasPorts, "exposed">): GasActorFacts[] {
  const seen = new Map<string, GasActorFacts>();
  for (const token of tokenUuids) {
    const actor = ports.exposed(token);
    if (actor && !seen.has(actor.uuid)) seen.set(actor.uuid, actor);
  }
  return [...seen.values()];
}

/** One gas round for `requesterId`: one Health roll and one actor update per living exposed character. */
export async function handleGasRequest(request: GasRequest, requesterId: string, ports: GasPorts): Promise<GasResult> {
  const denied = deny("gmAction", { gm: ports.isGM(requesterId) });
  if (denied) return denied;
  const actors = exposedActors(request.tokenUuids, ports);
  if (actors.length === 0) return refusal("noActor");
  if (actors.every((a) => requestDone(a.records, request.requestId))) return refusal("replayed");
  const lines: GasLine[] = [];
  const rolls: unknown[] = [];
  for (const actor of actors) {
    if (requestDone(actor.records, request.requestId)) continue;
    const base = { actorUuid: actor.uuid, name: actor.name, health: actor.health };
    if (actor.dead) {
      lines.push({ ...base, faces: null, rolledDegree: null, affected: false, dead: true });
      continue;
    }
    const rolled = await ports.rollHealth(actor, request.difficulty);
    const result = resolveGasRound({ health: actor.health, difficulty: request.difficulty, faces: rolled.faces });
    await ports.record(actor.uuid, withRequest(actor.records, request.requestId));
    await ports.markHealthUsed(actor.uuid);
    lines.push({ ...base, faces: rolled.faces, rolledDegree: result.rolledDegree, affected: result.affected, dead: false });
    rolls.push(rolled.roll);
  }
  return { ok: true, outcome: { difficulty: request.difficulty, lines, rolls, tokenUuids: request.tokenUuids } };
}

/** Decides a gas round inside the exposed actors' write queues (read, roll and write in one turn). */
export function handleGasInQueue(raw: unknown, requesterId: string, ports: GasPorts, locks: WriteQueue): Promise<GasResult> {
  const request = parseGasRequest(raw);
  if (!request) return Promise.resolve(refusal("badRequest"));
  const keys = exposedActors(request.tokenUuids, ports).map((a) => a.uuid);
  return locks.run(keys, () => handleGasRequest(request, requesterId, ports));
}

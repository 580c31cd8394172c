/**
 * Where a defender stands (rules 3.2.1: six attackers at most around it, two in a doorway, four
 * from both sides of a door): the GM's action, decided on the designated GM's client (the "gm"
 * domain, kind "engagement"). The request names the position wanted, not "the next one", so a
 * second click that crossed the first changes nothing twice; its request id is written on the
 * token with the position, so a replay after a later change does not set the old position again.
 * The attack cards read the position on the GM's client when they count a defender's opponents
 * (attack/decide-steps.ts).
 *
 * Pure: Foundry only through {@link EngagementPorts}; tests drive it with fakes.
 */
import { ENGAGEMENT_POSITIONS, type EngagementPosition } from "../../rules";
import { deny, refusal, type Reason } from "../gm/policy";
import { isRecord } from "../../util/guards";

export interface EngagementRequest {
  kind: "engagement";
  tokenUuid: string;
  position: EngagementPosition;
  /** The request's id (null from an older caller). */
  requestId: string | null;
}

/** How many request ids a token keeps. */
export const ENGAGEMENT_REQUESTS_KEPT = 20;

export interface EngagementPorts {
  isGM(userId: string): boolean;
  /** The token's stored position, or null when there is no such token. */
  position(tokenUuid: string): EngagementPosition | null;
  /** The ids of the requests carried out on the token (newest last). */
  requests(tokenUuid: string): string[];
  /** Writes the token's position (its flag) and the request ids with it, in one update. */
  write(tokenUuid: string, position: EngagementPosition, requests: string[]): Promise<void>;
}

export type EngagementResult = { ok: true; position: EngagementPosition; changed: boolean } | { ok: false; reason: Reason };

/** Validates a request that came over the wire. */
export function parseEngagementRequest(value: unknown): EngagementRequest | null {
  if (!isRecord(value) || value["kind"] !== "engagement") return null;
  const tokenUuid = value["tokenUuid"];
  const position = ENGAGEMENT_POSITIONS.find((p) => p === value["position"]);
  if (typeof tokenUuid !== "string" || tokenUuid.length === 0 || tokenUuid.length > 200 || !position) return null;
  const id = value["requestId"];
  const requestId = typeof id === "string" && id.length > 0 && id.length <= 64 ? id : null;
  return { kind: "engagement", tokenUuid, position, requestId };
}

/** Decides one request: only a GM, only an existing token; the same position again writes nothing. */
export async function handleEngagementRequest(
  raw: unknown,
  requesterId: string,
  ports: EngagementPorts,
): Promise<EngagementResult> {
  const request = parseEngagementRequest(raw);
  if (!request) return refusal("badRequest");
  const denied = deny("gmAction", { gm: ports.isGM(requesterId) });
  if (denied) return denied;
  const current = ports.position(request.tokenUuid);
  if (current === null) return refusal("noActor");
  const done = ports.requests(request.tokenUuid);
  if (request.requestId !== null && done.includes(request.requestId)) return refusal("replayed");
  if (current === request.position) return { ok: true, position: current, changed: false };
  const requests = request.requestId === null ? done : [...done, request.requestId].slice(-ENGAGEMENT_REQUESTS_KEPT);
  await ports.write(request.tokenUuid, request.position, requests);
  return { ok: true, position: request.position, changed: true };
}

/**
 * The GM's engagement marks (rules 3.2.1): where a defender stands (six attackers at most around
 * it, two in a doorway, four from both sides of a door) and whether an attacker is bulky or wields
 * a large weapon (fewer engage: he takes two places). The GM's action, decided on the designated
 * GM's client (the "gm" domain, kind "engagement"), written to the GM's own record (a world
 * setting: store.ts), never to the token, whose flags its owner could write (issue 28). The request
 * names the mark wanted, not "the next one", so a second click that crossed the first changes
 * nothing twice; its request id is written to the record with the mark, so a replay after a later
 * change does not set the old mark again. The attack cards and the roll dialogs read the marks when
 * they count a fighter's opponents (battlefield.ts).
 *
 * Pure: Foundry only through {@link EngagementPorts}; tests drive it with fakes.
 */
import { ENGAGEMENT_POSITIONS, type EngagementPosition } from "../../rules";
import { deny, refusal, type Reason } from "../gm/policy";
import { isRecord } from "../../util/guards";
import type { EngagementMark } from "../../rules/engagement-positions";

export interface EngagementRequest {
  kind: "engagement";
  tokenUuid: string;
  /** The position wanted, or undefined to keep it. */
  position?: EngagementPosition;
  /** Bulky (or wielding a large weapon) or not, or undefined to keep it. */
  bulky?: boolean;
  /** The request's id (null from an older caller). */
  requestId: string | null;
}

/** How many request ids the record keeps per token. */
export const ENGAGEMENT_REQUESTS_KEPT = 20;

export interface EngagementPorts {
  isGM(userId: string): boolean;
  /** The token's mark as the GM's record holds it (`{}` when unmarked), or null when there is no such token. */
  mark(tokenUuid: string): EngagementMark | null;
  /** The ids of the requests carried out on the token (newest last), as the GM's record holds them. */
  requests(tokenUuid: string): string[];
  /** Writes the token's mark and the request ids with it to the GM's record, in one write. */
  write(tokenUuid: string, change: Required<EngagementMark>, requests: string[]): Promise<void>;
}

export type EngagementResult =
  { ok: true; position: EngagementPosition; bulky: boolean; changed: boolean } | { ok: false; reason: Reason };

/** Validates a request that came over the wire: a token and at least one mark. */
export function parseEngagementRequest(value: unknown): EngagementRequest | null {
  if (!isRecord(value) || value["kind"] !== "engagement") return null;
  const tokenUuid = value["tokenUuid"];
  const rawPosition = value["position"];
  const rawBulky = value["bulky"];
  const position = ENGAGEMENT_POSITIONS.find((p) => p === rawPosition);
  if (typeof tokenUuid !== "string" || tokenUuid.length === 0 || tokenUuid.length > 200) return null;
  if ((rawPosition !== undefined && !position) || (rawBulky !== undefined && typeof rawBulky !== "boolean")) return null;
  if (!position && rawBulky === undefined) return null;
  const id = value["requestId"];
  const requestId = typeof id === "string" && id.length > 0 && id.length <= 64 ? id : null;
  return {
    kind: "engagement",
    tokenUuid,
    ...(position ? { position } : {}),
    ...(typeof rawBulky === "boolean" ? { bulky: rawBulky } : {}),
    requestId,
  };
}

/**
 * Decides one request: only a GM, only an existing token, never a request id the record holds
 * (a replay); the same mark again writes nothing.
 */
export async function handleEngagementRequest(
  raw: unknown,
  requesterId: string,
  ports: EngagementPorts,
): Promise<EngagementResult> {
  const request = parseEngagementRequest(raw);
  if (!request) return refusal("badRequest");
  const denied = deny("gmAction", { gm: ports.isGM(requesterId) });
  if (denied) return denied;
  const current = ports.mark(request.tokenUuid);
  if (current === null) return refusal("noActor");
  const done = ports.requests(request.tokenUuid);
  if (request.requestId !== null && done.includes(request.requestId)) return refusal("replayed");
  const before = { position: current.position ?? "open", bulky: current.bulky === true };
  const after = { position: request.position ?? before.position, bulky: request.bulky ?? before.bulky };
  if (after.position === before.position && after.bulky === before.bulky) return { ok: true, ...after, changed: false };
  const requests = request.requestId === null ? done : [...done, request.requestId].slice(-ENGAGEMENT_REQUESTS_KEPT);
  await ports.write(request.tokenUuid, after, requests);
  return { ok: true, ...after, changed: true };
}

/**
 * What a raise request card holds (`flags.harnfudge.raise`, rules 1.4), written only by the GM's
 * client, and how it is read. Apart from decide.ts so that the chat log can read a card at start
 * (raises/register.ts shows Accept / Decline on pending cards) without loading the request code.
 */
import { isRecord } from "../../util/guards";
import { parseRaiseTarget, type RaiseTarget } from "./target";

export type RaiseCardStatus = "pending" | "accepted" | "declined";

/** What a request card holds (`flags.harnfudge.raise`), written only by the GM's client. */
export interface RaiseCardState {
  requestId: string;
  actorUuid: string;
  requesterId: string;
  target: RaiseTarget;
  from: number | null;
  to: number;
  cost: number;
  status: RaiseCardStatus;
  /** The GM who accepted or declined. */
  decidedBy: string | null;
}

/** A request or card id as sent and stored; null when it is not one. */
export const validId = (v: unknown): string | null => (typeof v === "string" && v.length >= 8 && v.length <= 200 ? v : null);
const level = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && Math.abs(v) <= 10;

/** A request card's state from its flag; null when it is not one. */
export function parseRaiseCard(value: unknown): RaiseCardState | null {
  if (!isRecord(value)) return null;
  const requestId = validId(value["requestId"]);
  const actorUuid = validId(value["actorUuid"]);
  const requesterId = typeof value["requesterId"] === "string" ? value["requesterId"] : null;
  const target = parseRaiseTarget(value["target"]);
  const { from, to, cost, status, decidedBy } = value;
  if (!requestId || !actorUuid || requesterId === null || !target) return null;
  if ((from !== null && !level(from)) || !level(to) || typeof cost !== "number" || !Number.isInteger(cost) || cost < 0)
    return null;
  if (status !== "pending" && status !== "accepted" && status !== "declined") return null;
  if (decidedBy !== null && typeof decidedBy !== "string") return null;
  return { requestId, actorUuid, requesterId, target, from, to, cost, status, decidedBy };
}

/**
 * The GM's lasting modifiers (issue 26), the GM's action, decided on the designated GM's client
 * (the "gm" domain, kind "lasting"): set one (a label, a value, the rolls it counts in, poor light
 * or not, for a scene or chosen tokens on it), remove one, or clear a scene's. The GM's window
 * (apps/modifiers) asks; the GM's client checks the record again (rolls/lasting-record.ts
 * checkLasting), reads the setting and writes it in one turn of its write queue, with the request's
 * id: two GMs editing at once both land, and a replay (after a reload, or a second GM) is refused
 * whatever changed since. A new record's id is its request's id.
 *
 * Pure: Foundry only through {@link LastingPorts}; tests drive it with fakes.
 */
import { deny, refusal, type Reason } from "../gm/policy";
import { isRecord, isStringArray } from "../../util/guards";
import { checkLasting, type LastingInput, type LastingRecord, type LastingStore } from "../../rolls/lasting-record";

/** How many request ids the setting keeps. */
export const LASTING_REQUESTS_KEPT = 40;
/** The most lasting modifiers in force at once. */
export const LASTING_MAX = 100;

export type LastingRequest = { kind: "lasting"; requestId: string } & (
  { op: "add"; record: LastingInput } | { op: "remove"; id: string } | { op: "clear"; scene: string }
);

export interface LastingPorts {
  isGM(userId: string): boolean;
  /** The setting as stored now. */
  store(): LastingStore;
  /** Writes the setting (one world setting update). */
  write(store: LastingStore): Promise<void>;
}

export type LastingResult = { ok: true; changed: boolean } | { ok: false; reason: Reason };

const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;

function parseInput(value: unknown): LastingInput | null {
  if (!isRecord(value)) return null;
  const { label, value: v, rolls, dimLight, scene, tokens } = value;
  if (typeof label !== "string" || typeof v !== "number" || !isStringArray(rolls) || typeof scene !== "string") return null;
  if (tokens !== null && !isStringArray(tokens)) return null;
  if (rolls.length > 50 || (tokens?.length ?? 0) > 200 || scene.length > 64) return null;
  const checked = checkLasting({
    label,
    value: v,
    rolls: [...rolls],
    dimLight: dimLight === true,
    scene,
    tokens: tokens === null ? null : [...tokens],
  });
  return checked.ok ? checked.record : null;
}

/** Validates a request that came over the wire. */
export function parseLastingRequest(value: unknown): LastingRequest | null {
  if (!isRecord(value) || value["kind"] !== "lasting" || !isId(value["requestId"])) return null;
  const base = { kind: "lasting" as const, requestId: value["requestId"] };
  switch (value["op"]) {
    case "add": {
      const record = parseInput(value["record"]);
      return record ? { ...base, op: "add", record } : null;
    }
    case "remove":
      return isId(value["id"]) ? { ...base, op: "remove", id: value["id"] } : null;
    case "clear":
      return isId(value["scene"]) ? { ...base, op: "clear", scene: value["scene"] } : null;
    default:
      return null;
  }
}

function applied(request: LastingRequest, records: readonly LastingRecord[]): LastingRecord[] {
  switch (request.op) {
    case "add":
      return [...records, { id: request.requestId, ...request.record }];
    case "remove":
      return records.filter((r) => r.id !== request.id);
    case "clear":
      return records.filter((r) => r.scene !== request.scene);
  }
}

/** Decides one request: only a GM, never a request id the setting holds; a change writes the setting once. */
export async function handleLastingRequest(raw: unknown, requesterId: string, ports: LastingPorts): Promise<LastingResult> {
  const request = parseLastingRequest(raw);
  if (!request) return refusal("badRequest");
  const denied = deny("gmAction", { gm: ports.isGM(requesterId) });
  if (denied) return denied;
  const stored = ports.store();
  if (stored.requests.includes(request.requestId)) return refusal("replayed");
  const records = applied(request, stored.records);
  if (records.length > LASTING_MAX) return refusal("badRequest");
  if (records.length === stored.records.length && request.op !== "add") return { ok: true, changed: false };
  const requests = [...stored.requests, request.requestId].slice(-LASTING_REQUESTS_KEPT);
  await ports.write({ records, requests });
  return { ok: true, changed: true };
}

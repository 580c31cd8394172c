/**
 * One JSON text per value: object keys sorted, undefined left out. The GM path compares stamps,
 * records and tracks by it (gm/proof.ts, gm/records.ts, the Lucky and healing decisions). Pure.
 */
import { isRecord } from "./guards";

/** JSON with object keys sorted, so the same request always gives the same string. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(",")}]`;
  if (isRecord(value)) {
    const entries = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

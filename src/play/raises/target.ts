/**
 * What a raise is of (rules 1.4): an attribute, or a skill by key and subject (and the sheet row's
 * item), and how one is read from a request or a stored card. Apart from plan.ts so that reading a
 * request card (the chat log, at start) does not load the raise's rules.
 */
import { isAttributeKey, type AttributeKey } from "../../rules";
import { isRecord } from "../../util/guards";

export type RaiseTarget =
  | { kind: "attribute"; key: AttributeKey }
  | {
      kind: "skill";
      key: string;
      specialization: string;
      /** The skill item the sheet's row names; null for an untrained catalog skill (or to look it up by key and subject). */
      itemId: string | null;
    };

/** A raise target read from the wire or a stored card; null when malformed. */
export function parseRaiseTarget(value: unknown): RaiseTarget | null {
  if (!isRecord(value)) return null;
  if (value["kind"] === "attribute") return isAttributeKey(value["key"]) ? { kind: "attribute", key: value["key"] } : null;
  if (value["kind"] !== "skill") return null;
  const { key, specialization, itemId } = value;
  if (typeof key !== "string" || key.length === 0 || key.length > 100) return null;
  if (typeof specialization !== "string" || specialization.length > 100) return null;
  if (itemId !== null && (typeof itemId !== "string" || itemId.length === 0 || itemId.length > 64)) return null;
  return { kind: "skill", key, specialization, itemId };
}

/**
 * The healing requests a client sends (rules 3.4.7), as they come over the wire, and their parser:
 * a treatment (a healer's roll, or the GM's set result or magical healing) and the GM's rest.
 */
import { parseRollChoices, type RollChoices } from "../../rolls/choices";
import { isRecord } from "../../util/guards";

export type HealRequest =
  | {
      kind: "heal";
      requestId: string;
      patientUuid: string;
      /** The healing character (null: the GM sets the result). */
      healerUuid: string | null;
      skill: string | null;
      choices: RollChoices | null;
      /** A result set by the GM instead of a roll (magical healing, an off-screen physician). */
      result: number | null;
      treatment: "treated" | "magical";
      /** Magical healing's days per level (rules 3.4.7: one to two, or less). */
      magicalDaysPerLevel: number;
    }
  | { kind: "rest"; requestId: string; patientUuid: string; days: number };

/** The longest rest one action records. */
export const MAX_REST_DAYS = 365;

const str = (v: unknown): string | null => (typeof v === "string" && v.length > 0 && v.length <= 200 ? v : null);

/** Validates a request that came over the wire. */
export function parseHealRequest(value: unknown): HealRequest | null {
  if (!isRecord(value)) return null;
  const requestId = str(value["requestId"]);
  const patientUuid = str(value["patientUuid"]);
  if (!requestId || !patientUuid) return null;
  if (value["kind"] === "rest") {
    const days = value["days"];
    return typeof days === "number" ? { kind: "rest", requestId, patientUuid, days } : null;
  }
  if (value["kind"] !== "heal") return null;
  const treatment = value["treatment"] === "magical" ? "magical" : value["treatment"] === "treated" ? "treated" : null;
  const magical = value["magicalDaysPerLevel"];
  const choices = value["choices"] === null || value["choices"] === undefined ? null : parseRollChoices(value["choices"]);
  if (!treatment || typeof magical !== "number") return null;
  if (value["choices"] !== null && value["choices"] !== undefined && !choices) return null;
  return {
    kind: "heal",
    requestId,
    patientUuid,
    healerUuid: str(value["healerUuid"]),
    skill: str(value["skill"]),
    choices,
    result: typeof value["result"] === "number" ? value["result"] : null,
    treatment,
    magicalDaysPerLevel: magical,
  };
}

/**
 * The requests a client sends about attack cards, as they come over the wire, and their parser.
 * A request names what the user wants (attack this token with this weapon, defend with Dodge,
 * roll damage…) and the choices of the roll dialog; it never carries a level, a modifier, a die
 * or a result: the GM's client reads and rolls those itself. Each step carries the request id the
 * transport gives every request (null from older callers and the GM client's own automatic steps),
 * recorded with what the step changed so a replay changes nothing.
 */
import { DEFENCE_KINDS, WOUND_LEVELS, type DefenceKind, type WoundLevel } from "../../rules";
import { parseRollChoices, type RollChoices } from "../../rolls/choices";
import { isRecord } from "../../util/guards";
import type { AttackMode } from "./state";

export const LUCKY_ROLLS = ["attack", "defence", "damage"] as const;
export type LuckyRoll = (typeof LUCKY_ROLLS)[number];

export type CardRequest =
  | {
      kind: "attack";
      requestId: string;
      attackerUuid: string;
      weaponId: string;
      mode: AttackMode;
      /** The attacker's token, for the range of a missile (rules 3.5.2), when it has one on the scene. */
      attackerTokenUuid: string | null;
      /** The targeted token (or, from a macro without a canvas, the target actor). */
      targetTokenUuid: string | null;
      targetActorUuid: string | null;
      choices: RollChoices;
      stun: boolean;
      pullTo: WoundLevel | null;
    }
  | CardStep<{
      kind: "defend";
      defence: DefenceKind;
      skill: string | null;
      choices: RollChoices | null;
      /** The GM may set the difficulty with an unaware / ignore / shoot back defence. */
      difficulty: number | null;
    }>
  | CardStep<{ kind: "difficulty"; difficulty: number }>
  | CardStep<{ kind: "damage" }>
  | CardStep<{ kind: "open"; open: boolean }>
  | CardStep<{ kind: "apply" }>
  | CardStep<{ kind: "undo" }>
  | CardStep<{ kind: "void" }>
  | CardStep<{ kind: "lucky"; roll: LuckyRoll }>;

/** A step on an existing card: its message, and the request's id (null when none was sent). */
type CardStep<T> = T & { messageId: string; requestId: string | null };

export type CardRequestKind = CardRequest["kind"];

const str = (v: unknown): string | null => (typeof v === "string" && v.length > 0 && v.length <= 200 ? v : null);

function parseAttack(v: Record<string, unknown>): CardRequest | null {
  const requestId = str(v["requestId"]);
  const attackerUuid = str(v["attackerUuid"]);
  const weaponId = str(v["weaponId"]);
  const mode = v["mode"] === "melee" || v["mode"] === "ranged" ? v["mode"] : null;
  const targetTokenUuid = str(v["targetTokenUuid"]);
  const targetActorUuid = str(v["targetActorUuid"]);
  const choices = parseRollChoices(v["choices"]);
  const pull = v["pullTo"];
  const pullTo = pull === null || pull === undefined ? null : (WOUND_LEVELS.find((l) => l === pull) ?? undefined);
  if (!requestId || !attackerUuid || !weaponId || !mode || !choices || typeof v["stun"] !== "boolean" || pullTo === undefined)
    return null;
  if (!targetTokenUuid && !targetActorUuid) return null;
  return {
    kind: "attack",
    requestId,
    attackerUuid,
    weaponId,
    mode,
    attackerTokenUuid: str(v["attackerTokenUuid"]),
    targetTokenUuid,
    targetActorUuid,
    choices,
    stun: v["stun"],
    pullTo,
  };
}

/** Validates a request that came over the wire; null for anything not of a request's shape. */
export function parseCardRequest(value: unknown): CardRequest | null {
  if (!isRecord(value)) return null;
  if (value["kind"] === "attack") return parseAttack(value);
  const messageId = str(value["messageId"]);
  if (!messageId) return null;
  const step = parseStep(value);
  return step ? { ...step, messageId, requestId: str(value["requestId"]) } : null;
}

type StepFields = CardRequest extends infer R
  ? R extends { messageId: string }
    ? Omit<R, "messageId" | "requestId">
    : never
  : never;

function parseStep(value: Record<string, unknown>): StepFields | null {
  switch (value["kind"]) {
    case "defend": {
      const defence = DEFENCE_KINDS.find((k) => k === value["defence"]);
      if (!defence) return null;
      const choices = value["choices"] === null || value["choices"] === undefined ? null : parseRollChoices(value["choices"]);
      if (defence === "opposed" && !choices) return null;
      const difficulty = typeof value["difficulty"] === "number" ? value["difficulty"] : null;
      return { kind: "defend", defence, skill: str(value["skill"]), choices, difficulty };
    }
    case "difficulty":
      return typeof value["difficulty"] === "number" ? { kind: "difficulty", difficulty: value["difficulty"] } : null;
    case "open":
      return typeof value["open"] === "boolean" ? { kind: "open", open: value["open"] } : null;
    case "damage":
    case "apply":
    case "undo":
    case "void":
      return { kind: value["kind"] };
    case "lucky": {
      const roll = LUCKY_ROLLS.find((r) => r === value["roll"]);
      return roll ? { kind: "lucky", roll } : null;
    }
    default:
      return null;
  }
}

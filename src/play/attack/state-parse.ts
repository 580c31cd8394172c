/**
 * Reading an attack card's stored flags: the current version is checked for its shape; a card of
 * version 1 (player-authored, several targets, written before the GM's client decided every
 * step) is migrated for display only: its first target's state is kept and the card is closed, so
 * nothing can be decided from data a player could have written.
 */
import { ENGAGEMENT_POSITIONS, WOUNDING_KINDS } from "../../rules";
import { isRecord, isStringArray } from "../../util/guards";
import { CARD_VERSION, type AttackCard, type CardParty, type EngagementLine, type RollRecord } from "./state";

const FACE = (f: unknown) => f === -1 || f === 0 || f === 1;

function isFaces(value: unknown): value is number[] {
  return Array.isArray(value) && value.length >= 1 && value.length <= 4 && value.every(FACE);
}

function isRoll(value: unknown): value is RollRecord {
  if (!isRecord(value)) return false;
  const { level, modifiers, visibility, faces, diceMessageIds } = value;
  return (
    typeof level === "number" &&
    Array.isArray(modifiers) &&
    modifiers.every((m) => isRecord(m) && typeof m["label"] === "string" && typeof m["value"] === "number") &&
    typeof visibility === "string" &&
    (faces === null || isFaces(faces)) &&
    isStringArray(diceMessageIds)
  );
}

function isParty(value: unknown): value is CardParty {
  return isRecord(value) && typeof value["actorUuid"] === "string" && typeof value["name"] === "string";
}

/**
 * The current version's shape. The values are the GM client's own (players cannot write a
 * GM-authored message); the guard checks the parts the decisions read, against damaged data.
 */
function isCardV2(value: unknown): value is AttackCard {
  if (!isRecord(value) || value["v"] !== CARD_VERSION) return false;
  if (!isParty(value["attacker"]) || !isParty(value["target"]) || !isRoll(value["attack"])) return false;
  if (value["mode"] !== "melee" && value["mode"] !== "ranged") return false;
  if (typeof value["requestId"] !== "string" || !isRecord(value["options"])) return false;
  const weapon = value["weapon"];
  if (!isRecord(weapon) || !WOUNDING_KINDS.some((k) => k === weapon["wounding"])) return false;
  const defence = value["defence"];
  return defence === null || (isRecord(defence) && (defence["roll"] === null || isRoll(defence["roll"])));
}

function v1Faces(value: unknown): number[] | null {
  return isRecord(value) && isFaces(value["faces"]) ? [...value["faces"]] : null;
}

/** A version-1 card, migrated for display and closed. */
export function migrateV1(value: Record<string, unknown>): AttackCard | null {
  const targets = value["targets"];
  const first = Array.isArray(targets) && isRecord(targets[0]) ? targets[0] : null;
  const attack = value["attack"];
  const faces = v1Faces(attack);
  if (!first || typeof first["actorUuid"] !== "string" || !faces || !isRecord(attack)) return null;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const modifier = typeof attack["modifier"] === "number" ? attack["modifier"] : 0;
  return {
    v: CARD_VERSION,
    requestId: "",
    requesterId: "",
    attacker: { actorUuid: str(value["attackerUuid"]), tokenUuid: null, name: "", img: "" },
    weapon: { id: "", uuid: str(value["weaponUuid"]), name: str(value["weaponName"]), wounding: "edged" },
    mode: value["mode"] === "ranged" ? "ranged" : "melee",
    skill: str(value["skill"]),
    options: { stun: false, pullTo: null, opponents: 1 },
    attack: {
      level: typeof attack["level"] === "number" ? attack["level"] : 0,
      modifiers: modifier ? [{ label: "HARNFUDGE.Roll.Situational", value: modifier }] : [],
      visibility: "public",
      faces,
      diceMessageIds: [],
      lucky: null,
    },
    target: { actorUuid: first["actorUuid"], tokenUuid: null, name: str(first["name"]), img: str(first["img"]) },
    defence: null,
    resolution: null,
    damage: null,
    open: false,
    applied: null,
    undone: 0,
    warnings: [],
    closed: true,
  };
}

/** A stored line read back, or null for anything not of its shape (cards made before it). */
function parseEngagementLine(value: unknown): EngagementLine | null {
  if (!isRecord(value)) return null;
  const { opponents, names, left, position, places } = value;
  const pos = ENGAGEMENT_POSITIONS.find((p) => p === position);
  if (typeof opponents !== "number" || typeof places !== "number" || !isStringArray(names) || !isStringArray(left) || !pos)
    return null;
  return { opponents, names: [...names], left: [...left], position: pos, places };
}

/** A card's engagement record read tolerantly: cards made before the battlefield was counted have none. */
function engagementOf(value: unknown): AttackCard["engagement"] {
  if (!isRecord(value)) return null;
  const attacker = parseEngagementLine(value["attacker"]);
  const target = parseEngagementLine(value["target"]);
  return attacker || target ? { attacker, target } : null;
}

/** Reads stored card flags; null for anything that is not a card. */
export function parseCard(value: unknown): AttackCard | null {
  if (!isRecord(value)) return null;
  if (isCardV2(value)) return { ...structuredClone(value), engagement: engagementOf(value["engagement"]) };
  if (value["v"] === 1) return migrateV1(value);
  return null;
}

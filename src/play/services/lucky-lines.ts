/**
 * The rolls the GM's client made for a character outside any card the player owns — the Health
 * roll after strenuous activity (rules 3.4.7), each infection check at the end of a combat (rules
 * 3.4.8), each Health roll of a round of poisonous gas (rules 6.1) and a healer's roll to treat a
 * patient (rules 3.4.7) — as they are recorded in the card's flags (`flags.harnfudge.luckyLines`),
 * so the character's Lucky (rules 4) can reroll one later. The card is GM-authored: no player can
 * write these flags, and they are parsed all the same (a module may have written odd data). Pure.
 */
import {
  BOX_LEVELS,
  boxLevel,
  emptyWoundBox,
  validateWoundTrack,
  woundBoxProblem,
  type BoxLevel,
  type WoundBox,
  type WoundTrack,
} from "../../rules";
import { parseLuckyReroll, parseRollFaces, type LuckyReroll } from "../../rolls/lucky-reroll";
import { isRecord } from "../../util/guards";

export const LUCKY_LINES_FLAG = "luckyLines";

interface LineBase {
  actorUuid: string;
  actorName: string;
  /** The Health attribute's level when rolled. */
  health: number;
  /** The first roll's 4dF faces. */
  faces: number[];
  /** Set once Lucky rerolled this line: both rolls, the one kept, by whom and when. */
  lucky: LuckyReroll<number[]> | null;
}

export interface StrenuousLine extends LineBase {
  kind: "strenuous";
  difficulty: number;
  rapidHealing: boolean;
  /** The wound track before the first roll, and as the first roll left it. */
  before: WoundTrack;
  after: WoundTrack;
  failed: boolean;
}

export interface InfectionLine extends LineBase {
  kind: "infection";
  boxIndex: number;
  severity: BoxLevel;
  /** The box as the check left it. */
  box: WoundBox;
}

/** One exposed character's Health roll in a round of poisonous gas (rules 6.1): affected on a failure. */
export interface GasLine extends LineBase {
  kind: "gas";
  difficulty: number;
  /** The first roll failed: the gas affects the character. */
  affected: boolean;
}

/**
 * A healer's roll to treat a patient (rules 3.4.7): the healer is the line's actor (its Lucky); the
 * roll is read at `health` (the skill's level) plus the modifiers; the patient's track before the
 * roll and as the first roll left it.
 */
export interface HealingLine extends LineBase {
  kind: "healing";
  skill: string;
  modifiers: { label: string; value: number }[];
  patientUuid: string;
  patientName: string;
  rapidHealing: boolean;
  before: WoundTrack;
  after: WoundTrack;
  /** The first roll treated nothing (below Good). */
  failed: boolean;
}

export type LuckyLine = StrenuousLine | InfectionLine | GasLine | HealingLine;

/** A roll went badly, so a Lucky reroll could change something: a failed roll, an infected wound, a character the gas affects. */
export function wentBadly(line: LuckyLine): boolean {
  switch (line.kind) {
    case "infection":
      return line.box.infected;
    case "gas":
      return line.affected;
    default:
      return line.failed;
  }
}

/** The faces the line's effect follows: the kept roll once Lucky was used. */
export function keptFaces(line: LuckyLine): number[] {
  return line.lucky ? (line.lucky.kept === "reroll" ? line.lucky.reroll : line.lucky.original) : line.faces;
}

function track(value: unknown): WoundTrack | null {
  if (!isRecord(value) || !Array.isArray(value["boxes"]) || typeof value["dead"] !== "boolean") return null;
  try {
    // validateWoundTrack checks each box's fields (woundBoxProblem) and throws on the first bad one.
    return validateWoundTrack({ dead: value["dead"], boxes: value["boxes"] });
  } catch {
    return null;
  }
}

function box(value: unknown, index: number): WoundBox | null {
  if (!isRecord(value)) return null;
  try {
    const candidate: WoundBox = { ...emptyWoundBox(), ...value };
    return woundBoxProblem(candidate, boxLevel(index)) === null ? candidate : null;
  } catch {
    return null;
  }
}

const str = (v: unknown): string | null => (typeof v === "string" && v.length > 0 && v.length <= 200 ? v : null);
const int = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) ? v : null);

function parseLine(value: unknown): LuckyLine | null {
  if (!isRecord(value)) return null;
  const actorUuid = str(value["actorUuid"]);
  const actorName = typeof value["actorName"] === "string" ? value["actorName"] : "";
  const health = int(value["health"]);
  const rolled = parseRollFaces(value["faces"]);
  const faces = rolled?.length === 4 ? rolled : null;
  // A line rerolled before Lucky's one shape kept its time beside the reroll, in `luckyAt`.
  const lucky = parseLuckyReroll(value["lucky"], value["luckyAt"]);
  if (!actorUuid || health === null || !faces) return null;
  const base = { actorUuid, actorName, health, faces, lucky };
  if (value["kind"] === "strenuous") {
    const before = track(value["before"]);
    const after = track(value["after"]);
    const difficulty = int(value["difficulty"]);
    if (!before || !after || difficulty === null) return null;
    return {
      ...base,
      kind: "strenuous",
      difficulty,
      rapidHealing: value["rapidHealing"] === true,
      before,
      after,
      failed: value["failed"] === true,
    };
  }
  if (value["kind"] === "gas") {
    const difficulty = int(value["difficulty"]);
    return difficulty === null ? null : { ...base, kind: "gas", difficulty, affected: value["affected"] === true };
  }
  if (value["kind"] === "healing") return healingLine(base, value);
  if (value["kind"] === "infection") {
    const boxIndex = int(value["boxIndex"]);
    const severity = BOX_LEVELS.find((l) => l === value["severity"]);
    const checked = boxIndex === null ? null : box(value["box"], boxIndex);
    if (boxIndex === null || !severity || !checked) return null;
    return { ...base, kind: "infection", boxIndex, severity, box: checked };
  }
  return null;
}

function modifiers(value: unknown): { label: string; value: number }[] | null {
  if (!Array.isArray(value) || value.length > 20) return null;
  const out = value.flatMap((m) =>
    isRecord(m) && str(m["label"]) && int(m["value"]) !== null ? [{ label: String(m["label"]), value: Number(m["value"]) }] : [],
  );
  return out.length === value.length ? out : null;
}

function healingLine(base: LineBase, value: Record<string, unknown>): HealingLine | null {
  const skill = str(value["skill"]);
  const patientUuid = str(value["patientUuid"]);
  const mods = modifiers(value["modifiers"]);
  const before = track(value["before"]);
  const after = track(value["after"]);
  if (!skill || !patientUuid || !mods || !before || !after) return null;
  return {
    ...base,
    kind: "healing",
    skill,
    modifiers: mods,
    patientUuid,
    patientName: typeof value["patientName"] === "string" ? value["patientName"] : "",
    rapidHealing: value["rapidHealing"] === true,
    before,
    after,
    failed: value["failed"] === true,
  };
}

/** The lines stored on a card; an unreadable line is dropped (it only loses its Lucky button). */
export function parseLuckyLines(value: unknown): LuckyLine[] {
  return Array.isArray(value) ? value.flatMap((v) => parseLine(v) ?? []) : [];
}

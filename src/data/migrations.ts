/**
 * Source migrations, run by each model's `migrateData` before validation. Each step takes the raw
 * source object, mends one known legacy or hand-written form, and returns nothing. Add new steps
 * at the end when a schema changes; never remove one (old worlds still hold old data).
 */
import { defaultWounding } from "./items/weapon-migration";
import { isRecord } from "../util/guards";
import { armorKeyFromName } from "../rules/legality";
import { ARMOR_KEYS, BOX_LEVELS, TREATMENTS, WOUND_TRACK_BOXES, type BoxLevel } from "../rules/constants";
import type { WoundBox } from "../rules/types";
import { emptyWoundBox, levelsToHeal } from "../rules/wound-box";
import { placeWounds } from "../rules/wounds";

type Source = Record<string, unknown>;
type Step = (source: Source) => void;

/** "None", "none", "n/a" or "" where a nullable level or strength is meant: null. */
function nullWord(value: unknown): unknown {
  return typeof value === "string" && /^(none|n\/a|-|)$/i.test(value.trim()) ? null : value;
}

function mendNullable(source: Source, path: string[]): void {
  let node: unknown = source;
  for (const part of path.slice(0, -1)) {
    if (typeof node !== "object" || node === null) return;
    node = (node as Source)[part];
  }
  const last = path[path.length - 1];
  if (typeof node !== "object" || node === null || last === undefined || !(last in node)) return;
  (node as Source)[last] = nullWord((node as Source)[last]);
}

function isBoxLevel(value: unknown): value is BoxLevel {
  return typeof value === "string" && (BOX_LEVELS as readonly string[]).includes(value);
}

/** The level of box `index` on our track; positions past the last box read as the last (Near Death). */
function levelAt(index: number): BoxLevel {
  return WOUND_TRACK_BOXES[Math.min(index, WOUND_TRACK_BOXES.length - 1)] ?? "nearDeath";
}

/**
 * Fills the fields a wound box from an older version lacks (rules 3.4.7, 3.4.8), in place:
 * `infectionChecked` — true for an infected wound (it was certainly rolled), else false;
 * `treatedLevels` — an old `treated` wound healed all its levels at the treated rate, so all of them;
 * other missing fields take the empty box's defaults. Fields that are present are left alone.
 */
function fillWoundBox(box: Source): void {
  const defaults = emptyWoundBox();
  if (!("infectionChecked" in box)) box["infectionChecked"] = box["marked"] === true && box["infected"] === true;
  if (!("treatedLevels" in box)) {
    const severity = box["marked"] === true && isBoxLevel(box["severity"]) ? box["severity"] : null;
    const wound = { marked: severity !== null, severity, infected: box["infected"] === true };
    box["treatedLevels"] = box["treatment"] === "treated" ? levelsToHeal(wound) : 0;
  }
  for (const [key, value] of Object.entries(defaults)) if (!(key in box)) box[key] = value;
}

/**
 * A marked box read as a wound for re-placing: its severity if it names a box level, else the
 * level of the box it sat in (a box past our seven reads as Near Death). Fields of the wrong type
 * (another module's data) take the empty box's defaults; the model validates the values.
 */
function woundOf(box: Source, index: number): WoundBox {
  const d = emptyWoundBox();
  const flag = (key: "open" | "infected" | "infectionChecked") => {
    const value = box[key];
    return typeof value === "boolean" ? value : d[key];
  };
  const count = (key: "treatedLevels" | "magicalDaysPerLevel" | "daysRested") => {
    const value = box[key];
    return typeof value === "number" ? value : d[key];
  };
  const treatment = TREATMENTS.find((t) => t === box["treatment"]) ?? d.treatment;
  return {
    marked: true,
    severity: isBoxLevel(box["severity"]) ? box["severity"] : levelAt(index),
    open: flag("open"),
    infected: flag("infected"),
    infectionChecked: flag("infectionChecked"),
    treatment,
    treatedLevels: count("treatedLevels"),
    magicalDaysPerLevel: count("magicalDaysPerLevel"),
    daysRested: count("daysRested"),
  };
}

/**
 * Repairs `wounds` of a character or NPC (rules 3.4.5): fills the fields older versions lack, and
 * when the track has the wrong number of boxes (an older version, another module) or a wound sits
 * in a box less severe than itself, re-places every marked wound with the rules core's overflow
 * rule (most severe first, lowest free box at or above its severity). A track that cannot hold
 * every wound is Dead. A track of the right shape keeps its boxes where they are.
 */
export function repairWoundTrack(source: Source): void {
  const wounds = source["wounds"];
  if (!isRecord(wounds) || !Array.isArray(wounds["boxes"])) return;
  const boxes = wounds["boxes"].filter(isRecord);
  boxes.forEach(fillWoundBox);
  const misplaced = boxes.some(
    (b, i) =>
      b["marked"] === true && (!isBoxLevel(b["severity"]) || BOX_LEVELS.indexOf(b["severity"]) > BOX_LEVELS.indexOf(levelAt(i))),
  );
  if (boxes.length === WOUND_TRACK_BOXES.length && boxes.length === wounds["boxes"].length && !misplaced) return;
  const marked = boxes.flatMap((b, i) => (b["marked"] === true ? [woundOf(b, i)] : []));
  const placed = placeWounds(marked, wounds["dead"] === true);
  wounds["boxes"] = placed.boxes;
  wounds["dead"] = placed.dead;
}

/**
 * An armor type written by hand or by an older tool ("Chain Mail", "chain-mail") becomes its key;
 * anything else that is not a key becomes "" (custom armor). A source without the field is left to
 * the schema's initial "" (the system data does not hold the item's name to read a type from).
 */
function mendArmorType(source: Source): void {
  const value = source["armorType"];
  if (value === undefined || value === "" || (ARMOR_KEYS as readonly unknown[]).includes(value)) return;
  source["armorType"] = typeof value === "string" ? (armorKeyFromName(value) ?? "") : "";
}

export const MIGRATIONS: Record<string, Step[]> = {
  skill: [(s) => mendNullable(s, ["default"]), (s) => mendNullable(s, ["level"])],
  weapon: [
    (s) => mendNullable(s, ["melee", "strength"]),
    (s) => mendNullable(s, ["ranged", "strength"]),
    (s) => mendNullable(s, ["variant", "strength"]),
    defaultWounding,
  ],
  armor: [mendArmorType],
  talent: [],
  character: [repairWoundTrack],
  npc: [repairWoundTrack],
};

export function migrateSource(type: keyof typeof MIGRATIONS, source: Source): Source {
  for (const step of MIGRATIONS[type] ?? []) step(source);
  return source;
}

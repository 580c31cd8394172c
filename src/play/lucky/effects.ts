/**
 * What a Lucky reroll (rules 4: "choose the better of the two rolls") changes after the fact, for
 * the rolls the GM's client made with effects beyond their card: initiative (the combatant's sort
 * key), a Health roll after strenuous activity (the wound track it changed), an infection check
 * (the wound it infected). Pure: each takes what was recorded when the roll was first made and
 * the document as it is now, and refuses to touch a document that has changed since.
 */
import {
  applyHealingResult,
  becomesInfected,
  decodeInitiativeSortKey,
  initiativeSortKey,
  strenuousActivity,
  type BoxLevel,
  type WoundBox,
  type WoundTrack,
} from "../../rules";
import { canonicalJson } from "../../util/canonical-json";

/**
 * The initiative sort key after a reroll: the kept roll's degree, the same skill level and
 * tiebreak (rules 3.1.1). Null when the combatant's initiative is no longer the key our roll wrote
 * (the GM typed another number, or rolled again): then only the card changes.
 */
export function rerolledInitiativeKey(
  combatant: { initiative: number | null; writtenKey: unknown },
  keptDegree: number,
  skillLevel: number,
): number | null {
  const { initiative, writtenKey } = combatant;
  if (initiative === null || writtenKey !== initiative) return null;
  try {
    return initiativeSortKey(keptDegree, skillLevel, decodeInitiativeSortKey(initiative).tiebreak);
  } catch {
    return null;
  }
}

export interface StrenuousRecord {
  before: WoundTrack;
  after: WoundTrack;
  difficulty: number;
}

/**
 * The track after a rerolled Health roll for strenuous activity (rules 3.4.7): the rules applied to
 * the track as it was before the first roll, with the kept roll's degree. Null when nothing changes
 * or when the track has changed since the first roll (then the GM corrects by hand).
 */
export function strenuousAfterLucky(record: StrenuousRecord, current: WoundTrack, keptDegree: number): WoundTrack | null {
  if (canonicalJson(current) !== canonicalJson(record.after)) return null;
  const track = strenuousActivity(record.before, keptDegree, record.difficulty).track;
  return canonicalJson(track) === canonicalJson(record.after) ? null : track;
}

export interface InfectionRecord {
  boxIndex: number;
  severity: BoxLevel;
  /** The box as the check left it. */
  box: WoundBox;
}

/**
 * The wound after a rerolled infection check (rules 3.4.8): no longer infected when the kept roll
 * would not infect it. Null when nothing changes or the box has changed since the check.
 */
export function infectionAfterLucky(record: InfectionRecord, current: WoundBox | undefined, keptDegree: number): WoundBox | null {
  if (!current || canonicalJson(current) !== canonicalJson(record.box)) return null;
  const infected = becomesInfected(record.severity, keptDegree);
  return infected === current.infected ? null : { ...current, infected };
}

export interface HealingRecord {
  /** The patient's track before the healer's roll, and as the first roll left it. */
  before: WoundTrack;
  after: WoundTrack;
}

/**
 * The patient's track after a rerolled healing roll (rules 3.4.7: Good treats one level, Great two,
 * Superb three): the treatment applied to the track as it was before the first roll, with the kept
 * roll's degree. Null when nothing changes or the patient's track has changed since the roll.
 */
export function healingAfterLucky(record: HealingRecord, current: WoundTrack, keptDegree: number): WoundTrack | null {
  if (canonicalJson(current) !== canonicalJson(record.after)) return null;
  const track = applyHealingResult(record.before, keptDegree, "treated");
  return canonicalJson(track) === canonicalJson(record.after) ? null : track;
}

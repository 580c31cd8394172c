/**
 * Infection (rules 3.4.8): at the end of combat each open wound rolls Health; the wound becomes
 * infected on a low enough result, by its actual severity.
 *
 * Interpretations:
 * - Scratches are never infected (they heal after battle and the rules give them no threshold).
 * - "More severe wounds" are Incapacitated and Near Death.
 * - The wound's actual severity counts, not the box it overflowed into.
 * - Each wound rolls once (rules 3.4.8, "at the end of combat"): a checked wound is marked
 *   `infectionChecked`, infected or not, and does not roll at the end of a later combat.
 * - A wound already infected does not roll again.
 */
import type { BoxLevel } from "./constants";
import type { WoundTrack } from "./types";
import { requireInteger } from "./errors";
import { ladderValue } from "./ladder";
import { rolledDegree, type RolledDegree } from "./resolution";
import { validateWoundTrack } from "./wounds";
import { requireBoxLevel } from "./wound-levels";

/** Highest Health rolled degree that infects a wound of each severity (rules 3.4.8); null = never infected. */
export const INFECTION_THRESHOLDS: Readonly<Record<BoxLevel, number | null>> = {
  scratch: null,
  hurt: ladderValue("terrible"),
  veryHurt: ladderValue("poor"),
  incapacitated: ladderValue("mediocre"),
  nearDeath: ladderValue("mediocre"),
};

/** Whether a wound of `severity` becomes infected on a Health roll of `healthRolledDegree` (rules 3.4.8). */
export function becomesInfected(severity: BoxLevel, healthRolledDegree: number): boolean {
  const r = requireInteger(healthRolledDegree, "healthRolledDegree");
  const t = INFECTION_THRESHOLDS[requireBoxLevel(severity, "severity")];
  return t !== null && r <= t;
}

/** Indices of the boxes that must roll for infection: open, not yet checked nor infected, not scratches. */
export function woundsToCheckForInfection(track: WoundTrack): number[] {
  validateWoundTrack(track);
  return track.boxes.flatMap((b, i) =>
    b.marked && b.open && !b.infected && !b.infectionChecked && b.severity !== null && INFECTION_THRESHOLDS[b.severity] !== null
      ? [i]
      : [],
  );
}

export interface InfectionCheck {
  index: number;
  severity: BoxLevel;
  roll: RolledDegree;
  infected: boolean;
}

/**
 * End-of-combat infection checks (rules 3.4.8). `rolls` maps each box index from
 * {@link woundsToCheckForInfection} to its Health dice faces; `health` is the Health attribute and
 * `modifier` any modifier. Returns the new track, with every wound rolled marked `infectionChecked`,
 * and one check per wound rolled.
 */
export function checkInfection(
  track: WoundTrack,
  health: number,
  rolls: Readonly<Record<number, readonly number[]>>,
  modifier = 0,
): { track: WoundTrack; checks: InfectionCheck[] } {
  const indices = woundsToCheckForInfection(track);
  const boxes = track.boxes.map((b) => ({ ...b }));
  const checks: InfectionCheck[] = [];
  for (const index of indices) {
    const box = boxes[index];
    if (!box || box.severity === null) continue;
    const roll = rolledDegree({ level: health, faces: rolls[index] as readonly number[], modifier });
    const infected = becomesInfected(box.severity, roll.rolledDegree);
    boxes[index] = { ...box, infected, infectionChecked: true };
    checks.push({ index, severity: box.severity, roll, infected });
  }
  return { track: { dead: track.dead, boxes }, checks };
}

/**
 * Checks on a stored wound track that field types alone cannot express. Kept free of Foundry
 * globals so it is unit-tested directly; the actor models call it from `validateJoint`. Every box
 * must also pass the rules core's own check (woundBoxProblem), so the data model accepts exactly
 * the tracks the rules core works on.
 */
import { BOX_LEVELS, WOUND_TRACK_BOXES } from "../../rules/constants";
import type { WoundTrack } from "../../rules/types";
import { woundBoxProblem } from "../../rules/wound-box";

const SEVERITY_RANK: Record<string, number> = Object.fromEntries(BOX_LEVELS.map((level, i) => [level, i]));

/**
 * Problems in a stored wound track that the field types alone cannot see: a marked box needs its
 * actual severity, an empty box holds no wound data (flags, treatment, days), a wound only ever
 * overflows into a more severe box, and only a successfully treated wound has treated levels.
 * Returns a description of the first problem, or null.
 */
export function woundTrackProblem(track: WoundTrack): string | null {
  for (const [i, box] of track.boxes.entries()) {
    const boxLevel = WOUND_TRACK_BOXES[i];
    if (boxLevel === undefined) return `box ${i} does not exist`;
    if (box.marked && box.severity === null) return `box ${i} is marked without a severity`;
    if (!box.marked && box.severity !== null) return `box ${i} is empty but holds a wound`;
    if (box.severity !== null && (SEVERITY_RANK[box.severity] ?? 99) > (SEVERITY_RANK[boxLevel] ?? -1)) {
      return `box ${i} (${boxLevel}) holds a more severe wound (${box.severity})`;
    }
    const problem = woundBoxProblem(box, boxLevel);
    if (problem === "emptyBoxHoldsData") return `box ${i} is empty but holds a wound`;
    if (problem === "treatedLevels") return `box ${i} has treated levels without a successful treatment`;
    if (problem !== null) return `box ${i} has an invalid ${problem}`;
  }
  return null;
}

/** Rejects an invalid wound track (used by the actor models' `validateJoint`). */
export function assertValidWoundTrack(track: WoundTrack | undefined): void {
  if (!track) return;
  const problem = woundTrackProblem(track);
  if (problem) throw new Error(problem);
}

/**
 * Checks on a stored wound track that field types alone cannot express. Kept free of Foundry
 * globals so it is unit-tested directly; the actor models call it from `validateJoint`.
 */
import { BOX_LEVELS, WOUND_TRACK_BOXES } from "../../rules/constants";
import type { WoundTrack } from "../../rules/types";

const SEVERITY_RANK: Record<string, number> = Object.fromEntries(BOX_LEVELS.map((level, i) => [level, i]));

/**
 * Problems in a stored wound track that the field types alone cannot see: a marked box needs its
 * actual severity, an empty box has none, and a wound only ever overflows into a more severe box.
 * Returns a description of the first problem, or null.
 */
export function woundTrackProblem(track: WoundTrack): string | null {
  for (const [i, box] of track.boxes.entries()) {
    const boxLevel = WOUND_TRACK_BOXES[i];
    if (boxLevel === undefined) return `box ${i} does not exist`;
    if (box.marked && box.severity === null) return `box ${i} is marked without a severity`;
    if (!box.marked && (box.severity !== null || box.open || box.infected)) return `box ${i} is empty but holds a wound`;
    if (box.severity !== null && (SEVERITY_RANK[box.severity] ?? 99) > (SEVERITY_RANK[boxLevel] ?? -1)) {
      return `box ${i} (${boxLevel}) holds a more severe wound (${box.severity})`;
    }
  }
  return null;
}

/** Rejects an invalid wound track (used by the actor models' `validateJoint`). */
export function assertValidWoundTrack(track: WoundTrack | undefined): void {
  if (!track) return;
  const problem = woundTrackProblem(track);
  if (problem) throw new Error(problem);
}

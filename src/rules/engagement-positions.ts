/**
 * The GM's engagement positions in order (rules 3.2.1), for the GM's control that sets one and the
 * GM's side that reads it. Kept out of the rules index (imported by path): only code loaded on
 * first use needs it, so it stays out of the start payload.
 */
import { requireOneOf } from "./errors";
import { ENGAGEMENT_POSITIONS, type EngagementPosition } from "./combat";

/** A stored position read tolerantly: one of {@link ENGAGEMENT_POSITIONS}, anything else is the open ground. */
export function asEngagementPosition(value: unknown): EngagementPosition {
  return ENGAGEMENT_POSITIONS.find((p) => p === value) ?? "open";
}

/** The position after `current` in {@link ENGAGEMENT_POSITIONS}, back to the open ground after the last. */
export function nextEngagementPosition(current: EngagementPosition): EngagementPosition {
  const at = ENGAGEMENT_POSITIONS.indexOf(requireOneOf(current, ENGAGEMENT_POSITIONS, "position"));
  return ENGAGEMENT_POSITIONS[(at + 1) % ENGAGEMENT_POSITIONS.length] ?? "open";
}

/**
 * The GM's engagement positions in order (rules 3.2.1), for the GM's control that sets one and the
 * GM's side that reads it; and the GM's engagement marks by token: where a defender stands and
 * whether an attacker is bulky or wields a large weapon (he takes two places around a defender).
 * The marks are kept in a world setting, which only a GM can write (issue 28: a token's flags are
 * its owner's to write, so a player could have put himself in a doorway); every client reads them,
 * so the roll dialog counts a fighter's opponents as the GM's client will. Kept out of the rules index (imported by path): only code loaded on
 * first use needs it, so it stays out of the start payload.
 */
import { requireOneOf } from "./errors";
import { ENGAGEMENT_POSITIONS, type EngagementPosition } from "./combat";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The position after `current` in {@link ENGAGEMENT_POSITIONS}, back to the open ground after the last. */
export function nextEngagementPosition(current: EngagementPosition): EngagementPosition {
  const at = ENGAGEMENT_POSITIONS.indexOf(requireOneOf(current, ENGAGEMENT_POSITIONS, "position"));
  return ENGAGEMENT_POSITIONS[(at + 1) % ENGAGEMENT_POSITIONS.length] ?? "open";
}

export interface EngagementMark {
  position?: EngagementPosition;
  bulky?: boolean;
}

/** The marks by token uuid. */
export type EngagementMarks = Readonly<Record<string, EngagementMark>>;

/** The stored marks read tolerantly: unknown positions and anything not of the shape are dropped. */
export function parseEngagementMarks(value: unknown): EngagementMarks {
  if (!isObject(value)) return {};
  const out: Record<string, EngagementMark> = {};
  for (const [uuid, raw] of Object.entries(value)) {
    if (!isObject(raw)) continue;
    const position = ENGAGEMENT_POSITIONS.find((p) => p === raw["position"]);
    const mark: EngagementMark = {
      ...(position && position !== "open" ? { position } : {}),
      ...(raw["bulky"] === true ? { bulky: true } : {}),
    };
    if (mark.position || mark.bulky) out[uuid] = mark;
  }
  return out;
}

/** Where the GM says a token stands: the open ground unless marked. */
export function positionOf(marks: EngagementMarks, tokenUuid: string | null): EngagementPosition {
  return (tokenUuid ? marks[tokenUuid]?.position : undefined) ?? "open";
}

/** Whether the GM marked a token bulky (or wielding a large weapon). */
export function bulkyOf(marks: EngagementMarks, tokenUuid: string | null): boolean {
  return !!tokenUuid && marks[tokenUuid]?.bulky === true;
}

/**
 * The marks with one token's changed (a field left undefined keeps its value), without the marks of
 * tokens that no longer exist, and without empty marks: the setting only holds what matters.
 */
export function withMark(
  marks: EngagementMarks,
  tokenUuid: string,
  change: EngagementMark,
  exists: (tokenUuid: string) => boolean,
): EngagementMarks {
  const out: Record<string, EngagementMark> = {};
  for (const [uuid, mark] of Object.entries(marks)) if (uuid !== tokenUuid && exists(uuid)) out[uuid] = mark;
  const position = change.position ?? positionOf(marks, tokenUuid);
  const bulky = change.bulky ?? bulkyOf(marks, tokenUuid);
  const mark: EngagementMark = { ...(position !== "open" ? { position } : {}), ...(bulky ? { bulky: true } : {}) };
  if (mark.position || mark.bulky) out[tokenUuid] = mark;
  return out;
}

/**
 * What a card keeps of a fighter's melee opponents (rules 3.2.1) and how it says where the count
 * came from ("3 engaged: Bandit ×3"). Pure: the localizer is passed in.
 */
import { groupedNames, type OpponentCount } from "../../rules/engagement-count";
import type { EngagementPosition } from "../../rules";
import type { Localizer } from "../../i18n/format";
import { isRecord, isStringArray } from "../../util/guards";
import { ENGAGEMENT_POSITIONS } from "../../rules";

/** A fighter's count as the card stores it. */
export interface EngagementLine {
  opponents: number;
  /** The names of the opponents counted. */
  names: string[];
  /** The names of those who found no place (the GM's warning). */
  left: string[];
  position: EngagementPosition;
  /** Places around him (6; 2 in a doorway; 4 from both sides of a door). */
  places: number;
}

export function engagementLine(count: OpponentCount): EngagementLine {
  return {
    opponents: count.opponents,
    names: count.engaged.map((e) => e.name),
    left: count.left.map((e) => e.name),
    position: count.position,
    places: count.places,
  };
}

/** A stored line read back, or null for anything not of its shape (cards made before it). */
export function parseEngagementLine(value: unknown): EngagementLine | null {
  if (!isRecord(value)) return null;
  const { opponents, names, left, position, places } = value;
  const pos = ENGAGEMENT_POSITIONS.find((p) => p === position);
  if (typeof opponents !== "number" || typeof places !== "number" || !isStringArray(names) || !isStringArray(left) || !pos)
    return null;
  return { opponents, names: [...names], left: [...left], position: pos, places };
}

/** "Bandit ×3, Wolf" */
export function namesText(names: readonly string[]): string {
  return groupedNames(names)
    .map((g) => (g.count > 1 ? `${g.name} ×${g.count}` : g.name))
    .join(", ");
}

/** Where a fighter's count came from: "Aldric: 3 engaged (Bandit ×3)", and the GM's doorway when it capped it. */
export function engagementText(fighter: string, line: EngagementLine, i18n: Localizer): string {
  const text = i18n.format("HARNFUDGE.Engagement.Source", {
    name: fighter,
    n: String(line.opponents),
    names: namesText(line.names),
  });
  if (line.left.length === 0) return text;
  return `${text} · ${i18n.format("HARNFUDGE.Engagement.Capped", {
    position: i18n.localize(`HARNFUDGE.Engagement.${line.position}`),
    max: String(line.places),
  })}`;
}

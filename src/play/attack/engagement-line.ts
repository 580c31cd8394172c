/**
 * What a card keeps of a fighter's melee opponents (rules 3.2.1) and how it says where the count
 * came from ("Aldric: 3 engaged (Bandit ×3)"); state-parse.ts reads it back. Pure: the localizer is
 * passed in.
 */
import { groupedNames, type OpponentCount } from "../../rules/engagement-count";
import type { Localizer } from "../../i18n/format";

import type { EngagementLine } from "./state";

export type { EngagementLine };

export function engagementLine(count: OpponentCount): EngagementLine {
  return {
    opponents: count.opponents,
    names: count.engaged.map((e) => e.name),
    left: count.left.map((e) => e.name),
    position: count.position,
    places: count.places,
  };
}

/** "Bandit ×3, Wolf" (the count kept with its name by a no-break space). */
export function namesText(names: readonly string[]): string {
  return groupedNames(names)
    .map((g) => (g.count > 1 ? `${g.name}\u00a0×${g.count}` : g.name))
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

/** The short line a waiting card shows ("Aldric: 3 engaged"), with the whole of {@link engagementText} for its tooltip. */
export function engagementView(fighter: string, line: EngagementLine, i18n: Localizer): { line: string; full: string } {
  return {
    line: i18n.format("HARNFUDGE.Engagement.Short", { name: fighter, n: String(line.opponents) }),
    full: engagementText(fighter, line, i18n),
  };
}

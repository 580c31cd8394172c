/**
 * The Danger Sense card's view (rules 4): before the roll, who has the talent and the one button;
 * after it, each character's result on the ladder and whether he is warned. Only the GMs receive the
 * card. Pure: the localizer is passed in; names reach the template as data.
 */
import { ladderWord, type Localizer } from "../../i18n/format";
import type { DangerSenseCard } from "./decide";

export function dangerSenseCardContext(card: DangerSenseCard, i18n: Localizer) {
  return {
    names: card.actors.map((a) => a.name).join(", "),
    rolled: card.results !== null,
    results: (card.results ?? []).map((r) => ({
      name: r.name,
      word: ladderWord(r.total, i18n),
      verdict: i18n.localize(r.warned ? "HARNFUDGE.DangerSense.Warned" : "HARNFUDGE.DangerSense.NotWarned"),
      css: r.warned ? "warned" : "calm",
    })),
    none: card.results !== null && card.results.length === 0,
  };
}

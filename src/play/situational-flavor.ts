/**
 * A situational roll's flavor (rules 2.4: 4dF read on the ladder from Fair, with the roll's own
 * modifiers: a typed one, a reaction's Charismatic and lasting modifiers): its label (the user's
 * plain text, escaped: the flavor is HTML) and the reading. Shared by `/sit` and by Lucky's reroll
 * of its card, which reads the kept roll again (lucky/check-reroll.ts).
 */
import { ladderWord } from "../i18n/format";

/** The flavor of a situational roll whose dice and modifiers came to `total` (HarnFudgeRoll's rolled degree). */
export function situationalFlavor(label: string, total: number): string {
  return game.i18n.format("HARNFUDGE.Situational.Flavor", {
    label: foundry.utils.escapeHTML(label),
    result: ladderWord(total, game.i18n),
  });
}

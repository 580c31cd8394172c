/**
 * A situational roll's flavor (rules 2.4: plain 4dF read on the ladder from Fair): its label (the
 * user's plain text, escaped: the flavor is HTML) and the reading. Shared by `/sit` and by Lucky's
 * reroll of its card, which reads the kept roll again (lucky/check-reroll.ts).
 */
import { situationalRoll } from "../rules";
import { ladderWord } from "../i18n/format";

export function situationalFlavor(label: string, faces: readonly number[]): string {
  return game.i18n.format("HARNFUDGE.Situational.Flavor", {
    label: foundry.utils.escapeHTML(label),
    result: ladderWord(situationalRoll([...faces]).total, game.i18n),
  });
}

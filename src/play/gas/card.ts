/**
 * The gas round's card context (templates/chat/gas.hbs, rules 6.1): the gas's difficulty, one line
 * per exposed character (its Health roll, affected or not; the dead listed without a roll), and who
 * the gas affects this round. What is stored on the card for its next round
 * (`flags.harnfudge.gas`): the exposed tokens and the difficulty. Pure: the localizer is passed in.
 */
import { LADDER_MAX, LADDER_MIN } from "../../rules";
import { ladderWord, type Localizer } from "../../i18n/format";
import { rollView } from "../gm/roll-view";
import { isRecord, isStringArray } from "../../util/guards";
import { GAS_MAX_TOKENS, type GasOutcome } from "./decide";

export const GAS_FLAG = "gas";

/** What the card keeps for the GM's "next round" button. */
export interface GasCardFlag {
  tokenUuids: string[];
  difficulty: number;
}

function verdictKey(line: GasOutcome["lines"][number]): string {
  if (line.dead) return "HARNFUDGE.Gas.LineDead";
  return line.affected ? "HARNFUDGE.Gas.LineAffected" : "HARNFUDGE.Gas.LineResists";
}

export function gasCardContext(outcome: Omit<GasOutcome, "rolls">, i18n: Localizer) {
  const health = i18n.localize("HARNFUDGE.Attribute.health");
  const affected = outcome.lines.filter((l) => l.affected).map((l) => l.name);
  return {
    title: i18n.format("HARNFUDGE.Gas.Title", { difficulty: ladderWord(outcome.difficulty, i18n) }),
    summary: affected.length
      ? i18n.format("HARNFUDGE.Gas.Affected", { names: affected.join(", ") })
      : i18n.localize("HARNFUDGE.Gas.NoneAffected"),
    anyAffected: affected.length > 0,
    lines: outcome.lines.map((line) => ({
      name: line.name,
      affected: line.affected,
      dead: line.dead,
      verdict: i18n.localize(verdictKey(line)),
      roll: line.faces
        ? rollView(
            { level: line.health, modifiers: [], faces: line.faces, visibility: "public", diceMessageIds: [], lucky: null },
            health,
            i18n,
          )
        : null,
    })),
  };
}

/** The card's stored next-round data, checked (a card's flags are input like any other). */
export function parseGasCardFlag(value: unknown): GasCardFlag | null {
  if (!isRecord(value)) return null;
  const { tokenUuids, difficulty } = value;
  if (!isStringArray(tokenUuids) || tokenUuids.length === 0 || tokenUuids.length > GAS_MAX_TOKENS) return null;
  if (typeof difficulty !== "number" || !Number.isInteger(difficulty) || difficulty < LADDER_MIN || difficulty > LADDER_MAX)
    return null;
  return { tokenUuids: [...tokenUuids], difficulty };
}

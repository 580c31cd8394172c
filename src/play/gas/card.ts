/**
 * The gas round's card context (templates/chat/gas.hbs, rules 6.1): the gas's difficulty, one line
 * per exposed character (its Health roll, affected or not; the dead listed without a roll), and who
 * the gas affects this round. Each roll is kept on the card as a Lucky line (services/lucky-lines.ts), so
 * a character with Lucky (rules 4) can have a failed roll rerolled (its owner or a GM asks); the
 * line then reads the kept roll. What is stored on the card for its next round
 * (`flags.harnfudge.gas`): the exposed tokens, the difficulty and the dead. Pure: the localizer is
 * passed in.
 */
import { LADDER_MAX, LADDER_MIN, resolveGasRound } from "../../rules";
import { ladderWord, type Localizer } from "../../i18n/format";
import { rollView } from "../services/roll-view";
import { keptFaces, wentBadly, type GasLine } from "../services/lucky-lines";
import { isRecord, isStringArray } from "../../util/guards";
import { GAS_MAX_TOKENS, type GasOutcome } from "./decide";

export const GAS_FLAG = "gas";

/** What the card keeps for the GM's "next round" button and for its re-render after a Lucky reroll. */
export interface GasCardFlag {
  tokenUuids: string[];
  difficulty: number;
  /** The exposed dead, listed without a roll. */
  dead: string[];
}

/** A gas card: its difficulty, its rolls as Lucky lines, and the dead. */
export interface GasCard {
  difficulty: number;
  lines: GasLine[];
  dead: string[];
}

/** The card of a decided round: each roll a Lucky line. */
export function gasCard(outcome: Omit<GasOutcome, "rolls">): GasCard {
  return {
    difficulty: outcome.difficulty,
    lines: outcome.lines.flatMap((l) =>
      l.faces
        ? [
            {
              kind: "gas" as const,
              actorUuid: l.actorUuid,
              actorName: l.name,
              health: l.health,
              faces: [...l.faces],
              lucky: null,
              difficulty: outcome.difficulty,
              affected: l.affected,
            },
          ]
        : [],
    ),
    dead: outcome.lines.filter((l) => l.dead).map((l) => l.name),
  };
}

/** Whether the gas affects the line's character by its kept roll. */
export function affectedNow(line: GasLine): boolean {
  return resolveGasRound({ health: line.health, difficulty: line.difficulty, faces: keptFaces(line) }).affected;
}

export function gasCardContext(card: GasCard, i18n: Localizer) {
  const health = i18n.localize("HARNFUDGE.Attribute.health");
  const affected = card.lines.filter(affectedNow).map((l) => l.actorName);
  const rolled = card.lines.map((line, index) => {
    const now = affectedNow(line);
    return {
      index,
      name: line.actorName,
      affected: now,
      dead: false,
      verdict: i18n.localize(now ? "HARNFUDGE.Gas.LineAffected" : "HARNFUDGE.Gas.LineResists"),
      roll: rollView(
        {
          level: line.health,
          modifiers: [],
          faces: keptFaces(line),
          visibility: "public",
          diceMessageIds: [],
          lucky: line.lucky,
        },
        health,
        i18n,
      ),
      offerLucky: !line.lucky && wentBadly(line),
    };
  });
  const dead = card.dead.map((name) => ({
    index: -1,
    name,
    affected: false,
    dead: true,
    verdict: i18n.localize("HARNFUDGE.Gas.LineDead"),
    roll: null,
    offerLucky: false,
  }));
  return {
    title: i18n.format("HARNFUDGE.Gas.Title", { difficulty: ladderWord(card.difficulty, i18n) }),
    summary: affected.length
      ? i18n.format("HARNFUDGE.Gas.Affected", { names: affected.join(", ") })
      : i18n.localize("HARNFUDGE.Gas.NoneAffected"),
    anyAffected: affected.length > 0,
    lines: [...rolled, ...dead],
  };
}

/** The card's stored next-round data, checked (a card's flags are input like any other). */
export function parseGasCardFlag(value: unknown): GasCardFlag | null {
  if (!isRecord(value)) return null;
  const { tokenUuids, difficulty, dead } = value;
  if (!isStringArray(tokenUuids) || tokenUuids.length === 0 || tokenUuids.length > GAS_MAX_TOKENS) return null;
  if (typeof difficulty !== "number" || !Number.isInteger(difficulty) || difficulty < LADDER_MIN || difficulty > LADDER_MAX)
    return null;
  return { tokenUuids: [...tokenUuids], difficulty, dead: isStringArray(dead) ? [...dead] : [] };
}

/**
 * The GM's client's plain Health roll for a character (strenuous activity, infection checks, a
 * Lucky reroll of either): a real HarnFudgeRoll (Dice So Nice shows it) with no modifiers.
 */
import { HarnFudgeRoll } from "../../rolls/roll";

export async function rollHealth(
  actorUuid: string,
  level: number,
  difficulty: number | null,
): Promise<{ faces: number[]; roll: HarnFudgeRoll }> {
  const roll = HarnFudgeRoll.forCheck({
    kind: "attribute",
    label: game.i18n.localize("HARNFUDGE.Attribute.health"),
    traitKey: "health",
    level,
    modifiers: [],
    difficulty,
    actorUuid,
  });
  await roll.evaluate();
  return { faces: roll.faces, roll };
}

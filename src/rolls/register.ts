/**
 * Registers the roll layer: the HarnFudgeRoll class in CONFIG.Dice.rolls (so messages rebuild it
 * on reload). The public API on `game.harnfudge` is assembled in ../public-api.ts.
 */
import { HarnFudgeRoll } from "./roll";

export function registerRolls(): void {
  CONFIG.Dice.rolls.push(HarnFudgeRoll);
}

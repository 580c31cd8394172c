/**
 * Registers the roll layer: the HarnFudgeRoll class in CONFIG.Dice.rolls (so messages rebuild it
 * on reload), and the public API on `game.harnfudge` for macros.
 */
import { attackWithWeapon, rollAttribute, rollSkill } from "./api";
import { HarnFudgeRoll } from "./roll";

export const harnfudgeApi = { rollSkill, rollAttribute, attackWithWeapon, HarnFudgeRoll };
export type HarnFudgeApi = typeof harnfudgeApi;

export function registerRolls(): void {
  CONFIG.Dice.rolls.push(HarnFudgeRoll);
}

export function registerApi(): void {
  game.harnfudge = harnfudgeApi;
}

declare global {
  interface Game {
    /** HârnFudge's roll API, for macros: `game.harnfudge.rollSkill(actor, "sword")`. */
    harnfudge: HarnFudgeApi;
  }
}

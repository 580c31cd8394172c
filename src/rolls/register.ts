/**
 * Registers the roll layer: the HarnFudgeRoll class in CONFIG.Dice.rolls (so messages rebuild it
 * on reload), and the public API on `game.harnfudge` for macros.
 */
import { attackWithWeapon, rollAttribute, rollSkill } from "./api";
import { HarnFudgeRoll } from "./roll";
import { heal, rest } from "../play/healing/client";
import { dangerSense, intuition, situationalRoll } from "../play/situational";
import { endSession } from "../play/session/endSession";
import { writeCounter } from "../play/writes";

export const harnfudgeApi = {
  rollSkill,
  rollAttribute,
  attackWithWeapon,
  situationalRoll,
  dangerSense,
  intuition,
  heal,
  rest,
  endSession,
  HarnFudgeRoll,
  /** Documents the attack cards have written on this client (creates, message updates, actor updates). */
  writes: writeCounter,
};
export type HarnFudgeApi = typeof harnfudgeApi;

export function registerRolls(): void {
  CONFIG.Dice.rolls.push(HarnFudgeRoll);
}

export function registerApi(): void {
  game.harnfudge = harnfudgeApi;
}

declare global {
  interface Game {
    /** HârnFudge's play API, for macros and sheets: `game.harnfudge.rollSkill(actor, "sword")`, `heal`, `endSession`… */
    harnfudge: HarnFudgeApi;
  }
}

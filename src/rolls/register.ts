/**
 * Registers the roll layer: the HarnFudgeRoll class in CONFIG.Dice.rolls (so messages rebuild it
 * on reload), and the public API on `game.harnfudge` for macros.
 */
import { attackWithWeapon, rollAttribute, rollSkill } from "./api";
import { HarnFudgeRoll } from "./roll";
import { heal, rest } from "../play/healing/client";
import { dangerSense, intuition, situationalRoll } from "../play/situational";
import { endSession } from "../play/session/endSession";
import { openDashboard } from "../apps/dashboard/register";
import { contest } from "../play/contest/client";
import { afterTheFight, resumeEndOfCombat } from "../play/end-combat/run";
import { strenuous } from "../play/strenuous/run";
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
  /** An opposed action (rules 2.2) of an actor against the targeted token, on one card. */
  contest,
  /** The GM's combat dashboard (docs/dashboard.md). */
  dashboard: openDashboard,
  /** The GM's infection rolls and clearing for wounds taken outside the combat tracker. */
  afterTheFight,
  /** The GM's Health roll after strenuous activity while healing (rules 3.4.7): `strenuous(actor, { difficulty })`. */
  strenuous,
  /** Finishes an end of combat that was interrupted (the GM's client also does this when it starts). */
  resumeEndOfCombat,
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

/**
 * The public API on `game.harnfudge`, for macros, sheets and modules, assembled here and nowhere
 * else. Each function loads its module on first use (a world does not pay for dialogs, healing or
 * the session tool at start); every function returns a promise.
 */
import { HarnFudgeRoll } from "./rolls/roll";
import { writeCounter } from "./play/services/writes";
import { openDashboard } from "./apps/dashboard/register";
import { openLastingModifiers } from "./apps/modifiers/register";
import { openClock } from "./apps/clock/register";
import { onFirstUse } from "./lazy/on-first-use";
import { loadAttackClient } from "./play/attack";
import { loadHealingClient } from "./play/healing";
import { loadSessionClient } from "./play/session";
import { loadContestClient } from "./play/contest";
import { loadEndCombatClient, loadEndCombatFoundry } from "./play/end-combat";
import { loadStrenuousClient } from "./play/strenuous";
import { loadLuckyClient } from "./play/lucky";
import { loadGasClient } from "./play/gas";

export const harnfudgeApi = {
  rollSkill: onFirstUse(async () => (await import("./rolls/api")).rollSkill),
  rollAttribute: onFirstUse(async () => (await import("./rolls/api")).rollAttribute),
  attackWithWeapon: onFirstUse(async () => (await loadAttackClient()).attackWithWeapon),
  situationalRoll: onFirstUse(async () => (await import("./play/situational")).situationalRoll),
  /** An NPC's reaction to a character, his Charismatic counted (rules 4): `reactionRoll(actor, { secret, modifier })`. */
  reactionRoll: onFirstUse(async () => (await import("./play/situational")).reactionRoll),
  dangerSense: onFirstUse(async () => (await import("./play/situational")).dangerSense),
  intuition: onFirstUse(async () => (await import("./play/situational")).intuition),
  heal: onFirstUse(async () => (await loadHealingClient()).heal),
  rest: onFirstUse(async () => (await loadHealingClient()).rest),
  endSession: onFirstUse(async () => (await loadSessionClient()).endSession),
  /** An opposed action (rules 2.2) of an actor against the targeted token, on one card. */
  contest: onFirstUse(async () => (await loadContestClient()).contest),
  /** The GM asks players for a check (a trait, a difficulty, secret or not): `askCheck({ trait: "skill:awareness", difficulty: 1, secret: true })`. */
  askCheck: onFirstUse(async () => (await import("./play/check-request")).askForCheck),
  /** The GM's combat dashboard (docs/dashboard.md). */
  dashboard: openDashboard,
  /** The GM's lasting modifiers for a scene or chosen tokens (issue 26; docs/playing.md). */
  lastingModifiers: openLastingModifiers,
  /** The GM's world clock: the world's date and time, and buttons that advance it (docs/playing.md). */
  clock: openClock,
  /** The GM's infection rolls and clearing for wounds taken outside the combat tracker. */
  afterTheFight: onFirstUse(async () => (await loadEndCombatClient()).afterTheFight),
  /** The GM's Health roll after strenuous activity while healing (rules 3.4.7): `strenuous(actor, { difficulty })`. */
  strenuous: onFirstUse(async () => (await loadStrenuousClient()).strenuous),
  /** The GM marks a use of Lucky made outside the system (rules 4): the character's hour starts now. */
  markLuckyUsed: onFirstUse(async () => (await loadLuckyClient()).markLuckyUsed),
  /** A round of poisonous gas (rules 6.1) for the GM's selected and targeted tokens: `gas({ difficulty })`. */
  gas: onFirstUse(async () => (await loadGasClient()).gas),
  /** Finishes an end of combat that was interrupted (the GM's client also does this when it starts). */
  resumeEndOfCombat: onFirstUse(async () => (await loadEndCombatFoundry()).resumeEndOfCombat),
  HarnFudgeRoll,
  /** Documents the attack cards have written on this client (creates, message updates, actor updates). */
  writes: writeCounter,
};
export type HarnFudgeApi = typeof harnfudgeApi;

export function registerApi(): void {
  game.harnfudge = harnfudgeApi;
}

declare global {
  interface Game {
    /** HârnFudge's play API, for macros and sheets: `game.harnfudge.rollSkill(actor, "sword")`, `heal`, `endSession`… */
    harnfudge: HarnFudgeApi;
  }
}

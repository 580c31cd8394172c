/**
 * Which status effects to switch on and off, and which have run out: pure, so tests drive them.
 * The track conditions (Incapacitated, Near Death, Dead from the worst wound box; Knocked out from
 * the stun track) follow the tracks; Stunned and Very Stunned last their rounds (rules 3.4.6);
 * Entangled stays until the GM clears it.
 */
import {
  TRACK_CONDITION_IDS,
  conditionExpired,
  conditionsFromTracks,
  type ConditionId,
  type StunTrack,
  type WoundTrack,
} from "../../rules";

/**
 * The track conditions to switch on and off so the actor's statuses match its tracks. `own` are
 * the statuses of the effects the system created (flagged): only those are switched off, so a Dead
 * that Foundry's Defeated toggle added stays. `present` are all the actor's statuses (any source,
 * `own` when not given): a condition already present, by whoever, is not added a second time.
 */
export function trackStatusChanges(
  own: ReadonlySet<string>,
  wounds: WoundTrack,
  stun: StunTrack,
  present: ReadonlySet<string> = own,
): { on: ConditionId[]; off: ConditionId[] } {
  const wanted = new Set<string>(conditionsFromTracks(wounds, stun));
  const on = TRACK_CONDITION_IDS.filter((id) => wanted.has(id) && !present.has(id) && !own.has(id));
  const off = TRACK_CONDITION_IDS.filter((id) => !wanted.has(id) && own.has(id));
  return { on, off };
}

/** A timed status effect as the expiry check reads it. */
export interface TimedStatus {
  effectId: string;
  combatId: string | null;
  startRound: number | null;
  startTurn: number | null;
  rounds: number | null;
}

/** The effects whose rounds have passed in this combat (rules 3.4.6: one round stunned, two very stunned). */
export function expiredStatuses(
  effects: readonly TimedStatus[],
  combat: { id: string; round: number; turn: number | null },
): string[] {
  return effects.flatMap((e) => {
    if (e.combatId !== combat.id || e.rounds === null || e.startRound === null) return [];
    const turns = e.startTurn !== null && combat.turn !== null ? { start: e.startTurn, current: combat.turn } : undefined;
    return conditionExpired(e.startRound, e.rounds, combat.round, turns) ? [e.effectId] : [];
  });
}

/**
 * What world time does to the conditions it times (rules 3.4.6, 3.4.1; the spans are the rules
 * core's, rules/timed-conditions.ts), decided on the designated GM's client when world time moves:
 * - a knockout whose ten minutes have passed ends: the stun track's knockout is cleared (the
 *   status follows the track), "just time", no healing;
 * - a Near Death character whose hour has passed without help (the Near Death wound neither
 *   treated with a Good result nor healed by magic) is a reminder to the GM, once per effect;
 *   nothing dies by itself;
 * - the start of a timed effect is noted by the first sweep after it began (`flags.harnfudge.since`,
 *   with the span in the generation's duration shape), so the track sync that creates the effect
 *   stays as small as it was (it loads at start).
 *
 * Pure: plain data in, the actions out; timers/foundry.ts carries them out.
 */
import { recoverFromKnockout, type StunTrack, type WoundTrack } from "../../rules";
import { KNOCKOUT_SECONDS, NEAR_DEATH_SECONDS, nearDeathHelped, spanPassed } from "../../rules/timed-conditions";

/** A system condition effect timed by world time, as the sweep reads it. */
export interface TimedEffect {
  effectId: string;
  status: "knockedOut" | "nearDeath";
  /** World time (seconds) it started; null when not noted. */
  since: number | null;
  /** Near Death: the GM was reminded already. */
  reminded: boolean;
}

export interface TimerActor {
  uuid: string;
  name: string;
  stun: StunTrack;
  wounds: WoundTrack;
  effects: TimedEffect[];
}

export type TimerAction =
  | { kind: "wake"; actorUuid: string; name: string; stun: StunTrack }
  | { kind: "remind"; actorUuid: string; name: string; effectId: string; since: number }
  | { kind: "note"; actorUuid: string; effectId: string; since: number; seconds: number };

const SPANS: Record<TimedEffect["status"], number> = { knockedOut: KNOCKOUT_SECONDS, nearDeath: NEAR_DEATH_SECONDS };

function actionsFor(actor: TimerActor, effect: TimedEffect, now: number, from: number): TimerAction[] {
  const since = effect.since ?? from;
  const noted: TimerAction[] =
    effect.since === null
      ? [{ kind: "note", actorUuid: actor.uuid, effectId: effect.effectId, since, seconds: SPANS[effect.status] }]
      : [];
  if (!spanPassed(since, now, SPANS[effect.status])) return noted;
  if (effect.status === "knockedOut")
    return actor.stun.knockedOut
      ? [...noted, { kind: "wake", actorUuid: actor.uuid, name: actor.name, stun: recoverFromKnockout(actor.stun) }]
      : noted;
  if (effect.reminded || actor.wounds.dead || nearDeathHelped(actor.wounds)) return noted;
  return [...noted, { kind: "remind", actorUuid: actor.uuid, name: actor.name, effectId: effect.effectId, since }];
}

/**
 * The actions due when world time moved from `from` to `now` (seconds). An effect whose start is
 * not noted yet began before this advance: it is noted at `from`, the advance's start (the system's
 * effects are made while world time stands still, so no earlier moment is lost). A knockout wakes
 * once, whatever its effects.
 */
export function dueTimers(actors: readonly TimerActor[], now: number, from: number = now): TimerAction[] {
  return actors.flatMap((actor) => {
    const actions = actor.effects.flatMap((e) => actionsFor(actor, e, now, from));
    const wake = actions.find((a) => a.kind === "wake");
    return [...actions.filter((a) => a.kind !== "wake"), ...(wake ? [wake] : [])];
  });
}

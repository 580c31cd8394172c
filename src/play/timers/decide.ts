/**
 * What world time does to the conditions it times, decided on the designated GM's client when world
 * time moves and once when that client starts (the spans are the rules core's,
 * rules/timed-conditions.ts):
 * - a knockout ends ten minutes after it began (rules 3.4.6, "just time"): the stun track's
 *   knockout is cleared (the status follows the track), no healing;
 * - Near Death whose hour has passed without help (the Near Death wound neither treated with a
 *   Good result nor healed by magic) is one reminder to the GMs per Near Death (rules 3.4.1);
 *   nothing dies by itself;
 * - Stunned and Very Stunned last their rounds (rules 3.4.6), by the combat tracker for a combatant
 *   of the started combat they began in (services/status.ts), else by world time, one second a round
 *   (rules 3.1.2); one whose combat is gone has ended.
 *
 * What the GM's client relies on is its own record (`TimerMarks`, a world setting no player can
 * write): when each knockout and Near Death began, and which Near Death it reminded of. Knockout
 * and Near Death are read from the tracks, not from effects, so effects a player makes on her own
 * actor cost the GM's client nothing; the system's own effect of each (flagged) only gets its start
 * written once, so the sheet and Foundry's effect display show the time left. Stuns are the
 * system's own effects only.
 *
 * Pure: plain data in, the actions and the new record out; timers/foundry.ts carries them out.
 */
import { recoverFromKnockout, woundStatus, type StunTrack, type WoundTrack } from "../../rules";
import { KNOCKOUT_SECONDS, NEAR_DEATH_SECONDS, nearDeathHelped, roundsAsSeconds, spanPassed } from "../../rules/timed-conditions";

/** A condition effect the system made (flagged `harnfudge.condition`), as the sweep reads it. */
export interface OwnEffect {
  effectId: string;
  statuses: readonly string[];
  /** `flags.harnfudge.since`: the world time (seconds) it began, when written. */
  since: number | null;
  /** The combat it began in, and its rounds (the generation's shape, read by compat). */
  combatId: string | null;
  rounds: number | null;
}

export interface TimerActor {
  uuid: string;
  name: string;
  stun: StunTrack;
  wounds: WoundTrack;
  effects: readonly OwnEffect[];
  /** The started combats it is a combatant of. */
  fighting: readonly string[];
}

/** The GM's record for one actor: when its knockout and Near Death began, which Near Death it reminded of. */
export interface ActorMarks {
  knockedOut?: number;
  nearDeath?: number;
  reminded?: number;
}

/** Actor uuid → its marks (a token's actor has its own: two bandits of one base actor are two). */
export type TimerMarks = Record<string, ActorMarks>;

/** How many actors the record keeps (a world has few knocked out or dying at once). */
export const TIMER_MARKS_LIMIT = 500;

export interface TimerWorld {
  /** World time now and before this advance (equal at the start sweep). */
  now: number;
  from: number;
  /** The combats that exist. */
  combats: ReadonlySet<string>;
  marks: TimerMarks;
}

export type TimerAction =
  | { kind: "wake"; actorUuid: string; name: string; stun: StunTrack }
  | { kind: "remind"; actorUuid: string; name: string; since: number }
  | { kind: "expire"; actorUuid: string; effectIds: string[] }
  | { kind: "show"; actorUuid: string; effectId: string; since: number; seconds: number };

export interface TimerPlan {
  actions: TimerAction[];
  marks: TimerMarks;
  /** Whether the record changed (written once per sweep when it did). */
  changed: boolean;
}

const STUNS = new Set(["stunned", "veryStunned"]);

/** A world-time stun's end: its combat is gone, or its rounds of world time have passed. */
function stunEnded(effect: OwnEffect, actor: TimerActor, world: TimerWorld): boolean {
  if (effect.rounds === null) return false;
  if (effect.combatId !== null && !world.combats.has(effect.combatId)) return true;
  if (effect.combatId !== null && actor.fighting.includes(effect.combatId)) return false;
  // A stun the system made before it noted starts: ended by the first advance after it.
  if (effect.since === null) return world.now > world.from;
  return spanPassed(effect.since, world.now, roundsAsSeconds(effect.rounds));
}

function showStart(actor: TimerActor, status: string, since: number, seconds: number): TimerAction[] {
  const effect = actor.effects.find((e) => e.statuses.includes(status));
  if (!effect || effect.since === since) return [];
  return [{ kind: "show", actorUuid: actor.uuid, effectId: effect.effectId, since, seconds }];
}

/** One actor's actions and marks. */
function planActor(actor: TimerActor, world: TimerWorld): { actions: TimerAction[]; marks: ActorMarks } {
  const old = world.marks[actor.uuid] ?? {};
  const marks: ActorMarks = {};
  const actions: TimerAction[] = [];
  if (actor.stun.knockedOut) {
    const since = old.knockedOut ?? world.from;
    marks.knockedOut = since;
    if (spanPassed(since, world.now, KNOCKOUT_SECONDS))
      actions.push({ kind: "wake", actorUuid: actor.uuid, name: actor.name, stun: recoverFromKnockout(actor.stun) });
    else actions.push(...showStart(actor, "knockedOut", since, KNOCKOUT_SECONDS));
  }
  if (woundStatus(actor.wounds).level === "nearDeath") {
    const since = old.nearDeath ?? world.from;
    marks.nearDeath = since;
    if (old.reminded === since) marks.reminded = since;
    actions.push(...showStart(actor, "nearDeath", since, NEAR_DEATH_SECONDS));
    if (spanPassed(since, world.now, NEAR_DEATH_SECONDS) && old.reminded !== since && !nearDeathHelped(actor.wounds)) {
      marks.reminded = since;
      actions.push({ kind: "remind", actorUuid: actor.uuid, name: actor.name, since });
    }
  }
  const ended = actor.effects.filter((e) => e.statuses.some((s) => STUNS.has(s)) && stunEnded(e, actor, world));
  if (ended.length) actions.push({ kind: "expire", actorUuid: actor.uuid, effectIds: ended.map((e) => e.effectId) });
  return { actions, marks };
}

function sameMarks(a: ActorMarks | undefined, b: ActorMarks): boolean {
  const keys = ["knockedOut", "nearDeath", "reminded"] as const;
  return keys.every((k) => (a?.[k] ?? null) === (b[k] ?? null));
}

/**
 * The actions due when world time moved from `world.from` to `world.now` (or, at the start sweep,
 * stands at `now`), and the GM's record after them. A knockout or Near Death not yet in the record
 * began before this advance: it is noted at `from`, the advance's start (the tracks change while
 * world time stands still, so no earlier moment is lost). Actors not read this time (on a scene
 * nobody views) keep their marks; the record keeps the newest {@link TIMER_MARKS_LIMIT}.
 */
export function planTimers(actors: readonly TimerActor[], world: TimerWorld): TimerPlan {
  const updated = new Map<string, ActorMarks>();
  const actions: TimerAction[] = [];
  for (const actor of actors) {
    const planned = planActor(actor, world);
    actions.push(...planned.actions);
    if (!sameMarks(world.marks[actor.uuid], planned.marks)) updated.set(actor.uuid, planned.marks);
  }
  const changed = updated.size > 0;
  const kept = Object.entries(world.marks).filter(([uuid]) => !updated.has(uuid));
  const entries = [...kept, ...[...updated].filter(([, m]) => Object.keys(m).length > 0)];
  const marks: TimerMarks = Object.fromEntries(entries);
  if (entries.length <= TIMER_MARKS_LIMIT) return { actions, marks, changed };
  const newest = entries.sort((a, b) => latest(b[1]) - latest(a[1])).slice(0, TIMER_MARKS_LIMIT);
  return { actions, marks: Object.fromEntries(newest), changed: true };
}

function latest(m: ActorMarks): number {
  return Math.max(m.knockedOut ?? -Infinity, m.nearDeath ?? -Infinity);
}

/** The record read back from its setting: anything malformed is dropped (a GM-only setting, checked all the same). */
export function parseTimerMarks(value: unknown): TimerMarks {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const out: TimerMarks = {};
  for (const [uuid, raw] of Object.entries(value)) {
    if (typeof raw !== "object" || raw === null) continue;
    const m: ActorMarks = {};
    for (const key of ["knockedOut", "nearDeath", "reminded"] as const) {
      const v: unknown = Reflect.get(raw, key);
      if (typeof v === "number" && Number.isFinite(v)) m[key] = v;
    }
    if (Object.keys(m).length) out[uuid] = m;
  }
  return out;
}

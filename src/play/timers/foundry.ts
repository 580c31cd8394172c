/**
 * Conditions timed by world time on Foundry (rules 3.4.6, 3.4.1, 3.1.2), on the designated GM's
 * client: when world time moves (register.ts) and once when that client starts, the world's
 * characters and NPCs (and the unlinked tokens of the viewed and active scenes) are read, decide.ts
 * says what is due, and this client carries it out: the GM's record (a world setting) first, in its
 * own queue turn, then the actions — a knockout ends (the stun track written in the actor's write
 * queue; the status follows the track), a Near Death character's hour is whispered to the GMs once,
 * a stun whose time or combat is over is removed, and the system's knockout and Near Death effects
 * get their start (in the generation's duration shape) so the time left shows.
 * One sweep after another, never two at once.
 */
import type { PlayableActor } from "../../documents/guards";
import { actorsInPlay } from "../actor-groups";
import { recoverFromKnockout } from "../../rules";
import { conditionTiming } from "../../compat";
import { worldTimeDurationData } from "../../compat/world-time-duration";
import { gmLocks } from "../gm/queue";
import { writeCounter } from "../services/writes";
import { actorFromUuid } from "../services/actors";
import { SETTINGS } from "../settings";
import { parseTimerMarks, planTimers, type OwnEffect, type TimerAction, type TimerActor } from "./decide";

/** The system's own condition effects on the actor (only these does a timer touch). */
function ownEffects(actor: PlayableActor): OwnEffect[] {
  return actor.effects.contents.flatMap((effect) => {
    if (!effect.id || effect.getFlag("harnfudge", "condition") !== true) return [];
    const since = effect.getFlag("harnfudge", "since");
    const timing = conditionTiming(effect);
    return [
      {
        effectId: effect.id,
        statuses: [...effect.statuses],
        since: typeof since === "number" && Number.isFinite(since) ? since : null,
        combatId: timing.combatId,
        rounds: timing.rounds,
      },
    ];
  });
}

/** Actor uuid → the started combats it fights in. */
function fightingBy(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const combat of game.combats ?? []) {
    if (!combat.started || !combat.id) continue;
    for (const c of combat.combatants) {
      const uuid = c.actor?.uuid;
      if (uuid) map.set(uuid, [...(map.get(uuid) ?? []), combat.id]);
    }
  }
  return map;
}

function timerActors(extra: readonly PlayableActor[]): TimerActor[] {
  const fighting = fightingBy();
  const actors = new Map([...actorsInPlay(), ...extra].map((a) => [a.uuid, a]));
  return [...actors.values()].map((actor) => ({
    uuid: actor.uuid,
    name: actor.name,
    stun: actor.system.stun,
    wounds: actor.system.wounds,
    effects: ownEffects(actor),
    fighting: fighting.get(actor.uuid) ?? [],
  }));
}

async function whisperGMs(text: string): Promise<void> {
  writeCounter.creates += 1;
  await ChatMessage.create({
    content: `<p class="harnfudge harnfudge-timer">${foundry.utils.escapeHTML(text)}</p>`,
    whisper: game.users.filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : [])),
  });
}

async function carryOut(action: TimerAction): Promise<void> {
  const actor = actorFromUuid(action.actorUuid);
  if (action.kind === "show") {
    // The v14 duration shape is not in the v13 types of the update data (compat/world-time-duration.ts).
    const update: object = {
      flags: { harnfudge: { since: action.since } },
      ...worldTimeDurationData(action.seconds, action.since),
    };
    await actor?.effects.get(action.effectId)?.update(update);
    return;
  }
  if (action.kind === "expire") {
    const ids = action.effectIds.filter((id) => actor?.effects.has(id));
    if (actor && ids.length) await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
    return;
  }
  if (action.kind === "remind") {
    await whisperGMs(game.i18n.format("HARNFUDGE.Timers.NearDeathHour", { name: action.name }));
    return;
  }
  const woke = await gmLocks.run([action.actorUuid], async () => {
    const current = actorFromUuid(action.actorUuid);
    if (!current?.system.stun.knockedOut) return false;
    writeCounter.actorUpdates += 1;
    // The track is read again in the queue; the status follows it (services/status.ts, on this writing client).
    await current.update({ system: { stun: recoverFromKnockout(current.system.toObject().stun) } });
    return true;
  });
  if (woke) await whisperGMs(game.i18n.format("HARNFUDGE.Timers.KnockoutOver", { name: action.name }));
}

/** The GM's queue key of the record (a setting). */
const MARKS_KEY = "setting:harnfudge.timerMarks";

let running: Promise<void> = Promise.resolve();

/**
 * The sweep when world time moved by `delta` to `now` (delta 0: the start sweep, or the end of the
 * combat `ended`, whose stuns end with it on every actor in play and on its combatants' `extra`
 * actors, wherever their tokens stand), on the designated GM's client; sweeps run one after another.
 */
export function sweepTimers(
  now: number,
  delta: number,
  ended: string | null = null,
  extra: readonly PlayableActor[] = [],
): Promise<void> {
  running = running.then(async () => {
    if (!game.users.activeGM?.isSelf) return;
    const combats = new Set((game.combats?.contents ?? []).flatMap((c) => (c.id && c.id !== ended ? [c.id] : [])));
    const plan = await gmLocks.run([MARKS_KEY], async () => {
      const marks = parseTimerMarks(game.settings.get("harnfudge", SETTINGS.timerMarks));
      const planned = planTimers(timerActors(extra), { now, from: now - Math.max(0, delta), combats, marks });
      if (planned.changed) await game.settings.set("harnfudge", SETTINGS.timerMarks, planned.marks);
      return planned;
    });
    for (const action of plan.actions) {
      try {
        await carryOut(action);
      } catch (error) {
        console.error("HârnFudge | a timed condition could not be carried out", error);
      }
    }
  });
  return running;
}

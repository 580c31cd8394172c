/**
 * Conditions timed by world time on Foundry (rules 3.4.6, 3.4.1), on the designated GM's client:
 * when world time moves (register.ts), the world's characters and NPCs (and the unlinked tokens of
 * the viewed and active scenes) are read, decide.ts says what is due, and this client carries it
 * out: a timed effect's start is noted (with its span in the generation's duration shape), a
 * knockout ends (the stun track written in the actor's write queue; the status follows the track),
 * a Near Death character's hour is whispered to the GMs once.
 * One sweep after another, never two at once.
 */
import { isPlayable, type PlayableActor } from "../../documents/guards";
import { recoverFromKnockout } from "../../rules";
import { worldTimeDurationData } from "../../compat/world-time-duration";
import { gmLocks } from "../gm/locks";
import { writeCounter } from "../gm/writes";
import { actorFromUuid } from "../gm/actors";
import { dueTimers, type TimedEffect, type TimerAction, type TimerActor } from "./decide";

const TIMED = ["knockedOut", "nearDeath"] as const;

function timedEffects(actor: PlayableActor): TimedEffect[] {
  return actor.effects.contents.flatMap((effect) => {
    const status = TIMED.find((s) => effect.statuses.has(s));
    if (!status || !effect.id || effect.getFlag("harnfudge", "condition") !== true) return [];
    const since = effect.getFlag("harnfudge", "since");
    return [
      {
        effectId: effect.id,
        status,
        since: typeof since === "number" && Number.isFinite(since) ? since : null,
        reminded: effect.getFlag("harnfudge", "reminded") === true,
      },
    ];
  });
}

/** The world's actors and the viewed and active scenes' unlinked token actors, each once. */
function worldActors(): PlayableActor[] {
  const actors = new Map<string, PlayableActor>();
  for (const actor of game.actors) if (isPlayable(actor)) actors.set(actor.uuid, actor);
  for (const scene of new Set([canvas?.scene, game.scenes.active])) {
    for (const token of scene?.tokens ?? []) {
      const actor = token.actorLink ? null : token.actor;
      if (actor && isPlayable(actor)) actors.set(actor.uuid, actor);
    }
  }
  return [...actors.values()];
}

function timerActor(actor: PlayableActor): TimerActor | null {
  const effects = timedEffects(actor);
  if (effects.length === 0) return null;
  return { uuid: actor.uuid, name: actor.name, stun: actor.system.stun, wounds: actor.system.wounds, effects };
}

async function whisperGMs(text: string): Promise<void> {
  writeCounter.creates += 1;
  await ChatMessage.create({
    content: `<p class="harnfudge harnfudge-timer">${foundry.utils.escapeHTML(text)}</p>`,
    whisper: game.users.filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : [])),
  });
}

function effectOf(uuid: string, effectId: string) {
  return actorFromUuid(uuid)?.effects.get(effectId) ?? null;
}

async function carryOut(action: TimerAction): Promise<void> {
  if (action.kind === "note") {
    // The v14 duration shape is not in the v13 types of the update data (compat/world-time-duration.ts).
    const update: object = {
      flags: { harnfudge: { since: action.since } },
      ...worldTimeDurationData(action.seconds, action.since),
    };
    await effectOf(action.actorUuid, action.effectId)?.update(update);
    return;
  }
  if (action.kind === "remind") {
    await effectOf(action.actorUuid, action.effectId)?.setFlag("harnfudge", "reminded", true);
    await whisperGMs(game.i18n.format("HARNFUDGE.Timers.NearDeathHour", { name: action.name }));
    return;
  }
  const woke = await gmLocks.run([action.actorUuid], async () => {
    const actor = actorFromUuid(action.actorUuid);
    if (!actor?.system.stun.knockedOut) return false;
    writeCounter.actorUpdates += 1;
    // The track is read again in the queue; the status follows it (gm/status.ts, on this writing client).
    await actor.update({ system: { stun: recoverFromKnockout(actor.system.toObject().stun) } });
    return true;
  });
  if (woke) await whisperGMs(game.i18n.format("HARNFUDGE.Timers.KnockoutOver", { name: action.name }));
}

let running: Promise<void> = Promise.resolve();

/** The sweep when world time moved by `delta` to `now`, on the designated GM's client; sweeps run one after another. */
export function sweepTimers(now: number, delta: number): Promise<void> {
  running = running.then(async () => {
    if (!game.users.activeGM?.isSelf) return;
    const actors = worldActors().flatMap((a) => timerActor(a) ?? []);
    for (const action of dueTimers(actors, now, now - Math.max(0, delta))) {
      try {
        await carryOut(action);
      } catch (error) {
        console.error("HârnFudge | a timed condition could not be carried out", error);
      }
    }
  });
  return running;
}

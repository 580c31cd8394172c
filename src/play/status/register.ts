/**
 * The conditions as Foundry status effects (issue 11, rules 3.4.1, 3.4.6, the Net): the system's
 * own entries in CONFIG.statusEffects (names and icons; Near Death's description says the
 * character dies within the hour without care), switched automatically:
 * - the track conditions follow the wound and stun tracks: the client that wrote the track (the
 *   owner, or the GM's client for a card it applied) switches them in the same turn, so exactly
 *   one client does it;
 * - Stunned / Very Stunned start when a stun result is applied (attack/decide-apply.ts through the
 *   card's ports) with their rounds, and the designated GM's client removes them when the combat
 *   tracker passes their rounds;
 * - Entangled starts when a Net hits and stays until the GM clears it (token HUD).
 * Everyone can still toggle any status by hand on the token HUD.
 */
import { CONDITION_EFFECTS, CONDITION_IDS, type ConditionId } from "../../rules";
import { SYSTEM_PATH } from "../../rolls/roll";
import { isPlayable, type PlayableActor } from "../../documents/guards";
import { expiredStatuses, trackStatusChanges, type TimedStatus } from "./changes";

const ICON_PATH = `${SYSTEM_PATH}/icons/conditions`;

/** Core statuses the system's own replace (same meaning: a stun, unconsciousness). */
const REPLACED_CORE = new Set(["stun", "unconscious"]);

function statusEntry(id: ConditionId): CONFIG.StatusEffect {
  const e = CONDITION_EFFECTS[id];
  return {
    id,
    name: e.labelKey,
    img: `${ICON_PATH}/${id}.svg`,
    description: e.hintKey,
    hud: { actorTypes: ["character", "npc"] },
  };
}

export function registerStatusEffects(): void {
  const ours = CONDITION_IDS.map(statusEntry);
  const ids = new Set<string>(CONDITION_IDS);
  CONFIG.statusEffects = [...ours, ...CONFIG.statusEffects.filter((s) => !ids.has(s.id) && !REPLACED_CORE.has(s.id))];
  CONFIG.specialStatusEffects.DEFEATED = "dead";
}

/** Switches the track conditions to match the actor's tracks (one toggle per change). */
export async function syncTrackStatuses(actor: PlayableActor): Promise<void> {
  const changes = trackStatusChanges(actor.statuses, actor.system.wounds, actor.system.stun);
  for (const id of changes.on) await actor.toggleStatusEffect(id, { active: true });
  for (const id of changes.off) await actor.toggleStatusEffect(id, { active: false });
}

/** Starts a timed condition (Stunned, Very Stunned) or an open-ended one (Entangled, knocked out). */
export async function startCondition(actor: PlayableActor, id: ConditionId, rounds: number | null): Promise<void> {
  const combat = game.combat;
  const effect = await ActiveEffect.implementation.fromStatusEffect(id);
  const duration =
    rounds !== null && combat?.started
      ? { rounds, combat: combat.id, startRound: combat.round, startTurn: combat.turn ?? 0 }
      : { rounds: rounds ?? undefined };
  const existing = actor.effects.find((e) => e.statuses.has(id));
  if (existing) await existing.update({ duration });
  else await ActiveEffect.implementation.create({ ...effect.toObject(), duration }, { parent: actor });
}

function isConditionId(id: string): id is ConditionId {
  return (CONDITION_IDS as readonly string[]).includes(id);
}

function timedStatuses(actor: PlayableActor): TimedStatus[] {
  return actor.effects.contents.flatMap((e) => {
    const timed = [...e.statuses].some((s) => isConditionId(s) && CONDITION_EFFECTS[s].rounds !== null);
    if (!timed || !e.id) return [];
    const d = e.duration;
    return [
      {
        effectId: e.id,
        combatId: d.combat?.id ?? null,
        startRound: d.startRound ?? null,
        startTurn: d.startTurn ?? null,
        rounds: d.rounds ?? null,
      },
    ];
  });
}

/** The designated GM's client removes the timed conditions whose rounds have passed. */
async function expireInCombat(combat: Combat.Implementation): Promise<void> {
  if (!game.users.activeGM?.isSelf || !combat.started || !combat.id) return;
  const at = { id: combat.id, round: combat.round, turn: combat.turn };
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    if (!isPlayable(actor)) continue;
    const expired = expiredStatuses(timedStatuses(actor), at);
    if (expired.length) await actor.deleteEmbeddedDocuments("ActiveEffect", expired);
  }
}

export function registerStatusHooks(): void {
  Hooks.on("updateActor", (actor, changed, _options, userId) => {
    const system: unknown = changed.system;
    const tracks = typeof system === "object" && system !== null && ("wounds" in system || "stun" in system);
    if (userId !== game.user.id || !tracks || !isPlayable(actor)) return;
    void syncTrackStatuses(actor);
  });
  Hooks.on("updateCombat", (combat, changed) => {
    if ("round" in changed || "turn" in changed) void expireInCombat(combat);
  });
}

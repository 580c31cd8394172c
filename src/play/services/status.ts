/**
 * The conditions as Foundry status effects (issue 11, rules 3.4.1, 3.4.6, the Net): the system's
 * own entries in CONFIG.statusEffects (names and icons; Near Death's description says the
 * character dies within the hour without care), switched automatically:
 * - the track conditions follow the wound and stun tracks: the client that wrote the track (the
 *   owner, or the GM's client for a card it applied) switches them in the same turn, so exactly
 *   one client does it; it switches off only the effects the system created (flagged
 *   `harnfudge.condition`), so a Dead from Foundry's Defeated toggle stays (issue 19);
 * - Stunned / Very Stunned start when a stun result is applied (attack/decide-apply.ts through the
 *   card's ports) with their rounds, and the designated GM's client removes them when the combat
 *   tracker passes their rounds (the one expiry system on v13 and v14, see compat/effect-duration.ts);
 * - Entangled starts when a Net hits and stays until the GM clears it (token HUD).
 * Everyone can still toggle any status by hand on the token HUD.
 * CONFIG.statusEffects and the effects' durations are read and written through compat.ts (v13 and
 * v14 shapes).
 */
import { CONDITION_EFFECTS, CONDITION_IDS, type ConditionId } from "../../rules";
import { SYSTEM_PATH } from "../../rolls/roll";
import { isPlayable, type PlayableActor } from "../../documents/guards";
import {
  conditionDurationData,
  conditionTiming,
  registerRulesExpiryEvent,
  setStatusEffects,
  statusEffectList,
  type CombatMoment,
  type ConditionDurationData,
} from "../../compat";
import { expiredStatuses, trackStatusChanges, type TimedStatus } from "./status-changes";

const ICON_PATH = `${SYSTEM_PATH}/icons/conditions`;

/** Core statuses the system's own replace (same meaning: a stun, unconsciousness). */
const REPLACED_CORE = new Set(["stun", "unconscious"]);

/** The label of our v14 expiry event (the rules' rounds, ended by the system). */
const RULES_EXPIRY_LABEL = "HARNFUDGE.Condition.RulesExpiry";

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
  setStatusEffects([...ours, ...statusEffectList().filter((s) => !ids.has(s.id) && !REPLACED_CORE.has(s.id))]);
  CONFIG.specialStatusEffects.DEFEATED = "dead";
  registerRulesExpiryEvent(RULES_EXPIRY_LABEL);
}

function isConditionId(id: string): id is ConditionId {
  return (CONDITION_IDS as readonly string[]).includes(id);
}

/**
 * Our entries' descriptions as text (translations load after init, so this runs at i18nInit): an
 * effect made from a status by the token HUD copies its description, which core does not localize.
 */
export function localizeStatusDescriptions(): void {
  const entries = statusEffectList().map((entry) => {
    if (!isConditionId(entry.id) || entry.description !== CONDITION_EFFECTS[entry.id].hintKey) return entry;
    return { ...entry, description: game.i18n.localize(CONDITION_EFFECTS[entry.id].hintKey) };
  });
  setStatusEffects(entries);
}

/** An effect the system created for a condition (only these does it switch off). */
function isOwnCondition(effect: ActiveEffect.Implementation): boolean {
  return effect.getFlag("harnfudge", "condition") === true;
}

/** The statuses of the effects the system created on the actor. */
function ownStatuses(actor: PlayableActor): Set<string> {
  return new Set(actor.effects.contents.filter(isOwnCondition).flatMap((e) => [...e.statuses]));
}

/** Creates the system's own effect for a condition: flagged, its description localized, with a duration. */
async function createOwnCondition(
  actor: PlayableActor,
  id: ConditionId,
  duration: ConditionDurationData | null,
  since: number | null = null,
) {
  const effect = await ActiveEffect.implementation.fromStatusEffect(id);
  const data = {
    ...effect.toObject(),
    description: game.i18n.localize(CONDITION_EFFECTS[id].hintKey),
    flags: { harnfudge: since === null ? { condition: true } : { condition: true, since } },
  };
  // The v14 duration shape (`start`, `duration.value/units/expiry`) is not in the v13 types of the
  // create data; compat.ts builds the shape of the running generation and it is merged in as is.
  if (duration) Object.assign(data, duration);
  await ActiveEffect.implementation.create(data, { parent: actor });
}

/** Switches the track conditions to match the actor's tracks (one write per change, own effects only off). */
export async function syncTrackStatuses(actor: PlayableActor): Promise<void> {
  const own = ownStatuses(actor);
  const changes = trackStatusChanges(own, actor.system.wounds, actor.system.stun, actor.statuses);
  for (const id of changes.on) await createOwnCondition(actor, id, null);
  const off = new Set<string>(changes.off);
  const stale = actor.effects.contents.filter((e) => isOwnCondition(e) && [...e.statuses].some((s) => off.has(s)));
  const ids = stale.flatMap((e) => (e.id ? [e.id] : []));
  if (ids.length) await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
}

/** The moment of the started combat, or null outside one. */
function combatMoment(): CombatMoment | null {
  const combat = game.combat;
  if (!combat?.started || !combat.id) return null;
  return { combat: combat.id, round: combat.round, turn: combat.turn ?? 0 };
}

/**
 * Starts a timed condition (Stunned, Very Stunned) or an open-ended one: a second start (a re-stun)
 * rewrites the start and the rounds of the system's effect, so its rounds restart. A timed one also
 * notes the world time it began (`flags.harnfudge.since`): outside the combat's tracker its rounds
 * pass with world time (play/timers).
 */
export async function startCondition(actor: PlayableActor, id: ConditionId, rounds: number | null): Promise<void> {
  const duration = conditionDurationData(rounds, rounds === null ? null : combatMoment());
  const since = rounds === null ? null : game.time.worldTime;
  const existing = actor.effects.find((e) => e.statuses.has(id) && isOwnCondition(e));
  // As in createOwnCondition: the v14 shape is not in the v13 types of the update data.
  const update: object = since === null ? duration : { ...duration, flags: { harnfudge: { since } } };
  if (existing) await existing.update(update);
  else await createOwnCondition(actor, id, duration, since);
}

function timedStatuses(actor: PlayableActor): TimedStatus[] {
  return actor.effects.contents.flatMap((e) => {
    const timed = [...e.statuses].some((s) => isConditionId(s) && CONDITION_EFFECTS[s].rounds !== null);
    if (!timed || !e.id || !isOwnCondition(e)) return [];
    return [{ effectId: e.id, ...conditionTiming(e) }];
  });
}

/** The designated GM's client removes the timed conditions whose rounds have passed. */
export async function expireInCombat(combat: Combat.Implementation): Promise<void> {
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
  Hooks.once("i18nInit", localizeStatusDescriptions);
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

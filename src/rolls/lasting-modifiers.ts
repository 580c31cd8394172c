/**
 * The lasting modifiers of an actor's roll, as every client reads them (issue 26): the changes on
 * the system's roll-modifier keys of the effects applied to the actor (its own, its items', those a
 * GM or a module put on it), and the GM's lasting modifiers for a scene it stands on or for its
 * token (lasting-record.ts). The rules core decides which count in the roll (rules/roll-modifiers.ts:
 * the roll's kind and skill; Cat's Eyes ignores poor light). Each is one labelled modifier, shown by
 * name in the roll dialog and on every card.
 */
import { addedChanges } from "../compat/effect-changes";
import { lastingModifiers, type ModifiedRoll, type ModifierSource } from "../rules/roll-modifiers";
import type { PlayableActor } from "../documents/guards";
import type { CheckModifier } from "./check";
import { ownedTalents } from "./traits";
import { LASTING_SETTING, lastingSource, parseLastingRecords, type LastingRecord } from "./lasting-record";

/** The effects applied to the actor, as modifier sources (only their changes that add a number). */
function effectSources(actor: PlayableActor): ModifierSource[] {
  const out: ModifierSource[] = [];
  for (const effect of actor.appliedEffects) {
    const changes = addedChanges(effect);
    if (changes.length > 0) out.push({ label: effect.name, changes });
  }
  return out;
}

/** Whether the actor stands on the scene (an unlinked token's own scene; a linked actor's token there). */
function onScene(actor: PlayableActor, sceneId: string): boolean {
  if (actor.token) return actor.token.parent?.id === sceneId;
  return game.scenes.get(sceneId)?.tokens.some((t) => t.actorLink && t.actorId === actor.id) ?? false;
}

/** Whether one of the tokens is the actor's (an unlinked token's own; a linked actor's token). */
function isTokenOf(actor: PlayableActor, sceneId: string, tokenIds: readonly string[]): boolean {
  if (actor.token) return actor.token.parent?.id === sceneId && !!actor.token.id && tokenIds.includes(actor.token.id);
  const scene = game.scenes.get(sceneId);
  return tokenIds.some((id) => {
    const token = scene?.tokens.get(id);
    return !!token && token.actorLink && token.actorId === actor.id;
  });
}

/** The GM's lasting modifiers as stored (every client reads the world setting). */
export function lastingRecords(): LastingRecord[] {
  return parseLastingRecords(game.settings.get("harnfudge", LASTING_SETTING));
}

/** The GM's records that are set for this actor. */
function recordSources(actor: PlayableActor): ModifierSource[] {
  return lastingRecords()
    .filter((r) => (r.tokens === null ? onScene(actor, r.scene) : isTokenOf(actor, r.scene, r.tokens)))
    .map(lastingSource);
}

/** The lasting modifiers of one roll of the actor, each labelled with its effect's or the GM's name. */
export function lastingModifiersOf(actor: PlayableActor, roll: ModifiedRoll): CheckModifier[] {
  return lastingModifiers([...recordSources(actor), ...effectSources(actor)], roll, ownedTalents(actor));
}

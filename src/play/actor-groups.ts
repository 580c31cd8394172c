/**
 * The groups of actors the campaign tools work on, as this client sees the world: every actor in
 * play (the world's actors and the unlinked tokens of the viewed and active scenes: the rest offer,
 * the timers), the party (player-owned characters), the selected tokens' actors, and who fights in
 * a started combat. Shared by the timers, rest, strenuous activity and gas; Foundry lookups only.
 */
import { isCharacter, isPlayable, type PlayableActor } from "../documents/guards";
import { uniqueActors } from "./unique-actors";

/** The world's actors and the viewed and active scenes' unlinked token actors, each once. */
export function actorsInPlay(): PlayableActor[] {
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

/** The party: the characters a player owns, by name. */
export function partyActors(): PlayableActor[] {
  const party: PlayableActor[] = [];
  for (const actor of game.actors) if (isCharacter(actor) && actor.hasPlayerOwner) party.push(actor);
  return party.sort((a, b) => a.name.localeCompare(b.name));
}

/** The actors of this user's selected tokens, each once, in selection order. */
export function selectedActors(): PlayableActor[] {
  const tokens = (canvas?.tokens?.controlled ?? []).map((t) => ({ actor: isPlayable(t.actor) ? t.actor : null }));
  return uniqueActors(tokens);
}

/**
 * Who a group action (Rest…, Strenuous…) offers: the actor it was opened for and the selected
 * tokens' actors, ticked; with neither, the party. `picked` are the uuids ticked by choice.
 */
export function groupOf(actor: Actor.Implementation | null | undefined): { actors: PlayableActor[]; picked: Set<string> } {
  const chosen = [...(isPlayable(actor) ? [actor] : []), ...selectedActors()];
  const unique = uniqueActors(chosen.map((a) => ({ actor: a })));
  if (unique.length) return { actors: unique, picked: new Set(unique.map((a) => a.uuid)) };
  return { actors: partyActors(), picked: new Set() };
}

/** The uuids of the actors fighting in a started combat. */
export function fightingActors(): Set<string> {
  const out = new Set<string>();
  for (const combat of game.combats ?? [])
    if (combat.started) for (const c of combat.combatants) if (c.actor) out.add(c.actor.uuid);
  return out;
}

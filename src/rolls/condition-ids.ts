/**
 * The condition ids of an actor: its status effects and what its wound and stun tracks imply. Its
 * own file, light enough for the initiative code loaded at start (actor-conditions.ts, which adds
 * the lasting modifiers, loads with the first roll).
 */
import { conditionsFromTracks } from "../rules";
import type { PlayableActor } from "../documents/guards";

export function conditionIdsOf(actor: PlayableActor): string[] {
  return [...new Set([...actor.statuses, ...conditionsFromTracks(actor.system.wounds, actor.system.stun)])];
}

/**
 * The conditions of an actor, as every roll path reads them: its status effects and what its wound
 * and stun tracks imply (condition-modifiers.ts decides what they do to a roll).
 */
import { conditionsFromTracks } from "../rules";
import type { PlayableActor } from "../documents/guards";
import { conditionModifiers, type ConditionModifiers, type RollKind } from "./condition-modifiers";

export type { ConditionModifiers, RollKind };

/** The condition ids of an actor: its status effects and what its tracks imply. */
export function conditionIdsOf(actor: PlayableActor): string[] {
  return [...new Set([...actor.statuses, ...conditionsFromTracks(actor.system.wounds, actor.system.stun)])];
}

export function conditionModifiersOf(actor: PlayableActor, kind: RollKind): ConditionModifiers {
  return conditionModifiers(conditionIdsOf(actor), kind);
}

/**
 * What an actor's state does to its next roll, as every roll path reads it: its conditions (its
 * status effects and what its wound and stun tracks imply; condition-modifiers.ts decides what they
 * do) and its lasting modifiers (effects on the system's roll-modifier keys, the GM's modifiers for
 * its scene or token: lasting-modifiers.ts). A roll the conditions refuse has no modifiers.
 */
import type { PlayableActor } from "../documents/guards";
import { conditionModifiers, type ConditionModifiers, type RollKind } from "./condition-modifiers";
import { lastingModifiersOf } from "./lasting-modifiers";
import { conditionIdsOf } from "./condition-ids";

export type { ConditionModifiers, RollKind };
export { conditionIdsOf };

/** Which roll it is, beyond its kind: the skill or attribute rolled (lasting modifiers may name one). */
export interface RollDetail {
  skill?: string | null;
  attribute?: string | null;
}

/** Its conditions' effect on a roll of `kind`, and then its lasting modifiers for that roll. */
export function conditionModifiersOf(actor: PlayableActor, kind: RollKind, detail: RollDetail = {}): ConditionModifiers {
  const conditions = conditionModifiers(conditionIdsOf(actor), kind);
  if (conditions.refused) return conditions;
  const lasting = lastingModifiersOf(actor, { kind: kind === "other" ? "check" : kind, ...detail });
  return { refused: null, modifiers: [...conditions.modifiers, ...lasting] };
}

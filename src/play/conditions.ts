/**
 * What an actor's state does to its next roll, read on the GM's client for the rolls it decides:
 * a character who cannot act (Incapacitated or worse, knocked out) is refused every roll, and
 * cannot attack (rules 3.4.1, 3.4.6).
 */
import { woundStatus } from "../rules";
import type { CheckModifier } from "../rolls/check";
import type { PlayableActor } from "../documents/guards";

export type RollKind = "attack" | "defence" | "other";

export function conditionModifiersOf(
  actor: PlayableActor,
  _kind: RollKind,
): { refused: string | null; modifiers: CheckModifier[] } {
  const status = woundStatus(actor.system.wounds);
  if (!status.canAct || actor.system.stun.knockedOut) return { refused: "HARNFUDGE.Notify.CannotAct", modifiers: [] };
  return { refused: null, modifiers: [] };
}

/**
 * Who acts next on an attack card: the step the card waits for (a request kind of ../gm/policy.ts)
 * and the one who is named for it: the policy's default actor for that step (defaultActor), a
 * player's side only while a player owns that side, else the GM. Others who may act still see
 * the control; only this one is told "your turn". Pure.
 */
import { defaultActor, type RequestKind } from "../gm/policy";
import { cardStage, type AttackCard } from "./state";

/** The side a step waits for: the GM, or the players of the attacker's or the target's side. */
export type Turn = "gm" | "attackerSide" | "targetOwner";

export interface NextStep {
  kind: Extract<RequestKind, "defend" | "unaware" | "damage" | "apply">;
  who: Turn;
}

/** Whether a player (not a GM) stands on each side, as the rendering GM client sees ownership. */
export interface Sides {
  attackerPlayer: boolean;
  targetPlayer: boolean;
}

function named(kind: NextStep["kind"], sides: Sides): NextStep {
  const role = defaultActor(kind);
  if (role === "attackerSide" && sides.attackerPlayer) return { kind, who: "attackerSide" };
  if (role === "targetOwner" && sides.targetPlayer) return { kind, who: "targetOwner" };
  return { kind, who: "gm" };
}

/** The step the card waits for and who is named for it; null once nothing is left to do. */
export function nextStep(card: AttackCard, sides: Sides): NextStep | null {
  switch (cardStage(card)) {
    case "awaitingDefence":
      return named("defend", sides);
    case "awaitingDifficulty":
      return named("unaware", sides);
    case "awaitingDamage":
      return named("damage", sides);
    case "ready":
      // An undone hit waits on no one: only the GM may apply it again, a rare call, not a turn.
      return card.undone > 0 ? null : named("apply", sides);
    default:
      return null;
  }
}

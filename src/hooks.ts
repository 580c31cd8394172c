/**
 * Hooks for module authors (docs/hooks.md): HârnFudge announces what it is about to do and what it
 * did, so add-on modules extend the system without patching it.
 *
 * "pre" hooks run with `Hooks.call` on the client where the user acts, before anything is rolled
 * or sent; a handler returning `false` cancels the action (nothing is written). The other hooks
 * run with `Hooks.callAll` after the fact, on the client that decided it (for an attack card, a
 * wound or a heal through the GM: the designated GM's client). Payloads are plain objects; treat
 * them as read-only.
 *
 * This file holds the hooks' names and the roll hooks' payloads; the attack card's and healing's
 * payloads are declared in play/hooks.ts.
 */
import type { CheckData, HarnFudgeRoll } from "./rolls/roll";

export const HOOKS = {
  preRollCheck: "harnfudge.preRollCheck",
  rollCheck: "harnfudge.rollCheck",
  preAttack: "harnfudge.preAttack",
  attack: "harnfudge.attack",
  applyWound: "harnfudge.applyWound",
  undoWound: "harnfudge.undoWound",
  preHeal: "harnfudge.preHeal",
  heal: "harnfudge.heal",
} as const;

export interface PreRollCheckPayload {
  actor: Actor.Implementation | null;
  /** The check about to be rolled (kind, label, level, modifiers, difficulty). */
  check: CheckData;
}
export interface RollCheckPayload {
  actor: Actor.Implementation | null;
  roll: HarnFudgeRoll;
  /** The chat message posted (null when the roll was not posted on its own). */
  message: ChatMessage.Implementation | null;
}
export interface PreAttackPayload {
  actor: Actor.Implementation;
  weapon: Item.Implementation;
  mode: "melee" | "ranged";
  target: Token.Implementation;
}

declare module "fvtt-types/configuration" {
  // fvtt-types keeps its hook registry in this namespace; merging into it needs the same shape.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Hooks {
    interface HookConfig {
      /**
       * Before a check the user chose in the roll dialog, on their own client: one they roll there
       * (skill, attribute) or one rolled from their choices by the deciding client (attack,
       * defence, a side of an opposed action, a healer's roll); return false to cancel it.
       */
      "harnfudge.preRollCheck": (payload: PreRollCheckPayload) => unknown;
      /** After a check rolled on the user's own client is rolled and posted: a skill or attribute check. */
      "harnfudge.rollCheck": (payload: RollCheckPayload) => void;
      /** Before an attack is sent to the GM's client; return false to cancel it. */
      "harnfudge.preAttack": (payload: PreAttackPayload) => unknown;
    }
  }
}

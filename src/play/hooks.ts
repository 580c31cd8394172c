/**
 * The payloads of the hooks the play layer announces (names in ../hooks.ts, docs/hooks.md): the
 * attack card's (on the deciding GM's client, after a card is posted, a wound applied or undone)
 * and healing's. Types only: Foundry's hook registry learns them here.
 */
import type { AttackCard } from "./attack";
import type { HealOutcome } from "./healing";
import type { HitRecord } from "./gm/records";

export interface CardPayload {
  messageId: string;
  card: AttackCard;
}

export interface WoundPayload extends CardPayload {
  /** The target actor's uuid. */
  actorUuid: string;
  /** What was marked (the record Undo reads), null for a Net's entanglement. */
  hit: HitRecord | null;
}

export interface PreHealPayload {
  patient: Actor.Implementation;
  healer: Actor.Implementation | null;
  request: Record<string, unknown>;
}

export interface HealPayload {
  outcome: HealOutcome;
}

declare module "fvtt-types/configuration" {
  // fvtt-types keeps its hook registry in this namespace; merging into it needs the same shape.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Hooks {
    interface HookConfig {
      /** On the deciding (GM's) client, after an attack card is posted. */
      "harnfudge.attack": (payload: CardPayload) => void;
      /** On the deciding (GM's) client, after a card's wound, stun or entanglement is applied. */
      "harnfudge.applyWound": (payload: WoundPayload) => void;
      /** On the deciding (GM's) client, after the GM undoes it. */
      "harnfudge.undoWound": (payload: WoundPayload) => void;
      /** Before a healing request is sent or decided; return false to cancel it. */
      "harnfudge.preHeal": (payload: PreHealPayload) => unknown;
      /** On the deciding client, after a treatment, magical healing or rest is recorded. */
      "harnfudge.heal": (payload: HealPayload) => void;
    }
  }
}

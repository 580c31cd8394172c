/**
 * Who sees which control of an attack card (`data-visible-to` in the template). The card itself
 * is posted to everyone whatever roll mode was chosen: only a hidden roll's dice are kept from
 * those the mode excludes, never the controls someone must use. Hiding is for clarity: the GM's
 * client checks every request again. Pure: the viewer is passed in.
 */
import type { AttackCard } from "./state";

export interface Viewer {
  id: string;
  isGM: boolean;
  /** Whether the viewer owns the actor. */
  owns(actorUuid: string): boolean;
  /** Whether the actor has Lucky available now (rules 4). */
  luckyReady(actorUuid: string): boolean;
}

export const VISIBILITY_ROLES = ["gm", "not-gm", "target", "attacker", "applier", "attacker-owner", "target-owner"] as const;

/** Whether `viewer` sees a control marked `data-visible-to="role"` (Lucky's: for `luckyActor`). */
export function mayUse(viewer: Viewer, role: string | undefined, card: AttackCard, luckyActor?: string): boolean {
  const attackerSide = card.requesterId === viewer.id || viewer.owns(card.attacker.actorUuid);
  switch (role) {
    case "gm":
      return viewer.isGM;
    case "not-gm":
      return !viewer.isGM;
    case "target":
      return viewer.isGM || viewer.owns(card.target.actorUuid);
    case "attacker":
      return viewer.isGM || attackerSide;
    case "applier":
      return viewer.isGM || attackerSide || viewer.owns(card.target.actorUuid);
    case "attacker-owner":
    case "target-owner":
      return !!luckyActor && viewer.owns(luckyActor) && viewer.luckyReady(luckyActor);
    default:
      return true;
  }
}

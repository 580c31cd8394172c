/**
 * Who sees which control of an attack card (`data-visible-to="<request kind>"` in the template):
 * exactly the users the policy (../gm/policy.ts) lets ask for that request, so a button is shown
 * to the same users the GM's client accepts it from. The card itself is posted to everyone
 * whatever roll mode was chosen: only a hidden roll's dice are kept from those the mode excludes,
 * never the controls someone must use. Hiding is for clarity: the GM's client checks every request
 * again. Pure: the viewer is passed in.
 */
import { mayAsk, type RequestKind } from "../gm/policy";
import { cardRoles } from "./roles";
import type { AttackCard } from "./state";

export interface Viewer {
  id: string;
  isGM: boolean;
  /** Whether the viewer owns the actor. */
  owns(actorUuid: string): boolean;
  /** Whether the actor has Lucky available now (rules 4). */
  luckyReady(actorUuid: string): boolean;
}

/** The request kinds a card's controls are marked with, and "not-gm" for what only players read. */
export const VISIBILITY_ROLES = [
  "not-gm",
  "defend",
  "ignore",
  "unaware",
  "damage",
  "open",
  "apply",
  "undo",
  "cardLucky",
] as const;
type Control = (typeof VISIBILITY_ROLES)[number];

function isControl(value: string | undefined): value is Control {
  return (VISIBILITY_ROLES as readonly (string | undefined)[]).includes(value);
}

/** Whether `viewer` sees a control marked `data-visible-to="control"` (Lucky's: for `luckyActor`). */
export function mayUse(
  viewer: Viewer,
  control: string | undefined,
  card: Pick<AttackCard, "requesterId" | "attacker" | "target" | "undone">,
  luckyActor?: string,
): boolean {
  if (control === undefined) return true;
  if (!isControl(control)) return false;
  if (control === "not-gm") return !viewer.isGM;
  const kind: RequestKind = control === "apply" && card.undone > 0 ? "reapply" : control;
  const allowed = mayAsk(kind, cardRoles(card, viewer, luckyActor));
  return control === "cardLucky" ? allowed && !!luckyActor && viewer.luckyReady(luckyActor) : allowed;
}

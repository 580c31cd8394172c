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
  "void",
  "cardLucky",
] as const satisfies readonly (RequestKind | "not-gm")[];
type Control = (typeof VISIBILITY_ROLES)[number];

function isControl(value: string | undefined): value is Control {
  return (VISIBILITY_ROLES as readonly (string | undefined)[]).includes(value);
}

/** The request a control asks for: Apply is "reapply" after an undo, "applyWhileLucky" while `luckyActor`'s Lucky is ready. */
function controlKind(viewer: Viewer, control: Exclude<Control, "not-gm">, undone: number, luckyActor?: string): RequestKind {
  if (control !== "apply") return control;
  if (undone > 0) return "reapply";
  return luckyActor && viewer.luckyReady(luckyActor) ? "applyWhileLucky" : "apply";
}

/**
 * Whether `viewer` sees a control marked `data-visible-to="control"`. `luckyActor` is Lucky's
 * roller, and on Apply the target whose defence roll may still be rerolled (its Lucky, read on
 * this client, decides whether the hit waits for the defender).
 */
export function mayUse(
  viewer: Viewer,
  control: string | undefined,
  card: Pick<AttackCard, "requesterId" | "attacker" | "target" | "undone">,
  luckyActor?: string,
): boolean {
  if (control === undefined) return true;
  if (!isControl(control)) return false;
  if (control === "not-gm") return !viewer.isGM;
  const kind = controlKind(viewer, control, card.undone, luckyActor);
  const allowed = mayAsk(kind, cardRoles(card, viewer, luckyActor));
  return control === "cardLucky" ? allowed && !!luckyActor && viewer.luckyReady(luckyActor) : allowed;
}

/** Whether the card's next step names `viewer` ("Your turn"), by its side (next-step.ts's Turn). */
export function isTurnOf(
  viewer: Viewer,
  who: string | undefined,
  card: Pick<AttackCard, "requesterId" | "attacker" | "target">,
): boolean {
  if (who === "gm") return viewer.isGM;
  if (who !== "attackerSide" && who !== "targetOwner") return false;
  // A GM owns every actor; the side's player is the one named, the GM acts unnamed.
  return !viewer.isGM && cardRoles(card, viewer)[who] === true;
}

/** The little of the DOM the filter uses (a browser's elements and happy-dom's alike). */
interface CardElement {
  getAttribute(name: string): string | null;
  remove(): void;
}
interface CardRoot {
  querySelectorAll(selector: string): ArrayLike<CardElement>;
}

/**
 * The card as `viewer` sees it, done to the rendered card on every client: the controls the viewer
 * may not use are removed, of the lines gated on a defender's Lucky the ones that fit it are kept,
 * and of the two status lines the one for this viewer is kept ("Your turn" for who the card names,
 * "Waiting for …" for everyone else).
 */
export function showCardTo(
  root: CardRoot,
  viewer: Viewer,
  card: Pick<AttackCard, "requesterId" | "attacker" | "target" | "undone">,
): void {
  // Gated on a defender's Lucky: "if" kept while that actor's Lucky is ready as this client reads it, "unless" once it is not.
  for (const el of Array.from(root.querySelectorAll("[data-lucky-gate]"))) {
    const actor = el.getAttribute("data-lucky-of");
    if ((el.getAttribute("data-lucky-gate") === "if") !== (!!actor && viewer.luckyReady(actor))) el.remove();
  }
  for (const el of Array.from(root.querySelectorAll("[data-visible-to]"))) {
    const control = el.getAttribute("data-visible-to") ?? undefined;
    if (!mayUse(viewer, control, card, el.getAttribute("data-lucky-actor") ?? undefined)) el.remove();
  }
  for (const el of Array.from(root.querySelectorAll("[data-turn]")))
    if (!isTurnOf(viewer, el.getAttribute("data-turn") ?? undefined, card)) el.remove();
  for (const el of Array.from(root.querySelectorAll("[data-wait]")))
    if (isTurnOf(viewer, el.getAttribute("data-wait") ?? undefined, card)) el.remove();
}

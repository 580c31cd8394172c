/**
 * The attack card as each user sees it. src/play/chat.ts removes, on every client, the controls
 * marked `data-visible-to` that the pure `mayUse` (src/play/attack/visibility.ts) refuses to that
 * client's user; this does the same with the same function, on the rendered card, for the fixture
 * world's four users: the GM, Aldric's player (who attacked), the brigand's player, and an
 * onlooker who owns neither. Aldric has Lucky unused; the brigand has not. Node side (happy-dom).
 */
import { Window } from "happy-dom";
import type { AttackCard } from "../../src/play/attack/state";
import { showCardTo, type Viewer } from "../../src/play/attack/visibility";
import { showTurnLine } from "../../src/play/card-turn";
import { ATTACKER_UUID, TARGET_UUID, USERS, attackCardHtml, type FixtureSides } from "./play-fixtures";
import type { Renderer } from "./core";

export const VIEWER_KEYS = ["gm", "attacker", "target", "onlooker"] as const;
export type ViewerKey = (typeof VIEWER_KEYS)[number];

/**
 * A fixture user as a card viewer: the GM owns every actor (as in Foundry), each player their own
 * character. With `targetLucky`, the brigand has Lucky unused too (its defence may still be rerolled).
 */
export function fixtureViewer(key: ViewerKey, targetLucky = false, npcTarget = false): Viewer {
  const id = USERS[key];
  const owned =
    key === "gm"
      ? [ATTACKER_UUID, TARGET_UUID]
      : key === "attacker"
        ? [ATTACKER_UUID]
        : key === "target" && !npcTarget
          ? [TARGET_UUID]
          : [];
  return {
    id,
    isGM: key === "gm",
    owns: (uuid) => owned.includes(uuid),
    luckyReady: (uuid) => uuid === ATTACKER_UUID || (targetLucky && uuid === TARGET_UUID),
  };
}

/** The card's HTML as `viewer` sees it in the chat log (`sides`: whether a player stands on each side). */
export function attackCardHtmlFor(
  r: Renderer,
  card: AttackCard,
  viewer: ViewerKey,
  targetLucky = false,
  sides?: FixtureSides,
): string {
  const window = new Window();
  try {
    const holder = window.document.createElement("div");
    holder.innerHTML = attackCardHtml(r, card, sides);
    // What chat.ts's wiring does to a rendered card for this viewer (the same pure function).
    showCardTo(holder, fixtureViewer(viewer, targetLucky, sides?.targetPlayer === false), card);
    return holder.innerHTML;
  } finally {
    void window.happyDOM.close();
  }
}

/**
 * A card that waits for one side (a raise request, a treatment offer) as a user sees it: what the
 * render hooks do on every client (raises/chat.ts, healing/chat.ts) — one turn line kept, and the
 * answers (`actions`, a selector) removed for a user who does not decide.
 */
export function waitingCardHtmlFor(html: string, decides: boolean, actions: string): string {
  const window = new Window();
  try {
    const holder = window.document.createElement("div");
    holder.innerHTML = html;
    showTurnLine(holder, decides);
    if (!decides) holder.querySelector(actions)?.remove();
    return holder.innerHTML;
  } finally {
    void window.happyDOM.close();
  }
}

/**
 * The cards with a line per character who must roll (an opposed action's observers, a check the GM
 * asks for), as each viewer sees them (issue 27, item 7): the status line worded for the viewer —
 * "Your turn: roll Awareness for Guard and Bandit" for whom the card names (a character's player;
 * the GM for a character no player owns), "Waiting for Mirelle's player and the GM" for everyone
 * else — and the controls the viewer may not use removed (each feature asks the one policy table,
 * policy.ts, which ones). The same on every client and in the screenshot harness (happy-dom). Pure.
 */
import { type Localizer } from "../../i18n/format";
import { nameList } from "../../i18n/list";
import { namedForSide } from "../card-turn";

/** A user looking at a card, as their own client sees them. */
export interface CardViewer {
  id: string;
  isGM: boolean;
  owns(actorUuid: string): boolean;
}

/**
 * A viewer of a card that offers Lucky on its rolls (an opposed action): a character's Lucky as this
 * client reads it — the talent and the last use, the latest of its marks and the GM's record (null:
 * no such actor) — and server time, for gm/lucky-reroll.ts's `luckyRefusal`, which the GM's client asks again.
 */
export interface LuckyViewer extends CardViewer {
  lucky(actorUuid: string): { hasLucky: boolean; lastUsed: number | null } | null;
  now(): number;
}

/** A character the card waits for. */
export interface PendingRoller {
  name: string;
  actorUuid: string;
}

export interface TurnStatus {
  /** The viewer is named: "Your turn". */
  turn: boolean;
  text: string;
}

/**
 * The status line for `viewer` while `pending` are still to roll `trait` (null once none are): the
 * viewer's turn for those it is named for — its own characters, or as a GM those no player owns
 * (../card-turn.ts `namedForSide`, the rule the raise and treatment cards name their side by).
 */
export function turnStatus(
  pending: readonly PendingRoller[],
  trait: string,
  viewer: CardViewer,
  playerOwned: (actorUuid: string) => boolean,
  i18n: Localizer,
): TurnStatus | null {
  if (pending.length === 0) return null;
  const named = (uuid: string) => namedForSide({ gm: viewer.isGM, owner: viewer.owns(uuid) }, playerOwned(uuid));
  const mine = pending.filter((p) => named(p.actorUuid));
  // Two names read well; more are counted (each one's line has its own Roll button).
  if (mine.length > 2) return { turn: true, text: i18n.format("HARNFUDGE.Lines.TurnMany", { trait, n: String(mine.length) }) };
  if (mine.length > 0) {
    const names = nameList(
      mine.map((p) => p.name),
      i18n,
    );
    return { turn: true, text: i18n.format("HARNFUDGE.Lines.Turn", { trait, names }) };
  }
  const players = pending
    .filter((p) => playerOwned(p.actorUuid))
    .map((p) => i18n.format("HARNFUDGE.Lines.PlayerOf", { name: p.name }));
  const who = pending.some((p) => !playerOwned(p.actorUuid)) ? [...players, i18n.localize("HARNFUDGE.Lines.TheGM")] : players;
  return { turn: false, text: i18n.format("HARNFUDGE.Lines.WaitFor", { who: nameList(who, i18n) }) };
}

/** The little of the DOM this needs (a browser's elements and happy-dom's alike). */
export interface CardElement {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
  textContent: string | null;
  className: string;
  querySelector(selector: string): CardElement | null;
}
export interface CardRoot {
  querySelectorAll(selector: string): ArrayLike<CardElement>;
  querySelector(selector: string): CardElement | null;
}

/**
 * Done to a rendered card on every client: each control (`data-visible-to`, on the side of
 * `data-actor` or `data-lucky-actor`; the element itself for what else it names) `mayUse` refuses is removed, the status line says `status`,
 * and the card (`selector`) is marked shown (until then its controls and status are not drawn).
 */
export function showLinesTo(
  root: CardRoot,
  selector: string,
  status: TurnStatus | null,
  mayUse: (control: string | null, actorUuid: string | null, el: CardElement) => boolean,
): void {
  for (const el of Array.from(root.querySelectorAll("[data-visible-to]"))) {
    const actor = el.getAttribute("data-actor") ?? el.getAttribute("data-lucky-actor");
    if (!mayUse(el.getAttribute("data-visible-to"), actor, el)) el.remove();
  }
  const line = root.querySelector("[data-card-status]");
  if (line && status) {
    const text = line.querySelector("[data-card-status-text]");
    if (text) text.textContent = status.text;
    if (status.turn) {
      // The viewer's turn: the line every card draws for it (.card-turn, data-card-turn: _chat-parts.scss).
      line.className = "card-status card-turn";
      line.removeAttribute("data-card-wait");
      line.setAttribute("data-card-turn", "");
      line.querySelector("[data-card-turn-label]")?.removeAttribute("hidden");
      const icon = line.querySelector("i");
      if (icon) icon.className = "fa-solid fa-hand-point-right";
    }
  }
  root.querySelector(selector)?.setAttribute("data-shown", "");
}

/**
 * The contest card as each viewer sees it (issue 27, item 7): the controls the viewer may use kept
 * (the Roll button of an observer: `contestRoll`; Lucky on a side: `cardLucky` with the talent ready —
 * both read from the one policy table, ../gm/policy.ts), the rest removed; and the status line
 * worded for the viewer: "Your turn: roll Awareness for Guard and Bandit" for who is named (an
 * observer's player; the GM for an observer no player owns), "Waiting for Mirelle's player and the
 * GM" for everyone else. The same on every client and in the screenshot harness (happy-dom). Pure.
 */
import { mayAsk } from "../gm/policy";
import type { Localizer } from "../../i18n/format";
import { nameList, traitLabel } from "./card";
import type { ContestCard } from "./state";

/** A user looking at a card, as their own client sees them. */
export interface ContestViewer {
  id: string;
  isGM: boolean;
  owns(actorUuid: string): boolean;
  /** The character has Lucky and may use it now (the GM's client checks again). */
  luckyReady(actorUuid: string): boolean;
}

/** Whether `viewer` may use a card control on the side of `actorUuid` (the one table decides). */
export function mayUseContestControl(viewer: ContestViewer, control: string | null, actorUuid: string | null): boolean {
  if (!actorUuid) return false;
  const owns = viewer.owns(actorUuid);
  if (control === "contestRoll") return mayAsk("contestRoll", { gm: viewer.isGM, sideBOwner: owns });
  if (control === "cardLucky") return mayAsk("cardLucky", { gm: viewer.isGM, rollerOwner: owns }) && viewer.luckyReady(actorUuid);
  return false;
}

export interface ContestStatus {
  /** The viewer is named: "Your turn". */
  turn: boolean;
  text: string;
}

/**
 * The status line for `viewer` while observers are still to roll (null once all have): the
 * viewer's turn for the observers it is named for — its own, or as the GM those no player owns.
 */
export function contestStatus(
  card: ContestCard,
  viewer: ContestViewer,
  playerOwned: (actorUuid: string) => boolean,
  i18n: Localizer,
): ContestStatus | null {
  const pending = card.observers.filter((o) => o.roll === null);
  const first = pending[0];
  if (!first) return null;
  const named = (uuid: string) => (playerOwned(uuid) ? !viewer.isGM && viewer.owns(uuid) : viewer.isGM);
  const mine = pending.filter((o) => named(o.actorUuid));
  const trait = traitLabel(first, i18n);
  // Two names read well; more are counted (each one's line has its own Roll button).
  if (mine.length > 2) return { turn: true, text: i18n.format("HARNFUDGE.Contest.TurnMany", { trait, n: String(mine.length) }) };
  if (mine.length > 0)
    return {
      turn: true,
      text: i18n.format("HARNFUDGE.Contest.Turn", {
        trait,
        names: nameList(
          mine.map((o) => o.name),
          i18n,
        ),
      }),
    };
  const players = pending
    .filter((o) => playerOwned(o.actorUuid))
    .map((o) => i18n.format("HARNFUDGE.Contest.PlayerOf", { name: o.name }));
  const who = pending.some((o) => !playerOwned(o.actorUuid)) ? [...players, i18n.localize("HARNFUDGE.Contest.TheGM")] : players;
  return { turn: false, text: i18n.format("HARNFUDGE.Contest.WaitFor", { who: nameList(who, i18n) }) };
}

/** The little of the DOM this needs (a browser's elements and happy-dom's alike). */
export interface ContestElement {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
  textContent: string | null;
  className: string;
  querySelector(selector: string): ContestElement | null;
}
export interface ContestRoot {
  querySelectorAll(selector: string): ArrayLike<ContestElement>;
  querySelector(selector: string): ContestElement | null;
}

/**
 * Done to the rendered card on every client: the controls `viewer` may not use are removed, the
 * status line is worded for the viewer, and the card is marked shown (until then its controls and
 * status are not drawn: _contest.scss).
 */
export function showContestTo(
  root: ContestRoot,
  card: ContestCard,
  viewer: ContestViewer,
  playerOwned: (actorUuid: string) => boolean,
  i18n: Localizer,
): void {
  const actorOf = (el: ContestElement) => el.getAttribute("data-actor") ?? el.getAttribute("data-lucky-actor");
  for (const el of Array.from(root.querySelectorAll("[data-visible-to]")))
    if (!mayUseContestControl(viewer, el.getAttribute("data-visible-to"), actorOf(el))) el.remove();
  const line = root.querySelector("[data-contest-status]");
  const status = contestStatus(card, viewer, playerOwned, i18n);
  if (line && status) {
    const text = line.querySelector("[data-contest-status-text]");
    if (text) text.textContent = status.text;
    if (status.turn) {
      line.className = "contest-card__status contest-card__status--turn";
      line.querySelector("[data-contest-turn-label]")?.removeAttribute("hidden");
      const icon = line.querySelector("i");
      if (icon) icon.className = "fa-solid fa-hand-point-right";
    }
  }
  root.querySelector(".contest-card")?.setAttribute("data-shown", "");
}

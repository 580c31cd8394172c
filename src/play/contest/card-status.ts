/**
 * The contest card as each viewer sees it (issue 27, item 7): the controls the viewer may use kept
 * — an observer's Roll button (`contestRoll` in the one policy table, ../gm/policy.ts), Lucky on a
 * side (gm/lucky-reroll.ts's `luckyRefusal`, the check the GM's client makes again: the `gmLucky` row,
 * the talent, the hour, a roll not rerolled that went badly as the card shows it) — the rest
 * removed; and the status line worded for the viewer (../services/card-turn.ts). The same on every
 * client and in the screenshot harness (happy-dom). Pure.
 */
import { mayAsk } from "../gm/policy";
import {
  showLinesTo,
  turnStatus,
  type CardElement,
  type CardRoot,
  type LuckyViewer,
  type TurnStatus,
} from "../services/card-turn";
import { luckyRefusal, type LuckyRerollPorts } from "../gm/lucky-reroll";
import type { Localizer } from "../../i18n/format";
import { traitLabel } from "./card";
import { contestSideOf, sideWentBadly, type ContestCard, type ContestSide } from "./state";

export type ContestViewer = LuckyViewer;

/** gm/lucky-reroll.ts's ports as `viewer`'s client reads the world (for `viewer` itself). */
function viewerPorts(viewer: ContestViewer): LuckyRerollPorts {
  return {
    isGM: (id) => id === viewer.id && viewer.isGM,
    isOwner: (id, uuid) => id === viewer.id && viewer.owns(uuid),
    lucky: (uuid) => viewer.lucky(uuid),
    now: () => viewer.now(),
  };
}

/** Whether `viewer` may reroll `side`'s roll with Lucky now (as the GM's client will decide it). */
export function mayUseContestLucky(viewer: ContestViewer, card: ContestCard, side: ContestSide): boolean {
  const state = contestSideOf(card, side);
  if (!state?.roll) return false;
  const roll = { actorUuid: state.actorUuid, lucky: state.roll.lucky, wentBadly: sideWentBadly(card, side) };
  return luckyRefusal(roll, viewer.id, viewerPorts(viewer)) === null;
}

/** The side a Lucky control names (`data-side`: "a", or an observer's index). */
function sideOfControl(el: Pick<CardElement, "getAttribute">): ContestSide | null {
  const side = el.getAttribute("data-side");
  if (side === "a") return "a";
  return side !== null && /^\d+$/.test(side) ? Number(side) : null;
}

/** Whether `viewer` may use a card control (the one table decides; Lucky as gm/lucky-reroll.ts decides it). */
export function mayUseContestControl(
  viewer: ContestViewer,
  card: ContestCard,
  control: string | null,
  actorUuid: string | null,
  el?: Pick<CardElement, "getAttribute">,
): boolean {
  if (!actorUuid) return false;
  if (control === "contestRoll") return mayAsk("contestRoll", { gm: viewer.isGM, sideBOwner: viewer.owns(actorUuid) });
  if (control !== "gmLucky" || !el) return false;
  const side = sideOfControl(el);
  return side !== null && contestSideOf(card, side)?.actorUuid === actorUuid && mayUseContestLucky(viewer, card, side);
}

/** The status line for `viewer` while observers are still to roll (null once all have). */
export function contestStatus(
  card: ContestCard,
  viewer: ContestViewer,
  playerOwned: (actorUuid: string) => boolean,
  i18n: Localizer,
): TurnStatus | null {
  const pending = card.observers.filter((o) => o.roll === null);
  const first = pending[0];
  return first ? turnStatus(pending, traitLabel(first, i18n), viewer, playerOwned, i18n) : null;
}

/** Done to the rendered card on every client: its controls and status line for `viewer`. */
export function showContestTo(
  root: CardRoot,
  card: ContestCard,
  viewer: ContestViewer,
  playerOwned: (actorUuid: string) => boolean,
  i18n: Localizer,
): void {
  showLinesTo(root, ".contest-card", contestStatus(card, viewer, playerOwned, i18n), (control, actor, el) =>
    mayUseContestControl(viewer, card, control, actor, el),
  );
}

/**
 * The contest card as each viewer sees it (issue 27, item 7): the controls the viewer may use kept
 * (the Roll button of an observer: `contestRoll`; Lucky on a side: `cardLucky` with the talent ready —
 * both read from the one policy table, ../gm/policy.ts), the rest removed; and the status line
 * worded for the viewer (../gm/card-turn.ts). The same on every client and in the screenshot
 * harness (happy-dom). Pure.
 */
import { mayAsk } from "../gm/policy";
import { showLinesTo, turnStatus, type CardRoot, type CardViewer, type TurnStatus } from "../gm/card-turn";
import type { Localizer } from "../../i18n/format";
import { traitLabel } from "./card";
import type { ContestCard } from "./state";

export type ContestViewer = CardViewer;

/** Whether `viewer` may use a card control on the side of `actorUuid` (the one table decides). */
export function mayUseContestControl(viewer: ContestViewer, control: string | null, actorUuid: string | null): boolean {
  if (!actorUuid) return false;
  const owns = viewer.owns(actorUuid);
  if (control === "contestRoll") return mayAsk("contestRoll", { gm: viewer.isGM, sideBOwner: owns });
  if (control === "cardLucky") return mayAsk("cardLucky", { gm: viewer.isGM, rollerOwner: owns }) && viewer.luckyReady(actorUuid);
  return false;
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
  showLinesTo(root, ".contest-card", contestStatus(card, viewer, playerOwned, i18n), (control, actor) =>
    mayUseContestControl(viewer, control, actor),
  );
}

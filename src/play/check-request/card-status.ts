/**
 * The request card as each viewer sees it (issue 27, item 7): a character's Roll button kept for who
 * may roll it (`checkRoll` in the one policy table, ../gm/policy.ts: the character's owner or a GM),
 * and the status line worded for the viewer (../services/card-turn.ts). The same on every client and in
 * the screenshot harness (happy-dom). Pure.
 */
import { mayAsk } from "../gm/policy";
import { showLinesTo, turnStatus, type CardRoot, type CardViewer, type TurnStatus } from "../services/card-turn";
import { traitName } from "../../rolls/trait-options";
import type { Localizer } from "../../i18n/format";
import type { CheckRequestCard } from "./state";

/** Whether `viewer` may roll the row of `actorUuid` (the one table decides). */
export function mayRollCheck(viewer: CardViewer, control: string | null, actorUuid: string | null): boolean {
  return (
    control === "checkRoll" && !!actorUuid && mayAsk("checkRoll", { gm: viewer.isGM, characterOwner: viewer.owns(actorUuid) })
  );
}

/** The status line for `viewer` while characters are still to roll (null once all have). */
export function checkStatus(
  card: CheckRequestCard,
  viewer: CardViewer,
  playerOwned: (actorUuid: string) => boolean,
  i18n: Localizer,
): TurnStatus | null {
  const pending = card.rows.filter((r) => r.roll === null);
  return turnStatus(pending, traitName(card.trait, i18n), viewer, playerOwned, i18n);
}

/** Done to the rendered request card on every client: its Roll buttons and status line for `viewer`. */
export function showCheckTo(
  root: CardRoot,
  card: CheckRequestCard,
  viewer: CardViewer,
  playerOwned: (actorUuid: string) => boolean,
  i18n: Localizer,
): void {
  showLinesTo(root, ".check-request-card", checkStatus(card, viewer, playerOwned, i18n), (control, actor) =>
    mayRollCheck(viewer, control, actor),
  );
}

/**
 * The raise request card's context (templates/chat/raise.hbs): who asks to raise what, from which
 * level to which, for how many EP, the EP balance before and after (an EP debt named, rules 1.4),
 * and what the GM decided. Every name reaches the template as text (escaped there). Pure: the
 * localizer is passed in, so the tests and the screenshot harness render the same context.
 */
import { ladderWord, signed, type Localizer } from "../../i18n/format";
import type { RaiseCardStatus } from "./decide";
import { cardResult } from "../../rolls/card-parts";

export interface RaiseCardInput {
  actorName: string;
  /** The trait's name ("Sword", "Language (Jarinese)", "Strength"). */
  trait: string;
  from: number | null;
  to: number;
  cost: number;
  /** EP balance now and after the raise; null when not shown (a decided card). */
  balance: { now: number; after: number } | null;
  status: RaiseCardStatus;
  /** The GM who decided, by name. */
  decidedBy: string | null;
}

export function raiseCardContext(input: RaiseCardInput, i18n: Localizer) {
  const levels = { to: ladderWord(input.to, i18n), cost: String(input.cost), actor: input.actorName, trait: input.trait };
  const ask =
    input.from === null
      ? i18n.format("HARNFUDGE.RaiseRequest.AsksLearn", levels)
      : i18n.format("HARNFUDGE.RaiseRequest.Asks", { ...levels, from: ladderWord(input.from, i18n) });
  const balance = input.balance
    ? i18n.format("HARNFUDGE.RaiseRequest.Balance", { now: signed(input.balance.now), after: signed(input.balance.after) })
    : "";
  // The debt in a short line; the rule's whole wording behind its tooltip.
  const owed = input.balance && input.balance.after < 0 ? String(-input.balance.after) : null;
  const debt = owed
    ? {
        line: i18n.format("HARNFUDGE.RaiseRequest.DebtShort", { owed }),
        full: i18n.format("HARNFUDGE.RaiseRequest.Debt", { owed }),
      }
    : null;
  const gm = input.decidedBy ?? i18n.localize("HARNFUDGE.RaiseRequest.TheGM");
  const statusText =
    input.status === "pending"
      ? i18n.localize("HARNFUDGE.RaiseRequest.Pending")
      : input.status === "accepted"
        ? i18n.format("HARNFUDGE.RaiseRequest.Accepted", { gm, trait: input.trait, to: levels.to })
        : i18n.format("HARNFUDGE.RaiseRequest.Declined", { gm });
  return {
    status: input.status,
    pending: input.status === "pending",
    ask,
    balance,
    debt,
    statusText,
    /** The GM's line while it waits (card-turn.hbs); everyone else reads statusText. */
    turn: i18n.format("HARNFUDGE.RaiseRequest.Turn", { actor: input.actorName, trait: input.trait }),
    icon: input.status === "accepted" ? "fa-circle-check" : input.status === "declined" ? "fa-circle-xmark" : "fa-hand",
    /** The GM's decision as every card's result line shows it (card-result.hbs); none while it waits. */
    result:
      input.status === "pending"
        ? null
        : input.status === "accepted"
          ? cardResult("good", statusText, { icon: "fa-circle-check" })
          : cardResult("bad", statusText, { icon: "fa-circle-xmark" }),
  };
}

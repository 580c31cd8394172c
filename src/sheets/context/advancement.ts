/**
 * Raise buttons (rules 1.4): what raising a trait one level costs now and every reason the rules
 * core refuses it (already raised this session, not used since the last raise, not enough EP,
 * already Superb).
 */
import { checkRaise, raiseTargetKey, type TraitKind } from "../../rules";
import type { AdvancementData } from "./types";
import { formatData, localNumber, type Localizer } from "../../i18n/format";

export interface RaiseContext {
  epBalance: number;
  /** The current session number, or null when the world has no such setting (then "this session" never matches). */
  sessionNumber: number | null;
  allowDebt: boolean;
  /** Raises by this user need the GM's approval (world setting, rules 1.4): the button asks instead of raising. */
  approval?: boolean;
}

export interface RaiseView {
  allowed: boolean;
  cost: number | null;
  /** The level reached, as a localization key; null at Superb. */
  targetKey: string | null;
  /** Every reason it is refused, localized, joined for a tooltip. */
  reason: string;
  tooltip: string;
  /** The button asks the GM (approval on, and the rules allow asking) instead of raising. */
  asks: boolean;
}

export function raiseView(
  kind: TraitKind,
  from: number | null,
  advancement: AdvancementData,
  ctx: RaiseContext,
  i18n: Localizer,
): RaiseView {
  const raisedThisSession = ctx.sessionNumber !== null && advancement.raisedInSession === ctx.sessionNumber;
  const check = checkRaise({
    kind,
    from,
    epBalance: ctx.epBalance,
    raisedThisSession,
    usedSinceLastRaise: advancement.used,
    // A request leaves going into debt to the GM (rules 1.4: "if the GM deems it appropriate").
    allowDebt: ctx.allowDebt || ctx.approval === true,
  });
  const reason = check.problems.map((p) => i18n.format(p.code, formatData(p.data, i18n))).join(" ");
  const targetKey = check.to === null ? null : raiseTargetKey(from);
  const asks = ctx.approval === true && check.allowed;
  const tooltipKey = asks ? "HARNFUDGE.RaiseRequest.AskTooltip" : "HARNFUDGE.Sheet.Raise.Tooltip";
  const tooltip = check.allowed
    ? i18n.format(tooltipKey, { cost: localNumber(check.cost ?? 0, i18n), level: targetKey ? i18n.localize(targetKey) : "" })
    : reason;
  return { allowed: check.allowed, cost: check.cost, targetKey, reason, tooltip, asks };
}

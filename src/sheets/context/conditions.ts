/**
 * The actor's conditions (its status effects, rules 3.4.1, 3.4.6) as chips in the sheet's header,
 * each with the rounds it has left in the running combat. The names and icons come from the
 * dashboard's own list (apps/dashboard/context.ts `conditionViews`); the rounds from the effect's
 * start and length (src/play/gm/status.ts writes them). Pure.
 */
import { conditionViews, type StatusInput } from "../../apps/dashboard/context";
import { counted } from "../../i18n/format";
import type { Localizer } from "../../i18n/format";

export type { StatusInput } from "../../apps/dashboard/context";

/** A timed effect's start and length, and the combat it started in (the compat layer reads them). */
export interface ConditionTimingInput {
  status: string;
  combatId: string | null;
  startRound: number | null;
  rounds: number | null;
}

/** What the sheet needs to draw the chips: the statuses, the known status effects, the timings, the combat now. */
export interface ConditionsInput {
  statuses: readonly string[];
  known: readonly StatusInput[];
  timings: readonly ConditionTimingInput[];
  combat: { id: string; round: number } | null;
}

export interface ConditionChipView {
  id: string;
  label: string;
  img: string;
  /** Rounds left in this combat; null when it lasts until the track or the GM ends it. */
  roundsLeft: number | null;
  /** "1 round left", "" when untimed. */
  roundsText: string;
  /** The chip's tooltip: "Very Stunned: 2 rounds left". */
  tooltip: string;
}

/**
 * Rounds a timed condition has left: it ends at its start round plus its rounds (at the turn it
 * started on), so in that last round it still counts one. Null when untimed or from another combat.
 */
export function roundsLeft(timing: ConditionTimingInput, combat: ConditionsInput["combat"]): number | null {
  if (timing.rounds === null || timing.startRound === null || !combat || timing.combatId !== combat.id) return null;
  return Math.max(1, timing.startRound + timing.rounds - combat.round);
}

export function conditionChips(input: ConditionsInput | undefined, i18n: Localizer): ConditionChipView[] {
  if (!input) return [];
  return conditionViews(input.statuses, input.known).map((status) => {
    const lefts = input.timings
      .filter((t) => t.status === status.id)
      .map((t) => roundsLeft(t, input.combat))
      .filter((n): n is number => n !== null);
    const left = lefts.length ? Math.max(...lefts) : null;
    const roundsText = left === null ? "" : counted("HARNFUDGE.SheetPlay.Conditions.RoundsLeft", left, i18n);
    return {
      ...status,
      roundsLeft: left,
      roundsText,
      tooltip: roundsText ? `${status.label}: ${roundsText}` : status.label,
    };
  });
}

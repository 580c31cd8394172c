/**
 * The actor's conditions (its status effects, rules 3.4.1, 3.4.6) as chips in the sheet's header,
 * each with the rounds it has left in the running combat, and a knockout's ten minutes and Near
 * Death's hour with the world time they have left (Near Death treated: the hour stops). The names
 * and icons come from the dashboard's own list (apps/dashboard/context.ts `conditionViews`); the
 * rounds from the effect's start and length (src/play/services/status.ts writes them), the world time
 * from the start the GM's timers wrote on the effect (play/timers). Pure.
 */
import { conditionViews, type StatusInput } from "../../apps/dashboard/context";
import { worldTimeLeft } from "./time-left";

export { worldTimeLeft } from "./time-left";
import { counted } from "../../i18n/format";
import type { Localizer } from "../../i18n/format";

export type { StatusInput } from "../../apps/dashboard/context";

/** A timed effect's start and length, and the combat it started in (the compat layer reads them). */
export interface ConditionTimingInput {
  status: string;
  combatId: string | null;
  startRound: number | null;
  rounds: number | null;
  /** The world time (seconds) a knockout or Near Death began, as the GM's timers wrote it; null before. */
  since?: number | null;
}

/** What the sheet needs to draw the chips: the statuses, the known status effects, the timings, the combat now. */
export interface ConditionsInput {
  statuses: readonly string[];
  known: readonly StatusInput[];
  timings: readonly ConditionTimingInput[];
  combat: { id: string; round: number } | null;
  /** The world's time now, and whether the Near Death wound has had help (rules 3.4.1). */
  clock?: { now: number; nearDeathHelped: boolean };
}

export interface ConditionChipView {
  id: string;
  label: string;
  img: string;
  /** Rounds left in this combat; null when it lasts until the track or the GM ends it. */
  roundsLeft: number | null;
  /** "1 round left", "9 min left", "treated", "" when untimed. */
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

function timeText(status: string, input: ConditionsInput, i18n: Localizer): string {
  const lefts = input.timings
    .filter((t) => t.status === status)
    .map((t) => roundsLeft(t, input.combat))
    .filter((n): n is number => n !== null);
  if (lefts.length) return counted("HARNFUDGE.SheetPlay.Conditions.RoundsLeft", Math.max(...lefts), i18n);
  const world = worldTimeLeft(status, input.timings, input.clock);
  if (world === "helped") return i18n.localize("HARNFUDGE.SheetPlay.Conditions.Helped");
  return world === null ? "" : counted("HARNFUDGE.SheetPlay.Conditions.MinutesLeft", world, i18n);
}

export function conditionChips(input: ConditionsInput | undefined, i18n: Localizer): ConditionChipView[] {
  if (!input) return [];
  return conditionViews(input.statuses, input.known).map((status) => {
    const lefts = input.timings
      .filter((t) => t.status === status.id)
      .map((t) => roundsLeft(t, input.combat))
      .filter((n): n is number => n !== null);
    const roundsText = timeText(status.id, input, i18n);
    return {
      ...status,
      roundsLeft: lefts.length ? Math.max(...lefts) : null,
      roundsText,
      tooltip: roundsText ? `${status.label}: ${roundsText}` : status.label,
    };
  });
}

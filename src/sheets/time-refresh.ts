/**
 * Quiet sheets (issue 25): when world time moves, an open actor sheet re-renders only when what it
 * shows of time has changed (context/time-shown.ts): its pending days of rest, a knockout's or Near
 * Death's minutes left. Every other sheet, and the text being typed in it, stays as it is.
 */
import { isPlayable } from "../documents/guards";
import { nearDeathHelped } from "../rules/timed-conditions";
import { restedUntilOf, secondsPerDay } from "../play/healing";
import { timeShown, type TimeShownInput } from "./context/time-shown";

function timeInput(actor: Actor.Implementation): TimeShownInput | null {
  if (!isPlayable(actor)) return null;
  const restOn = game.settings.get("harnfudge", "restClock");
  return {
    restMark: restOn ? restedUntilOf(actor) : null,
    secondsPerDay: secondsPerDay(),
    timings: actor.effects.contents.flatMap((effect) => {
      const since = effect.getFlag("harnfudge", "since");
      const status = [...effect.statuses].find((s) => s === "knockedOut" || s === "nearDeath");
      return status ? [{ status, since: typeof since === "number" ? since : null }] : [];
    }),
    statuses: [...actor.statuses],
    nearDeathHelped: nearDeathHelped(actor.system.wounds),
  };
}

/** Re-renders the open actor sheets whose time-dependent values differ at `worldTime` from before the advance. */
export function refreshTimedSheets(worldTime: number, delta: number): void {
  for (const app of foundry.applications.instances.values()) {
    if (!(app instanceof foundry.applications.sheets.ActorSheetV2) || !app.rendered) continue;
    const input = timeInput(app.document);
    if (input && timeShown(input, worldTime) !== timeShown(input, worldTime - delta)) void app.render();
  }
}

/**
 * Whether a click rolls at once or opens the roll dialog (issue 27, item 4): the user's own
 * setting "Roll without dialogs", turned around by Shift (skip-dialog-rule.ts). Read on every roll,
 * so a change applies at once.
 */
import { SKIP_DIALOGS_SETTING, skipDialogFor } from "./skip-dialog-rule";

function shiftHeld(event: Event | null | undefined): boolean {
  return !!event && "shiftKey" in event && event.shiftKey === true;
}

/** This user's "Roll without dialogs" (false before the settings are registered). */
export function rollsWithoutDialogs(): boolean {
  return game.settings.settings.has(`harnfudge.${SKIP_DIALOGS_SETTING}`) && game.settings.get("harnfudge", SKIP_DIALOGS_SETTING);
}

/** Whether this click (its Shift key) skips the dialog for this user. */
export function skipsDialog(event: Event | null | undefined): boolean {
  return skipDialogFor(rollsWithoutDialogs(), shiftHeld(event));
}

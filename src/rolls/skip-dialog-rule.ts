/**
 * "Roll without dialogs" (issue 27, item 4), the rule alone: the user's setting (off: a click opens
 * the roll dialog), turned around by Shift for one click, as PF2e's "show check dialogs" is. Pure;
 * skip-dialog.ts reads the setting and the click.
 */

/** The user setting's key (registered in play/settings.ts, scope "user"). */
export const SKIP_DIALOGS_SETTING = "skipDialogs";

export function skipDialogFor(withoutDialogs: boolean, shift: boolean): boolean {
  return withoutDialogs !== shift;
}

/**
 * The face of the checks the GM asks for, for the dashboard, sheets and the API: each loads the
 * feature's code on first use.
 */
import type { AskPreset } from "./dialog-context";

export type { AskPreset };

/** Opens the GM's "Ask for a check" dialog (a preset fills it in); resolves to whether a card was posted. */
export async function askForCheck(preset: AskPreset = {}): Promise<boolean> {
  return (await import("./client")).askForCheck(preset);
}

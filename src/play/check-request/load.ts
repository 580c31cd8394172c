/**
 * What the face (index.ts) of the checks the GM asks for loads on first use, kept apart from the
 * face so that the face only re-exports.
 */
import type { AskPreset } from "./dialog-context";

/** Opens the GM's "Ask for a check" dialog (a preset fills it in); resolves to whether a card was posted. */
export async function askForCheck(preset: AskPreset = {}): Promise<boolean> {
  return (await import("./client")).askForCheck(preset);
}

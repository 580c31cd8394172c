/**
 * The face of the checks the GM asks for, for the dashboard, sheets, the API and the chat hub (the
 * request card's controls): the dialog loads the feature's code on first use (load.ts).
 */
export type { AskPreset } from "./dialog-context";
export { wireCheckRequest } from "./chat";
export { askForCheck } from "./load";

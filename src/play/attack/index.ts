/**
 * The face of the attack card: what the sheets, the dashboard, the API and the play layer's hubs
 * use of it. Only re-exports and loaders: the build marks a face free of side effects, so a module
 * re-exported here joins the start payload only when start code uses it. Attacking itself (its
 * dialogs and styles) is a loader, so that importing the face never evaluates it.
 */
export { wireAttackCard } from "./chat";
export { cardStage, FLAG_KEY, FLAG_SCOPE, type AttackCard, type CardParty } from "./state";
export { parseCard } from "./state-parse";
export { nextStep } from "./next-step";
export { loadAttackClient, loadAttackNotice } from "./load";

/**
 * The face of healing: the consent card's controls for the chat hub, the hook payload's type, the
 * rest clock's figures the sheets show, and loaders for the API and the "your turn" notice.
 */
export { wireHealConsent } from "./chat";
export type { HealOutcome } from "./decide";
export { restPendingDays } from "./clock-span";
export { restedOnClockDays } from "./clock-client";
export { restedUntilOf, secondsPerDay } from "./clock-read";
export { loadHealingClient, loadHealingNotice } from "./load";

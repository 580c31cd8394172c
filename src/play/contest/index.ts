/** The face of the opposed action: its card's controls for the chat hub, its client for the API and `/contest`. */
export { wireContestCard } from "./chat";
export { loadContestClient } from "./load";

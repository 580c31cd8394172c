/** The face of Danger Sense at a combat's start: its card's button, wired by the chat hub when a card has one. */
export { loadDangerSenseChat } from "./load";

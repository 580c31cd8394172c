/** The face of Lucky: the check card's reroll button for the chat hub, and loaders for the GM cards' buttons and the API. */
export { wireCheckCardLucky } from "./check-card";
export { loadLuckyChat, loadLuckyClient } from "./load";

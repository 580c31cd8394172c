/** The face of poisonous gas: its client for the API, `/gas` and the card's "next round" button. */
export { loadGasClient } from "./load";

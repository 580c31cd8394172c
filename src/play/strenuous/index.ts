/** The face of strenuous activity: its client, for the API and the sheets' GM button. */
export { loadStrenuousClient } from "./load";

/** The face of the end of a session: its tool, for the API and `/endsession`. */
export { loadSessionClient } from "./load";

/** The face of the end of combat: "after the fight" and the resumed end of a combat, for the API and `/afterfight`. */
export { loadEndCombatClient, loadEndCombatFoundry } from "./load";

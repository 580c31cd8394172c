/** The face of holding an action: what the combat tracker's rows show, and the asker's side for its buttons. */
export { holdControl, holdFlag, type HoldRowFacts } from "./view";
export { loadHoldClient } from "./load";

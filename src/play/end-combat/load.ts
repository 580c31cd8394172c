/**
 * What the face (index.ts) of end-combat loads on first use: one `import()` each, kept apart from
 * the face so that the face only re-exports.
 */
/** The GM's side that asks ("after the fight"), loaded on first use. */
export const loadEndCombatClient = () => import("./client");
/** The end of combat on the designated GM's client (resumed from the API), loaded on first use. */
export const loadEndCombatFoundry = () => import("./foundry");

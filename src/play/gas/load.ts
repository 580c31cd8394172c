/**
 * What the face (index.ts) of gas loads on first use: one `import()` each, kept apart from the
 * face so that the face only re-exports.
 */
/** The GM's side that asks, and the card's button wiring, loaded on first use. */
export const loadGasClient = () => import("./client");

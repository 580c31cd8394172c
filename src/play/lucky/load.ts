/**
 * What the face (index.ts) of lucky loads on first use: one `import()` each, kept apart from the
 * face so that the face only re-exports.
 */
/** Lucky's buttons on the GM's cards, loaded when a card has one. */
export const loadLuckyChat = () => import("./chat");
/** Marking a use by hand, from the API, loaded on first use. */
export const loadLuckyClient = () => import("./client");

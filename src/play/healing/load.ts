/**
 * What the face (index.ts) of healing loads on first use: one `import()` each, kept apart from the
 * face so that the face only re-exports.
 */
/** Healing and rest from the API, loaded on first use. */
export const loadHealingClient = () => import("./client");
/** The consent card's "your turn" notice, loaded when such a card is posted or moved on. */
export const loadHealingNotice = () => import("./notice");

/**
 * What the face (index.ts) of danger-sense loads on first use: one `import()` each, kept apart
 * from the face so that the face only re-exports.
 */
/** The card's button wiring, loaded with the first card that has one. */
export const loadDangerSenseChat = () => import("./chat");

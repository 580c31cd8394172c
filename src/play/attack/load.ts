/**
 * What the face (index.ts) of attack loads on first use: one `import()` each, kept apart from the
 * face so that the face only re-exports.
 */
/** Attacking (the sheet's weapon rows, the API), loaded on first use. */
export const loadAttackClient = () => import("./client");
/** The "your turn" notice of an attack card, loaded when such a card is posted or moved on. */
export const loadAttackNotice = () => import("./notice");

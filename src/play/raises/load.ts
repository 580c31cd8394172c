/**
 * What the face (index.ts) of raises loads on first use: one `import()` each, kept apart from the
 * face so that the face only re-exports.
 */
/** The raise card's "your turn" notice, loaded when such a card is posted or moved on. */
export const loadRaisesNotice = () => import("./notice");

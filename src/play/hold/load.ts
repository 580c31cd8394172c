/**
 * What the face (index.ts) of hold loads on first use: one `import()` each, kept apart from the
 * face so that the face only re-exports.
 */
/** The tracker's Hold and Act requests, loaded on the first click. */
export const loadHoldClient = () => import("./client");

/**
 * What the face (index.ts) of contest loads on first use: one `import()` each, kept apart from the
 * face so that the face only re-exports.
 */
/** Starting an opposed action, loaded on first use. */
export const loadContestClient = () => import("./client");

/**
 * What the face (index.ts) of session loads on first use: one `import()` each, kept apart from the
 * face so that the face only re-exports.
 */
/** The GM's end-of-session tool, loaded on first use. */
export const loadSessionClient = () => import("./client");

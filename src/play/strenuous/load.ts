/**
 * What the face (index.ts) of strenuous loads on first use: one `import()` each, kept apart from
 * the face so that the face only re-exports.
 */
/** The GM's side that asks, loaded on first use. */
export const loadStrenuousClient = () => import("./client");

/**
 * Who sent a query, as Foundry tells the answering client: v14 passes the server-attested sender
 * to a `CONFIG.queries` handler as `options.user` (`handler(queryData, { timeout, user })`, from
 * the authenticated socket); v13 passes `{ timeout }` only and keeps the sender to itself. The
 * fvtt-types of v13 do not name the v14 field, so it is read with `in` checks.
 */

/** The id of the user Foundry says sent a query, or null where Foundry does not say (v13). */
export function querySenderId(options: unknown): string | null {
  if (typeof options !== "object" || options === null || !("user" in options)) return null;
  const user: unknown = options.user;
  if (typeof user === "string") return user;
  if (typeof user === "object" && user !== null && "id" in user && typeof user.id === "string") return user.id;
  return null;
}

/**
 * The policy's table (policy.ts) as this client reads it for its own user: which controls, buttons
 * and tools a viewer is offered. The GM's client decides every request again from the same table,
 * so a control is shown exactly to whom the decision accepts it from. Reads `game.user`; no other
 * client file decides "who may" itself.
 */
import { POLICY, REASONS, mayAsk, type RequestKind, type Roles } from "./policy";

/** Whether this client's user may ask for `kind`, holding `roles` besides the GM's (worked out by the caller). */
export function userMay(kind: RequestKind, roles: Omit<Roles, "gm"> = {}): boolean {
  return mayAsk(kind, { ...roles, gm: game.user.isGM });
}

/** {@link userMay}, telling the user the policy's reason when not. */
export function userMayOrSay(kind: RequestKind, roles: Omit<Roles, "gm"> = {}): boolean {
  if (userMay(kind, roles)) return true;
  ui.notifications?.warn(game.i18n.localize(REASONS[POLICY[kind].refusal]));
  return false;
}

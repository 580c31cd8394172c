/**
 * The "gm" request domain: the GM's own actions that write several actors or world state (end of
 * session, "after the fight", strenuous activity, Lucky on the GM's own cards), run on the
 * designated GM's client whichever GM asked, so two GMs never race. Each feature registers its
 * action here (its register.ts), loaded on first use; this file knows none of them. Who may ask
 * is the policy's (policy.ts): only a GM.
 */
import { refusal, mayAsk } from "./policy";
import type { DomainHandler } from "./router";

const actions = new Map<string, () => Promise<DomainHandler>>();

/** Registers one of the GM's own actions by its request `kind`, loaded when first asked for. */
export function registerGmAction(kind: string, load: () => Promise<DomainHandler>): void {
  actions.set(kind, load);
}

export const gmDomain: DomainHandler = async (request, requesterId) => {
  const load = actions.get(String(request["kind"]));
  if (!load) return refusal("badRequest");
  if (!mayAsk("gmAction", { gm: game.users.get(requesterId)?.isGM ?? false })) return refusal("gmOnly");
  return (await load())(request, requesterId);
};

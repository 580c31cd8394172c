/**
 * What a world registers at start for the GM's requests: the one query, `CONFIG.queries
 * ["harnfudge.request"]`, whose handler (router.ts, with the proof of who asked) loads on the first
 * request (the request domains by name, each loaded on first use, are in domains.ts, which the router
 * reads too); and the GM's write queue's hand-over check (its key resolver is set by queue.ts, loaded
 * with the first writer). The deciding code stays out of the start payload.
 */
import { gmLocks } from "./locks";
import { REQUEST_QUERY, type Answer } from "./domains";

export { REQUEST_QUERY, registerDomain, domainLoader, type Answer, type DomainHandler } from "./domains";

/** The query handler Foundry calls: loads the router on the first request and hands it the data and options (v14: the sender). */
export async function answerQuery(data: unknown, options?: unknown): Promise<Answer> {
  return (await import("./router")).onRequestQuery(data, options);
}

export function registerRouter(): void {
  CONFIG.queries[REQUEST_QUERY] = answerQuery;
  // A GM hand-over (a higher-role or lower-id GM connects): this client's queued tasks stop before
  // their turn, so only the new designated GM writes from then on (its records refuse a replay).
  // With no GM connected at all, an owner's own client may still write its own character (healing).
  gmLocks.mayRun = () => game.users.activeGM?.isSelf ?? true;
}

export { gmLocks };

declare global {
  // fvtt-types declares CONFIG.Queries in a namespace; merging into it needs one too.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CONFIG {
    interface Queries {
      "harnfudge.request": typeof answerQuery;
    }
  }
}

/**
 * What a world registers at start for the GM's requests: the one query, `CONFIG.queries
 * ["harnfudge.request"]`, whose handler (router.ts, with the proof of who asked) loads on the first
 * request; the request domains by name, each loaded on first use; and the GM's write queue's
 * hand-over check (its key resolver is set by queue.ts, loaded with the first writer). The deciding code stays out of the start payload.
 */
import { gmLocks } from "./locks";

export type Answer = { ok: true } | { ok: false; reason: string };
export type DomainHandler = (request: Record<string, unknown>, requesterId: string) => Promise<Answer>;

export const REQUEST_QUERY = "harnfudge.request";

const domains = new Map<string, () => Promise<DomainHandler>>();

/** Registers the handler of a request domain, loaded when first needed. */
export function registerDomain(name: string, load: () => Promise<DomainHandler>): void {
  domains.set(name, load);
}

/** The loader of a request domain's handler, if one is registered. */
export function domainLoader(name: string): (() => Promise<DomainHandler>) | undefined {
  return domains.get(name);
}

/** The query handler Foundry calls: loads the router on the first request and hands it the data. */
export async function answerQuery(data: unknown): Promise<Answer> {
  return (await import("./router")).onRequestQuery(data);
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

/**
 * What a world registers at start for the GM's requests: the one query, `CONFIG.queries
 * ["harnfudge.request"]`, whose handler (router.ts, with the proof of who asked) loads on the first
 * request (the request domains by name, each loaded on first use, are in domains.ts, which the router
 * reads too); the GM's write queue's hand-over check (its key resolver is set by queue.ts, loaded
 * with the first writer); and the hand-over itself (hand-over.ts): the query a new designated GM's
 * client asks the old one, `harnfudge.drain`, and the watch on who is designated. The deciding code
 * stays out of the start payload.
 */
import { gmLocks } from "./locks";
import { REQUEST_QUERY, type Answer } from "./domains";
import { handOverWatcher } from "./hand-over";

export { REQUEST_QUERY, registerDomain, domainLoader, type Answer, type DomainHandler } from "./domains";

export const DRAIN_QUERY = "harnfudge.drain";

/** The query handler Foundry calls: loads the router on the first request and hands it the data and options (v14: the sender). */
export async function answerQuery(data: unknown, options?: unknown): Promise<Answer> {
  return (await import("./router")).onRequestQuery(data, options);
}

/** Answers once this client's write queue has no task left (asked by the next designated GM). */
export async function answerDrain(_data?: unknown): Promise<{ drained: true }> {
  await gmLocks.idle();
  return { drained: true };
}

export function registerRouter(): void {
  CONFIG.queries[REQUEST_QUERY] = answerQuery;
  CONFIG.queries[DRAIN_QUERY] = answerDrain;
  // A GM hand-over (a higher-role or lower-id GM connects): this client's queued tasks stop before
  // their turn, so only the new designated GM writes from then on (its records refuse a replay).
  // With no GM connected at all, an owner's own client may still write its own character (healing).
  gmLocks.mayRun = () => game.users.activeGM?.isSelf ?? true;
  const watcher = handOverWatcher(gmLocks, {
    selfId: () => game.user?.id ?? null,
    designated: () => game.users.activeGM?.id ?? null,
    designatedWithoutSelf: () => game.users.getDesignatedUser((u) => u.active && u.isGM && !u.isSelf)?.id ?? null,
    isActive: (id) => game.users.get(id)?.active ?? false,
    drain: (id) => game.users.get(id)?.query(DRAIN_QUERY, {}, { timeout: 10_000 }) ?? Promise.resolve(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  Hooks.once("ready", () => void watcher.observe());
  Hooks.on("userConnected", () => void watcher.observe());
}

export { gmLocks };

declare global {
  // fvtt-types declares CONFIG.Queries in a namespace; merging into it needs one too.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CONFIG {
    interface Queries {
      "harnfudge.request": typeof answerQuery;
      "harnfudge.drain": typeof answerDrain;
    }
  }
}

/**
 * The GM's request domains by name: each feature registers its handler at start, loaded on first
 * use; the router (loaded with the first request) looks a request's domain up here. Its own file so
 * that the router and the start-time registry (registry.ts, which loads the router) share it without
 * importing each other.
 */
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

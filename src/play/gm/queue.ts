/**
 * The GM client's one write queue (locks.ts) as the Foundry side uses it, with each key resolved:
 * an actor is queued under its base actor however its uuid was written. Every GM-side writer
 * imports the queue from here, so the resolver is in place before any of them runs; it stays out
 * of the start payload (only code loaded on first use imports this).
 */
import { fromUuid } from "../services/actors";
import { gmLocks } from "./locks";

/**
 * The write queue key of a document key (locks.ts): an actor's uuid in any form — a world actor, a
 * linked token's actor, an unlinked token's synthetic actor — becomes `Actor.<id>` of its base
 * actor, so every writer of one actor (and of the tokens that stand for it) takes one queue.
 * Anything else (message ids, request keys, uuids that name no actor) stays as it is.
 */
export function actorLockKey(key: string): string {
  if (!key.includes(".")) return key;
  let doc: unknown;
  try {
    doc = fromUuid(key);
  } catch {
    // A uuid Foundry cannot resolve synchronously (a compendium's) names no actor in play.
    return key;
  }
  return doc instanceof Actor && doc.id ? `Actor.${doc.id}` : key;
}

gmLocks.keyOf = actorLockKey;

export { gmLocks };

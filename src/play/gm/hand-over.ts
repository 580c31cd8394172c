/**
 * A GM hand-over, on the client that becomes the designated GM: it decides nothing until the
 * writes the old designated GM's client had started are finished, so no write in flight at a
 * hand-over is raced (a wound lost) or done twice.
 * - The old GM's client is still connected (a GM of a higher role, or a lower id, connected): it
 *   has stopped starting tasks (locks.ts, `mayRun`), and this client asks it (`harnfudge.drain`)
 *   to answer once its running tasks have ended; its writes reach this client before its answer.
 *   If it does not answer within {@link DRAIN_MAX_MS} (a hung page writes nothing), this client
 *   goes on.
 * - The old GM's client is gone (a reload, a closed tab): what it had sent reaches the server
 *   before its disconnection; this client waits {@link SETTLE_MS} for those writes to arrive.
 * Requests that arrive meanwhile wait in the write queue; none is refused.
 *
 * Pure: Foundry only through {@link HandOverPorts} (registry.ts wires them).
 */
import type { LockQueue } from "./locks";

/** How long the new GM's client waits for the old one's answer at most. */
export const DRAIN_MAX_MS = 10_000;
/** How long the new GM's client waits when the old one has left. */
export const SETTLE_MS = 2_000;

export interface HandOverPorts {
  selfId(): string | null;
  /** The designated GM now (`game.users.activeGM`), or null. */
  designated(): string | null;
  /** The GM who would be designated without this client, when this client has just started. */
  designatedWithoutSelf(): string | null;
  isActive(userId: string): boolean;
  /** Asks a GM's client to answer once its write queue is idle. */
  drain(userId: string): Promise<unknown>;
  sleep(ms: number): Promise<void>;
}

/**
 * Watches who is designated (call `observe` at start and whenever a user connects or leaves) and
 * holds the queue at the moment this client takes over. Returns the hand-overs it handled (for tests).
 */
export function handOverWatcher(locks: Pick<LockQueue, "hold">, ports: HandOverPorts) {
  let last: string | null | undefined;
  return {
    observe(): { from: string | null } | null {
      const self = ports.selfId();
      const now = ports.designated();
      const before = last;
      last = now;
      if (self === null || now !== self || before === self) return null;
      const from = before === undefined ? ports.designatedWithoutSelf() : before;
      const old = from !== null && from !== self && ports.isActive(from) ? from : null;
      locks.hold(
        old === null
          ? ports.sleep(SETTLE_MS)
          : Promise.race([ports.drain(old).catch(() => undefined), ports.sleep(DRAIN_MAX_MS)]),
      );
      return { from: old };
    },
  };
}

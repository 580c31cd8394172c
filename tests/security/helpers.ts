/**
 * Shared steps of the security tests: the fake world (tests/play/world.ts) driven through the GM
 * client's real decisions, with the GM client's write queue.
 */
import { handleCardRequest } from "../../src/play/attack/decide";
import { createLockQueue, type LockQueue } from "../../src/play/gm/locks";
import type { FakeWorld } from "../play/world";
import { ALICE, BOB, GM, attackRequest, dodge } from "../play/world";

export { ALICE, BOB, EVE, GM, GM2, FakeWorld, attackRequest, dodge } from "../play/world";

/** One GM client: its own ports (as it sees the shared documents) and its own write queue. */
export function gmClient(w: FakeWorld, gmId = GM, locks: LockQueue = createLockQueue()) {
  const ports = w.portsFor(gmId);
  return { ports, locks, act: (request: object, user: string) => handleCardRequest(request, user, ports, locks) };
}

/** Posts Alice's attack and takes it to "ready" (Superb attack, Dodge −1, 1dF +1: Incapacitated). */
export async function readyCard(w: FakeWorld, client = gmClient(w)): Promise<string> {
  w.tray.push([1, 1, 0, 0], [0, 0, 0, -1], [1]);
  const posted = await client.act(attackRequest(`req-${w.id("r")}`), ALICE);
  if (!posted.ok) throw new Error(posted.reason);
  const id = posted.messageId;
  const defended = await client.act(dodge(id), BOB);
  if (!defended.ok) throw new Error(defended.reason);
  const damaged = await client.act({ kind: "damage", messageId: id }, ALICE);
  if (!damaged.ok) throw new Error(damaged.reason);
  return id;
}

/** Everything a test compares to prove nothing was written. */
export function snapshot(w: FakeWorld) {
  return structuredClone({
    actors: [...w.actors.values()].map(({ owners: _o, ...a }) => a),
    messages: [...w.messages.values()],
    writes: w.writes,
  });
}

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

/**
 * Alice's Apply on a ready card whose final card update is lost (the card's note of the hit to come
 * was written before the actor's update, the card's own update after it never lands).
 */
export async function applyWithCardUpdateLost(w: FakeWorld, client: ReturnType<typeof gmClient>, id: string): Promise<void> {
  w.skipCardUpdates = 1;
  w.dropNextCardUpdate = true;
  const failed = await client.act({ kind: "apply", messageId: id }, ALICE).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(failed instanceof Error) || !failed.message.includes("lost")) throw new Error("the card update was not lost");
}

/** Everything a test compares to prove nothing was written. */
export function snapshot(w: FakeWorld) {
  return structuredClone({
    actors: [...w.actors.values()].map(({ owners: _o, ...a }) => a),
    messages: [...w.messages.values()],
    writes: w.writes,
  });
}

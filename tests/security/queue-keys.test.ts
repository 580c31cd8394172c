/**
 * Issue 17, item 16, three of its checks, decided and built:
 * - the note of an unfinished end of combat (one world setting for all of them) is read and
 *   written in its own write queue turn, so two ends of combat at once both keep their notes;
 * - (the GM's write queue keys an actor by its base actor however its uuid was written:
 *   foundry/lock-keys.test.ts;)
 * - a deleted attack card's request is remembered: a retry of it creates no second attack.
 */
import { describe, expect, it } from "vitest";
import { notePendingEnd, type PendingCombatEnd } from "../../src/play/end-combat/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { createCardIndex } from "../../src/play/attack/round-index";
import { handleCardRequest } from "../../src/play/attack/decide";
import { ALICE, FakeWorld, GM, attackRequest } from "./helpers";

/** A few ticks, so that tasks that are not queued interleave their reads and writes. */
const ticks = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe("the end-of-combat note under a lock", () => {
  it("keeps both notes when two ends of combat are noted at once, and clears only its own", async () => {
    let stored: PendingCombatEnd[] = [{ combatId: "old", actors: ["Actor.z"] }];
    const store = {
      read: () => structuredClone(stored),
      async write(list: PendingCombatEnd[]) {
        await ticks();
        stored = structuredClone(list);
      },
    };
    const locks = createLockQueue();
    await Promise.all([
      notePendingEnd(store, locks, "c1", ["Actor.a"]),
      notePendingEnd(store, locks, "c2", ["Actor.b"]),
      notePendingEnd(store, locks, "old", null),
    ]);
    expect(stored).toEqual([
      { combatId: "c1", actors: ["Actor.a"] },
      { combatId: "c2", actors: ["Actor.b"] },
    ]);
    await Promise.all([notePendingEnd(store, locks, "c1", null), notePendingEnd(store, locks, "c3", ["Actor.c"])]);
    expect(stored).toEqual([
      { combatId: "c2", actors: ["Actor.b"] },
      { combatId: "c3", actors: ["Actor.c"] },
    ]);
  });
});

describe("a deleted attack card's request is remembered", () => {
  it("a retry of the request after its card was deleted creates no second attack and rolls nothing", async () => {
    const w = new FakeWorld();
    // The GM's client finds cards by request through the log's index, kept by the message hooks.
    const index = createCardIndex();
    const ports = { ...w.portsFor(GM), cardByRequest: (requestId: string) => index.byRequest(requestId) };
    const locks = createLockQueue();
    w.tray.push([1, 1, 0, 0]);
    const posted = await handleCardRequest(attackRequest("req-deleted"), ALICE, ports, locks);
    if (!posted.ok) throw new Error(posted.reason);
    index.put(posted.messageId, { requestId: "req-deleted", card: null });
    // The GM deletes the card (the attack is called off).
    w.messages.delete(posted.messageId);
    index.remove(posted.messageId);
    const writes = structuredClone(w.writes);
    expect(await handleCardRequest(attackRequest("req-deleted"), ALICE, ports, locks)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NoCard",
    });
    expect(w.writes).toEqual(writes);
    expect(w.messages.size).toBe(0);
    // A new request is a new attack.
    expect((await handleCardRequest(attackRequest("req-new"), ALICE, ports, locks)).ok).toBe(true);
  });
});

/**
 * An attack card's step requests on the designated GM's client (src/play/attack/decide.ts): a
 * replayed step is found by its id on the card, or on the target's records when the card's own
 * update was lost (issue 17: a retry after a timeout changes nothing twice); a step whose target
 * is gone is refused, not thrown; an attack waits in its request's queue and its attacker's.
 */
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { createLockQueue, type LockQueue } from "../../src/play/gm/locks";
import { ALICE, BOB, GM, attackRequest, dodge } from "./world";
import { attacked, cardWorld, damaged } from "./card-world";

describe("a replayed step", () => {
  it("is found on the target's records when the card's update was lost, and changes nothing", async () => {
    const t = cardWorld();
    const id = await damaged(t, 1);
    const applied = await t.act({ kind: "apply", messageId: id }, ALICE);
    expect(applied.ok).toBe(true);
    t.w.dropNextCardUpdate = true;
    await expect(t.act({ kind: "undo", messageId: id, requestId: "undo-1" }, GM)).rejects.toThrow("lost");
    const target = structuredClone(t.w.actor("Actor.target"));
    const updates = { ...t.w.writes };
    expect(await t.act({ kind: "undo", messageId: id, requestId: "undo-1" }, GM)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.Replayed",
    });
    expect(t.w.actor("Actor.target")).toEqual(target);
    expect(t.w.writes).toEqual(updates);
  });

  it("is refused, not thrown, when the target is gone", async () => {
    const t = cardWorld();
    const id = await attacked(t);
    t.w.actors.delete("Actor.target");
    const answer = await t.act({ ...dodge(id), requestId: "d-1" }, BOB);
    expect(answer.ok).toBe(false);
  });
});

describe("the queues an attack waits in", () => {
  it("takes its request's and its attacker's, so a retry finds the card the first made", async () => {
    const t = cardWorld();
    const queue = createLockQueue();
    const keys: string[][] = [];
    const locks: LockQueue = {
      ...queue,
      run: (k, task) => {
        keys.push([...k]);
        return queue.run(k, task);
      },
    };
    t.w.tray.push([1, 1, 0, 0]);
    const created = await handleCardRequest(attackRequest("req-q1"), ALICE, t.ports, locks);
    expect(created.ok).toBe(true);
    expect(keys[0]).toEqual(["request:req-q1", "Actor.attacker"]);
    // A defence waits in the card's and the target's queues, not the attacker's (its other cards go on).
    if (!created.ok) throw new Error(created.reason);
    keys.length = 0;
    await handleCardRequest(dodge(created.messageId), BOB, t.ports, locks);
    expect(keys).toEqual([[created.messageId, "Actor.target"]]);
  });
});

/**
 * Attack classes 5 and 7, races and lost writes: a GM's local click and a player's query for the
 * same card, two cards applying to one actor at once, and a card update lost after the actor's
 * update. Every writer runs in the designated GM client's per-document write queue and reads
 * inside it, and the hit's record is written with the wound, so each hit lands exactly once and no
 * wound is lost.
 */
import { describe, expect, it } from "vitest";
import { createLockQueue } from "../../src/play/gm/locks";
import { ALICE, BOB, FakeWorld, GM, applyWithCardUpdateLost, gmClient, readyCard } from "./helpers";

/** Writes take a few ticks, so tasks that are not queued interleave their reads and writes. */
function slow(w: FakeWorld): void {
  w.delay = () => new Promise((resolve) => setTimeout(resolve, 1));
}

describe("races and lost writes", () => {
  it("applies once when the GM's own click races a player's request for the same card", async () => {
    const w = new FakeWorld();
    const locks = createLockQueue();
    const client = gmClient(w, GM, locks);
    const id = await readyCard(w, client);
    slow(w);
    const results = await Promise.all([
      client.act({ kind: "apply", messageId: id }, GM),
      client.act({ kind: "apply", messageId: id }, BOB),
    ]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(w.actor("Actor.target").wounds.boxes.filter((b) => b.marked)).toHaveLength(1);
    expect(w.actor("Actor.target").records.hits).toHaveLength(1);
    expect(w.writes.actorUpdates).toBe(1);
  });

  it("loses no wound when two cards apply to one actor at once", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const first = await readyCard(w, client);
    const second = await readyCard(w, client);
    slow(w);
    const results = await Promise.all([
      client.act({ kind: "apply", messageId: first }, ALICE),
      client.act({ kind: "apply", messageId: second }, ALICE),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    // Two Incapacitated wounds: the second overflows into Near Death (rules 3.4.5); both recorded.
    expect(
      w
        .actor("Actor.target")
        .wounds.boxes.filter((b) => b.marked)
        .map((b) => b.severity),
    ).toEqual(["incapacitated", "incapacitated"]);
    expect(
      w
        .actor("Actor.target")
        .records.hits.map((h) => h.card)
        .sort(),
    ).toEqual([first, second].sort());
  });

  it("keeps a hit whose card update was lost: Apply again only brings the card up to date, and Undo works", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const id = await readyCard(w, client);
    await applyWithCardUpdateLost(w, client, id);
    expect(w.actor("Actor.target").records.hits).toHaveLength(1);
    expect(w.card(id).applied).toBeNull();
    expect(await client.act({ kind: "apply", messageId: id }, ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.AlreadyApplied",
    });
    expect(w.actor("Actor.target").wounds.boxes.filter((b) => b.marked)).toHaveLength(1);
    expect(w.card(id).applied).toMatchObject({ level: "incapacitated", boxIndex: 5 });
    expect((await client.act({ kind: "undo", messageId: id }, GM)).ok).toBe(true);
    expect(w.actor("Actor.target").wounds.boxes.some((b) => b.marked)).toBe(false);
  });
});

/**
 * Attack class 3, forged undo: Undo is the GM's only, and it is the inverse of the change recorded
 * on the target actor in the same update as the hit — never a snapshot from a card. It removes only
 * the box the hit marked (newer wounds and healing stay), is refused with nothing written when that
 * box or the stun track changed since, and a second Undo finds nothing to undo.
 */
import { describe, expect, it } from "vitest";
import { markWound } from "../../src/rules";
import { ALICE, BOB, FakeWorld, GM, gmClient, readyCard, snapshot } from "./helpers";

describe("forged undo", () => {
  it("is the GM's only", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const id = await readyCard(w, client);
    await client.act({ kind: "apply", messageId: id }, ALICE);
    const before = snapshot(w);
    for (const user of [ALICE, BOB])
      expect(await client.act({ kind: "undo", messageId: id }, user)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
    expect(snapshot(w)).toEqual(before);
  });

  it("removes only the hit's box: a newer wound stays", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const id = await readyCard(w, client);
    await client.act({ kind: "apply", messageId: id }, ALICE);
    const target = w.actor("Actor.target");
    target.wounds = markWound(target.wounds, "hurt").track; // a later wound, marked by hand
    expect((await client.act({ kind: "undo", messageId: id }, GM)).ok).toBe(true);
    expect(target.wounds.boxes.filter((b) => b.marked).map((b) => b.severity)).toEqual(["hurt"]);
  });

  it("is refused with nothing written when the box changed since (healing, infection, an edit)", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const id = await readyCard(w, client);
    await client.act({ kind: "apply", messageId: id }, ALICE);
    const target = w.actor("Actor.target");
    const box = target.wounds.boxes[5];
    if (box) target.wounds.boxes[5] = { ...box, infected: true, infectionChecked: true };
    const before = snapshot(w);
    expect(await client.act({ kind: "undo", messageId: id }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.UndoChanged" });
    expect(snapshot(w)).toEqual(before);
  });

  it("finds nothing to undo a second time, and nothing on a card never applied", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const id = await readyCard(w, client);
    expect(await client.act({ kind: "undo", messageId: id }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotApplied" });
    await client.act({ kind: "apply", messageId: id }, ALICE);
    expect((await client.act({ kind: "undo", messageId: id }, GM)).ok).toBe(true);
    const before = snapshot(w);
    expect(await client.act({ kind: "undo", messageId: id }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotApplied" });
    expect(snapshot(w)).toEqual(before);
  });
});

/**
 * Issue 17, item 14, at its edges: the GM's client counts a hit record on the target as its own
 * only when it matches, field by field, the note of the hit it wrote on its card before the actor
 * update. Here the note is on the card and the actor update never landed (a lost write), and the
 * target's owner has written a record for the card that differs from the note in one field: it is
 * set aside, not taken for the hit, and the GM's Apply wounds as the card shows. Another card's
 * record on the actor stays as it was. And Undo acts only on a hit both the card and the actor's
 * record show: a record the owner removed, or a card whose own update was lost, undoes nothing.
 */
import { describe, expect, it } from "vitest";
import type { HitRecord } from "../../src/play/gm/records";
import { GM, FakeWorld, applyWithCardUpdateLost, gmClient, readyCard, snapshot } from "./helpers";

describe("a forged record that differs from the GM's note in one field", () => {
  const variants: [string, (r: HitRecord) => HitRecord][] = [
    ["the time", (r) => ({ ...r, at: r.at + 1 })],
    ["the box index", (r) => ({ ...r, boxIndex: 4 })],
    ["the Dead mark", (r) => ({ ...r, died: true })],
    ["the box", (r) => ({ ...r, box: r.box ? { ...r.box, marked: !r.box.marked } : null })],
  ];
  for (const [field, forge] of variants)
    it(`is set aside when ${field} differs, and the GM's Apply wounds as the card shows`, async () => {
      const w = new FakeWorld();
      const client = gmClient(w);
      const id = await readyCard(w, client);
      const target = w.actor("Actor.target");
      const box = structuredClone(target.wounds.boxes[5] ?? null);
      // The GM's client noted its hit on the card; its actor update was lost.
      const message = w.messages.get(id);
      if (!message) throw new Error("no card");
      message.flags.attack = { ...w.card(id), applying: { at: 5, boxIndex: 5, box, died: false } };
      const note: HitRecord = {
        card: id,
        by: GM,
        at: 5,
        boxIndex: 5,
        box,
        died: false,
        stunBefore: { ...target.stun },
        stunAfter: { ...target.stun },
        undone: false,
      };
      const other: HitRecord = { ...note, card: "another-card", boxIndex: 0 };
      target.records.hits.push(other, forge(note));
      const applied = await client.act({ kind: "apply", messageId: id }, GM);
      expect(applied.ok && applied.state.applied).toMatchObject({ level: "incapacitated", boxIndex: 5, died: false });
      expect(target.wounds.boxes[5]).toMatchObject({ marked: true, severity: "incapacitated" });
      expect(target.records.hits.map((h) => [h.card, h.undone])).toEqual([
        ["another-card", false],
        [id, true],
        [id, false],
      ]);
    });
});

describe("Undo needs the hit on both the card and the actor's record", () => {
  it("undoes nothing when the target's owner removed the record of an applied hit", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const id = await readyCard(w, client);
    expect((await client.act({ kind: "apply", messageId: id }, GM)).ok).toBe(true);
    w.actor("Actor.target").records.hits = [];
    const before = snapshot(w);
    expect(await client.act({ kind: "undo", messageId: id }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotApplied" });
    expect(snapshot(w)).toEqual(before);
  });

  for (const [field, forge] of [
    ["box", (r: HitRecord): HitRecord => ({ ...r, boxIndex: 4, box: r.box })],
    ["Dead mark", (r: HitRecord): HitRecord => ({ ...r, died: true })],
  ] as const)
    it(`undoes nothing when the live record names another ${field} than the card shows`, async () => {
      const w = new FakeWorld();
      const client = gmClient(w);
      const id = await readyCard(w, client);
      expect((await client.act({ kind: "apply", messageId: id }, GM)).ok).toBe(true);
      const records = w.actor("Actor.target").records;
      const own = records.hits[0];
      if (!own) throw new Error("no record");
      records.hits = [{ ...own, undone: true }, forge(own)];
      const before = snapshot(w);
      expect(await client.act({ kind: "undo", messageId: id }, GM)).toEqual({
        ok: false,
        reason: "HARNFUDGE.Notify.NotApplied",
      });
      expect(snapshot(w)).toEqual(before);
    });

  it("undoes nothing while the card does not show the hit its record holds (its own update was lost)", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const id = await readyCard(w, client);
    await applyWithCardUpdateLost(w, client, id);
    const before = snapshot(w);
    expect(await client.act({ kind: "undo", messageId: id }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotApplied" });
    expect(snapshot(w)).toEqual(before);
    expect(w.actor("Actor.target").wounds.boxes[5]?.marked).toBe(true);
  });
});

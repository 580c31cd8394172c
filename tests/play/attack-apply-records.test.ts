/**
 * Apply and Undo read the target's hit records (src/play/attack/decide-apply.ts): after a lost
 * card update, a record counts as the card's own only when it matches the card's note of the hit
 * in every part (time, box index, box, death); another is set aside, marked undone, and the hit
 * applied again. Undo takes back only the hit the card shows.
 */
import { describe, expect, it } from "vitest";
import type { HitRecord } from "../../src/play/gm/records";
import { ALICE, BOB, GM, dodge } from "./world";
import { attacked, cardWorld, type CardWorld } from "./card-world";

/** A hit ready to apply whose Apply wrote the actor and lost the card's last update. */
async function appliedWithCardLost(t: CardWorld): Promise<string> {
  const id = await attacked(t);
  t.w.tray.push([0, 0, 0, -1], [1]);
  await t.act(dodge(id), BOB);
  await t.act({ kind: "damage", messageId: id }, ALICE);
  t.w.skipCardUpdates = 1;
  t.w.dropNextCardUpdate = true;
  await expect(t.act({ kind: "apply", messageId: id }, ALICE)).rejects.toThrow("lost");
  return id;
}

const edits: [string, (hit: HitRecord) => HitRecord][] = [
  ["another time", (hit) => ({ ...hit, at: hit.at + 1 })],
  ["another box index", (hit) => ({ ...hit, boxIndex: (hit.boxIndex ?? 0) + 1 })],
  ["another death", (hit) => ({ ...hit, died: !hit.died })],
  ["another box", (hit) => ({ ...hit, box: hit.box ? { ...hit.box, open: !hit.box.open } : null })],
];

describe("a hit record the card did not announce", () => {
  for (const [what, edit] of edits)
    it(`is set aside and the hit applied again: ${what}`, async () => {
      const t = cardWorld();
      const id = await appliedWithCardLost(t);
      const target = t.w.actor("Actor.target");
      const other: HitRecord = { ...(target.records.hits[0] as HitRecord), card: "m-other" };
      target.records.hits = target.records.hits.map((h) => (h.card === id ? edit(h) : h));
      target.records.hits.push(other);
      const again = await t.act({ kind: "apply", messageId: id }, ALICE);
      expect(again.ok).toBe(true);
      expect(target.records.hits.filter((h) => h.card === id).map((h) => h.undone)).toEqual([true, false]);
      // Another card's record is left as it was.
      expect(target.records.hits.find((h) => h.card === "m-other")).toEqual(other);
    });

  it("is the card's own when it matches in every part: the card is brought up to date only", async () => {
    const t = cardWorld();
    const id = await appliedWithCardLost(t);
    expect(await t.act({ kind: "apply", messageId: id }, ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.AlreadyApplied",
    });
    expect(t.w.actor("Actor.target").records.hits.filter((h) => h.card === id)).toHaveLength(1);
  });
});

describe("Undo", () => {
  it("takes back only a hit whose record names the box and death the card shows", async () => {
    for (const edit of [
      (hit: HitRecord) => ({ ...hit, boxIndex: (hit.boxIndex ?? 0) + 1 }),
      (hit: HitRecord) => ({ ...hit, died: !hit.died }),
    ]) {
      const t = cardWorld();
      const id = await attacked(t);
      t.w.tray.push([0, 0, 0, -1], [1]);
      await t.act(dodge(id), BOB);
      await t.act({ kind: "damage", messageId: id }, ALICE);
      await t.act({ kind: "apply", messageId: id }, ALICE);
      const target = t.w.actor("Actor.target");
      target.records.hits = target.records.hits.map(edit);
      expect(await t.act({ kind: "undo", messageId: id }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotApplied" });
      expect(t.w.card(id).applied).not.toBeNull();
    }
  });

  it("refuses to undo a hit whose card update was lost: the card shows nothing applied", async () => {
    const t = cardWorld();
    const id = await appliedWithCardLost(t);
    expect(await t.act({ kind: "undo", messageId: id }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotApplied" });
    expect(t.w.actor("Actor.target").records.hits.filter((h) => h.card === id && !h.undone)).toHaveLength(1);
  });
});

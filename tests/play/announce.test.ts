/**
 * The module authors' hooks a card request announces (src/play/attack/announce.ts, docs/hooks.md):
 * `applyWound` fires for the automatic Apply too (issue 29: it fired only for a click on Apply),
 * decided from the card before and after each request as the GM's client handles it.
 */
import { describe, expect, it } from "vitest";
import { cardAnnouncements } from "../../src/play/attack/announce";
import { ALICE, BOB, GM, dodge } from "./world";
import { attacked, cardWorld, hit, type CardWorld } from "./card-world";

/** A request through the GM's decision, with the hooks it announces. */
async function announced(t: CardWorld, messageId: string | null, request: object, user: string) {
  const before = messageId ? (t.ports.card(messageId)?.state ?? null) : null;
  const result = await t.act(request, user);
  if (!result.ok) throw new Error(result.reason);
  return { id: result.messageId, hooks: cardAnnouncements(String((request as { kind: string }).kind), before, result.state) };
}

describe("the hooks a card request announces", () => {
  it("a click through attack, defence, damage, Apply and Undo: attack, then applyWound on Apply, undoWound on Undo", async () => {
    const t = cardWorld();
    t.w.automation = { damage: false, apply: "never", npcDefence: false };
    const id = await attacked(t);
    t.w.tray.push([0, 0, 0, -1]);
    expect((await announced(t, id, dodge(id), BOB)).hooks).toEqual([]);
    t.w.tray.push([1]);
    expect((await announced(t, id, { kind: "damage", messageId: id }, ALICE)).hooks).toEqual([]);
    expect((await announced(t, id, { kind: "apply", messageId: id }, ALICE)).hooks).toEqual(["applyWound"]);
    expect((await announced(t, id, { kind: "undo", messageId: id }, GM)).hooks).toEqual(["undoWound"]);
  });

  it("the automatic Apply after the defence (damage rolled and applied by the GM's client) announces applyWound", async () => {
    const t = cardWorld();
    t.w.automation = { damage: true, apply: "always", npcDefence: false };
    const id = await attacked(t);
    t.w.tray.push([0, 0, 0, -1], [1]);
    const defended = await announced(t, id, dodge(id), BOB);
    expect(t.w.card(id).applied).not.toBeNull();
    expect(defended.hooks).toEqual(["applyWound"]);
  });

  it("a posted card announces attack; a request that finds the hit already applied announces no second applyWound", async () => {
    const t = cardWorld();
    t.w.automation = { damage: true, apply: "always", npcDefence: false };
    const id = await hit(t);
    const card = t.w.card(id);
    expect(card.applied).not.toBeNull();
    // A replayed Apply (or any later request) on an applied card: before and after both applied.
    expect(cardAnnouncements("apply", card, card)).toEqual([]);
    expect(cardAnnouncements("attack", null, { ...card, applied: null })).toEqual(["attack"]);
    expect(cardAnnouncements("attack", null, card)).toEqual(["attack", "applyWound"]);
  });
});

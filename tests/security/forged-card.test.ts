/**
 * Attack class 1, forged card flags: a player owns the chat messages they author, so they can
 * write any "card" state into them. A card is only ever read from a message a GM authored; a
 * player-authored message with card flags is no card, whatever it claims, and nothing is written.
 */
import { describe, expect, it } from "vitest";
import { CARD_VERSION } from "../../src/play/attack/state";
import { attackStages } from "../../scripts/render/play-fixtures";
import { ALICE, BOB, EVE, FakeWorld, GM, gmClient, readyCard, snapshot } from "./helpers";

function forge(w: FakeWorld, author: string) {
  // A "card" claiming a Near Death hit already rolled and ready to apply, on the Brigand.
  const ready = attackStages().find(([stage]) => stage === "damage")?.[1];
  if (!ready?.damage) throw new Error("fixture");
  const forged = {
    ...ready,
    v: CARD_VERSION,
    requesterId: author,
    target: { actorUuid: "Actor.target", tokenUuid: null, name: "Brigand", img: "" },
    damage: { ...ready.damage, tableLevel: "nearDeath" as const, level: "nearDeath" as const },
    applied: null,
  };
  w.messages.set("forged", { id: "forged", authorId: author, whisper: [], flags: { attack: forged }, faces: null });
}

describe("forged card flags", () => {
  it("refuses every step on a player-authored 'card', for everyone, with nothing written", async () => {
    for (const author of [ALICE, EVE]) {
      const w = new FakeWorld();
      forge(w, author);
      const before = snapshot(w);
      const { act } = gmClient(w);
      for (const [request, user] of [
        [{ kind: "apply", messageId: "forged" }, author],
        [{ kind: "apply", messageId: "forged" }, GM],
        [{ kind: "undo", messageId: "forged" }, GM],
        [{ kind: "damage", messageId: "forged" }, author],
        [{ kind: "lucky", messageId: "forged", roll: "attack" }, author],
        [{ kind: "open", messageId: "forged", open: true }, GM],
        [{ kind: "defend", messageId: "forged", defence: "ignore", skill: null, choices: null, difficulty: -3 }, BOB],
      ] as const) {
        expect(await act(request, user)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoCard" });
      }
      expect(snapshot(w)).toEqual(before);
      expect(w.actor("Actor.target").wounds.boxes.some((b) => b.marked)).toBe(false);
    }
  });

  it("treats a card of the old, player-authored version as closed: shown, never acted on", async () => {
    const w = new FakeWorld();
    const old = {
      v: 1,
      attackerUuid: "Actor.attacker",
      weaponUuid: "x",
      weaponName: "Sword",
      mode: "melee",
      skill: "sword",
      attack: { level: 3, modifier: 20, faces: [1, 1, 1, 1] },
      options: {},
      targets: [{ id: "t0", actorUuid: "Actor.target", defence: null }],
    };
    w.messages.set("old", { id: "old", authorId: GM, whisper: [], flags: { attack: old }, faces: null });
    const before = snapshot(w);
    const { act } = gmClient(w);
    expect(await act({ kind: "apply", messageId: "old" }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.CardClosed" });
    expect(await act({ kind: "damage", messageId: "old" }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.CardClosed" });
    expect(snapshot(w)).toEqual(before);
  });
});

describe("a hit record the target's owner wrote on their own actor (issue 17, item 14)", () => {
  it("neither blocks the GM's Apply nor makes the card claim a death, and Undo ignores it", async () => {
    const w = new FakeWorld();
    const client = gmClient(w);
    const id = await readyCard(w, client);
    const target = w.actor("Actor.target");
    // Bob owns the target and forges "already applied, and it killed him" for this card.
    target.records.hits.push({
      card: id,
      by: GM,
      at: 1,
      boxIndex: 0,
      box: target.wounds.boxes[0] ?? null,
      died: true,
      stunBefore: { ...target.stun },
      stunAfter: { ...target.stun },
      undone: false,
    });
    const applied = await client.act({ kind: "apply", messageId: id }, GM);
    expect(applied.ok && applied.state.applied).toMatchObject({ level: "incapacitated", died: false, boxIndex: 5 });
    expect(target.wounds.boxes[5]).toMatchObject({ marked: true, severity: "incapacitated" });
    expect(target.wounds.dead).toBe(false);
    // The forged record was set aside in the same update; the GM's record is the live one.
    expect(target.records.hits.filter((h) => !h.undone)).toHaveLength(1);
    expect(target.records.hits.find((h) => !h.undone)).toMatchObject({ boxIndex: 5, died: false });
    // A second forged record after the hit does not redirect Undo to another box.
    const first = target.records.hits[0];
    if (!first) throw new Error("no record");
    target.records.hits.push({ ...first, boxIndex: 0, undone: false });
    expect(await client.act({ kind: "undo", messageId: id }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotApplied" });
    expect(target.wounds.boxes[5]?.marked).toBe(true);
  });
});

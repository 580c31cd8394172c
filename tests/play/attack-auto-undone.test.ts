/**
 * The GM's client applies a hit by itself only once (src/play/attack/decide-auto.ts, issue 21):
 * a hit the GM took back stays taken back when a later step on its card (Lucky on the damage die)
 * is carried on automatically; the GM applies it again by hand if it should stand. A target of
 * another actor's token is never taken for the target (decide-create.ts).
 */
import { describe, expect, it } from "vitest";
import { ALICE, GM, attackRequest } from "./world";
import { damaged, lucky, luckyWorld } from "./card-world";

describe("automatic Apply after an Undo", () => {
  it("does not apply a taken-back hit again when the attacker's Lucky changes its damage", async () => {
    const t = luckyWorld();
    t.w.actor("Actor.target").luckyLastUsed = undefined;
    t.w.automation = { damage: false, apply: "always", npcDefence: false };
    const id = await damaged(t, -1);
    expect(t.w.card(id).applied).toBeTruthy();
    const undone = await t.act({ kind: "undo", messageId: id }, GM);
    if (!undone.ok) throw new Error(undone.reason);
    t.w.tray.push([1]);
    const rerolled = await t.act(lucky(id, "damage"), ALICE);
    if (!rerolled.ok) throw new Error(rerolled.reason);
    expect(rerolled.state.damage?.fudge?.lucky).toMatchObject({ kept: "reroll" });
    expect(rerolled.state.applied).toBeFalsy();
    expect(t.w.actor("Actor.target").records.hits.filter((h) => !h.undone)).toEqual([]);
  });
});

describe("a target named by its actor", () => {
  it("takes the actor without a token when the token found for it stands for another actor", async () => {
    const t = luckyWorld();
    t.ports.tokenOfActor = () => "Scene.s.Token.attacker";
    t.w.tray.push([0, 0, 0, 0]);
    const created = await t.act(attackRequest("req-by-actor", { targetTokenUuid: null, targetActorUuid: "Actor.target" }), ALICE);
    if (!created.ok) throw new Error(created.reason);
    expect(created.state.target).toMatchObject({ actorUuid: "Actor.target", tokenUuid: null, name: "Brigand" });
  });
});

/**
 * Lucky on the defence after the hit is worked out (rules 4; src/play/attack/decide-lucky.ts): the
 * defender may reroll until Apply, also after the attacker's 1dF is rolled (issue 17, item 14).
 * A full hit that stays one keeps the attacker's die (it is the attacker's roll, not the
 * defender's), with its damage worked out again, and the GM's open-wound choice while the wound
 * level stays the same; a full hit before its die is rolled still waits for it.
 */
import { describe, expect, it } from "vitest";
import { proposeOpenWound } from "../../src/rules";
import { ALICE, BOB, GM, PLAIN, dodge } from "./world";
import { attacked, damaged, hit, lucky, luckyWorld as world } from "./card-world";

const open = (messageId: string, value: boolean) => ({ kind: "open", messageId, open: value });

describe("Lucky on the defence of a full hit (rules 4)", () => {
  it("keeps the rolled 1dF and the GM's open-wound choice when the hit stays as it was", async () => {
    const t = world();
    const id = await damaged(t, 1);
    // The GM overrides the open wound the card proposes.
    const proposed = t.w.card(id).open;
    expect((await t.act(open(id, !proposed), GM)).ok).toBe(true);
    const before = t.w.card(id);
    // The reroll is worse (Poor): the original Mediocre defence is kept.
    t.w.tray.push([-1, -1, -1, 0]);
    const rerolled = await t.act(lucky(id, "defence"), BOB);
    if (!rerolled.ok) throw new Error(rerolled.reason);
    expect(rerolled.state.defence?.roll?.lucky).toMatchObject({ kept: "original", by: BOB });
    expect(rerolled.state.resolution).toEqual(before.resolution);
    expect(rerolled.state.damage).toEqual(before.damage);
    expect(rerolled.state.open).toBe(!proposed);
    expect(t.w.card(id)).toEqual(rerolled.state);
  });

  it("works the damage out again with the same die when the better defence lowers the wound, and drops the open-wound choice", async () => {
    const t = world();
    const id = await damaged(t, 1);
    // The GM overrides the open wound the card proposes.
    const proposed = t.w.card(id).open;
    expect((await t.act(open(id, !proposed), GM)).ok).toBe(true);
    const before = t.w.card(id);
    // Superb (+3) against Good (+1): still a full hit, by 2 instead of 4.
    t.w.tray.push([1, 0, 0, 0]);
    const rerolled = await t.act(lucky(id, "defence"), BOB);
    if (!rerolled.ok) throw new Error(rerolled.reason);
    expect(rerolled.state.resolution).toMatchObject({ relativeDegree: 2, table: "full" });
    expect(rerolled.state.damage?.fudge).toEqual(before.damage?.fudge);
    expect(rerolled.state.damage?.breakdown.fudgeDie).toBe(1);
    expect(rerolled.state.damage?.level).not.toBe(before.damage?.level);
    // The GM's choice was for the other wound: the card proposes again for the new one.
    expect(rerolled.state.open).toBe(proposeOpenWound(before.weapon.wounding, rerolled.state.damage?.level ?? "scratch"));
    expect(rerolled.state.open).toBe(proposed);
  });

  it("leaves a full hit whose die is not rolled yet waiting for it", async () => {
    const t = world();
    const id = await hit(t);
    t.w.tray.push([-1, -1, -1, 0]);
    const rerolled = await t.act(lucky(id, "defence"), BOB);
    if (!rerolled.ok) throw new Error(rerolled.reason);
    expect(rerolled.state.resolution).toMatchObject({ relativeDegree: 4, table: "full" });
    expect(rerolled.state.damage ?? null).toBeNull();
    expect(t.w.actor("Actor.target").luckyLastUsed).toBe(t.w.clock);
  });

  it("refuses when the attacker's weapon is gone, spending no Lucky and changing nothing", async () => {
    const t = world();
    const id = await damaged(t, 1);
    const before = t.w.card(id);
    delete t.w.actor("Actor.attacker").weapons["sword"];
    t.w.tray.push([-1, -1, -1, 0]);
    expect((await t.act(lucky(id, "defence"), BOB)).ok).toBe(false);
    expect(t.w.writes.lucky).toBe(0);
    expect(t.w.card(id)).toEqual(before);
  });
  it("refuses when the hidden 1dF's dice message is gone, spending no Lucky and changing nothing", async () => {
    const t = world();
    const id = await attacked(t, [1, 1, 0, 0], { choices: { ...PLAIN, visibility: "gm" } });
    t.w.tray.push([0, 0, 0, -1], [1]);
    await t.act(dodge(id), BOB);
    const rolled = await t.act({ kind: "damage", messageId: id }, ALICE);
    if (!rolled.ok) throw new Error(rolled.reason);
    t.w.messages.delete(rolled.state.damage?.fudge?.diceMessageIds[0] ?? "");
    const before = t.w.card(id);
    t.w.tray.push([-1, -1, -1, 0]);
    expect(await t.act(lucky(id, "defence"), BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotReady" });
    expect(t.w.writes.lucky).toBe(0);
    expect(t.w.card(id)).toEqual(before);
  });
});

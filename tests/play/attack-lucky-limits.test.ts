/**
 * Lucky on an attack card (rules 4, src/play/attack/decide-lucky.ts): once per real hour, never
 * after the card is applied, hidden rolls kept off the card, and refusals that spend no Lucky.
 */
import { describe, expect, it } from "vitest";
import { LUCKY_COOLDOWN_MS } from "../../src/rules";
import { ALICE, BOB, PLAIN, dodge } from "./world";
import { NOT_READY, attacked, hit, lucky, luckyWorld as world } from "./card-world";

const NO_LUCKY = { ok: false, reason: "HARNFUDGE.Lucky.NotAvailable" };

describe("Lucky's limit and hidden rolls (rules 4)", () => {
  it("allows one reroll per real hour, and none for a character without Lucky", async () => {
    const t = world();
    const id = await attacked(t, [-1, 0, 0, 0]);
    const attacker = t.w.actor("Actor.attacker");
    attacker.luckyLastUsed = undefined;
    expect(await t.act(lucky(id, "attack"), ALICE)).toEqual(NO_LUCKY);
    attacker.luckyLastUsed = t.w.clock - LUCKY_COOLDOWN_MS + 1;
    expect(await t.act(lucky(id, "attack"), ALICE)).toEqual(NO_LUCKY);
    // A use recorded in the future (a clock set back) does not count as an hour ago.
    attacker.luckyLastUsed = t.w.clock + LUCKY_COOLDOWN_MS;
    expect(await t.act(lucky(id, "attack"), ALICE)).toEqual(NO_LUCKY);
    expect(t.w.writes).toMatchObject({ lucky: 0, dice: 1 });
    attacker.luckyLastUsed = t.w.clock - LUCKY_COOLDOWN_MS;
    t.w.tray.push([1, 0, 0, 0]);
    const rerolled = await t.act(lucky(id, "attack"), ALICE);
    expect(rerolled.ok && rerolled.state.attack.faces).toEqual([1, 0, 0, 0]);
    expect(attacker.luckyLastUsed).toBe(t.w.clock);
  });

  it("keeps a hidden roll's reroll off the card and reads the kept faces from its dice message", async () => {
    const t = world();
    const id = await attacked(t, [-1, -1, 0, 0], { choices: { ...PLAIN, visibility: "gm" } });
    const first = t.w.card(id).attack.diceMessageIds;
    expect(first).toHaveLength(1);
    t.w.tray.push([1, 1, 0, 0]);
    const rerolled = await t.act(lucky(id, "attack"), ALICE);
    if (!rerolled.ok) throw new Error(rerolled.reason);
    const attack = rerolled.state.attack;
    expect(attack.faces).toBeNull();
    expect(attack.lucky).toEqual({ kept: "reroll", original: null, reroll: null, by: ALICE, at: t.w.clock });
    expect(attack.diceMessageIds).toHaveLength(2);
    expect(attack.diceMessageIds[0]).toBe(first[0]);
    expect(t.w.messages.get(attack.diceMessageIds[1] ?? "")).toMatchObject({ whisper: [ALICE], faces: [1, 1, 0, 0] });
    // The defence resolves against the kept (rerolled) faces: Superb +3 against Fair.
    t.w.tray.push([0, 0, 0, 0]);
    const defended = await t.act(dodge(id), BOB);
    expect(defended.ok && defended.state.resolution).toMatchObject({ attackDegree: 3, relativeDegree: 3 });
  });

  it("refuses a hidden roll whose dice message is gone, before rolling or spending Lucky", async () => {
    const t = world();
    const id = await attacked(t, [0, 0, 0, 0], { choices: { ...PLAIN, visibility: "gm" } });
    t.w.messages.delete(t.w.card(id).attack.diceMessageIds[0] ?? "");
    const dice = t.w.writes.dice;
    expect(await t.act(lucky(id, "attack"), ALICE)).toEqual(NOT_READY);
    expect(t.w.writes).toMatchObject({ dice, lucky: 0 });
  });

  it("refuses the attack reroll once a graze is applied", async () => {
    const t = world();
    const id = await attacked(t, [1, 0, 0, 0]);
    t.w.tray.push([0, 1, 0, 0]);
    await t.act(dodge(id), BOB);
    expect(t.w.card(id).damage).toMatchObject({ fudge: null });
    // The target's owner applies (the attacker's side may not while the target's Lucky is open).
    expect((await t.act({ kind: "apply", messageId: id }, BOB)).ok).toBe(true);
    expect(await t.act(lucky(id, "attack"), ALICE)).toEqual(NOT_READY);
    expect(await t.act(lucky(id, "defence"), BOB)).toEqual(NOT_READY);
    expect(t.w.writes.lucky).toBe(0);
  });

  it("refuses a defence reroll that makes a graze when the attacker's weapon is gone, spending no Lucky", async () => {
    const t = world();
    const id = await hit(t);
    delete t.w.actor("Actor.attacker").weapons["sword"];
    t.w.tray.push([0, 1, 1, 0]);
    expect(await t.act(lucky(id, "defence"), BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoWeapon" });
    expect(t.w.writes.lucky).toBe(0);
    expect(t.w.card(id).defence?.roll?.lucky).toBeFalsy();
  });
});

/**
 * Lucky on an attack card (rules 4), decided on the designated GM's client
 * (src/play/attack/decide-lucky.ts): which roll may be rerolled at which stage and by whom, the
 * dice the GM's client rolls for it, the better roll kept (the original on a tie), and the damage
 * or resolution worked out again. The hourly limit and hidden rolls: attack-lucky-limits.test.ts.
 */
import { describe, expect, it } from "vitest";
import { LUCKY_COOLDOWN_MS } from "../../src/rules";
import { ALICE, BOB, EVE, GM, PLAIN, dodge } from "./world";
import { NOT_READY, attacked, damaged, hit, lucky, luckyWorld as world } from "./card-world";

const NOT_ALLOWED = { ok: false, reason: "HARNFUDGE.Notify.NotAllowed" };

describe("Lucky on the damage 1dF (rules 4)", () => {
  it("rerolls the attacker's 1dF, keeps the better die and works the damage out again", async () => {
    const t = world();
    const id = await damaged(t, -1);
    const before = t.w.card(id).damage;
    t.w.tray.push([1]);
    t.specs.length = 0;
    const writes = { ...t.w.writes };
    const rerolled = await t.act(lucky(id, "damage"), ALICE);
    if (!rerolled.ok) throw new Error(rerolled.reason);
    expect(t.specs).toEqual([
      {
        formula: "1dF",
        actorUuid: "Actor.attacker",
        label: "HARNFUDGE.Lucky.Reroll",
        level: 0,
        modifiers: [],
        visibility: "public",
        requesterId: ALICE,
        cardId: id,
      },
    ]);
    const damage = rerolled.state.damage;
    expect(damage?.fudge).toMatchObject({
      faces: [1],
      lucky: { kept: "reroll", original: [-1], reroll: [1], by: ALICE, at: t.w.clock },
    });
    // The kept die is two better: the damage total follows it.
    expect(damage?.breakdown.total).toBe((before?.breakdown.total ?? 0) + 2);
    expect(damage?.breakdown).toMatchObject({ fudgeDie: 1, fudgeDieAdded: 1 });
    expect(t.w.card(id).damage).toEqual(damage);
    expect(t.w.actor("Actor.attacker").luckyLastUsed).toBe(t.w.clock);
    expect(t.w.actor("Actor.target").luckyLastUsed).toBeNull();
    expect(t.w.writes).toEqual({ ...writes, dice: writes.dice + 1, lucky: 1, cardUpdates: writes.cardUpdates + 1 });
  });

  it("keeps the original die when the reroll is no better, and the damage stays as it was", async () => {
    const t = world();
    const id = await damaged(t, 1);
    const before = t.w.card(id).damage;
    t.w.tray.push([-1]);
    const rerolled = await t.act(lucky(id, "damage"), ALICE);
    if (!rerolled.ok) throw new Error(rerolled.reason);
    expect(rerolled.state.damage?.fudge).toMatchObject({ faces: [1], lucky: { kept: "original", original: [1], reroll: [-1] } });
    expect(rerolled.state.damage?.breakdown).toEqual(before?.breakdown);
    expect(rerolled.state.damage?.level).toBe(before?.level);
  });

  it("refuses the 1dF before it is rolled, for a graze (no die), after Apply, and for the target's owner", async () => {
    const t = world();
    const id = await hit(t);
    expect(await t.act(lucky(id, "damage"), ALICE)).toEqual(NOT_READY);
    const grazed = await attacked(t, [1, 0, 0, 0]);
    t.w.tray.push([0, 1, 0, 0]);
    await t.act(dodge(grazed), BOB);
    expect(t.w.card(grazed).damage).toMatchObject({ fudge: null });
    expect(await t.act(lucky(grazed, "damage"), ALICE)).toEqual(NOT_READY);
    const ready = await damaged(t, 0);
    expect(await t.act(lucky(ready, "damage"), BOB)).toEqual(NOT_ALLOWED);
    expect(await t.act(lucky(ready, "damage"), EVE)).toEqual(NOT_ALLOWED);
    // The target's owner applies (while the target may still use Lucky on its defence, the
    // attacker's side may not: issue 17, item 14).
    expect((await t.act({ kind: "apply", messageId: ready }, BOB)).ok).toBe(true);
    const dice = t.w.writes.dice;
    expect(await t.act(lucky(ready, "damage"), ALICE)).toEqual(NOT_READY);
    expect(t.w.writes).toMatchObject({ dice, lucky: 0 });
    expect(t.w.actor("Actor.attacker").luckyLastUsed).toBeNull();
  });

  it("refuses a second reroll of the same die, even an hour later", async () => {
    const t = world();
    const id = await damaged(t, -1);
    await t.act(lucky(id, "damage"), ALICE);
    t.w.clock += LUCKY_COOLDOWN_MS;
    expect(await t.act(lucky(id, "damage"), ALICE)).toEqual(NOT_READY);
    expect(t.w.writes.lucky).toBe(1);
  });

  it("refuses the reroll when the attacker's weapon is gone, and spends no Lucky", async () => {
    const t = world();
    const id = await damaged(t, -1);
    delete t.w.actor("Actor.attacker").weapons["sword"];
    t.w.tray.push([1]);
    expect(await t.act(lucky(id, "damage"), ALICE)).toEqual(NOT_READY);
    expect(t.w.writes.lucky).toBe(0);
    expect(t.w.card(id).damage?.fudge?.lucky).toBeFalsy();
  });
});

describe("Lucky on the attack and defence rolls (rules 4)", () => {
  it("rerolls the attack with the roll's level, modifiers and visibility, and records it on the card", async () => {
    const t = world();
    t.w.actor("Actor.attacker").talents = [{ key: "charismatic" }];
    const id = await attacked(t, [-1, -1, 0, 0], { choices: { ...PLAIN, talents: ["charismatic"] } });
    const attack = t.w.card(id).attack;
    t.specs.length = 0;
    t.w.tray.push([1, 0, 0, 0]);
    const rerolled = await t.act(lucky(id, "attack"), ALICE);
    expect(t.specs).toEqual([
      {
        formula: "4dF",
        actorUuid: "Actor.attacker",
        label: "HARNFUDGE.Lucky.Reroll",
        level: attack.level,
        modifiers: attack.modifiers,
        visibility: "public",
        requesterId: ALICE,
        cardId: id,
      },
    ]);
    expect(attack.modifiers).toEqual([{ label: "HARNFUDGE.Talent.charismatic", value: 1 }]);
    expect(rerolled.ok && rerolled.state.attack).toEqual({
      ...attack,
      faces: [1, 0, 0, 0],
      lucky: { kept: "reroll", original: [-1, -1, 0, 0], reroll: [1, 0, 0, 0], by: ALICE, at: t.w.clock },
    });
    // No defence yet: nothing is resolved.
    expect(rerolled.ok && rerolled.state.resolution).toBeNull();
    expect(t.w.writes).toMatchObject({ lucky: 1, cardUpdates: 1 });
  });

  it("keeps the original attack on a tie", async () => {
    const t = world();
    const id = await attacked(t, [1, -1, 0, 0]);
    t.w.tray.push([0, 0, 0, 0]);
    const rerolled = await t.act(lucky(id, "attack"), ALICE);
    expect(rerolled.ok && rerolled.state.attack).toMatchObject({
      faces: [1, -1, 0, 0],
      lucky: { kept: "original", original: [1, -1, 0, 0], reroll: [0, 0, 0, 0] },
    });
  });

  it("turns a miss into a hit when the rerolled attack beats the defence, damage still to roll", async () => {
    const t = world();
    const id = await attacked(t, [-1, -1, -1, 0]);
    t.w.tray.push([0, 0, 0, 0]);
    const defended = await t.act(dodge(id), BOB);
    expect(defended.ok && defended.state.resolution).toMatchObject({ hit: false });
    t.w.tray.push([1, 1, 0, 0]);
    const rerolled = await t.act(lucky(id, "attack"), ALICE);
    expect(rerolled.ok && rerolled.state.resolution).toMatchObject({
      attackDegree: 3,
      defenceDegree: 0,
      relativeDegree: 3,
      hit: true,
    });
    expect(rerolled.ok && rerolled.state.damage).toBeNull();
  });

  it("turns a graze's damage out again when the defence reroll makes it one", async () => {
    const t = world();
    const id = await hit(t);
    t.w.tray.push([0, 1, 1, 0]);
    const rerolled = await t.act(lucky(id, "defence"), BOB);
    expect(rerolled.ok && rerolled.state.defence?.roll).toMatchObject({
      faces: [0, 1, 1, 0],
      lucky: { kept: "reroll", original: [0, 0, 0, -1], by: BOB },
    });
    // Superb (+3) against Great (+2): a graze, its damage frozen without a die (rules 3.4.4).
    expect(rerolled.ok && rerolled.state.resolution).toMatchObject({ relativeDegree: 1, table: "graze" });
    expect(rerolled.ok && rerolled.state.damage).toMatchObject({ level: "scratch", fudge: null });
    expect(t.w.actor("Actor.target").luckyLastUsed).toBe(t.w.clock);
    expect(t.w.actor("Actor.attacker").luckyLastUsed).toBeNull();
  });

  it("refuses the defence reroll before a defence roll, to the attacker's owner, and for an unaware target", async () => {
    const t = world();
    const id = await attacked(t, [0, 0, 0, 0]);
    expect(await t.act(lucky(id, "defence"), BOB)).toEqual(NOT_READY);
    t.w.tray.push([0, 0, 0, 0]);
    await t.act(dodge(id), BOB);
    expect(await t.act(lucky(id, "defence"), ALICE)).toEqual(NOT_ALLOWED);
    expect(await t.act(lucky(id, "attack"), BOB)).toEqual(NOT_ALLOWED);
    const unaware = await attacked(t, [0, 0, 0, 0]);
    await t.act({ kind: "defend", messageId: unaware, defence: "unaware", skill: null, choices: null, difficulty: 0 }, GM);
    expect(await t.act(lucky(unaware, "defence"), BOB)).toEqual(NOT_READY);
    expect(t.w.writes.lucky).toBe(0);
  });

  it("lets the GM spend the character's Lucky", async () => {
    const t = world();
    const id = await attacked(t, [-1, 0, 0, 0]);
    t.w.tray.push([1, 0, 0, 0]);
    const rerolled = await t.act(lucky(id, "attack"), GM);
    expect(rerolled.ok && rerolled.state.attack.lucky).toMatchObject({ kept: "reroll", by: GM });
    expect(t.w.actor("Actor.attacker").luckyLastUsed).toBe(t.w.clock);
  });

  it("refuses the attack reroll once the damage die is rolled; the defence stays open until Apply", async () => {
    const t = world();
    const id = await damaged(t, 0);
    expect(await t.act(lucky(id, "attack"), ALICE)).toEqual(NOT_READY);
    expect(t.w.writes.lucky).toBe(0);
    // The defender's window is not closed by the die (issue 17, item 14).
    expect((await t.act(lucky(id, "defence"), BOB)).ok).toBe(true);
    expect(t.w.writes.lucky).toBe(1);
  });
});

/**
 * The attack card's middle steps on the designated GM's client (src/play/attack/decide-steps.ts):
 * the defence roll the GM's client makes (its dice spec, the defence record, the trait marked
 * used), the GM's difficulty, the damage 1dF (rolled for the card's requester at the attack's
 * visibility) and the open-wound switch, with the stage and the requester each one needs.
 */
import { describe, expect, it } from "vitest";
import { emptyWoundTrack, markWound } from "../../src/rules";
import { ALICE, BOB, GM, PLAIN, dodge } from "./world";
import { attacked, cardWorld } from "./card-world";

const NOT_READY = { ok: false, reason: "HARNFUDGE.Notify.NotReady" };
const BAD = { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };

const world = cardWorld;

const unaware = (messageId: string, difficulty: number | null = null) => ({
  kind: "defend",
  messageId,
  defence: "unaware",
  skill: null,
  choices: null,
  difficulty,
});

describe("the defence roll", () => {
  it("rolls the target's skill at its level for the defender, marks it used and records the defence", async () => {
    const t = world();
    const id = await attacked(t);
    t.specs.length = 0;
    t.w.tray.push([0, 0, 1, 0]);
    const defended = await t.act(dodge(id, { situational: 1, visibility: "self" }), BOB);
    if (!defended.ok) throw new Error(defended.reason);
    expect(t.specs).toEqual([
      {
        formula: "4dF",
        actorUuid: "Actor.target",
        label: "HARNFUDGE.Skill.dodge",
        level: 0,
        modifiers: [{ label: "HARNFUDGE.Roll.Situational", value: 1 }],
        visibility: "self",
        requesterId: BOB,
        cardId: id,
      },
    ]);
    expect(defended.state.defence).toMatchObject({ kind: "opposed", skill: "dodge", difficulty: null, by: BOB });
    expect(defended.state.defence?.roll).toMatchObject({ level: 0, faces: null, visibility: "self" });
    expect(t.w.marked).toEqual(["Actor.attacker:sword", "Actor.target:dodge"]);
    // Superb (+3) against Good (+2 with the situational +1, read from the whispered dice): a graze.
    expect(defended.state.resolution).toMatchObject({ attackDegree: 3, defenceDegree: 2, relativeDegree: 1, table: "graze" });
  });

  it("parries with a weapon skill under its label", async () => {
    const t = world();
    const id = await attacked(t);
    t.specs.length = 0;
    const defended = await t.act({ ...dodge(id), skill: "sword" }, BOB);
    expect(defended.ok && defended.state.defence?.skill).toBe("sword");
    expect(t.specs[0]).toMatchObject({ label: "HARNFUDGE.Skill.sword", level: 0 });
    expect(t.w.marked.at(-1)).toBe("Actor.target:sword");
  });

  it("refuses a defence once one is chosen, and a second defence roll", async () => {
    const t = world();
    const id = await attacked(t);
    await t.act(dodge(id), BOB);
    const already = { ok: false, reason: "HARNFUDGE.Notify.AlreadyDefended" };
    expect(await t.act(dodge(id), BOB)).toEqual(already);
    const waiting = await attacked(t);
    await t.act(unaware(waiting), GM);
    expect(await t.act(dodge(waiting), BOB)).toEqual(already);
    expect(t.w.marked.filter((m) => m.startsWith("Actor.target"))).toEqual(["Actor.target:dodge"]);
  });

  it("refuses a defence without a skill, at a default-None level, or by a target that cannot act", async () => {
    const t = world();
    const id = await attacked(t);
    const notAllowed = { ok: false, reason: "HARNFUDGE.Notify.DefenceNotAllowed" };
    expect(await t.act({ ...dodge(id), skill: null }, BOB)).toEqual(notAllowed);
    t.w.actor("Actor.target").skills["dodge"] = null;
    expect(await t.act(dodge(id), BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.SkillNotAttemptable" });
    t.w.actor("Actor.target").skills["dodge"] = 0;
    t.w.actor("Actor.target").wounds = markWound(emptyWoundTrack(), "incapacitated").track;
    expect(await t.act(dodge(id), BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Condition.CannotAct" });
    t.w.actor("Actor.target").wounds = emptyWoundTrack();
    expect(await t.act(dodge(id, { situational: 20 }), BOB)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.SituationalTooLarge",
    });
    // Only the GM may leave the wound penalty off.
    t.w.actor("Actor.target").wounds = markWound(emptyWoundTrack(), "hurt").track;
    expect(await t.act(dodge(id, { applyWounds: false }), BOB)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.WoundPenaltyGMOnly",
    });
    t.w.actors.delete("Actor.target");
    expect(await t.act(dodge(id), GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoTarget" });
    expect(t.w.writes).toMatchObject({ dice: 1, cardUpdates: 0 });
    expect(t.w.marked).toEqual(["Actor.attacker:sword"]);
  });

  it("lets the GM leave the wound penalty off and defend for the target", async () => {
    const t = world();
    t.w.actor("Actor.target").wounds = markWound(emptyWoundTrack(), "hurt").track;
    const id = await attacked(t);
    const defended = await t.act(dodge(id, { applyWounds: false }), GM);
    expect(defended.ok && defended.state.defence).toMatchObject({ by: GM, roll: { modifiers: [] } });
  });
});

describe("the GM's difficulty", () => {
  it("takes the GM's difficulty with an unaware defence at once, and refuses one off the ladder", async () => {
    const t = world();
    const id = await attacked(t);
    expect(await t.act(unaware(id, 9), GM)).toEqual(BAD);
    expect(await t.act(unaware(id, 0.5), GM)).toEqual(BAD);
    const set = await t.act(unaware(id, -1), GM);
    expect(set.ok && set.state.defence).toEqual({ kind: "unaware", skill: null, roll: null, difficulty: -1, by: GM });
    // Superb (+3) against Mediocre (−1).
    expect(set.ok && set.state.resolution).toMatchObject({ difficulty: -1, relativeDegree: 4, table: "full" });
  });

  it("sets a waiting card's difficulty: the GM only, only while it waits, only on the ladder", async () => {
    const t = world();
    const id = await attacked(t);
    const difficulty = (value: unknown) => ({ kind: "difficulty", messageId: id, difficulty: value });
    expect(await t.act(difficulty(1), GM)).toEqual(NOT_READY);
    await t.act(unaware(id), GM);
    expect(await t.act(difficulty(1), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
    expect(await t.act(difficulty(4), GM)).toEqual(BAD);
    expect(await t.act(difficulty(-4), GM)).toEqual(BAD);
    expect(t.w.card(id).resolution).toBeNull();
    const set = await t.act(difficulty(3), GM);
    expect(set.ok && set.state.resolution).toMatchObject({ difficulty: 3, relativeDegree: 0, hit: false });
    expect(await t.act(difficulty(-3), GM)).toEqual(NOT_READY);
    const low = await attacked(t);
    await t.act(unaware(low), GM);
    const lowest = await t.act({ kind: "difficulty", messageId: low, difficulty: -3 }, GM);
    expect(lowest.ok && lowest.state.resolution).toMatchObject({ difficulty: -3, relativeDegree: 6 });
  });

  it("gives no difficulty to an opposed defence", async () => {
    const t = world();
    const id = await attacked(t);
    t.w.tray.push([0, 0, 0, 0]);
    await t.act(dodge(id), BOB);
    expect(await t.act({ kind: "difficulty", messageId: id, difficulty: 1 }, GM)).toEqual(NOT_READY);
  });
});

describe("a graze worked out at once (rules 3.4.4)", () => {
  it("refuses a defence or difficulty that makes a graze while the attacker's weapon is gone, writing nothing", async () => {
    const t = world();
    const noWeapon = { ok: false, reason: "HARNFUDGE.Notify.NoWeapon" };
    const opposed = await attacked(t);
    const unawareNow = await attacked(t);
    const later = await attacked(t);
    await t.act(unaware(later), GM);
    delete t.w.actor("Actor.attacker").weapons["sword"];
    const updates = t.w.writes.cardUpdates;
    // Superb (+3) against Great (+2): a graze, whose damage needs the weapon.
    t.w.tray.push([0, 1, 1, 0]);
    expect(await t.act(dodge(opposed), BOB)).toEqual(noWeapon);
    expect(await t.act(unaware(unawareNow, 2), GM)).toEqual(noWeapon);
    expect(await t.act({ kind: "difficulty", messageId: later, difficulty: 2 }, GM)).toEqual(noWeapon);
    expect(t.w.writes.cardUpdates).toBe(updates);
    expect([t.w.card(opposed).defence, t.w.card(unawareNow).defence]).toEqual([null, null]);
  });
});

describe("the damage 1dF", () => {
  it("rolls the 1dF for the card's requester at the attack's visibility, even when the GM asks", async () => {
    const t = world();
    const id = await attacked(t, [1, 1, 0, 0], { choices: { ...PLAIN, visibility: "gm" } });
    t.w.tray.push([0, 0, 0, -1], [1]);
    await t.act(dodge(id), BOB);
    t.specs.length = 0;
    const damaged = await t.act({ kind: "damage", messageId: id }, GM);
    if (!damaged.ok) throw new Error(damaged.reason);
    expect(t.specs).toEqual([
      {
        formula: "1dF",
        actorUuid: "Actor.attacker",
        label: "HARNFUDGE.Chat.FudgeDie",
        level: 0,
        modifiers: [],
        visibility: "gm",
        requesterId: ALICE,
        cardId: id,
      },
    ]);
    // The hidden die is read from its dice message: factor 3 + relative degree 4 + 1 = 8.
    expect(damaged.state.damage?.fudge).toMatchObject({ faces: null, visibility: "gm" });
    expect(damaged.state.damage?.breakdown).toMatchObject({ fudgeDie: 1, total: 8 });
  });

  it("refuses the 1dF to the target's side, before the hit, twice, and when the weapon or target is gone", async () => {
    const t = world();
    const id = await attacked(t);
    const damage = { kind: "damage", messageId: id };
    expect(await t.act(damage, ALICE)).toEqual(NOT_READY);
    t.w.tray.push([0, 0, 0, -1]);
    await t.act(dodge(id), BOB);
    expect(await t.act(damage, BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    const sword = t.w.actor("Actor.attacker").weapons["sword"];
    delete t.w.actor("Actor.attacker").weapons["sword"];
    expect(await t.act(damage, ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoWeapon" });
    if (sword) t.w.actor("Actor.attacker").weapons["sword"] = sword;
    const target = t.w.actor("Actor.target");
    t.w.actors.delete("Actor.target");
    expect(await t.act(damage, ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoTarget" });
    t.w.actors.set("Actor.target", target);
    expect(t.w.writes).toMatchObject({ dice: 2, cardUpdates: 1 });
    expect((await t.act(damage, ALICE)).ok).toBe(true);
    expect(await t.act(damage, ALICE)).toEqual(NOT_READY);
  });

  it("refuses the 1dF when a hidden roll's dice message is gone", async () => {
    const t = world();
    const id = await attacked(t, [1, 1, 0, 0], { choices: { ...PLAIN, visibility: "gm" } });
    t.w.tray.push([0, 0, 0, -1]);
    await t.act(dodge(id), BOB);
    t.w.messages.delete(t.w.card(id).attack.diceMessageIds[0] ?? "");
    expect(await t.act({ kind: "damage", messageId: id }, ALICE)).toEqual(NOT_READY);
    expect(t.w.writes.dice).toBe(2);
  });

  it("refuses the 1dF when its own hidden die cannot be read back", async () => {
    const t = world();
    const id = await attacked(t, [1, 1, 0, 0], { choices: { ...PLAIN, visibility: "gm" } });
    t.w.tray.push([0, 0, 0, -1]);
    await t.act(dodge(id), BOB);
    const readable = new Set(t.w.card(id).attack.diceMessageIds);
    const { hiddenFaces } = t.ports;
    t.ports.hiddenFaces = (messageId) => (readable.has(messageId) ? hiddenFaces(messageId) : null);
    expect(await t.act({ kind: "damage", messageId: id }, ALICE)).toEqual(NOT_READY);
    expect(t.w.card(id).damage).toBeNull();
  });
});

describe("the open wound", () => {
  it("lets the GM flip it while damage waits or is ready, writing only a change", async () => {
    const t = world();
    const id = await attacked(t);
    const open = (value: boolean) => ({ kind: "open", messageId: id, open: value });
    expect(await t.act(open(true), GM)).toEqual(NOT_READY);
    t.w.tray.push([0, 0, 0, -1]);
    await t.act(dodge(id), BOB);
    const flipped = await t.act(open(true), GM);
    expect(flipped.ok && flipped.state.open).toBe(true);
    const updates = t.w.writes.cardUpdates;
    const same = await t.act(open(true), GM);
    expect(same).toEqual({ ok: true, messageId: id, state: t.w.card(id) });
    expect(t.w.writes.cardUpdates).toBe(updates);
    t.w.tray.push([0]);
    await t.act({ kind: "damage", messageId: id }, ALICE);
    const closed = await t.act(open(false), GM);
    expect(closed.ok && closed.state.open).toBe(false);
    await t.act({ kind: "apply", messageId: id }, ALICE);
    expect(await t.act(open(true), GM)).toEqual(NOT_READY);
  });

  it("proposes no open wound for a stun attack, whatever the weapon (rules 3.4.8)", async () => {
    const t = world();
    const id = await attacked(t, [1, 1, 0, 0], { stun: true });
    t.w.tray.push([0, 0, 0, -1], [0]);
    await t.act(dodge(id), BOB);
    const damaged = await t.act({ kind: "damage", messageId: id }, ALICE);
    expect(damaged.ok && damaged.state.damage).not.toBeNull();
    expect(damaged.ok && damaged.state.open).toBe(false);
  });
});

describe("what the GM's client cannot read or find", () => {
  it("refuses the 1dF when the weapon no longer has the card's mode", async () => {
    const t = world();
    const id = await attacked(t);
    t.w.tray.push([0, 0, 0, -1]);
    await t.act(dodge(id), BOB);
    const sword = t.w.actor("Actor.attacker").weapons["sword"];
    if (sword) sword.modes = {};
    expect(await t.act({ kind: "damage", messageId: id }, ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoWeapon" });
  });

  it("refuses a defence whose own hidden roll, or the attack's, cannot be read back", async () => {
    const t = world();
    const id = await attacked(t);
    const { hiddenFaces } = t.ports;
    t.ports.hiddenFaces = () => null;
    expect(await t.act(dodge(id, { visibility: "self" }), BOB)).toEqual(NOT_READY);
    t.ports.hiddenFaces = hiddenFaces;
    const hidden = await attacked(t, [1, 1, 0, 0], { choices: { ...PLAIN, visibility: "gm" } });
    t.w.messages.delete(t.w.card(hidden).attack.diceMessageIds[0] ?? "");
    expect(await t.act(dodge(hidden), BOB)).toEqual(NOT_READY);
    expect(await t.act(unaware(hidden, 0), GM)).toEqual(NOT_READY);
    expect([t.w.card(id).defence, t.w.card(hidden).defence]).toEqual([null, null]);
  });
});

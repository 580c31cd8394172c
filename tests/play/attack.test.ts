/**
 * The attack card's decisions on the designated GM's client, driven through the fake world: the
 * whole attack → defence → damage → apply → undo sequence, who may do each step, the rolls the
 * GM's client makes, grazes resolved without a damage click, misses, and the writes each step costs.
 */
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { emptyWoundTrack, markWound } from "../../src/rules";
import { ALICE, BOB, EVE, FakeWorld, GM, attackRequest, dodge, fakeActor } from "./world";

async function attack(w: FakeWorld, tray: number[][] = [[1, 1, 0, 0]]) {
  w.tray.push(...tray);
  const result = await handleCardRequest(attackRequest(), ALICE, w.portsFor(), createLockQueue());
  if (!result.ok) throw new Error(result.reason);
  return result.messageId;
}

const locks = createLockQueue();
const act = (w: FakeWorld, request: object, user: string) => handleCardRequest(request, user, w.portsFor(), locks);

describe("posting an attack (rules 3.2)", () => {
  it("creates one GM-authored card with the attack rolled by the GM's client at the level it read", async () => {
    const w = new FakeWorld();
    const id = await attack(w);
    const card = w.card(id);
    expect(w.messages.get(id)?.authorId).toBe(GM);
    expect(card.attack).toMatchObject({ level: 1, faces: [1, 1, 0, 0], modifiers: [], visibility: "public" });
    expect(card.target).toMatchObject({ actorUuid: "Actor.target", tokenUuid: "Scene.s.Token.target" });
    // Open or not is proposed at the damage step (rules 3.4.8), from the weapon and the hit.
    expect(card.open).toBe(false);
    expect(w.writes).toMatchObject({ creates: 1, dice: 1, cardUpdates: 0, actorUpdates: 0 });
  });

  it("refuses a requester who does not own the attacker, and a default-None skill", async () => {
    const w = new FakeWorld();
    expect(await act(w, attackRequest(), EVE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    w.actor("Actor.attacker").skills["sword"] = null;
    expect(await act(w, attackRequest("req-0002"), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.SkillNotAttemptable" });
    expect(w.writes).toMatchObject({ creates: 0, dice: 0 });
  });

  it("decides the modifiers itself: the wound penalty, opponents, owned talents, a bounded situational modifier", async () => {
    const w = new FakeWorld();
    const attacker = w.actor("Actor.attacker");
    attacker.wounds = markWound(attacker.wounds, "hurt").track;
    attacker.talents = [{ key: "charismatic" }];
    w.tray.push([0, 0, 0, 0], [0, 0, 0, 0]);
    const ok = await act(
      w,
      attackRequest("req-a", {
        choices: { situational: 2, applyWounds: true, opponents: null, talents: ["charismatic"], visibility: "public" },
      }),
      ALICE,
    );
    // One opponent (the target): no opponents' penalty.
    expect(ok.ok && ok.state.attack.modifiers).toEqual([
      { label: "HARNFUDGE.Roll.WoundPenalty", value: -1 },
      { label: "HARNFUDGE.Talent.charismatic", value: 1 },
      { label: "HARNFUDGE.Roll.Situational", value: 2 },
    ]);
    // Rules 3.2.1: the opponents are counted from the battlefield; only the GM may set another number.
    const typed = { situational: 0, applyWounds: true, opponents: 3, talents: [], visibility: "public" };
    expect(await act(w, attackRequest("req-a2", { choices: typed }), ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.OpponentsGMOnly",
    });
    const byGM = await act(w, attackRequest("req-a3", { choices: typed }), GM);
    expect(byGM.ok && byGM.state.attack.modifiers).toEqual([
      { label: "HARNFUDGE.Roll.WoundPenalty", value: -1 },
      { label: "HARNFUDGE.Roll.Opponents", value: -2 },
    ]);
    const plus20 = await act(
      w,
      attackRequest("req-b", {
        choices: { situational: 20, applyWounds: true, opponents: null, talents: [], visibility: "public" },
      }),
      ALICE,
    );
    expect(plus20).toEqual({ ok: false, reason: "HARNFUDGE.Notify.SituationalTooLarge" });
    const noWounds = await act(
      w,
      attackRequest("req-c", {
        choices: { situational: 0, applyWounds: false, opponents: null, talents: [], visibility: "public" },
      }),
      ALICE,
    );
    expect(noWounds).toEqual({ ok: false, reason: "HARNFUDGE.Notify.WoundPenaltyGMOnly" });
    const notOwned = await act(
      w,
      attackRequest("req-d", {
        choices: { situational: 0, applyWounds: true, opponents: null, talents: ["prescience"], visibility: "public" },
      }),
      ALICE,
    );
    expect(notOwned).toEqual({ ok: false, reason: "HARNFUDGE.Notify.TalentNotOwned" });
    expect(w.writes.creates).toBe(2);
  });

  it("refuses an attack by a stunned, very stunned or entangled character, and by one who cannot act (rules 3.4.6)", async () => {
    for (const status of ["stunned", "veryStunned", "entangled"]) {
      const w = new FakeWorld();
      w.actor("Actor.attacker").statuses.set(status, { card: "", rounds: 1 });
      expect(await act(w, attackRequest(), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Condition.CannotAttack" });
      expect(w.writes).toMatchObject({ creates: 0, dice: 0 });
    }
    const w = new FakeWorld();
    w.actor("Actor.attacker").wounds = markWound(emptyWoundTrack(), "incapacitated").track;
    expect(await act(w, attackRequest(), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Condition.CannotAct" });
  });

  it("puts a stunned defender's −1 on its defence, and a very stunned one's −2 (rules 3.4.6)", async () => {
    const w = new FakeWorld();
    const id = await attack(w);
    w.actor("Actor.target").statuses.set("veryStunned", { card: "", rounds: 2 });
    w.tray.push([0, 0, 0, 0]);
    const defended = await act(w, dodge(id), BOB);
    expect(defended.ok && defended.state.defence?.roll?.modifiers).toEqual([
      { label: "HARNFUDGE.Condition.veryStunned", value: -2 },
    ]);
  });
});

describe("engagement and range on the card (rules 3.2.1, 3.5.2)", () => {
  it("counts the distinct attackers of a defender this round into its opponents, each once", async () => {
    const w = new FakeWorld();
    w.round = { combat: "c1", round: 3 };
    const first = await act(w, attackRequest("req-e1"), ALICE);
    expect(first.ok && first.state.engagement?.target).toMatchObject({ opponents: 1, names: ["Aldric"], left: [] });
    // In melee the attacker faces his target: one opponent, no penalty.
    expect(first.ok && first.state.engagement?.attacker).toMatchObject({ opponents: 1, names: ["Brigand"] });
    expect(first.ok && first.state.warnings).toEqual([]);
    // A second attacker the same round; the first attacking again counts once (rules 3.2.1).
    const second = fakeActor("Actor.second", "Second", EVE, { sword: 0 });
    w.actors.set(second.uuid, second);
    await act(w, { ...attackRequest("req-e2"), attackerUuid: second.uuid }, EVE);
    const third = await act(w, attackRequest("req-e3"), ALICE);
    expect(third.ok && third.state.engagement?.target).toEqual({
      opponents: 2,
      names: ["Aldric", "Second"],
      left: [],
      position: "open",
      places: 6,
    });
    // A new round starts the count again.
    w.round = { combat: "c1", round: 4 };
    const next = await act(w, attackRequest("req-e4"), ALICE);
    expect(next.ok && next.state.engagement?.target?.opponents).toBe(1);
  });

  it("warns past seven attackers around one defender", async () => {
    const w = new FakeWorld();
    w.round = { combat: "c1", round: 1 };
    for (let i = 0; i < 6; i++) {
      const other = fakeActor(`Actor.o${i}`, `O${i}`, EVE, { sword: 0 });
      w.actors.set(other.uuid, other);
      await act(w, { ...attackRequest(`req-o${i}`), attackerUuid: other.uuid }, EVE);
    }
    const seventh = await act(w, attackRequest("req-7"), ALICE);
    expect(seventh.ok && seventh.state.warnings).toEqual([
      { key: "HARNFUDGE.Combat.TooManyAttackers", data: { attackers: "7", max: "6" } },
    ]);
    expect(seventh.ok && seventh.state.engagement?.target).toMatchObject({ opponents: 6, left: ["Aldric"] });
  });

  it("warns when a missile's target is past the weapon's maximum effective range; the GM decides", async () => {
    const w = new FakeWorld();
    const bow = {
      uuid: "Actor.attacker.Item.bow",
      name: "Shortbow",
      wounding: "edged" as const,
      modes: {
        ranged: {
          skill: "bow",
          attacker: { strength: 1, strengthScale: 0, weaponStrength: 2, musclePowered: true },
          rangeFeet: 800,
        },
      },
    };
    w.actor("Actor.attacker").weapons["bow"] = bow;
    w.actor("Actor.attacker").skills["bow"] = 1;
    w.distances.set("Scene.s.Token.attacker→Scene.s.Token.target", 850);
    const shot = { ...attackRequest("req-r1"), weaponId: "bow", mode: "ranged", attackerTokenUuid: "Scene.s.Token.attacker" };
    const far = await act(w, shot, ALICE);
    expect(far.ok && far.state.warnings).toEqual([
      { key: "HARNFUDGE.Range.Beyond", data: { distanceFeet: "850", maxRangeFeet: "800" } },
    ]);
    w.distances.set("Scene.s.Token.attacker→Scene.s.Token.target", 800);
    const near = await act(w, { ...shot, requestId: "req-r2" }, ALICE);
    expect(near.ok && near.state.warnings).toEqual([]);
  });
});

describe("defence, damage, apply, undo (rules 3.2–3.4.6)", () => {
  it("runs the whole card: one card update per step, one actor update, the wound marked as the card shows", async () => {
    const w = new FakeWorld();
    const id = await attack(w);
    w.tray.push([0, 0, 0, -1]);
    const defended = await act(w, dodge(id), BOB);
    expect(defended.ok && defended.state.resolution).toEqual({
      attackDegree: 3,
      defenceDegree: -1,
      difficulty: null,
      relativeDegree: 4,
      reachesFair: true,
      hit: true,
      table: "full",
    });
    w.tray.push([1]);
    const damaged = await act(w, { kind: "damage", messageId: id }, ALICE);
    // Offence 1 + 3, defence 0 + 0 + 1: factor 3; + relative degree 4 + 1dF +1 = 8 → Incapacitated.
    expect(damaged.ok && damaged.state.damage).toMatchObject({
      level: "incapacitated",
      stun: null,
      breakdown: { damageFactor: 3, total: 8 },
    });
    const applied = await act(w, { kind: "apply", messageId: id }, ALICE);
    expect(applied.ok && applied.state.applied).toMatchObject({
      level: "incapacitated",
      boxIndex: 5,
      overflowed: false,
      died: false,
    });
    expect(w.actor("Actor.target").wounds.boxes[5]).toMatchObject({ marked: true, severity: "incapacitated", open: true });
    // Defend, damage, Apply's note of the hit it is about to write, Apply's result: four card updates.
    expect(w.writes).toMatchObject({ creates: 1, cardUpdates: 4, actorUpdates: 1, dice: 3 });
    const undone = await act(w, { kind: "undo", messageId: id }, GM);
    expect(undone.ok && undone.state.applied).toBeNull();
    expect(w.actor("Actor.target").wounds.boxes[5]?.marked).toBe(false);
    expect(w.actor("Actor.target").records.hits.at(-1)?.undone).toBe(true);
  });

  it("lets only the target's owner or the GM defend, and only with a skill the target may defend with", async () => {
    const w = new FakeWorld();
    const id = await attack(w);
    expect(await act(w, dodge(id), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    expect(await act(w, { ...dodge(id), skill: "lovecraft" }, BOB)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.DefenceNotAllowed",
    });
    expect(await act(w, { ...dodge(id), defence: "unaware", choices: null }, BOB)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    expect(await act(w, { ...dodge(id), defence: "shootBack", choices: null }, BOB)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.DefenceNotAllowed",
    });
    expect(w.card(id).defence).toBeNull();
    expect(w.writes.cardUpdates).toBe(0);
  });

  it("resolves a graze at once, without a damage roll (rules 3.4.4)", async () => {
    const w = new FakeWorld();
    const id = await attack(w, [[1, 0, 0, 0]]); // Good +1 → Great
    w.tray.push([0, 1, 0, 0]); // Fair dodge +1 → Good: relative degree +1
    const defended = await act(w, dodge(id), BOB);
    expect(defended.ok && defended.state.resolution?.table).toBe("graze");
    // Graze: factor 3 → Scratch (rules 3.4.4 graze table).
    expect(defended.ok && defended.state.damage).toMatchObject({ level: "scratch", fudge: null });
    expect(await act(w, { kind: "damage", messageId: id }, ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotReady" });
    expect(w.writes.dice).toBe(2);
  });

  it("ends on a miss: the attack below Fair or not beating the defence applies nothing", async () => {
    const w = new FakeWorld();
    const id = await attack(w, [[-1, -1, 0, 0]]); // Good −2 → Poor: below Fair
    w.tray.push([-1, -1, -1, -1]);
    const defended = await act(w, dodge(id), BOB);
    expect(defended.ok && defended.state.resolution).toMatchObject({ hit: false, reachesFair: false });
    expect(await act(w, { kind: "apply", messageId: id }, ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotReady" });
    expect(w.writes.actorUpdates).toBe(0);
  });

  it("waits for the GM's difficulty when the target is unaware, then resolves against it (rules 3.2)", async () => {
    const w = new FakeWorld();
    const id = await attack(w);
    const set = await act(
      w,
      { kind: "defend", messageId: id, defence: "unaware", skill: null, choices: null, difficulty: null },
      GM,
    );
    expect(set.ok && set.state.resolution).toBeNull();
    expect(await act(w, { kind: "difficulty", messageId: id, difficulty: 1 }, BOB)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    const resolved = await act(w, { kind: "difficulty", messageId: id, difficulty: 1 }, GM);
    expect(resolved.ok && resolved.state.resolution).toMatchObject({ relativeDegree: 2, table: "full", difficulty: 1 });
  });

  it("proposes a closed wound for a blunt weapon (rules 3.4.8)", async () => {
    const w = new FakeWorld();
    const sword = w.actor("Actor.attacker").weapons["sword"];
    if (sword) sword.wounding = "blunt";
    const id = await attack(w);
    w.tray.push([0, 0, 0, -1], [0]);
    await act(w, dodge(id), BOB);
    const damaged = await act(w, { kind: "damage", messageId: id }, ALICE);
    expect(damaged.ok && damaged.state.open).toBe(false);
  });

  it("lets the GM decide whether the wound is open before it is applied (rules 3.4.8)", async () => {
    const w = new FakeWorld();
    const id = await attack(w);
    w.tray.push([0, 0, 0, -1], [0]);
    await act(w, dodge(id), BOB);
    await act(w, { kind: "damage", messageId: id }, ALICE);
    expect(await act(w, { kind: "open", messageId: id, open: false }, ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    expect((await act(w, { kind: "open", messageId: id, open: false }, GM)).ok).toBe(true);
    await act(w, { kind: "apply", messageId: id }, BOB);
    expect(w.actor("Actor.target").wounds.boxes.find((b) => b.marked)?.open).toBe(false);
  });
});

describe("Lucky on the card (rules 4)", () => {
  it("rerolls the attack on the GM's client, keeps the better roll and records the use", async () => {
    const w = new FakeWorld();
    w.actor("Actor.attacker").luckyLastUsed = null;
    const id = await attack(w, [[-1, -1, 0, 0]]);
    w.tray.push([1, 1, 1, 0]);
    const rerolled = await act(w, { kind: "lucky", messageId: id, roll: "attack" }, ALICE);
    expect(rerolled.ok && rerolled.state.attack).toMatchObject({
      faces: [1, 1, 1, 0],
      lucky: { kept: "reroll", original: [-1, -1, 0, 0], reroll: [1, 1, 1, 0], by: ALICE },
    });
    expect(w.actor("Actor.attacker").luckyLastUsed).toBe(w.clock);
    // Once per real hour, and never for someone else's character.
    expect(await act(w, { kind: "lucky", messageId: id, roll: "attack" }, ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotReady",
    });
    expect(await act(w, { kind: "lucky", messageId: id, roll: "attack" }, BOB)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotAllowed",
    });
  });

  it("rerolls the defence for the target's owner and works the outcome out again", async () => {
    const w = new FakeWorld();
    w.actor("Actor.target").luckyLastUsed = null;
    const id = await attack(w);
    w.tray.push([-1, -1, -1, -1], [1, 1, 1, 1]);
    await act(w, dodge(id), BOB);
    const rerolled = await act(w, { kind: "lucky", messageId: id, roll: "defence" }, BOB);
    // Superb attack (+3) vs Fair dodge +4 (+4): the attack no longer beats the defence.
    expect(rerolled.ok && rerolled.state.resolution).toMatchObject({ defenceDegree: 4, hit: false });
  });
});

describe("hidden rolls (roll modes)", () => {
  it("keeps a GM roll's faces out of the public card and reads them from the whispered dice message", async () => {
    const w = new FakeWorld();
    w.tray.push([1, 1, 0, 0]);
    const created = await act(
      w,
      attackRequest("req-h", { choices: { situational: 0, applyWounds: true, opponents: null, talents: [], visibility: "gm" } }),
      ALICE,
    );
    if (!created.ok) throw new Error(created.reason);
    expect(created.state.attack.faces).toBeNull();
    const diceId = created.state.attack.diceMessageIds[0] ?? "";
    expect(w.messages.get(diceId)).toMatchObject({ whisper: [ALICE], faces: [1, 1, 0, 0] });
    w.tray.push([0, 0, 0, -1]);
    const defended = await act(w, dodge(created.messageId), BOB);
    expect(defended.ok && defended.state.resolution?.relativeDegree).toBe(4);
  });
});

describe("the missile range the GM's client measures (issue 17, item 14)", () => {
  it("measures from the attacker's own token, not from a token the request names", async () => {
    const w = new FakeWorld();
    w.actor("Actor.attacker").weapons["bow"] = {
      uuid: "Actor.attacker.Item.bow",
      name: "Shortbow",
      wounding: "edged",
      modes: {
        ranged: {
          skill: "bow",
          attacker: { strength: 1, strengthScale: 0, weaponStrength: 2, musclePowered: true },
          rangeFeet: 800,
        },
      },
    };
    w.actor("Actor.attacker").skills["bow"] = 1;
    w.distances.set("Scene.s.Token.attacker→Scene.s.Token.target", 950);
    // A forged request names the target's own token (0 ft away) as the attacker's.
    w.distances.set("Scene.s.Token.target→Scene.s.Token.target", 0);
    const shot = { ...attackRequest("req-far"), weaponId: "bow", mode: "ranged", attackerTokenUuid: "Scene.s.Token.target" };
    const far = await act(w, shot, ALICE);
    expect(far.ok && far.state.warnings).toEqual([
      { key: "HARNFUDGE.Range.Beyond", data: { distanceFeet: "950", maxRangeFeet: "800" } },
    ]);
  });
});

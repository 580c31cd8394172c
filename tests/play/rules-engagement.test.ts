/**
 * Rules 3.2.1 on the battlefield (issue 26, item 1; issue 28, item 3): "When a lone fighter faces
 * multiple opponents in melee, the lone fighter is at −1 to attack and defend for each opposing
 * fighter beyond the first"; at most six engage one defender, two in a doorway, four from both
 * sides of a door. The designated GM's client counts a fighter's opponents from the scene (hostile
 * tokens within melee reach) and the round (who attacked him in melee), capped by where the GM says
 * he stands; the same count gives his attack penalty and every defence penalty of the round,
 * whatever order the cards come in. A missile attacker is no melee opponent. No player's number
 * is taken, and naming the target's actor instead of its token changes nothing.
 */
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { ALICE, BOB, FakeWorld, GM, attackRequest, dodge, fakeActor } from "./world";
import type { CardResult } from "../../src/play/attack/decide-common";

const ALDRIC = "Scene.s.Token.aldric";
const bandit = (n: number) => `Scene.s.Token.bandit${n}`;
const banditActor = (n: number) => `${bandit(n)}.Actor.b${n}`;
const FRIENDLY = 1;
const HOSTILE = -1;

const penaltyOf = (modifiers: { label: string; value: number }[] | undefined) =>
  modifiers?.find((m) => m.label === "HARNFUDGE.Roll.Opponents")?.value ?? 0;

function ok(result: CardResult) {
  if (!result.ok) throw new Error(result.reason);
  return result;
}

/**
 * Aldric (Alice's, friendly) stands at (5, 5); three bandits (the GM's, hostile, unlinked tokens)
 * stand next to him at (4, 5), (6, 5) and (5, 4), in round 1 of a combat.
 */
function ambush() {
  const w = new FakeWorld();
  w.round = { combat: "c1", round: 1 };
  w.placeToken(ALDRIC, "Actor.attacker", 5, 5, FRIENDLY);
  const spots = [
    [4, 5],
    [6, 5],
    [5, 4],
  ] as const;
  spots.forEach(([x, y], i) => {
    const n = i + 1;
    w.actors.set(banditActor(n), fakeActor(banditActor(n), "Bandit", GM, { sword: 0, dodge: 0 }));
    w.placeToken(bandit(n), banditActor(n), x, y, HOSTILE);
  });
  const locks = createLockQueue();
  const act = (request: object, user: string) => handleCardRequest(request, user, w.portsFor(), locks);
  /** Bandit n attacks Aldric's token; the card's id. */
  const banditAttacks = async (n: number) => {
    w.tray.push([1, 0, 0, 0]);
    const request = attackRequest(`req-b${n}-${w.messages.size}`, {
      attackerUuid: banditActor(n),
      attackerTokenUuid: bandit(n),
      targetTokenUuid: ALDRIC,
    });
    return ok(await act(request, GM)).messageId;
  };
  /** Aldric dodges a card; his defence roll's modifiers. */
  const aldricDefends = async (id: string) => {
    w.tray.push([0, 0, 0, 0]);
    return ok(await act({ ...dodge(id) }, ALICE)).state.defence?.roll?.modifiers;
  };
  /** Aldric attacks bandit n; the card. */
  const aldricAttacks = async (n: number) => {
    w.tray.push([0, 0, 0, 0]);
    const request = attackRequest(`req-a${n}-${w.messages.size}`, { attackerTokenUuid: ALDRIC, targetTokenUuid: bandit(n) });
    return ok(await act(request, ALICE)).state;
  };
  return { w, act, banditAttacks, aldricDefends, aldricAttacks };
}

describe("opponents from the battlefield (rules 3.2.1, issue 26)", () => {
  it("three bandits engaged with Aldric: −2 on each of his defences and on his attack, whatever order the cards come in", async () => {
    const t = ambush();
    // He defends the first card before the others attack, and attacks between two defences.
    const first = await t.banditAttacks(1);
    expect(penaltyOf(await t.aldricDefends(first))).toBe(-2);
    const attack = await t.aldricAttacks(2);
    expect(penaltyOf(attack.attack.modifiers)).toBe(-2);
    expect(attack.engagement?.attacker).toEqual({
      opponents: 3,
      names: ["Bandit", "Bandit", "Bandit"],
      left: [],
      position: "open",
      places: 6,
    });
    const second = await t.banditAttacks(2);
    const third = await t.banditAttacks(3);
    // The later cards defended in reverse order: the same −2.
    expect(penaltyOf(await t.aldricDefends(third))).toBe(-2);
    expect(penaltyOf(await t.aldricDefends(second))).toBe(-2);
    // Each bandit faces one opponent: no penalty on his attack.
    expect(penaltyOf(t.w.card(second).attack.modifiers)).toBe(0);
    // The card says where the count came from.
    expect(t.w.card(third).engagement?.target).toMatchObject({ opponents: 3, names: ["Bandit", "Bandit", "Bandit"] });
  });

  it("without tokens on a scene, the round's attacks count: every defence after the third attack is at −2", async () => {
    const w = new FakeWorld();
    w.round = { combat: "c1", round: 1 };
    const locks = createLockQueue();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      w.actors.set(`Actor.b${n}`, fakeActor(`Actor.b${n}`, "Bandit", GM, { sword: 0 }));
      w.tray.push([1, 0, 0, 0]);
      const request = attackRequest(`req-${n}`, { attackerUuid: `Actor.b${n}` });
      ids.push(ok(await handleCardRequest(request, GM, w.portsFor(), locks)).messageId);
    }
    // The first card, posted when one bandit had attacked, now shows the three (and so its odds).
    expect(ids.map((id) => w.card(id).engagement?.target?.opponents)).toEqual([3, 3, 3]);
    for (const id of [ids[2], ids[0], ids[1]]) {
      w.tray.push([0, 0, 0, 0]);
      const defended = ok(await handleCardRequest(dodge(id ?? ""), BOB, w.portsFor(), locks));
      expect(penaltyOf(defended.state.defence?.roll?.modifiers)).toBe(-2);
    }
  });

  it("a new attack updates only the target's cards of the round still waiting for its defence, and only when the count changed", async () => {
    const w = new FakeWorld();
    w.round = { combat: "c1", round: 1 };
    const locks = createLockQueue();
    const post = async (n: number) => {
      w.actors.set(`Actor.b${n}`, fakeActor(`Actor.b${n}`, "Bandit", GM, { sword: 0 }));
      w.tray.push([1, 0, 0, 0]);
      return ok(await handleCardRequest(attackRequest(`req-${n}`, { attackerUuid: `Actor.b${n}` }), GM, w.portsFor(), locks))
        .messageId;
    };
    const first = await post(1);
    w.tray.push([0, 0, 0, 0]);
    ok(await handleCardRequest(dodge(first), BOB, w.portsFor(), locks));
    const second = await post(2);
    const updates = w.writes.cardUpdates;
    // The first card is defended: left as it was (its defence took one opponent).
    expect(w.card(first).engagement?.target?.opponents).toBe(1);
    await post(3);
    expect(w.card(second).engagement?.target?.opponents).toBe(3);
    expect(w.writes.cardUpdates - updates).toBe(1);
    // Another card from the first bandit again: no count changes, no update.
    const before = w.writes.cardUpdates;
    w.tray.push([1, 0, 0, 0]);
    ok(await handleCardRequest(attackRequest("req-again", { attackerUuid: "Actor.b1" }), GM, w.portsFor(), locks));
    expect(w.writes.cardUpdates).toBe(before);
  });

  it("an archer's shot does not count: not from afar, and not when he shoots from close by", async () => {
    const t = ambush();
    const archer = "Scene.s.Token.archer";
    const archerActor = `${archer}.Actor.archer`;
    const actor = fakeActor(archerActor, "Archer", GM, { bow: 1 });
    actor.weapons["bow"] = {
      uuid: `${archerActor}.Item.bow`,
      name: "Shortbow",
      wounding: "edged",
      modes: {
        ranged: {
          skill: "bow",
          attacker: { strength: 0, strengthScale: 0, weaponStrength: 2, musclePowered: true },
          rangeFeet: 800,
        },
      },
    };
    t.w.actors.set(archerActor, actor);
    t.w.placeToken(archer, archerActor, 12, 5, HOSTILE);
    const shoot = async (requestId: string) => {
      t.w.tray.push([1, 0, 0, 0]);
      const request = attackRequest(requestId, {
        attackerUuid: archerActor,
        attackerTokenUuid: archer,
        weaponId: "bow",
        mode: "ranged",
        targetTokenUuid: ALDRIC,
      });
      return ok(await t.act(request, GM)).messageId;
    };
    const shot = await shoot("req-shot");
    expect(t.w.card(shot).engagement?.target?.opponents).toBe(3);
    expect(penaltyOf(await t.aldricDefends(shot))).toBe(-2);
    // He steps next to Aldric and shoots again: a missile attacker still, not a fourth melee opponent.
    t.w.placeToken(archer, archerActor, 4, 6, HOSTILE);
    const close = await shoot("req-shot2");
    expect(penaltyOf(await t.aldricDefends(close))).toBe(-2);
  });

  it("a doorway caps the count at 2: −1, and the GM is warned of the third", async () => {
    const t = ambush();
    t.w.positions.set(ALDRIC, "doorway");
    const first = await t.banditAttacks(1);
    expect(t.w.card(first).warnings).toEqual([{ key: "HARNFUDGE.Combat.TooManyAttackers", data: { attackers: "3", max: "2" } }]);
    expect(t.w.card(first).engagement?.target).toMatchObject({ opponents: 2, left: ["Bandit"], position: "doorway", places: 2 });
    expect(penaltyOf(await t.aldricDefends(first))).toBe(-1);
    expect(penaltyOf((await t.aldricAttacks(1)).attack.modifiers)).toBe(-1);
  });

  it("a bulky attacker takes two places: in a doorway he and one more cannot both engage", async () => {
    const t = ambush();
    t.w.positions.set(ALDRIC, "doorway");
    t.w.bulky.add(bandit(1));
    const first = await t.banditAttacks(1);
    // The bandit who attacked keeps his two places; no one else fits.
    expect(t.w.card(first).engagement?.target).toMatchObject({ opponents: 1, left: ["Bandit", "Bandit"] });
    expect(penaltyOf(await t.aldricDefends(first))).toBe(0);
  });

  it("friends, neutral tokens, those out of reach and those who cannot fight are no opponents", async () => {
    const t = ambush();
    t.w.places.set(bandit(2), { x: 6, y: 5, disposition: FRIENDLY });
    t.w.places.set(bandit(3), { x: 8, y: 5, disposition: HOSTILE });
    const fourth = "Scene.s.Token.bandit4";
    t.w.actors.set(`${fourth}.Actor.b4`, fakeActor(`${fourth}.Actor.b4`, "Bandit", GM, { sword: 0 }));
    t.w.placeToken(fourth, `${fourth}.Actor.b4`, 4, 4, 0);
    const downed = "Scene.s.Token.bandit5";
    const downedActor = fakeActor(`${downed}.Actor.b5`, "Bandit", GM, { sword: 0 });
    downedActor.statuses.set("knockedOut", { card: "", rounds: null });
    t.w.actors.set(downedActor.uuid, downedActor);
    t.w.placeToken(downed, downedActor.uuid, 6, 6, HOSTILE);
    const first = await t.banditAttacks(1);
    expect(t.w.card(first).engagement?.target?.opponents).toBe(1);
    expect(penaltyOf(await t.aldricDefends(first))).toBe(0);
  });

  it("only the GM may set another number: a player's is refused, the GM's is taken", async () => {
    const t = ambush();
    const first = await t.banditAttacks(1);
    const typed = (opponents: number) => dodge(first, { opponents });
    expect(await t.act(typed(1), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.OpponentsGMOnly" });
    expect(await t.act(typed(7), GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.OpponentsOutOfRange" });
    t.w.tray.push([0, 0, 0, 0]);
    const byGM = ok(await t.act(typed(1), GM));
    expect(penaltyOf(byGM.state.defence?.roll?.modifiers)).toBe(0);
  });
});

describe("the count reads the target's token whatever the attacker names (issue 28, item 3)", () => {
  it("naming Aldric's actor instead of his token keeps him in his doorway and keeps the GM's warning", async () => {
    const t = ambush();
    t.w.positions.set(ALDRIC, "doorway");
    // Aldric's actor has one token here (the fake world's other token of him is removed).
    t.w.tokens.delete("Scene.s.Token.attacker");
    await t.banditAttacks(1);
    await t.banditAttacks(2);
    t.w.tray.push([1, 0, 0, 0]);
    const byActor = attackRequest("req-by-actor", {
      attackerUuid: banditActor(3),
      attackerTokenUuid: bandit(3),
      targetTokenUuid: null,
      targetActorUuid: "Actor.attacker",
    });
    const posted = ok(await t.act(byActor, GM));
    const card = posted.state;
    expect(card.target.tokenUuid).toBe(ALDRIC);
    expect(card.engagement?.target).toMatchObject({ opponents: 2, position: "doorway" });
    expect(card.warnings.map((w) => w.key)).toContain("HARNFUDGE.Combat.TooManyAttackers");
    expect(penaltyOf(await t.aldricDefends(posted.messageId))).toBe(-1);
  });
});

describe("the attacker's line on a card (rules 3.2.1)", () => {
  /** Aldric, facing the three bandits, attacks bandit 1; the card's id and its attacker line. */
  async function aldricOnBandit1(t: ReturnType<typeof ambush>, requestId: string) {
    t.w.tray.push([0, 0, 0, 0]);
    const request = attackRequest(requestId, { attackerTokenUuid: ALDRIC, targetTokenUuid: bandit(1) });
    const created = ok(await t.act(request, ALICE));
    expect(created.state.engagement?.attacker).toMatchObject({ opponents: 3 });
    return { id: created.messageId, line: created.state.engagement?.attacker };
  }

  it("stays on the card when the target defends", async () => {
    const t = ambush();
    const { id, line } = await aldricOnBandit1(t, "req-line-1");
    t.w.tray.push([0, 0, 0, 0]);
    const defended = ok(await t.act(dodge(id), GM));
    expect(defended.state.engagement?.attacker).toEqual(line);
    expect(t.w.card(id).engagement?.attacker).toEqual(line);
  });

  it("stays on a waiting card when a new attack on its target changes the target's line", async () => {
    const t = ambush();
    const first = await aldricOnBandit1(t, "req-line-2");
    // An ally steps up beside bandit 1: he now faces two.
    t.w.actors.set("Actor.ally", fakeActor("Actor.ally", "Ally", ALICE, { sword: 0, dodge: 0 }));
    t.w.placeToken("Scene.s.Token.ally", "Actor.ally", 3, 5, FRIENDLY);
    await aldricOnBandit1(t, "req-line-3");
    const refreshed = t.w.card(first.id).engagement;
    expect(refreshed?.target).toMatchObject({ opponents: 2 });
    expect(refreshed?.attacker).toEqual(first.line);
  });
  it("is written on a waiting card of the round that carried none (an older card)", async () => {
    const t = ambush();
    const first = await aldricOnBandit1(t, "req-line-4");
    const message = t.w.messages.get(first.id);
    if (!message) throw new Error("no card");
    delete (message.flags.attack as { engagement?: unknown }).engagement;
    t.w.actors.set("Actor.ally", fakeActor("Actor.ally", "Ally", ALICE, { sword: 0, dodge: 0 }));
    t.w.placeToken("Scene.s.Token.ally", "Actor.ally", 3, 5, FRIENDLY);
    await aldricOnBandit1(t, "req-line-5");
    expect(t.w.card(first.id).engagement).toMatchObject({ attacker: null, target: { opponents: 2 } });
  });
});

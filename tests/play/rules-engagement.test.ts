/**
 * Rules 3.2.1: a defender engaged by several attackers defends at a penalty; at most six can engage
 * one in the open, two in a doorway, four from both sides of a door. During a combat the GM's
 * client derives the opponents a defender rolls with from the GM-authored cards against it this
 * round and where the GM says the defender stands; the defender's own number is not taken.
 */
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { ALICE, BOB, FakeWorld, attackRequest, dodge, fakeActor } from "./world";

const TOKEN = "Scene.s.Token.target";

/** Attacks on the Brigand this round by `n` distinct attackers; the last card's id. */
async function engagedBy(w: FakeWorld, n: number): Promise<string> {
  w.round = { combat: "c1", round: 1 };
  const locks = createLockQueue();
  let last = "";
  for (let i = 0; i < n; i++) {
    const uuid = i === 0 ? "Actor.attacker" : `Actor.extra${i}`;
    if (i > 0) w.actors.set(uuid, fakeActor(uuid, `Extra ${i}`, ALICE, { sword: 0 }));
    w.tray.push([1, 1, 0, 0]);
    const posted = await handleCardRequest(attackRequest(`req-${i}`, { attackerUuid: uuid }), ALICE, w.portsFor(), locks);
    if (!posted.ok) throw new Error(posted.reason);
    last = posted.messageId;
  }
  return last;
}

const penaltyOf = (modifiers: { label: string; value: number }[] | undefined) =>
  modifiers?.find((m) => m.label === "HARNFUDGE.Roll.Opponents")?.value ?? 0;

describe("engagement positions and derived opponents (rules 3.2.1)", () => {
  it("three attackers this round: the defence counts three opponents even when the defender says one", async () => {
    const w = new FakeWorld();
    const id = await engagedBy(w, 3);
    w.tray.push([0, 0, 0, 0]);
    const defended = await handleCardRequest(dodge(id, { opponents: 1 }), BOB, w.portsFor(), createLockQueue());
    if (!defended.ok) throw new Error(defended.reason);
    expect(penaltyOf(defended.state.defence?.roll?.modifiers)).toBe(-2);
  });

  it("in a doorway at most two engage: the card warns and the defence counts two", async () => {
    const w = new FakeWorld();
    w.positions.set(TOKEN, "doorway");
    const id = await engagedBy(w, 3);
    expect(w.card(id).engagement).toEqual({ attackers: 3, opponents: 2 });
    expect(w.card(id).warnings.map((x) => x.key)).toContain("HARNFUDGE.Combat.TooManyAttackers");
    w.tray.push([0, 0, 0, 0]);
    const defended = await handleCardRequest(dodge(id, { opponents: 1 }), BOB, w.portsFor(), createLockQueue());
    expect(defended.ok && penaltyOf(defended.state.defence?.roll?.modifiers)).toBe(-1);
  });

  it("outside a combat the defender's own count stands", async () => {
    const w = new FakeWorld();
    w.tray.push([1, 1, 0, 0], [0, 0, 0, 0]);
    const locks = createLockQueue();
    const posted = await handleCardRequest(attackRequest(), ALICE, w.portsFor(), locks);
    if (!posted.ok) throw new Error(posted.reason);
    const defended = await handleCardRequest(dodge(posted.messageId, { opponents: 2 }), BOB, w.portsFor(), locks);
    expect(defended.ok && penaltyOf(defended.state.defence?.roll?.modifiers)).toBe(-1);
  });
});

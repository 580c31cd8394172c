/**
 * Apply and Undo on the designated GM's client (src/play/attack/decide-apply.ts) at their edges:
 * a card brought up to date from the actor's record after its own update was lost (the same
 * applied line a normal Apply writes), an overflowed wound, a stun knockout that lasts as long as
 * the stun track (no timed effect), a Net's entangling, a target that is gone, and requests too
 * early or repeated, which write nothing.
 */
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { emptyWoundBox } from "../../src/rules";
import { ALICE, BOB, FakeWorld, GM, attackRequest, dodge } from "./world";

function table() {
  const w = new FakeWorld();
  const locks = createLockQueue();
  return { w, act: (request: object, user: string) => handleCardRequest(request, user, w.portsFor(), locks) };
}

/** Posts Alice's attack, defends it and rolls damage; the tray holds attack, dodge and damage die. */
async function ready(t: ReturnType<typeof table>, damageDie: number, extra: Record<string, unknown> = {}): Promise<string> {
  t.w.tray.push([1, 1, 0, 0], [0, 0, 0, -1], [damageDie]);
  const posted = await t.act(attackRequest(`req-${t.w.id("r")}`, extra), ALICE);
  if (!posted.ok) throw new Error(posted.reason);
  const defended = await t.act(dodge(posted.messageId), BOB);
  if (!defended.ok) throw new Error(defended.reason);
  const damaged = await t.act({ kind: "damage", messageId: posted.messageId }, ALICE);
  if (!damaged.ok) throw new Error(damaged.reason);
  return posted.messageId;
}

/** Applies with the card's own update lost, then applies again: the card is rebuilt from the record. */
async function recovered(t: ReturnType<typeof table>, id: string) {
  // The card's final update is lost (its note of the hit to come was written before the actor's).
  t.w.skipCardUpdates = 1;
  t.w.dropNextCardUpdate = true;
  await expect(t.act({ kind: "apply", messageId: id }, ALICE)).rejects.toThrow("lost");
  expect(t.w.card(id).applied).toBeNull();
  t.w.clock += 5000;
  expect(await t.act({ kind: "apply", messageId: id }, BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.AlreadyApplied" });
  return t.w.card(id).applied;
}

describe("a card whose update was lost after the hit", () => {
  for (const [what, die, stun] of [
    ["a plain hit", 1, false],
    ["a stun hit (Very Hurt, Very Stunned)", -1, true],
    ["a stun knockout", 0, true],
  ] as const)
    it(`shows the same applied line as a normal Apply: ${what}`, async () => {
      const normal = table();
      const id = await ready(normal, die, { stun });
      const applied = await normal.act({ kind: "apply", messageId: id }, ALICE);
      if (!applied.ok) throw new Error(applied.reason);
      const lost = table();
      const lostId = await ready(lost, die, { stun });
      // Who and when are the record's (the first Apply's), not the second request's.
      expect(await recovered(lost, lostId)).toEqual(applied.state.applied);
    });

  it("shows an overflowed wound as overflowed, like a normal Apply", async () => {
    // The target's Incapacitated box was marked after the damage roll (a second card, say).
    const normal = table();
    const id = await ready(normal, 1);
    normal.w.actor("Actor.target").wounds.boxes[5] = { ...emptyWoundBox(), marked: true, severity: "incapacitated" };
    const applied = await normal.act({ kind: "apply", messageId: id }, ALICE);
    if (!applied.ok) throw new Error(applied.reason);
    expect(applied.state.applied).toMatchObject({ level: "incapacitated", boxIndex: 6, overflowed: true });
    const lost = table();
    const lostId = await ready(lost, 1);
    lost.w.actor("Actor.target").wounds.boxes[5] = { ...emptyWoundBox(), marked: true, severity: "incapacitated" };
    expect(await recovered(lost, lostId)).toEqual(applied.state.applied);
  });

  it("a hit in its own box is not overflowed", async () => {
    const t = table();
    const id = await ready(t, 1);
    const applied = await t.act({ kind: "apply", messageId: id }, ALICE);
    expect(applied.ok && applied.state.applied).toEqual({
      by: ALICE,
      at: t.w.clock,
      level: "incapacitated",
      stun: null,
      boxIndex: 5,
      overflowed: false,
      died: false,
    });
  });
});

describe("a card applied long ago", () => {
  it("stays applied when its record was pushed out by forty newer hits: Apply does not wound again", async () => {
    const t = table();
    const id = await ready(t, 1);
    expect((await t.act({ kind: "apply", messageId: id }, ALICE)).ok).toBe(true);
    const target = t.w.actor("Actor.target");
    const [hit] = target.records.hits;
    if (!hit) throw new Error("no hit record");
    target.records.hits = Array.from({ length: 40 }, (_, i) => ({ ...hit, card: `other-${i}` }));
    const before = structuredClone(target.wounds);
    expect(await t.act({ kind: "apply", messageId: id }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.AlreadyApplied" });
    expect(t.w.actor("Actor.target").wounds).toEqual(before);
  });
});

describe("stun results on Apply (rules 3.4.6)", () => {
  it("starts no timed effect for a knockout: it lasts as long as the stun track says", async () => {
    const t = table();
    const id = await ready(t, 0, { stun: true });
    expect((await t.act({ kind: "apply", messageId: id }, ALICE)).ok).toBe(true);
    expect(t.w.actor("Actor.target").stun).toEqual({ stuns: 0, veryStunned: false, knockedOut: true });
    expect([...t.w.actor("Actor.target").statuses.keys()]).toEqual([]);
    expect(t.w.writes.effects).toBe(0);
  });
});

describe("Apply and Undo that write nothing", () => {
  it("refuses Apply before the damage roll", async () => {
    const t = table();
    t.w.tray.push([1, 1, 0, 0], [0, 0, 0, -1]);
    const posted = await t.act(attackRequest("req-early"), ALICE);
    if (!posted.ok) throw new Error(posted.reason);
    expect(await t.act({ kind: "apply", messageId: posted.messageId }, ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotReady",
    });
    await t.act(dodge(posted.messageId), BOB);
    const before = structuredClone(t.w.writes);
    expect(await t.act({ kind: "apply", messageId: posted.messageId }, ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotReady",
    });
    expect(t.w.writes).toEqual(before);
    expect(t.w.actor("Actor.target").records.hits).toEqual([]);
  });

  it("refuses a second Apply without touching the card again", async () => {
    const t = table();
    const id = await ready(t, 1);
    expect((await t.act({ kind: "apply", messageId: id }, ALICE)).ok).toBe(true);
    const before = structuredClone(t.w.writes);
    expect(await t.act({ kind: "apply", messageId: id }, BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.AlreadyApplied" });
    expect(t.w.writes).toEqual(before);
  });

  it("refuses Apply and Undo when the target actor is gone", async () => {
    const t = table();
    const id = await ready(t, 1);
    const target = t.w.actor("Actor.target");
    t.w.actors.delete("Actor.target");
    expect(await t.act({ kind: "apply", messageId: id }, ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoTarget" });
    t.w.actors.set("Actor.target", target);
    expect((await t.act({ kind: "apply", messageId: id }, ALICE)).ok).toBe(true);
    t.w.actors.delete("Actor.target");
    expect(await t.act({ kind: "undo", messageId: id }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoTarget" });
    expect(t.w.card(id).applied).not.toBeNull();
    expect(t.w.card(id).undone).toBe(0);
  });
});

describe("a Net's hit (rules 3.5.1)", () => {
  async function netCard(t: ReturnType<typeof table>) {
    const sword = t.w.actor("Actor.attacker").weapons["sword"];
    if (sword) sword.wounding = "entangling";
    t.w.tray.push([1, 1, 0, 0], [0, 0, 0, -1]);
    const posted = await t.act(attackRequest("req-net"), ALICE);
    if (!posted.ok) throw new Error(posted.reason);
    return posted.messageId;
  }

  it("cannot entangle before the defence", async () => {
    const t = table();
    const id = await netCard(t);
    expect(await t.act({ kind: "apply", messageId: id }, ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotReady" });
    expect(t.w.actor("Actor.target").statuses.has("entangled")).toBe(false);
    expect(t.w.card(id).applied).toBeNull();
  });

  it("records an entangling with no wound, and Undo counts on the card", async () => {
    const t = table();
    const id = await netCard(t);
    await t.act(dodge(id), BOB);
    const applied = await t.act({ kind: "apply", messageId: id }, BOB);
    expect(applied.ok && applied.state.applied).toEqual({
      by: BOB,
      at: t.w.clock,
      level: "none",
      stun: null,
      boxIndex: null,
      overflowed: false,
      died: false,
      entangled: true,
    });
    const undone = await t.act({ kind: "undo", messageId: id }, GM);
    expect(undone.ok && undone.state).toMatchObject({ applied: null, undone: 1 });
    expect(t.w.card(id)).toMatchObject({ applied: null, undone: 1 });
    expect(t.w.card(id).target.actorUuid).toBe("Actor.target");
    expect(await t.act({ kind: "undo", messageId: id }, GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotApplied" });
  });
});

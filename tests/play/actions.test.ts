/**
 * The card actions' decision logic, driven through fake ports: who may do what, at most one
 * application per card and target, re-derivation from stored rolls (forged numbers refused),
 * exact undo, and how many writes each step makes.
 */
import { describe, expect, it } from "vitest";
import { handleCardAction, handleCardActionSerially } from "../../src/play/attack/actions";
import { emptyWoundTrack } from "../../src/rules";
import {
  APPLY as apply,
  ATTACKER_PLAYER,
  DEFEND_WITH_DODGE as defend,
  GM,
  ROLL_DAMAGE as damage,
  STRANGER,
  TARGET_PLAYER,
  UNDO as undo,
  world,
  type World,
} from "./cardWorld";

async function toReady(w: World) {
  expect((await handleCardAction(defend, TARGET_PLAYER, w.ports)).ok).toBe(true);
  expect((await handleCardAction(damage, ATTACKER_PLAYER, w.ports)).ok).toBe(true);
}

describe("attack card actions", () => {
  it("runs defend → damage → apply with one card update per step and one actor update", async () => {
    const w = world();
    await toReady(w);
    // Attack +3 vs Dodge −1 → relative degree +4 → full table; factor 1+3 − (0+0+1) = 3; 3 + 4 + 1dF(+1) = 8 → Incapacitated.
    const result = await handleCardAction(apply, TARGET_PLAYER, w.ports);
    expect(result.ok).toBe(true);
    expect(w.writes).toEqual({ actor: 1, card: 3 });
    expect(w.target.wounds.boxes[5]).toMatchObject({ marked: true, severity: "incapacitated", open: true });
    expect(w.card.state.targets[0]?.applied?.level).toBe("incapacitated");
  });

  it("refuses a requester who is neither the card's author, an owner of the target, nor the GM", async () => {
    const w = world();
    await toReady(w);
    const before = structuredClone(w.target);
    const writes = { ...w.writes };
    const result = await handleCardAction(apply, STRANGER, w.ports);
    expect(result).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    expect(w.target).toEqual(before);
    expect(w.writes).toEqual(writes);
    // A stranger cannot choose the target's defence either.
    const w2 = world();
    expect((await handleCardAction(defend, STRANGER, w2.ports)).ok).toBe(false);
    expect(w2.writes).toEqual({ actor: 0, card: 0 });
  });

  it("applies at most once per card and target: a replayed request is refused with nothing changed", async () => {
    const w = world();
    await toReady(w);
    expect((await handleCardAction(apply, TARGET_PLAYER, w.ports)).ok).toBe(true);
    const after = structuredClone(w.target);
    const replay = await handleCardAction(apply, GM, w.ports);
    expect(replay).toEqual({ ok: false, reason: "HARNFUDGE.Notify.AlreadyApplied" });
    expect(w.target).toEqual(after);
    expect(w.writes.actor).toBe(1);
  });

  it("serializes two applications arriving together: only one lands", async () => {
    const w = world();
    await toReady(w);
    const [a, b] = await Promise.all([
      handleCardActionSerially(apply, TARGET_PLAYER, w.ports),
      handleCardActionSerially(apply, ATTACKER_PLAYER, w.ports),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect(w.writes.actor).toBe(1);
  });

  it("never trusts a damage number from the client: a forged claim is refused with nothing changed", async () => {
    const w = world();
    await toReady(w);
    const forged = { ...apply, expected: { level: "nearDeath", stun: null }, damage: 99, woundLevel: "nearDeath" };
    const result = await handleCardAction(forged, TARGET_PLAYER, w.ports);
    expect(result).toEqual({ ok: false, reason: "HARNFUDGE.Notify.OutOfDate" });
    expect(w.writes.actor).toBe(0);
    expect(w.target.wounds).toEqual(emptyWoundTrack());
    // Extra numbers without a claim are ignored: the result is re-derived from the stored rolls.
    const honest = await handleCardAction({ ...apply, damage: 99 }, TARGET_PLAYER, w.ports);
    expect(honest.ok && honest.state.targets[0]?.applied?.level).toBe("incapacitated");
  });

  it("refuses a stored trait level that no longer matches the attacker (forged card state)", async () => {
    const w = world();
    await toReady(w);
    w.card.state = { ...w.card.state, attack: { ...w.card.state.attack, level: 3 } };
    const result = await handleCardAction(apply, GM, w.ports);
    expect(result).toEqual({ ok: false, reason: "HARNFUDGE.Notify.OutOfDate" });
    expect(w.writes.actor).toBe(0);
  });

  it("refuses a defence roll whose level is not the defender's", async () => {
    const w = world();
    const forged = { ...defend, check: { level: 3, modifier: 0, faces: [1, 1, 1, 1] } };
    expect(await handleCardAction(forged, TARGET_PLAYER, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.OutOfDate" });
    const badDice = { ...defend, check: { level: 0, modifier: 0, faces: [2, 1, 1, 1] } };
    expect(await handleCardAction(badDice, TARGET_PLAYER, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.BadRequest" });
    expect(w.writes.card).toBe(0);
  });

  it("lets only the GM undo, restoring the exact previous tracks; the target can then be applied again", async () => {
    const w = world();
    await toReady(w);
    const before = structuredClone({ wounds: w.target.wounds, stun: w.target.stun });
    await handleCardAction(apply, TARGET_PLAYER, w.ports);
    expect(await handleCardAction(undo, TARGET_PLAYER, w.ports)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
    expect((await handleCardAction(undo, GM, w.ports)).ok).toBe(true);
    expect({ wounds: w.target.wounds, stun: w.target.stun }).toEqual(before);
    expect(w.card.state.targets[0]?.applied).toBeNull();
    expect((await handleCardAction(apply, GM, w.ports)).ok).toBe(true);
  });

  it("leaves the difficulty of an unaware target to the GM, then resolves against it", async () => {
    const w = world();
    expect(
      (
        await handleCardAction(
          { action: "defend", messageId: "m1", targetId: "t0", kind: "unaware", difficulty: -3 },
          TARGET_PLAYER,
          w.ports,
        )
      ).ok,
    ).toBe(true);
    expect(w.card.state.targets[0]?.defence?.difficulty).toBeNull();
    expect(
      await handleCardAction({ action: "difficulty", messageId: "m1", targetId: "t0", difficulty: 0 }, TARGET_PLAYER, w.ports),
    ).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.GMOnly",
    });
    expect(
      (await handleCardAction({ action: "difficulty", messageId: "m1", targetId: "t0", difficulty: 1 }, GM, w.ports)).ok,
    ).toBe(true);
    expect((await handleCardAction(damage, GM, w.ports)).ok).toBe(true);
    expect((await handleCardAction(apply, GM, w.ports)).ok).toBe(true);
  });

  it("refuses shooting back against a melee attack and malformed requests", async () => {
    const w = world();
    const shoot = { action: "defend", messageId: "m1", targetId: "t0", kind: "shootBack" };
    expect(await handleCardAction(shoot, TARGET_PLAYER, w.ports)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.DefenceNotAllowed",
    });
    expect((await handleCardAction({ action: "explode", messageId: "m1", targetId: "t0" }, GM, w.ports)).ok).toBe(false);
    expect((await handleCardAction(null, GM, w.ports)).ok).toBe(false);
    expect(w.writes).toEqual({ actor: 0, card: 0 });
  });
});

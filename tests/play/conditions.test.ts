/**
 * Conditions in play (rules 3.4.1, 3.4.6; the Net of 3.5.1): what they do to a roll, which status
 * effects follow the tracks, when timed ones run out, the stun conditions a card starts, and a
 * Net's hit, which entangles instead of wounding.
 */
import { describe, expect, it } from "vitest";
import { conditionModifiers } from "../../src/rolls/condition-modifiers";
import { expiredStatuses, trackStatusChanges } from "../../src/play/services/status-changes";
import { handleCardRequest } from "../../src/play/attack/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { emptyStunTrack, emptyWoundTrack, markWound } from "../../src/rules";
import { ALICE, BOB, FakeWorld, GM, attackRequest, dodge } from "./world";

describe("conditions on a roll (rules 3.4.6)", () => {
  it("refuses attacks while stunned, very stunned or entangled, and every roll when the character cannot act", () => {
    expect(conditionModifiers(["stunned"], "attack")).toEqual({ refused: "HARNFUDGE.Condition.CannotAttack", modifiers: [] });
    expect(conditionModifiers(["entangled"], "attack").refused).toBe("HARNFUDGE.Condition.CannotAttack");
    expect(conditionModifiers(["knockedOut"], "other").refused).toBe("HARNFUDGE.Condition.CannotAct");
    expect(conditionModifiers(["nearDeath"], "defence").refused).toBe("HARNFUDGE.Condition.CannotAct");
    expect(conditionModifiers([], "attack")).toEqual({ refused: null, modifiers: [] });
  });

  it("labels each penalty: Stunned −1 to defend only, Very Stunned −2 to everything (not both), Entangled −1 to defend", () => {
    expect(conditionModifiers(["stunned"], "defence").modifiers).toEqual([{ label: "HARNFUDGE.Condition.stunned", value: -1 }]);
    expect(conditionModifiers(["stunned"], "other").modifiers).toEqual([]);
    expect(conditionModifiers(["stunned", "veryStunned"], "defence").modifiers).toEqual([
      { label: "HARNFUDGE.Condition.veryStunned", value: -2 },
    ]);
    expect(conditionModifiers(["veryStunned"], "other").modifiers).toEqual([
      { label: "HARNFUDGE.Condition.veryStunned", value: -2 },
    ]);
    expect(conditionModifiers(["veryStunned", "entangled"], "defence").modifiers).toEqual([
      { label: "HARNFUDGE.Condition.veryStunned", value: -2 },
      { label: "HARNFUDGE.Condition.entangled", value: -1 },
    ]);
    // Ids that are not conditions (a core status such as "prone") change nothing.
    expect(conditionModifiers(["prone"], "defence")).toEqual({ refused: null, modifiers: [] });
  });
});

describe("status effects that follow the tracks (rules 3.4.1, 3.4.6)", () => {
  it("switches on the worst wound's condition and off the others; knocked out follows the stun track", () => {
    const incapacitated = markWound(emptyWoundTrack(), "incapacitated").track;
    expect(trackStatusChanges(new Set(["nearDeath", "stunned"]), incapacitated, emptyStunTrack())).toEqual({
      on: ["incapacitated"],
      off: ["nearDeath"],
    });
    expect(
      trackStatusChanges(new Set(["incapacitated"]), incapacitated, { stuns: 0, veryStunned: false, knockedOut: true }),
    ).toEqual({
      on: ["knockedOut"],
      off: [],
    });
    expect(trackStatusChanges(new Set(["dead", "knockedOut"]), emptyWoundTrack(), emptyStunTrack())).toEqual({
      on: [],
      off: ["knockedOut", "dead"],
    });
  });

  it("runs a timed condition out at the same turn its rounds later, in its own combat only", () => {
    const stun = { effectId: "e1", combatId: "c1", startRound: 2, startTurn: 1, rounds: 1 };
    const very = { effectId: "e2", combatId: "c1", startRound: 2, startTurn: 1, rounds: 2 };
    const other = { effectId: "e3", combatId: "c2", startRound: 1, startTurn: 0, rounds: 1 };
    expect(expiredStatuses([stun, very, other], { id: "c1", round: 3, turn: 0 })).toEqual([]);
    expect(expiredStatuses([stun, very, other], { id: "c1", round: 3, turn: 1 })).toEqual(["e1"]);
    expect(expiredStatuses([stun, very, other], { id: "c1", round: 4, turn: 1 })).toEqual(["e1", "e2"]);
    expect(expiredStatuses([{ ...stun, rounds: null }], { id: "c1", round: 9, turn: 0 })).toEqual([]);
  });
});

const locks = createLockQueue();
const act = (w: FakeWorld, request: object, user: string) => handleCardRequest(request, user, w.portsFor(), locks);

describe("conditions from the attack card", () => {
  it("starts Very Stunned for two rounds when a stun attack's Very Hurt result is applied (rules 3.4.6)", async () => {
    const w = new FakeWorld();
    // Superb attack vs a Fair dodge at −1, 1dF −1: factor 3 + 4 − 1 = 6 → Very Hurt → Very Stunned.
    w.tray.push([1, 1, 0, 0], [0, 0, 0, -1], [-1]);
    const posted = await act(w, attackRequest("req-stun", { stun: true }), ALICE);
    if (!posted.ok) throw new Error(posted.reason);
    await act(w, dodge(posted.messageId), BOB);
    await act(w, { kind: "damage", messageId: posted.messageId }, ALICE);
    expect((await act(w, { kind: "apply", messageId: posted.messageId }, ALICE)).ok).toBe(true);
    expect(w.actor("Actor.target").stun).toMatchObject({ veryStunned: true });
    expect(w.actor("Actor.target").statuses.get("veryStunned")).toEqual({ card: "", rounds: 2 });
    expect(w.actor("Actor.target").wounds.boxes.some((b) => b.marked)).toBe(false);
  });

  it("entangles the target on a Net's hit, with no wound and no damage roll; undo frees it (rules 3.5.1)", async () => {
    const w = new FakeWorld();
    const sword = w.actor("Actor.attacker").weapons["sword"];
    if (sword) sword.wounding = "entangling";
    w.tray.push([1, 1, 0, 0], [0, 0, 0, -1]);
    const posted = await act(w, attackRequest("req-net"), ALICE);
    if (!posted.ok) throw new Error(posted.reason);
    const defended = await act(w, dodge(posted.messageId), BOB);
    expect(defended.ok && defended.state.damage).toBeNull();
    expect(await act(w, { kind: "damage", messageId: posted.messageId }, ALICE)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotReady",
    });
    const applied = await act(w, { kind: "apply", messageId: posted.messageId }, ALICE);
    expect(applied.ok && applied.state.applied).toMatchObject({ entangled: true, boxIndex: null });
    expect(w.actor("Actor.target").statuses.get("entangled")?.card).toBe(posted.messageId);
    expect(w.actor("Actor.target").wounds.boxes.some((b) => b.marked)).toBe(false);
    expect(await act(w, { kind: "apply", messageId: posted.messageId }, BOB)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.AlreadyApplied",
    });
    expect((await act(w, { kind: "undo", messageId: posted.messageId }, GM)).ok).toBe(true);
    expect(w.actor("Actor.target").statuses.has("entangled")).toBe(false);
  });
});

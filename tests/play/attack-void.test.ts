/**
 * Voiding a card and refusing an attack before it is posted (issue 27, item 6): the GM voids a
 * card posted by mistake (it refuses every later step and waits on no one; a replay of the same
 * request changes nothing; an applied hit is undone first), and no card is posted for a dead target.
 */
import { describe, expect, it } from "vitest";
import { ALICE, BOB, GM, attackRequest, dodge } from "./world";
import { attacked, cardWorld, damaged } from "./card-world";
import { nextStep } from "../../src/play/attack/next-step";
import { cardStage } from "../../src/play/attack/state";
import { attackRefusal } from "../../src/play/attack/refuse";
import { REASONS } from "../../src/play/gm/policy";

const voidIt = (messageId: string, requestId = "void-1") => ({ kind: "void", messageId, requestId });
const sides = { attackerPlayer: true, targetPlayer: true };

describe("the GM voids a card", () => {
  it("only a GM may; the card is voided, waits on no one and refuses every later step", async () => {
    const t = cardWorld();
    const id = await attacked(t);
    for (const user of [ALICE, BOB])
      expect(await t.act(voidIt(id), user)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.GMOnly" });
    const voided = await t.act(voidIt(id), GM);
    expect(voided.ok && voided.state.voided).toMatchObject({ by: GM });
    expect(t.w.card(id).requests).toContain("void-1");
    const card = t.w.card(id);
    expect(cardStage(card)).toBe("voided");
    expect(nextStep(card, sides)).toBeNull();
    t.w.tray.push([0, 0, 0, 0]);
    expect(await t.act(dodge(id), BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.CardVoided" });
    expect(t.w.card(id).defence).toBeNull();
  });

  it("a replay of the void (or a second GM's click) changes nothing", async () => {
    const t = cardWorld();
    const id = await attacked(t);
    const first = await t.act(voidIt(id), GM);
    const updates = t.w.writes.cardUpdates;
    const again = await t.act(voidIt(id, "void-2"), GM);
    expect(again.ok && again.state.voided).toEqual(first.ok ? first.state.voided : null);
    expect(t.w.writes.cardUpdates).toBe(updates);
  });

  it("refuses a card whose hit is marked: the GM undoes it first, then voids the card", async () => {
    const t = cardWorld();
    const id = await damaged(t, 1);
    expect((await t.act({ kind: "apply", messageId: id }, BOB)).ok).toBe(true);
    expect(await t.act(voidIt(id), GM)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.VoidApplied" });
    expect((await t.act({ kind: "undo", messageId: id }, GM)).ok).toBe(true);
    const voided = await t.act(voidIt(id), GM);
    expect(voided.ok && cardStage(voided.state)).toBe("voided");
    expect(t.w.actor("Actor.target").wounds.boxes.some((b) => b.marked)).toBe(false);
  });

  it("a retry of the same request (same id, after a timeout) answers with the voided card; a closed card may be voided", async () => {
    const t = cardWorld();
    const id = await attacked(t);
    const first = await t.act(voidIt(id), GM);
    const updates = t.w.writes.cardUpdates;
    const retried = await t.act(voidIt(id), GM);
    expect(retried.ok && retried.state.voided).toEqual(first.ok ? first.state.voided : null);
    expect(t.w.card(id).requests).toEqual(["void-1"]);
    expect(t.w.writes.cardUpdates).toBe(updates);
    const closed = await attacked(t);
    const message = t.w.messages.get(closed);
    if (message) message.flags.attack = { ...t.w.card(closed), closed: true };
    expect(await t.act(dodge(closed), BOB)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.CardClosed" });
    expect((await t.act(voidIt(closed, "void-3"), GM)).ok).toBe(true);
    expect(cardStage(t.w.card(closed))).toBe("voided");
  });
});

describe("refused before anything is posted", () => {
  it("the GM's client posts no card against a dead target", async () => {
    const t = cardWorld();
    t.w.actor("Actor.target").wounds = { ...t.w.actor("Actor.target").wounds, dead: true };
    const creates = t.w.writes.creates;
    t.w.tray.push([1, 1, 0, 0]);
    expect(await t.act(attackRequest("req-dead"), ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.TargetDead" });
    expect(t.w.writes.creates).toBe(creates);
  });

  it("the GM's client gives the attacker's client's reason: an attacker who cannot act comes before a dead target", async () => {
    const t = cardWorld();
    t.w.actor("Actor.target").wounds = { ...t.w.actor("Actor.target").wounds, dead: true };
    t.w.actor("Actor.attacker").statuses.set("stunned", { card: "", rounds: 1 });
    expect(await t.act(attackRequest("req-stunned"), ALICE)).toEqual({ ok: false, reason: REASONS.cannotAttack });
    const attempt = { attackerRefused: REASONS.cannotAttack, target: { name: "Brigand", self: false, dead: true } };
    expect(attackRefusal(attempt)?.key).toBe(REASONS.cannotAttack);
  });

  it("the attacker's client names the reason, in order: the attacker's state, no target, itself, a dead target", () => {
    const alive = { name: "Brigand", self: false, dead: false };
    expect(attackRefusal({ attackerRefused: REASONS.cannotAct, target: alive })).toEqual({
      key: "HARNFUDGE.Condition.CannotAct",
      data: {},
    });
    expect(attackRefusal({ attackerRefused: null, target: null })).toEqual({ key: "HARNFUDGE.Notify.NoTargetYet", data: {} });
    expect(attackRefusal({ attackerRefused: null, target: { ...alive, self: true } })?.key).toBe("HARNFUDGE.Notify.SelfTarget");
    expect(attackRefusal({ attackerRefused: null, target: { ...alive, dead: true } })).toEqual({
      key: "HARNFUDGE.Notify.TargetDeadNamed",
      data: { name: "Brigand" },
    });
    expect(attackRefusal({ attackerRefused: null, target: alive })).toBeNull();
  });
});

describe("same-named tokens told apart (issue 27, item 5)", () => {
  it("numbers the scene's tokens of one name in the scene's order; a unique name stays as it is", async () => {
    const { distinctTokenName } = await import("../../src/play/token-names");
    expect(distinctTokenName("Brigand", ["a", "b", "c"], "b")).toBe("Brigand (2)");
    expect(distinctTokenName("Brigand", ["a", "b", "c"], "a")).toBe("Brigand (1)");
    expect(distinctTokenName("Brigand", ["a"], "a")).toBe("Brigand");
    expect(distinctTokenName("Brigand", ["a", "b"], "z")).toBe("Brigand");
  });
});

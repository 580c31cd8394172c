/**
 * Issue 28, item 2: every action the GM's client carries out is idempotent by its request id,
 * recorded with what it changed, so a replay — after the GM's client reloaded, on a second GM, or
 * simply late — changes nothing: Undo, a GM's re-apply, an open-wound flip, "after the fight",
 * holding an action and the GM's engagement position. Each case here replays a request after a
 * later change that the replay would otherwise undo or redo.
 */
import { describe, expect, it } from "vitest";
import { endCombatInQueue } from "../../src/play/end-combat/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { decideHold, type HoldCombat, type HoldPorts } from "../../src/play/hold/decide";
import { handleEngagementRequest, type EngagementPorts } from "../../src/play/engagement/decide";
import type { EngagementPosition } from "../../src/rules";
import { endCombatPortsFor } from "../play/world";
import { ALICE, FakeWorld, GM, GM2, gmClient, readyCard, snapshot } from "./helpers";

const REPLAYED = { ok: false, reason: "HARNFUDGE.Notify.Replayed" };

describe("the attack card's GM steps, replayed", () => {
  it("a replayed Undo after the GM applied the hit again changes nothing (a fresh GM client too)", async () => {
    const w = new FakeWorld();
    const id = await readyCard(w);
    const gm = gmClient(w, GM);
    expect((await gm.act({ kind: "apply", messageId: id, requestId: "apply-0001" }, ALICE)).ok).toBe(true);
    const undo = { kind: "undo", messageId: id, requestId: "undo-00001" };
    expect((await gm.act(undo, GM)).ok).toBe(true);
    expect((await gm.act({ kind: "apply", messageId: id, requestId: "reapply-01" }, GM)).ok).toBe(true);
    const before = snapshot(w);
    // The same Undo again, on the GM's client after a reload and on a second GM's.
    expect(await gmClient(w, GM).act(undo, GM)).toEqual(REPLAYED);
    expect(await gmClient(w, GM2).act(undo, GM2)).toEqual(REPLAYED);
    expect(snapshot(w)).toEqual(before);
    expect(w.card(id).applied).not.toBeNull();
  });

  it("a GM's replayed re-apply after a second Undo changes nothing", async () => {
    const w = new FakeWorld();
    const id = await readyCard(w);
    const gm = gmClient(w, GM);
    await gm.act({ kind: "apply", messageId: id, requestId: "apply-0001" }, ALICE);
    await gm.act({ kind: "undo", messageId: id, requestId: "undo-00001" }, GM);
    const reapply = { kind: "apply", messageId: id, requestId: "reapply-01" };
    expect((await gm.act(reapply, GM)).ok).toBe(true);
    expect((await gm.act({ kind: "undo", messageId: id, requestId: "undo-00002" }, GM)).ok).toBe(true);
    const before = snapshot(w);
    expect(await gmClient(w, GM2).act(reapply, GM2)).toEqual(REPLAYED);
    expect(snapshot(w)).toEqual(before);
    expect(w.actor("Actor.target").wounds.boxes.some((b) => b.marked)).toBe(false);
    // The request ids are written with what they changed: on the target with the wound, and on the card.
    expect(w.actor("Actor.target").records.requests).toEqual(["apply-0001", "undo-00001", "reapply-01", "undo-00002"]);
    expect(w.card(id).requests).toEqual(["apply-0001", "undo-00001", "reapply-01", "undo-00002"]);
  });

  it("a replayed open-wound flip after the GM flipped it back changes nothing", async () => {
    const w = new FakeWorld();
    const id = await readyCard(w);
    const gm = gmClient(w, GM);
    const closed = { kind: "open", messageId: id, open: false, requestId: "open-00001" };
    expect((await gm.act(closed, GM)).ok).toBe(true);
    expect((await gm.act({ kind: "open", messageId: id, open: true, requestId: "open-00002" }, GM)).ok).toBe(true);
    expect(await gmClient(w, GM2).act(closed, GM2)).toEqual(REPLAYED);
    expect(w.card(id).open).toBe(true);
  });

  it("an Apply whose card update was lost is brought up to date by its own retry, once", async () => {
    const w = new FakeWorld();
    const id = await readyCard(w);
    const gm = gmClient(w, GM);
    w.skipCardUpdates = 1;
    w.dropNextCardUpdate = true;
    const apply = { kind: "apply", messageId: id, requestId: "apply-lost" };
    await gm.act(apply, ALICE).catch(() => undefined);
    expect(w.card(id).applying).not.toBeNull();
    expect(await gm.act(apply, ALICE)).toEqual({ ok: false, reason: "HARNFUDGE.Notify.AlreadyApplied" });
    expect(w.card(id).applied).not.toBeNull();
    expect(w.actor("Actor.target").records.hits).toHaveLength(1);
    expect(await gm.act(apply, ALICE)).toEqual(REPLAYED);
  });
});

describe("after the fight, replayed", () => {
  it("records the fight even when its first run changed nothing, so a replay clears no later stun", async () => {
    const w = new FakeWorld();
    const ports = endCombatPortsFor(w, () => [0, 0, 0, 0]);
    const locks = createLockQueue();
    const first = await endCombatInQueue("Actor.target", "fight-abc12345", true, ports, locks);
    expect(first.wounds).toBeNull();
    expect(w.actor("Actor.target").records.combats).toEqual(["fight-abc12345"]);
    // A later fight stuns the target; the first "after the fight" is replayed.
    w.actor("Actor.target").stun = { ...w.actor("Actor.target").stun, stuns: 2 };
    await endCombatInQueue("Actor.target", "fight-abc12345", true, ports, locks);
    expect(w.actor("Actor.target").stun.stuns).toBe(2);
  });
});

describe("holding an action, replayed", () => {
  const combat = (round: number, turn: number, requests: string[] = []): HoldCombat => ({
    id: "c1",
    started: true,
    round,
    turn,
    turns: [
      { id: "aldric", actorUuid: "Actor.aldric", initiative: 40, heldRound: null, movedFrom: null, requests },
      { id: "brigand", actorUuid: "Actor.brigand", initiative: 30, heldRound: null, movedFrom: null, requests: [] },
    ],
  });
  const ports = (c: HoldCombat): HoldPorts => ({
    combat: () => c,
    isGM: (id) => id === "gm",
    isOwner: (user, actor) => user === "alice" && actor === "Actor.aldric",
  });
  const hold = { kind: "hold", combatId: "c1", combatantId: "aldric", requestId: "hold-00001" };

  it("writes the hold's request id with the hold, and refuses the same request in a later round", () => {
    const held = decideHold(hold, "alice", ports(combat(2, 0)));
    expect(held).toEqual({ ok: true, plan: { kind: "hold", combatantId: "aldric", round: 2, requests: ["hold-00001"] } });
    // Round 3, Aldric's turn again: the old request is replayed.
    expect(decideHold(hold, "alice", ports(combat(3, 0, ["hold-00001"])))).toEqual(REPLAYED);
    expect(decideHold({ ...hold, requestId: "hold-00002" }, "alice", ports(combat(3, 0, ["hold-00001"])))).toMatchObject({
      ok: true,
      plan: { requests: ["hold-00001", "hold-00002"] },
    });
  });

  it("keeps the newest twenty ids", () => {
    const old = Array.from({ length: 20 }, (_, i) => `old-${String(i).padStart(5, "0")}`);
    const held = decideHold(hold, "alice", ports(combat(2, 0, old)));
    expect(held.ok && held.plan.requests).toEqual([...old.slice(1), "hold-00001"]);
  });
});

describe("the GM's engagement marks, replayed", () => {
  it("a replayed request does not set an old mark again after the GM changed it", async () => {
    const marks = new Map<string, { position?: EngagementPosition; bulky?: boolean }>([["Scene.s.Token.t", {}]]);
    const ids = new Map<string, string[]>();
    const ports: EngagementPorts = {
      isGM: (id) => id === "gm",
      mark: (uuid) => marks.get(uuid) ?? null,
      requests: (uuid) => ids.get(uuid) ?? [],
      async write(uuid, change, requests) {
        marks.set(uuid, change);
        ids.set(uuid, requests);
      },
    };
    const doorway = { kind: "engagement", tokenUuid: "Scene.s.Token.t", position: "doorway", requestId: "eng-000001" };
    expect((await handleEngagementRequest(doorway, "gm", ports)).ok).toBe(true);
    await handleEngagementRequest({ ...doorway, position: "open", requestId: "eng-000002" }, "gm", ports);
    expect(await handleEngagementRequest(doorway, "gm", ports)).toEqual(REPLAYED);
    expect(marks.get("Scene.s.Token.t")).toEqual({ position: "open", bulky: false });
    expect(ids.get("Scene.s.Token.t")).toEqual(["eng-000001", "eng-000002"]);
  });
});

/**
 * Rules 3.1.3, holding an action: the edges of the GM's decision. A request the GM's client cannot
 * read is refused as such (not looked up), a request id is kept only when it is one, a combatant
 * that already acted out of order this round cannot hold again, and an act needs a key on both the
 * held combatant and the one whose turn it is. The tracker order and a new round's turn follow core.
 */
import { describe, expect, it } from "vitest";
import {
  decideHold,
  keyBefore,
  newRoundPlan,
  trackerOrder,
  type HoldCombat,
  type HoldPorts,
  type HoldTurn,
} from "../../src/play/hold/decide";
import { turn } from "./hold-world";

/** Round 2: Aldric (40), Brigand (30), Hana (20); the turn index given. Every combat id resolves. */
function combat(current: number, overrides: Record<string, Partial<HoldTurn>> = {}): HoldCombat {
  const turns = [turn("aldric", 40), turn("brigand", 30), turn("hana", 20)].map((t) => ({ ...t, ...overrides[t.id] }));
  return { id: "c1", started: true, round: 2, turn: current, turns };
}

function ports(
  c: HoldCombat,
  owner: (user: string, actor: string) => boolean = (u, a) => u === "alice" && a === "Actor.aldric",
): HoldPorts {
  return { combat: () => c, isGM: (id) => id === "gm", isOwner: owner };
}

const bad = { ok: false, reason: "HARNFUDGE.Notify.BadRequest" };
const holdNotNow = { ok: false, reason: "HARNFUDGE.Notify.HoldNotNow" };
const actNotNow = { ok: false, reason: "HARNFUDGE.Notify.ActNotNow" };

describe("a hold request the GM's client cannot read (rules 3.1.3)", () => {
  it("is refused as a bad request when an id is missing, empty or not text, before any lookup", () => {
    for (const shape of [
      { combatId: "", combatantId: "aldric" },
      { combatId: "c1", combatantId: "" },
      { combatId: 1, combatantId: "aldric" },
      { combatId: "c1", combatantId: 7 },
      { combatantId: "aldric" },
      { combatId: "c1" },
    ]) {
      expect(decideHold({ kind: "hold", ...shape }, "gm", ports(combat(0))), JSON.stringify(shape)).toEqual(bad);
    }
  });

  it("keeps a request id of 1 to 64 characters with the change, and ignores an empty or longer one", () => {
    const plan = (requestId: unknown) => {
      const r = decideHold({ kind: "hold", combatId: "c1", combatantId: "aldric", requestId }, "alice", ports(combat(0)));
      return r.ok ? r.plan.requests : r.reason;
    };
    expect(plan("r".repeat(64))).toEqual(["r".repeat(64)]);
    expect(plan("x")).toEqual(["x"]);
    expect(plan("")).toEqual([]);
    expect(plan("r".repeat(65))).toEqual([]);
  });

  it("for a combatant not in the combat is refused as no target", () => {
    expect(decideHold({ kind: "hold", combatId: "c1", combatantId: "ghost" }, "gm", ports(combat(0)))).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NoTarget",
    });
  });

  it("for a combatant with no actor is the GM's alone, whatever the ownership lookup says", () => {
    const c = combat(0, { aldric: { actorUuid: null } });
    const anyone = () => true;
    expect(decideHold({ kind: "hold", combatId: "c1", combatantId: "aldric" }, "alice", ports(c, anyone))).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotAllowed",
    });
    expect(decideHold({ kind: "hold", combatId: "c1", combatantId: "aldric" }, "gm", ports(c, anyone)).ok).toBe(true);
  });
});

describe("when a hold or an act is refused (rules 3.1.3)", () => {
  it("a combatant that already acted out of order this round cannot hold on its turn", () => {
    const acted = combat(0, { aldric: { initiative: 25, movedFrom: 40 } });
    expect(decideHold({ kind: "hold", combatId: "c1", combatantId: "aldric" }, "alice", ports(acted))).toEqual(holdNotNow);
  });

  it("a held combatant without a key cannot act, nor anyone before a current combatant without one", () => {
    const noKey = combat(2, { aldric: { heldRound: 2, initiative: null } });
    expect(decideHold({ kind: "act", combatId: "c1", combatantId: "aldric" }, "alice", ports(noKey))).toEqual(actNotNow);
    const currentNoKey = combat(2, { aldric: { heldRound: 2 }, hana: { initiative: null } });
    expect(decideHold({ kind: "act", combatId: "c1", combatantId: "aldric" }, "alice", ports(currentNoKey))).toEqual(actNotNow);
  });
});

describe("the key that sorts the held combatant just before the current one (rules 3.1.3)", () => {
  it("skips the held combatant itself when it stands right before the current one", () => {
    // Brigand (30) held; Hana's (20) turn: the one before her other than the brigand is Aldric (40).
    expect(keyBefore(combat(2).turns, 2, "brigand")).toBe(30);
    expect(keyBefore(combat(2).turns, 2, "aldric")).toBe(25);
  });

  it("is one above the current key when the one before has no key, and none without a current key", () => {
    expect(keyBefore([turn("wolf", null), turn("hana", 20)], 1, "aldric")).toBe(21);
    expect(keyBefore([turn("wolf", 10)], 3, "aldric")).toBeNull();
    expect(keyBefore([turn("wolf", null)], 0, "aldric")).toBeNull();
  });
});

describe("the tracker's order and a new round's turn (core Combat#_sortCombatants)", () => {
  it("breaks a tie of keys, and of no keys, by id", () => {
    const ids = (turns: HoldTurn[]) => trackerOrder(turns).map((t) => t.id);
    expect(ids([turn("a", 10), turn("b", 10), turn("a0", null), turn("c", null), turn("d", 20)])).toEqual([
      "d",
      "a",
      "b",
      "a0",
      "c",
    ]);
    expect(ids([turn("c", null), turn("a0", null), turn("b", 10), turn("a", 10), turn("d", 20)])).toEqual([
      "d",
      "a",
      "b",
      "a0",
      "c",
    ]);
  });

  it("keeps the current combatant current where the GM moved the turn off the round's start", () => {
    // Hana (10) acted before the brigand's turn last round (moved to 28); the GM gave her the turn.
    const c: HoldCombat = {
      id: "c1",
      started: true,
      round: 3,
      turn: 1,
      turns: [turn("brigand", 30), turn("hana", 28, { movedFrom: 10 }), turn("aldric", 20)],
    };
    expect(newRoundPlan(c)).toEqual({ restores: [{ id: "hana", initiative: 10 }], turn: 2 });
  });
});

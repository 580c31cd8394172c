/**
 * Rules 3.1.3, holding an action: on its own turn a combatant's owner (or the GM) holds, and the
 * turn passes on; later in the same round the held combatant acts, moving to just before the one
 * whose turn it is; a new round gives back the rolled key and drops every hold (actions do not
 * accrue). Decided on the designated GM's client from the combat as it stands.
 */
import { describe, expect, it } from "vitest";
import {
  decideHold,
  keyBefore,
  newRoundPlan,
  roundRestores,
  trackerOrder,
  type HoldCombat,
  type HoldPorts,
  type HoldTurn,
} from "../../src/play/hold/decide";
import { turn } from "./hold-world";

/** Round 2: Aldric (40), Brigand (30), Hana (20), Wolf (10); the turn index given. */
function combat(current: number, overrides: Record<string, Partial<HoldTurn>> = {}): HoldCombat {
  const turns = [turn("aldric", 40), turn("brigand", 30), turn("hana", 20), turn("wolf", 10)].map((t) => ({
    ...t,
    ...overrides[t.id],
  }));
  return { id: "c1", started: true, round: 2, turn: current, turns };
}

function ports(c: HoldCombat | null): HoldPorts {
  return {
    combat: (id) => (id === c?.id ? c : null),
    isGM: (id) => id === "gm",
    isOwner: (user, actor) => user === "alice" && actor === "Actor.aldric",
  };
}

const ask = (kind: "hold" | "act", combatantId = "aldric") => ({ kind, combatId: "c1", combatantId });

describe("holding an action (rules 3.1.3)", () => {
  it("on its own turn, its owner holds: the combatant is marked for this round", () => {
    expect(decideHold(ask("hold"), "alice", ports(combat(0)))).toEqual({
      ok: true,
      plan: { kind: "hold", combatantId: "aldric", round: 2, requests: [] },
    });
  });

  it("not on another's turn, not twice a round, not by another player", () => {
    const notNow = { ok: false, reason: "HARNFUDGE.Notify.HoldNotNow" };
    expect(decideHold(ask("hold"), "alice", ports(combat(1)))).toEqual(notNow);
    expect(decideHold(ask("hold"), "alice", ports(combat(0, { aldric: { heldRound: 2 } })))).toEqual(notNow);
    expect(decideHold(ask("hold"), "eve", ports(combat(0)))).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NotAllowed" });
    expect(decideHold(ask("hold", "brigand"), "alice", ports(combat(1)))).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.NotAllowed",
    });
    expect(decideHold(ask("hold", "brigand"), "gm", ports(combat(1))).ok).toBe(true);
  });

  it("acting later moves it to just before the current combatant, whose turn comes right after", () => {
    const held = combat(2, { aldric: { heldRound: 2 } }); // Hana's turn
    const result = decideHold(ask("act"), "alice", ports(held));
    expect(result).toEqual({
      ok: true,
      plan: { kind: "act", combatantId: "aldric", initiative: 25, movedFrom: 40, turn: 1, requests: [] },
    });
  });

  it("acting before the first of the round sorts it on top", () => {
    const held = { ...combat(0, { wolf: { heldRound: 2 } }) };
    expect(keyBefore(held.turns, 0, "wolf")).toBe(41);
  });

  it("no act without a hold this round, nor on its own turn", () => {
    const notNow = { ok: false, reason: "HARNFUDGE.Notify.ActNotNow" };
    expect(decideHold(ask("act"), "alice", ports(combat(2)))).toEqual(notNow);
    expect(decideHold(ask("act"), "alice", ports(combat(2, { aldric: { heldRound: 1 } })))).toEqual(notNow);
    expect(decideHold(ask("act"), "alice", ports(combat(0, { aldric: { heldRound: 2 } })))).toEqual(notNow);
  });

  it("a new round gives the moved key back and drops every hold", () => {
    const after = combat(0, { aldric: { initiative: 25, movedFrom: 40 }, wolf: { heldRound: 2 } });
    expect(roundRestores(after.turns)).toEqual([
      { id: "aldric", initiative: 40 },
      { id: "wolf", initiative: null },
    ]);
  });

  it("a request for no such combat or combatant, or not started, is refused", () => {
    expect(decideHold(ask("hold"), "gm", ports(null))).toEqual({ ok: false, reason: "HARNFUDGE.Notify.NoTarget" });
    expect(decideHold({ kind: "delay", combatId: "c1", combatantId: "aldric" }, "gm", ports(combat(0)))).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.BadRequest",
    });
    expect(decideHold(ask("hold"), "gm", ports({ ...combat(0), started: false }))).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.HoldNotNow",
    });
    expect(decideHold(ask("act"), "gm", ports({ ...combat(2, { aldric: { heldRound: 2 } }), started: false }))).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.ActNotNow",
    });
  });
});

/**
 * Foundry's rule for an update of combatants (core Combat#_onUpdateDescendantDocuments →
 * #onModifyCombatants, as the issue observed it on v13): the order is sorted again, and the turn is
 * the operation's `combatTurn` when one is given, else wherever the current combatant now stands.
 */
function foundryCombatantUpdate(
  combat: HoldCombat,
  updates: { id: string; initiative: number | null }[],
  options: { combatTurn?: number } = {},
): HoldCombat {
  const current = combat.turns[combat.turn]?.id;
  const changed = combat.turns.map((t) => {
    const u = updates.find((x) => x.id === t.id);
    return u ? { ...t, initiative: u.initiative ?? t.initiative, heldRound: null, movedFrom: null } : t;
  });
  const turns = trackerOrder(changed);
  const turn = typeof options.combatTurn === "number" ? options.combatTurn : turns.findIndex((t) => t.id === current);
  return { ...combat, turns, turn };
}

describe("a held action restored at the next round keeps the turn order (rules 3.1.3)", () => {
  // Round 2: Aldric (40) held and acted before Hana (moved to 25). Round 3 begins: core's nextRound
  // gives the turn to the first of the order as it stands, the brigand (30).
  const roundThree = (): HoldCombat => ({
    id: "c1",
    started: true,
    round: 3,
    turn: 0,
    turns: trackerOrder([
      turn("aldric", 25, { movedFrom: 40 }),
      turn("brigand", 30),
      turn("hana", 20),
      turn("wolf", 10, { heldRound: 2 }),
    ]),
  });

  it("Foundry alone would keep the brigand current after Aldric's key comes back: his turn would be lost", () => {
    const combat = roundThree();
    expect(combat.turns[combat.turn]?.id).toBe("brigand");
    const plan = newRoundPlan(combat);
    if (!plan) throw new Error("nothing restored");
    const withoutTurn = foundryCombatantUpdate(combat, plan.restores);
    expect(withoutTurn.turns.map((t) => t.id)).toEqual(["aldric", "brigand", "hana", "wolf"]);
    expect(withoutTurn.turns[withoutTurn.turn]?.id).toBe("brigand");
  });

  it("the turn given in the same update leaves the top roller's turn in place", () => {
    const combat = roundThree();
    const plan = newRoundPlan(combat);
    expect(plan).toEqual({
      restores: [
        { id: "aldric", initiative: 40 },
        { id: "wolf", initiative: null },
      ],
      turn: 0,
    });
    const after = foundryCombatantUpdate(combat, plan?.restores ?? [], { combatTurn: plan?.turn });
    expect(after.turns[after.turn]?.id).toBe("aldric");
  });

  it("defeated combatants core skipped stay skipped; a turn the GM moved meanwhile stays with its combatant", () => {
    const skipped: HoldCombat = {
      ...roundThree(),
      turns: trackerOrder([turn("aldric", 25, { movedFrom: 40 }), turn("ogre", 50, { defeated: true }), turn("brigand", 30)]),
      turn: 1,
    };
    expect(skipped.turns.map((t) => t.id)).toEqual(["ogre", "brigand", "aldric"]);
    const plan = newRoundPlan(skipped);
    const after = foundryCombatantUpdate(skipped, plan?.restores ?? [], { combatTurn: plan?.turn });
    expect(after.turns[after.turn]?.id).toBe("aldric");
    const moved = { ...roundThree(), turn: 2 }; // Hana's turn: the GM moved on before the hook ran
    const movedPlan = newRoundPlan(moved);
    const movedAfter = foundryCombatantUpdate(moved, movedPlan?.restores ?? [], { combatTurn: movedPlan?.turn });
    expect(movedAfter.turns[movedAfter.turn]?.id).toBe("hana");
  });

  it("nothing to restore writes nothing", () => {
    expect(
      newRoundPlan({ id: "c1", started: true, round: 3, turn: 0, turns: [turn("aldric", 40), turn("brigand", 30)] }),
    ).toBeNull();
  });
});

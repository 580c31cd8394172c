/**
 * The conditions and talents the GM's client checks for each side of a contest
 * (src/play/contest/decide.ts): wound penalty and condition modifiers, conditions that keep a
 * roller from acting, talents ticked in the dialog (Magic Resistance counted once, on the
 * result), and no opponents penalty outside combat.
 */
import { describe, expect, it } from "vitest";
import { CHOICES, MARK, THIEF, recordingContestWorld as world, startRequest as start } from "./contest-world";

const roll = (messageId: string, choices: unknown = CHOICES) => ({ kind: "roll", messageId, choices });

describe("the conditions and talents the GM's client checks", () => {
  it("adds the roller's wound penalty and condition modifiers, and the result counts them", async () => {
    const w = world((uuid, f) =>
      uuid === "Actor.thief"
        ? {
            ...f,
            woundPenalty: -1,
            conditions: { refused: null, modifiers: [{ label: "HARNFUDGE.Condition.stunned", value: -1 }] },
          }
        : f,
    );
    w.tray.push([1, 1, 0, 0], [0, 0, 0, 0]);
    const started = await w.ask(start(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    expect(started.state.a.roll?.modifiers).toEqual([
      { label: "HARNFUDGE.Roll.WoundPenalty", value: -1 },
      { label: "HARNFUDGE.Condition.stunned", value: -1 },
    ]);
    const done = await w.ask(roll(started.messageId), MARK);
    // Good +2 dice −2 modifiers → Good (+1) against Fair (0).
    expect(done.ok && done.state.results[0]?.shown).toMatchObject({ winner: "a", aDegree: 1, bDegree: 0, relative: 1 });
  });

  it("refuses a roller a condition keeps from acting", async () => {
    const w = world((uuid, f) =>
      uuid === "Actor.mark" ? { ...f, conditions: { refused: "HARNFUDGE.Condition.CannotAct", modifiers: [] } } : f,
    );
    const started = await w.ask(start(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    expect(await w.ask(roll(started.messageId), MARK)).toEqual({ ok: false, reason: "HARNFUDGE.Condition.CannotAct" });
    expect(
      await w.ask(
        start({
          requestId: "ct-2",
          actorUuid: "Actor.mark",
          tokenUuid: "Token.bear",
          traitA: { kind: "skill", key: "awareness" },
        }),
        MARK,
      ),
    ).toEqual({
      ok: false,
      reason: "HARNFUDGE.Condition.CannotAct",
    });
    expect(w.writes).toEqual({ creates: 1, updates: 0, dice: 1 });
  });

  it("counts Magic Resistance ticked in the dialog once, on the result, and only for a side that has it", async () => {
    const w = world();
    const started = await w.ask(start(), THIEF);
    if (!started.ok) throw new Error(started.reason);
    const ticked = { ...CHOICES, talents: ["magicResistance"] };
    const done = await w.ask(roll(started.messageId, ticked), MARK);
    if (!done.ok) throw new Error(done.reason);
    expect(done.state.observers[0]).toMatchObject({ resistsMagic: true, by: MARK });
    expect(done.state.observers[0]?.roll?.modifiers).toEqual([]);
    // Good (+1) against Fair and Magic Resistance +1: a tie.
    expect(done.state.results[0]).toMatchObject({
      shown: { winner: "tie", aDegree: 1, bDegree: 1 },
      bonuses: { b: { magicResistance: 1 } },
    });
    expect(await w.ask(start({ requestId: "ct-2", choices: ticked }), THIEF)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.TalentNotOwned",
    });
    expect(w.writes).toEqual({ creates: 1, updates: 1, dice: 2 });
  });

  it("keeps the roller's other talents, counts no opponents, and refuses Magic Resistance to a side without it", async () => {
    const w = world((uuid, f) => (uuid === "Actor.thief" ? { ...f, talents: [{ key: "charismatic" }] } : f));
    const started = await w.ask(start({ choices: { ...CHOICES, talents: ["charismatic"], opponents: 3 } }), THIEF);
    expect(started.ok && started.state.a.roll?.modifiers).toEqual([{ label: "HARNFUDGE.Talent.charismatic", value: 1 }]);
    expect(await w.ask(start({ requestId: "ct-2", choices: { ...CHOICES, talents: ["magicResistance"] } }), THIEF)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.TalentNotOwned",
    });
  });

  it("marks side a as resisting magic when the request says so", async () => {
    const w = world();
    const started = await w.ask(start({ aResistsMagic: true }), THIEF);
    expect(started.ok && started.state.a.resistsMagic).toBe(true);
  });
});

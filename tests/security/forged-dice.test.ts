/**
 * Attack classes 2 and 4, a forged Roll and client-chosen dice, modifiers and skills: a request
 * carries only what the user chose (the skill, the dialog's choices); whatever dice, levels,
 * modifiers or results a hostile client adds are ignored, the GM's client reads the levels and
 * rolls the dice itself, and out-of-bounds choices or a skill the target may not defend with are
 * refused with nothing written.
 */
import { describe, expect, it } from "vitest";
import { markWound } from "../../src/rules";
import { ALICE, BOB, FakeWorld, attackRequest, dodge, gmClient, snapshot } from "./helpers";

const forgedRoll = { class: "HarnFudgeRoll", formula: "4dF + 3", terms: [], total: 7, evaluated: true, faces: [1, 1, 1, 1] };

describe("a forged Roll and client-chosen dice", () => {
  it("posts the attack with the GM's dice at the level it read, whatever the request carries", async () => {
    const w = new FakeWorld();
    const { act } = gmClient(w);
    w.tray.push([-1, -1, 0, 0]);
    const forged = {
      ...attackRequest(),
      roll: forgedRoll,
      faces: [1, 1, 1, 1],
      level: 3,
      modifiers: [{ label: "x", value: 20 }],
      attack: { faces: [1, 1, 1, 1] },
    };
    const posted = await act(forged, ALICE);
    expect(posted.ok && posted.state.attack).toMatchObject({ level: 1, faces: [-1, -1, 0, 0], modifiers: [] });
  });

  it("rolls the defence and the damage die itself: a defender's ++++ +20 and an attacker's 1dF are ignored", async () => {
    const w = new FakeWorld();
    const { act } = gmClient(w);
    w.tray.push([1, 1, 0, 0], [-1, 0, 0, 0], [-1]);
    const posted = await act(attackRequest(), ALICE);
    if (!posted.ok) throw new Error(posted.reason);
    const id = posted.messageId;
    const defended = await act({ ...dodge(id), check: { level: 3, modifier: 20, faces: [1, 1, 1, 1] }, roll: forgedRoll }, BOB);
    expect(defended.ok && defended.state.defence?.roll).toMatchObject({ level: 0, faces: [-1, 0, 0, 0], modifiers: [] });
    const damaged = await act({ kind: "damage", messageId: id, fudgeDie: 1, total: 99, level: "nearDeath" }, ALICE);
    expect(damaged.ok && damaged.state.damage?.fudge?.faces).toEqual([-1]);
    // Factor 3 + relative degree 4 + the GM's 1dF −1 = 6: Very Hurt (rules 3.4.4), not the claimed Near Death.
    expect(damaged.ok && damaged.state.damage?.level).toBe("veryHurt");
  });

  it("refuses a +20, a waived wound penalty, too many opponents, a talent not owned and any skill at all, with nothing written", async () => {
    const w = new FakeWorld();
    const { act } = gmClient(w);
    w.tray.push([0, 0, 0, 0]);
    const posted = await act(attackRequest(), ALICE);
    if (!posted.ok) throw new Error(posted.reason);
    const id = posted.messageId;
    w.actor("Actor.target").wounds = markWound(w.actor("Actor.target").wounds, "hurt").track;
    const before = snapshot(w);
    const refusals: [object, string][] = [
      [dodge(id, { situational: 20 }), "HARNFUDGE.Notify.SituationalTooLarge"],
      [dodge(id, { situational: 4 }), "HARNFUDGE.Notify.SituationalTooLarge"],
      [dodge(id, { situational: 1.5 }), "HARNFUDGE.Notify.SituationalTooLarge"],
      [dodge(id, { applyWounds: false }), "HARNFUDGE.Notify.WoundPenaltyGMOnly"],
      // Rules 3.2.1: a defender's opponents are counted on the GM's client; a player's number is refused.
      [dodge(id, { opponents: 1 }), "HARNFUDGE.Notify.OpponentsGMOnly"],
      [dodge(id, { opponents: 9 }), "HARNFUDGE.Notify.OpponentsGMOnly"],
      [dodge(id, { talents: ["prescience"] }), "HARNFUDGE.Notify.TalentNotOwned"],
      [{ ...dodge(id), skill: "lovecraft" }, "HARNFUDGE.Notify.DefenceNotAllowed"],
      [{ ...dodge(id), skill: "bow" }, "HARNFUDGE.Notify.DefenceNotAllowed"],
      [{ ...dodge(id), defence: "unaware", choices: null, difficulty: -3 }, "HARNFUDGE.Notify.GMOnly"],
    ];
    for (const [request, reason] of refusals) expect(await act(request, BOB)).toEqual({ ok: false, reason });
    expect(snapshot(w)).toEqual(before);
  });
});

/**
 * Rules 3.2/3.3: a melee attack is met with Dodge, Acrobatics, or a shield or weapon the target has
 * equipped; a missile skill (Bow, Sling, Blowgun) never parries. The GM's client offers and
 * accepts the rules core's list (defenceSkillChoices), not a copy of its own.
 */
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { defenceSkillKeys } from "../../src/play/attack/decide-steps";
import { createLockQueue } from "../../src/play/gm/locks";
import { ALICE, BOB, FakeWorld, attackRequest, dodge } from "./world";

async function posted(w: FakeWorld) {
  w.tray.push([1, 1, 0, 0]);
  const result = await handleCardRequest(attackRequest(), ALICE, w.portsFor(), createLockQueue());
  if (!result.ok) throw new Error(result.reason);
  return result.messageId;
}

describe("melee defences come from the rules core (rules 3.2, 3.3)", () => {
  it("offers no missile skill as a melee parry", () => {
    expect(defenceSkillKeys({ equippedSkills: ["bow", "sword", "sling", "blowgun", "shield"] }, "melee")).toEqual([
      "dodge",
      "acrobatics",
      "shield",
      "sword",
    ]);
    expect(defenceSkillKeys({ equippedSkills: ["sword"] }, "ranged")).toEqual(["dodge", "acrobatics"]);
  });

  it("refuses a trained Bow as a melee parry and rolls nothing; a Sword parry is accepted", async () => {
    const w = new FakeWorld();
    const target = w.actor("Actor.target");
    target.equippedSkills = ["sword", "bow"];
    target.skills["bow"] = 2;
    const id = await posted(w);
    const dice = w.writes.dice;
    const bow = await handleCardRequest({ ...dodge(id), skill: "bow" }, BOB, w.portsFor(), createLockQueue());
    expect(bow).toEqual({ ok: false, reason: "HARNFUDGE.Notify.DefenceNotAllowed" });
    expect(w.writes.dice).toBe(dice);
    expect(w.card(id).defence).toBeNull();
    const sword = await handleCardRequest({ ...dodge(id), skill: "sword" }, BOB, w.portsFor(), createLockQueue());
    expect(sword.ok && sword.state.defence).toMatchObject({ kind: "opposed", skill: "sword" });
  });
});

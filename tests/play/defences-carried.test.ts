/**
 * Issue 26, item 2 (rules 3.2, 3.3): a target defends with what it carries. Dodge (and Acrobatics)
 * always; Shield only with a shield equipped; a weapon parry only with that weapon equipped. The
 * card's choices, the one-click best defence and an NPC's own defence choose among those only.
 */
import { describe, expect, it } from "vitest";
import { defenceSkillKeys } from "../../src/play/attack/decide-steps";
import { npcDefenceSkill } from "../../src/play/attack/decide-auto";
import { BOB, GM, dodge } from "./world";
import { attacked, cardWorld } from "./card-world";

/** A target who has trained Shield to Great but carries no shield, with a sword in hand. */
function shieldless() {
  const t = cardWorld();
  const target = t.w.actor("Actor.target");
  target.skills = { dodge: -1, sword: 0, shield: 2, acrobatics: -2 };
  target.equippedSkills = ["sword"];
  return t;
}

describe("defences from what the target carries (issue 26, rules 3.2, 3.3)", () => {
  it("without a shield, Shield is never offered, in melee or against missiles", () => {
    expect(defenceSkillKeys({ equippedSkills: ["sword"] }, "melee")).toEqual(["dodge", "acrobatics", "sword"]);
    expect(defenceSkillKeys({ equippedSkills: ["sword"] }, "ranged")).toEqual(["dodge", "acrobatics"]);
    expect(defenceSkillKeys({ equippedSkills: ["sword", "shield"] }, "ranged")).toEqual(["dodge", "shield", "acrobatics"]);
  });

  it("a Shield defence without a shield is refused and rolls nothing", async () => {
    const t = shieldless();
    const id = await attacked(t);
    const dice = t.w.writes.dice;
    const refused = await t.act({ ...dodge(id), skill: "shield" }, BOB);
    expect(refused).toEqual({ ok: false, reason: "HARNFUDGE.Notify.DefenceNotAllowed" });
    expect(t.w.writes.dice).toBe(dice);
    expect(t.w.card(id).defence).toBeNull();
  });

  it("a trained weapon skill whose weapon is not equipped is no parry", async () => {
    const t = shieldless();
    t.w.actor("Actor.target").equippedSkills = [];
    const id = await attacked(t);
    expect(await t.act({ ...dodge(id), skill: "sword" }, BOB)).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.DefenceNotAllowed",
    });
  });

  it("an NPC's own defence never picks the Shield it does not carry, even at Great", async () => {
    const t = shieldless();
    const target = t.w.actor("Actor.target");
    target.owners = new Set([GM]);
    t.w.automation = { damage: false, apply: "never", npcDefence: true };
    const id = await attacked(t);
    expect(t.w.card(id).defence).toMatchObject({ kind: "opposed", skill: "sword", by: GM });
  });

  it("with the shield equipped, its Great Shield is the best defence", async () => {
    const t = shieldless();
    t.w.actor("Actor.target").equippedSkills = ["sword", "shield"];
    const id = await attacked(t);
    expect(npcDefenceSkill(t.w.card(id), t.ports)).toBe("shield");
  });
});

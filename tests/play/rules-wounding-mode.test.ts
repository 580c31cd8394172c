/**
 * Rules 3.4.8 with 1.1.2.3: open wounds come from cuts and stabs. A longbow swung as a stick (Club
 * skill) crushes, so its hit proposes no open wound; shot, its arrow does. The card freezes how
 * the hit wounds from the mode's skill when the attack is posted.
 */
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { createLockQueue } from "../../src/play/gm/locks";
import { ALICE, BOB, FakeWorld, attackRequest, dodge } from "./world";

const ATTACKER = { strength: 1, strengthScale: 0, weaponStrength: 3, musclePowered: true };

async function hitWithLongbow(mode: "melee" | "ranged") {
  const w = new FakeWorld();
  const locks = createLockQueue();
  const aldric = w.actor("Actor.attacker");
  aldric.skills["club"] = 1;
  aldric.skills["bow"] = 1;
  aldric.weapons["longbow"] = {
    uuid: "Actor.attacker.Item.longbow",
    name: "Longbow",
    wounding: "edged",
    modes: {
      melee: { skill: "club", attacker: ATTACKER, rangeFeet: null },
      ranged: { skill: "bow", attacker: { ...ATTACKER, musclePowered: false }, rangeFeet: 500 },
    },
  };
  w.tray.push([1, 1, 0, 0], [-1, -1, 0, 0], [0]); // Superb attack, Terrible dodge: a full hit; 1dF 0
  const posted = await handleCardRequest(attackRequest("req-1", { weaponId: "longbow", mode }), ALICE, w.portsFor(), locks);
  if (!posted.ok) throw new Error(posted.reason);
  const defended = await handleCardRequest(dodge(posted.messageId), BOB, w.portsFor(), locks);
  if (!defended.ok) throw new Error(defended.reason);
  const damaged = await handleCardRequest({ kind: "damage", messageId: posted.messageId }, ALICE, w.portsFor(), locks);
  if (!damaged.ok) throw new Error(damaged.reason);
  return damaged.state;
}

describe("open wounds by the mode used (rules 3.4.8)", () => {
  it("a longbow swung as a stick wounds blunt: no open wound proposed", async () => {
    const card = await hitWithLongbow("melee");
    expect(card.weapon.wounding).toBe("blunt");
    expect(card.damage?.level).not.toBe("none");
    expect(card.open).toBe(false);
  });

  it("the same longbow shot wounds edged: an open wound proposed", async () => {
    const card = await hitWithLongbow("ranged");
    expect(card.weapon.wounding).toBe("edged");
    expect(card.damage?.level).not.toBe("none");
    expect(card.open).toBe(true);
  });
});

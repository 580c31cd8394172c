/**
 * Rules 3.5.2: "The use of a crossbow in combat (against people) is strictly forbidden by church
 * and secular law (the penalty is death)." A crossbow shot's card carries a one-line warning,
 * decided on the GM's client from the weapon's data (a Bow shot from a bow that is not
 * muscle-powered), not from its name; a longbow's shot and a crossbow swung as a club carry none.
 */
import { describe, expect, it } from "vitest";
import { handleCardRequest } from "../../src/play/attack/decide";
import { attackCardContext } from "../../src/play/attack/card";
import { createLockQueue } from "../../src/play/gm/locks";
import { ALICE, FakeWorld, attackRequest } from "./world";

const ATTACKER = { strength: 1, strengthScale: 0, weaponStrength: 2, musclePowered: true };
const CROSSBOW = "HARNFUDGE.Card.CrossbowAgainstPeople";

async function shoot(weapon: "crossbow" | "longbow", mode: "melee" | "ranged") {
  const w = new FakeWorld();
  const shooter = w.actor("Actor.attacker");
  shooter.skills["club"] = 1;
  shooter.skills["bow"] = 1;
  shooter.weapons[weapon] = {
    uuid: `Actor.attacker.Item.${weapon}`,
    name: weapon === "crossbow" ? "Stocked bow" : "Longbow",
    wounding: "edged",
    modes: {
      melee: { skill: "club", attacker: ATTACKER, rangeFeet: null },
      ranged: { skill: "bow", attacker: { ...ATTACKER, musclePowered: weapon !== "crossbow" }, rangeFeet: 800 },
    },
  };
  w.tray.push([1, 0, 0, 0]);
  const posted = await handleCardRequest(
    attackRequest("req-1", { weaponId: weapon, mode }),
    ALICE,
    w.portsFor(),
    createLockQueue(),
  );
  if (!posted.ok) throw new Error(posted.reason);
  return posted.state;
}

describe("the crossbow against people (rules 3.5.2)", () => {
  it("a crossbow shot warns on the card, whatever the weapon is called", async () => {
    const card = await shoot("crossbow", "ranged");
    expect(card.warnings).toContainEqual({ key: CROSSBOW, data: { target: "Brigand (token)" } });
  });

  it("the card shows the warning as one line, the rule behind it", async () => {
    const card = await shoot("crossbow", "ranged");
    const i18n = { localize: (k: string) => k, format: (k: string, d: Record<string, string>) => `${k} ${JSON.stringify(d)}` };
    const context = attackCardContext({
      card,
      messageId: "m1",
      i18n,
      defenceOptions: [],
      sides: { attackerPlayer: true, targetPlayer: true },
      userName: () => "",
    });
    const view = context.warnings.find((w) => w.full.startsWith(CROSSBOW));
    expect(view?.line).toBe('HARNFUDGE.Card.WarningLine.Crossbow {"target":"Brigand (token)"}');
  });

  it("a longbow's shot and a crossbow swung as a club carry no such warning", async () => {
    expect((await shoot("longbow", "ranged")).warnings.map((w) => w.key)).not.toContain(CROSSBOW);
    expect((await shoot("crossbow", "melee")).warnings.map((w) => w.key)).not.toContain(CROSSBOW);
  });
});

/**
 * Posting an attack card on the designated GM's client (src/play/attack/decide-create.ts): the
 * attack's dice spec, a target named by actor instead of token, and the refusals that post
 * nothing (attacker, weapon, mode or target missing, attacking oneself).
 */
import { describe, expect, it } from "vitest";
import { ALICE, attackRequest } from "./world";
import { cardWorld } from "./card-world";

const NO_TARGET = { ok: false, reason: "HARNFUDGE.Notify.NoTarget" };
const NO_WEAPON = { ok: false, reason: "HARNFUDGE.Notify.NoWeapon" };

describe("posting an attack", () => {
  it("rolls the attack's 4dF for the attacker at the skill's level", async () => {
    const t = cardWorld();
    const posted = await t.act(attackRequest(), ALICE);
    expect(posted.ok).toBe(true);
    expect(t.specs).toEqual([
      expect.objectContaining({ formula: "4dF", actorUuid: "Actor.attacker", level: 1, requesterId: ALICE }),
    ]);
  });

  it("reads a target named by its actor through the actor's token (issue 28), or by the actor without one", async () => {
    const t = cardWorld();
    const posted = await t.act(attackRequest("req-a", { targetTokenUuid: null, targetActorUuid: "Actor.target" }), ALICE);
    expect(posted.ok && posted.state.target).toEqual({
      actorUuid: "Actor.target",
      tokenUuid: "Scene.s.Token.target",
      name: "Brigand (token)",
      img: "token.png",
    });
    t.w.tokens.delete("Scene.s.Token.target");
    const tokenless = await t.act(attackRequest("req-b", { targetTokenUuid: null, targetActorUuid: "Actor.target" }), ALICE);
    expect(tokenless.ok && tokenless.state.target).toEqual({
      actorUuid: "Actor.target",
      tokenUuid: null,
      name: "Brigand",
      img: "",
    });
  });

  it("refuses a missing attacker, weapon, weapon mode or target, and the attacker as its own target", async () => {
    const t = cardWorld();
    const ask = (id: string, extra: Record<string, unknown>) => t.act(attackRequest(id, extra), ALICE);
    expect(await ask("req-1", { weaponId: "axe" })).toEqual(NO_WEAPON);
    expect(await ask("req-2", { mode: "ranged" })).toEqual(NO_WEAPON);
    expect(await ask("req-3", { targetTokenUuid: "Scene.s.Token.gone" })).toEqual(NO_TARGET);
    expect(await ask("req-4", { targetTokenUuid: null, targetActorUuid: "Actor.gone" })).toEqual(NO_TARGET);
    expect(await ask("req-6", { targetTokenUuid: "Scene.s.Token.attacker" })).toEqual({
      ok: false,
      reason: "HARNFUDGE.Notify.SelfTarget",
    });
    t.w.tokens.set("Scene.s.Token.ghost", "Actor.ghost");
    expect(await ask("req-7", { targetTokenUuid: "Scene.s.Token.ghost" })).toEqual(NO_TARGET);
    t.w.actors.delete("Actor.attacker");
    expect(await t.act(attackRequest("req-8"), "gm")).toEqual(NO_TARGET);
    expect(t.w.writes).toMatchObject({ creates: 0, dice: 0 });
  });

  it("warns about range only for a ranged mode with a range", async () => {
    const t = cardWorld();
    const sword = t.w.actor("Actor.attacker").weapons["sword"];
    const melee = sword?.modes.melee;
    if (melee) melee.rangeFeet = 10;
    t.w.distances.set("Scene.s.Token.attacker→Scene.s.Token.target", 50);
    const posted = await t.act(attackRequest("req-m", { attackerTokenUuid: "Scene.s.Token.attacker" }), ALICE);
    expect(posted.ok && posted.state.warnings).toEqual([]);
  });

  it("gives no range warning for a ranged mode without a range", async () => {
    const t = cardWorld();
    t.w.actor("Actor.attacker").weapons["sling"] = {
      uuid: "Actor.attacker.Item.sling",
      name: "Sling",
      wounding: "blunt",
      modes: {
        ranged: {
          skill: "sword",
          attacker: { strength: 1, strengthScale: 0, weaponStrength: 1, musclePowered: true },
          rangeFeet: null,
        },
      },
    };
    t.w.distances.set("Scene.s.Token.attacker→Scene.s.Token.target", 5000);
    const posted = await t.act(
      attackRequest("req-sling", { weaponId: "sling", mode: "ranged", attackerTokenUuid: "Scene.s.Token.attacker" }),
      ALICE,
    );
    expect(posted.ok && posted.state.warnings).toEqual([]);
  });
});

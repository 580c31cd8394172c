/**
 * The Foundry lookups every GM-side decision stands on (src/play/services/actors.ts): a uuid is
 * only taken for what it claims to be (a character or NPC, a token of one), ownership is core's
 * OWNER test, the level a skill is rolled at (rules 1.1.2), the tokens and distances a missile's
 * range is measured by (rules 3.5.2, issue 17 item 14), the offensive and defensive factors
 * (rules 3.4.3.1, 3.4.3.2) and Lucky's last use and mark (rules 4; issue 17 item 14, issue 25
 * item 6). Foundry is tests/foundry/lookup-stubs.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  actorFromUuid,
  attackerFacts,
  attackerTokenOnScene,
  defenderFacts,
  isGMUser,
  luckyLastUsedOf,
  luckyMarkHolder,
  ownsActor,
  tokenActorFromUuid,
  tokenDistanceFeet,
  traitLevelOf,
} from "../../src/play/services/actors";
import type { PlayableActor } from "../../src/documents/guards";
import { LookupActor, LookupScene, LookupTile, LookupToken, stubLookups, type LookupWorld } from "./lookup-stubs";

afterEach(() => vi.unstubAllGlobals());

// The stand-ins carry only what the code under test reads; the functions taking an actor get them as Foundry's types.
const playable = (actor: LookupActor) => actor as unknown as PlayableActor;
const anyActor = (actor: LookupActor) => actor as unknown as Actor.Implementation;

const skill = (key: string, level: number | null) => ({
  type: "skill",
  name: key,
  system: { key, level, default: null, specialization: "" },
});

/** Aldric (a character Alice owns), a bandit NPC and a module's vehicle actor, in the world. */
function people(world: LookupWorld) {
  const aldric = world.add(
    new LookupActor(world, "Actor.aldric", "Aldric", {
      ownership: { alice: 3, bob: 2 },
      items: [skill("sword", 2)],
    }),
  );
  const bandit = world.add(new LookupActor(world, "Actor.bandit", "Bandit", { type: "npc" }));
  const cart = world.add(new LookupActor(world, "Actor.cart", "Cart", { type: "vehicle" }));
  return { aldric, bandit, cart };
}

describe("actors by uuid", () => {
  it("takes a character or an NPC, and nothing else a uuid may name", () => {
    const world = stubLookups();
    const { aldric, bandit } = people(world);
    world.add({ uuid: "Actor.aldric.Item.sword", type: "weapon", name: "Sword" });
    expect(actorFromUuid("Actor.aldric")).toBe(aldric);
    expect(actorFromUuid("Actor.bandit")).toBe(bandit);
    expect(actorFromUuid("Actor.cart")).toBeNull();
    expect(actorFromUuid("Actor.aldric.Item.sword")).toBeNull();
    expect(actorFromUuid("Actor.gone")).toBeNull();
  });

  it("takes a token's character with the token's name and image, else the actor's", () => {
    const world = stubLookups();
    const { aldric, bandit, cart } = people(world);
    const scene = new LookupScene(5, "ft");
    world.add(
      new LookupToken("Scene.s.Token.a", scene, aldric, { x: 0, y: 0, name: "Aldric the Bold", src: "tokens/bold.webp" }),
    );
    world.add(new LookupToken("Scene.s.Token.b", scene, bandit, { x: 1, y: 0, name: null, src: null }));
    world.add(
      new LookupToken("Scene.s.Token.n", scene, new LookupActor(world, "Actor.x", "Nobody", { img: null }), {
        x: 0,
        y: 1,
        src: null,
      }),
    );
    world.add(new LookupToken("Scene.s.Token.c", scene, cart, { x: 2, y: 0 }));
    world.add(new LookupToken("Scene.s.Token.gone", scene, null, { x: 3, y: 0 }));
    expect(tokenActorFromUuid("Scene.s.Token.a")).toEqual({ actor: aldric, name: "Aldric the Bold", img: "tokens/bold.webp" });
    expect(tokenActorFromUuid("Scene.s.Token.b")).toEqual({ actor: bandit, name: "Bandit", img: "icons/Bandit.webp" });
    expect(tokenActorFromUuid("Scene.s.Token.n")?.img).toBe("");
    expect(tokenActorFromUuid("Scene.s.Token.c")).toBeNull();
    expect(tokenActorFromUuid("Scene.s.Token.gone")).toBeNull();
    expect(tokenActorFromUuid("Actor.aldric")).toBeNull();
    expect(tokenActorFromUuid("Scene.s.Token.none")).toBeNull();
  });
});

describe("who is a GM and who owns an actor", () => {
  it("knows a GM, a player and a user who is not there", () => {
    stubLookups();
    expect(isGMUser("gm")).toBe(true);
    expect(isGMUser("alice")).toBe(false);
    expect(isGMUser("left")).toBe(false);
  });

  it("an owner owns, an observer does not, a GM owns every actor; an unknown user or actor owns nothing", () => {
    const world = stubLookups();
    people(world);
    expect(ownsActor("alice", "Actor.aldric")).toBe(true);
    expect(ownsActor("bob", "Actor.aldric")).toBe(false);
    expect(ownsActor("gm", "Actor.aldric")).toBe(true);
    expect(ownsActor("left", "Actor.aldric")).toBe(false);
    expect(ownsActor("alice", "Actor.gone")).toBe(false);
    expect(ownsActor("gm", "Actor.cart")).toBe(false);
  });
});

describe("the level an actor rolls a skill at (rules 1.1.2)", () => {
  it("its trained level, else the default; null for default None untrained or no actor", () => {
    const world = stubLookups();
    people(world);
    expect(traitLevelOf("Actor.aldric", "sword")).toBe(2);
    expect(traitLevelOf("Actor.aldric", "climbing")).toBe(-2);
    expect(traitLevelOf("Actor.aldric", "alchemy")).toBeNull();
    expect(traitLevelOf("Actor.gone", "sword")).toBeNull();
  });
});

/** A scene in feet: Aldric's linked tokens, an unlinked copy of him, a bandit target, Hana's linked token, an orphan token. */
function battlefield(world: LookupWorld) {
  const { aldric, bandit } = people(world);
  const hana = world.add(new LookupActor(world, "Actor.hana", "Hana"));
  const scene = new LookupScene(5, "ft");
  const synthetic = (token: string, base: LookupActor) =>
    new LookupActor(world, `Scene.s.Token.${token}.Actor.${base.id}`, base.name);
  const token = (id: string, actor: LookupActor | null, x: number, actorLink = false) =>
    world.add(new LookupToken(`Scene.s.Token.${id}`, scene, actor, { x, y: 0, actorLink, actorId: actor?.id ?? null }));
  token("target", synthetic("target", bandit), 10);
  token("far", aldric, 0, true);
  token("gone", null, 9);
  token("bandit2", synthetic("bandit2", bandit), 9);
  token("hana", hana, 9, true);
  const copyActor = world.add(synthetic("copy", aldric));
  token("copy", copyActor, 8);
  token("copy2", synthetic("copy2", aldric), 9);
  token("near", aldric, 7, true);
  const otherScene = new LookupScene(5, "ft");
  world.add(new LookupToken("Scene.o.Token.aldric", otherScene, aldric, { x: 10, y: 0, actorLink: true }));
  return { scene, copyActor };
}

describe("the attacker's token a missile's range is measured from (rules 3.5.2, issue 17 item 14)", () => {
  it("is the attacker's own token on the target's scene nearest the target, when none is asked for", () => {
    const world = stubLookups();
    battlefield(world);
    expect(attackerTokenOnScene("Actor.aldric", null, "Scene.s.Token.target")).toBe("Scene.s.Token.near");
  });

  it("is the token asked for when it is the attacker's own there, even if farther", () => {
    const world = stubLookups();
    battlefield(world);
    expect(attackerTokenOnScene("Actor.aldric", "Scene.s.Token.far", "Scene.s.Token.target")).toBe("Scene.s.Token.far");
  });

  it("ignores a token asked for that is not the attacker's own on that scene", () => {
    const world = stubLookups();
    battlefield(world);
    for (const asked of [
      "Scene.s.Token.bandit2",
      "Scene.s.Token.hana",
      "Scene.s.Token.copy",
      "Scene.s.Token.gone",
      "Scene.o.Token.aldric",
      "Scene.s.Token.target",
    ])
      expect(attackerTokenOnScene("Actor.aldric", asked, "Scene.s.Token.target")).toBe("Scene.s.Token.near");
  });

  it("for an unlinked token's actor: its own token, or its character's linked token asked for, never another unlinked copy", () => {
    const world = stubLookups();
    const { copyActor } = battlefield(world);
    expect(attackerTokenOnScene(copyActor.uuid, null, "Scene.s.Token.target")).toBe("Scene.s.Token.copy");
    expect(attackerTokenOnScene(copyActor.uuid, "Scene.s.Token.copy2", "Scene.s.Token.target")).toBe("Scene.s.Token.copy");
    expect(attackerTokenOnScene(copyActor.uuid, "Scene.s.Token.far", "Scene.s.Token.target")).toBe("Scene.s.Token.far");
  });

  it("is null without a token of the attacker there, for a target that is no token on a scene, or no attacker", () => {
    const world = stubLookups();
    battlefield(world);
    const hanaless = new LookupScene(5, "ft");
    world.add(new LookupToken("Scene.h.Token.t", hanaless, world.actors.get("bandit") ?? null, { x: 0, y: 0 }));
    world.add(new LookupToken("Scene.none.Token.t", null, world.actors.get("bandit") ?? null, { x: 0, y: 0 }));
    expect(attackerTokenOnScene("Actor.aldric", null, "Scene.h.Token.t")).toBeNull();
    expect(attackerTokenOnScene("Actor.aldric", null, "Scene.none.Token.t")).toBeNull();
    expect(attackerTokenOnScene("Actor.aldric", null, "Actor.bandit")).toBeNull();
    expect(attackerTokenOnScene("Actor.gone", null, "Scene.s.Token.target")).toBeNull();
  });
});

describe("the distance between two tokens in feet (rules 3.5.2)", () => {
  it("measures centre to centre on the scene's grid and converts its units", () => {
    const world = stubLookups();
    battlefield(world);
    expect(tokenDistanceFeet("Scene.s.Token.near", "Scene.s.Token.target")).toBe(15);
    const metres = new LookupScene(1.5, "m");
    world.add(new LookupToken("Scene.m.Token.a", metres, null, { x: 0, y: 0 }));
    world.add(new LookupToken("Scene.m.Token.b", metres, null, { x: 0, y: 4 }));
    expect(tokenDistanceFeet("Scene.m.Token.a", "Scene.m.Token.b")).toBeCloseTo(6 * 3.28084);
  });

  it("is null for a missing side, a document that is no token, or tokens of two scenes", () => {
    const world = stubLookups();
    const { scene } = battlefield(world);
    world.add(new LookupTile("Scene.s.Tile.wall", scene));
    world.add(new LookupToken("Scene.none.Token.t", null, null, { x: 0, y: 0 }));
    expect(tokenDistanceFeet(null, "Scene.s.Token.target")).toBeNull();
    expect(tokenDistanceFeet("Scene.s.Token.near", null)).toBeNull();
    expect(tokenDistanceFeet("Scene.s.Token.near", "Scene.s.Token.missing")).toBeNull();
    expect(tokenDistanceFeet("Scene.s.Tile.wall", "Scene.s.Token.target")).toBeNull();
    expect(tokenDistanceFeet("Scene.s.Token.near", "Scene.s.Tile.wall")).toBeNull();
    expect(tokenDistanceFeet("Scene.s.Token.near", "Scene.o.Token.aldric")).toBeNull();
    expect(tokenDistanceFeet("Scene.none.Token.t", "Scene.none.Token.t")).toBeNull();
  });
});

/** A prepared character's system data, as the data model derives it. */
function fighter(talents: string[] = []) {
  return {
    attributes: { strength: 1, agility: 0, health: 0, memory: 0, willpower: 0, aura: 0 },
    scale: { strength: 0, mass: 2 },
    damageCapacity: 3,
    armorValue: 2,
    talents: new Set(talents),
  };
}

const weapon = (melee: number | null, ranged: number | null) =>
  ({
    system: {
      melee: { enabled: true, strength: melee, skill: "spear" },
      ranged: { enabled: true, strength: ranged, skill: "throwing", musclePowered: false, range: 60 },
      variant: { strength: null, active: false },
      scaledToWielder: true,
    },
  }) as unknown as Item.OfType<"weapon">;

describe("the offensive and defensive factors (rules 3.4.3.1, 3.4.3.2)", () => {
  it("reads the wielder's strength and the weapon's figures in the mode used; null for a mode that deals no damage", () => {
    const world = stubLookups();
    const actor = playable(new LookupActor(world, "Actor.aldric", "Aldric", { system: fighter() }));
    expect(attackerFacts(actor, weapon(2, 1), "ranged")).toEqual({
      strength: 1,
      strengthScale: 0,
      weaponStrength: 1,
      musclePowered: false,
      scaledToWielder: true,
    });
    expect(attackerFacts(actor, weapon(2, 1), "melee")?.musclePowered).toBe(true);
    expect(attackerFacts(actor, weapon(null, 1), "melee")).toBeNull();
  });

  it("reads the defender's damage capacity, mass scale, armour and Mystical Shield (rules 4)", () => {
    const world = stubLookups();
    const plain = playable(new LookupActor(world, "Actor.a", "A", { system: fighter() }));
    const shielded = playable(new LookupActor(world, "Actor.b", "B", { system: fighter(["mysticalShield"]) }));
    expect(defenderFacts(plain)).toEqual({ damageCapacity: 3, massScale: 2, armorValue: 2, mysticalShield: false });
    expect(defenderFacts(shielded).mysticalShield).toBe(true);
  });
});

/** A character with Lucky (or not) and its own mark of the last use. */
const luckySystem = (lastUsed: number | null, talents = ["lucky"]) => ({ talents: new Set(talents), lucky: { lastUsed } });

describe("Lucky's last use (rules 4: roughly once per hour; issue 17 item 14, issue 25 item 6)", () => {
  it("is undefined without the talent, for an NPC and for no actor", () => {
    const world = stubLookups();
    const without = new LookupActor(world, "Actor.a", "A", { system: luckySystem(5000, []) });
    const npc = new LookupActor(world, "Actor.n", "N", { type: "npc", system: { talents: new Set(["lucky"]) } });
    expect(luckyLastUsedOf(anyActor(without))).toBeUndefined();
    expect(luckyLastUsedOf(anyActor(npc))).toBeUndefined();
    expect(luckyLastUsedOf(null)).toBeUndefined();
  });

  it("is the character's own mark, or null when never used", () => {
    const world = stubLookups();
    expect(luckyLastUsedOf(anyActor(world.add(new LookupActor(world, "Actor.a", "A", { system: luckySystem(5000) }))))).toBe(
      5000,
    );
    expect(
      luckyLastUsedOf(anyActor(world.add(new LookupActor(world, "Actor.b", "B", { system: luckySystem(null) })))),
    ).toBeNull();
  });

  it("for a token's actor: the later of its own mark and its base actor's", () => {
    const world = stubLookups();
    world.add(new LookupActor(world, "Actor.aldric", "Aldric", { system: luckySystem(7000) }));
    const early = new LookupActor(world, "Scene.s.Token.t.Actor.aldric", "Aldric", { system: luckySystem(1000) });
    const late = new LookupActor(world, "Scene.s.Token.u.Actor.aldric", "Aldric", { system: luckySystem(9000) });
    const never = new LookupActor(world, "Scene.s.Token.v.Actor.aldric", "Aldric", { system: luckySystem(null) });
    const orphan = new LookupActor(world, "Scene.s.Token.w.Actor.gone", "Gone", { system: luckySystem(null) });
    expect(luckyLastUsedOf(anyActor(early))).toBe(7000);
    expect(luckyLastUsedOf(anyActor(late))).toBe(9000);
    expect(luckyLastUsedOf(anyActor(never))).toBe(7000);
    expect(luckyLastUsedOf(anyActor(orphan))).toBeNull();
  });

  it("is the GM's record when it is later than every mark: clearing a mark buys no reroll", () => {
    const world = stubLookups();
    world.luckyUses = { "Actor.aldric": 8000 };
    const aldric = world.add(new LookupActor(world, "Actor.aldric", "Aldric", { system: luckySystem(null) }));
    const token = new LookupActor(world, "Scene.s.Token.t.Actor.aldric", "Aldric", { system: luckySystem(1000) });
    expect(luckyLastUsedOf(anyActor(aldric))).toBe(8000);
    expect(luckyLastUsedOf(anyActor(token))).toBe(8000);
  });
});

describe("the actor Lucky's mark is written to (issue 25 item 6)", () => {
  it("is a token's base actor when this user may write it, else the token's actor; a world actor itself", () => {
    const world = stubLookups("alice");
    const aldric = world.add(new LookupActor(world, "Actor.aldric", "Aldric", { ownership: { alice: 3 } }));
    world.add(new LookupActor(world, "Actor.bandit", "Bandit", { type: "npc" }));
    const token = new LookupActor(world, "Scene.s.Token.t.Actor.aldric", "Aldric", { ownership: { alice: 3 } });
    const banditToken = new LookupActor(world, "Scene.s.Token.b.Actor.bandit", "Bandit", { ownership: { alice: 3 } });
    const orphan = new LookupActor(world, "Scene.s.Token.o.Actor.gone", "Gone", { ownership: { alice: 3 } });
    expect(luckyMarkHolder(anyActor(token))).toBe(aldric);
    expect(luckyMarkHolder(anyActor(banditToken))).toBe(banditToken);
    expect(luckyMarkHolder(anyActor(orphan))).toBe(orphan);
    expect(luckyMarkHolder(anyActor(aldric))).toBe(aldric);
  });
});

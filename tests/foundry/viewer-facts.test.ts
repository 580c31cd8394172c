/**
 * What the GM's client reads of an actor for the rolls and writes it decides
 * (src/play/services/actor-facts.ts), and this client's user as the viewer a card is worded for
 * (src/play/services/this-viewer.ts: who it is, what it owns, its characters' Lucky, server
 * time, whether a player owns an actor, a hidden roll's faces when its message reached this
 * client). Foundry is tests/foundry/lookup-stubs.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyStunTrack, emptyWoundTrack } from "../../src/rules";
import { emptyRecords } from "../../src/play/gm/records";
import type { PlayableActor } from "../../src/documents/guards";
import { FateDie } from "./combat-stubs";
import { LookupActor, stubLookups, type LookupWorld } from "./lookup-stubs";

await vi.hoisted(async () => {
  // HarnFudgeRoll (this-viewer.ts reads its faces) extends the global Roll when its module loads.
  const stubs = await import("./combat-stubs");
  stubs.stubCombatClasses();
});

const { rollerFacts, trackFacts, traitLevel } = await import("../../src/play/services/actor-facts");
const { facesHere, playerOwned, thisViewer } = await import("../../src/play/services/this-viewer");

afterEach(() => vi.unstubAllGlobals());

// The stand-ins carry only what the code under test reads; the functions taking an actor get them as Foundry's types.
const playable = (actor: LookupActor) => actor as unknown as PlayableActor;

const talent = (key: string) => ({ type: "talent", name: key, system: { key, choice: "" } });
const skill = (key: string, level: number | null, def: number | null = null) => ({
  type: "skill",
  name: key,
  system: { key, level, default: def, specialization: "" },
});

/** Aldric as his data model prepares him: a wound penalty of −1, with Lucky (and optionally Rapid Healing), Alice his owner. */
function aldric(world: LookupWorld, options: { img?: string | null; talents?: string[]; lastUsed?: number | null } = {}) {
  const talents = options.talents ?? ["lucky"];
  const wounds = emptyWoundTrack();
  return world.add(
    new LookupActor(world, "Actor.aldric", "Aldric", {
      img: options.img,
      ownership: { alice: 3 },
      items: [...talents.map(talent), skill("sword", 2), skill("cartography", null, -1)],
      system: {
        attributes: { strength: 1, agility: 2, health: 0, memory: -1, willpower: 0, aura: 0 },
        woundPenalty: -1,
        talents: new Set(talents),
        lucky: { lastUsed: options.lastUsed ?? null },
        toObject: () => ({ wounds, stun: emptyStunTrack(), records: emptyRecords(), lucky: { lastUsed: null } }),
      },
    }),
  );
}

describe("the roller's facts every GM-side roll reads", () => {
  it("who it is, its wound penalty and its talents", () => {
    const world = stubLookups();
    const actor = aldric(world, { talents: ["lucky", "fortitude"] });
    expect(rollerFacts(playable(actor))).toEqual({
      uuid: "Actor.aldric",
      name: "Aldric",
      img: "icons/Aldric.webp",
      woundPenalty: -1,
      talents: [
        { key: "lucky", sense: null },
        { key: "fortitude", sense: null },
      ],
    });
  });

  it("an actor without an image shows none", () => {
    const world = stubLookups();
    expect(rollerFacts(playable(aldric(world, { img: null }))).img).toBe("");
  });
});

describe("an actor's tracks and records, read just before a wound write", () => {
  it("copies the stored tracks and records and says whether it heals twice as fast (Rapid Healing)", () => {
    const world = stubLookups();
    const plain = trackFacts(playable(aldric(world)));
    expect(plain).toEqual({
      uuid: "Actor.aldric",
      name: "Aldric",
      wounds: emptyWoundTrack(),
      stun: emptyStunTrack(),
      records: emptyRecords(),
      rapidHealing: false,
    });
    const world2 = stubLookups();
    expect(trackFacts(playable(aldric(world2, { talents: ["rapidHealing"] }))).rapidHealing).toBe(true);
  });
});

describe("the level the GM's client reads for a trait (rules 1.1.1, 1.1.2)", () => {
  it("an attribute's level; null for a key that is no attribute", () => {
    const world = stubLookups();
    aldric(world);
    expect(traitLevel("Actor.aldric", "attribute", "agility")).toBe(2);
    expect(traitLevel("Actor.aldric", "attribute", "sword")).toBeNull();
  });

  it("a skill's trained level or default, a custom skill's default; null for default None or no actor", () => {
    const world = stubLookups();
    aldric(world);
    expect(traitLevel("Actor.aldric", "skill", "sword")).toBe(2);
    expect(traitLevel("Actor.aldric", "skill", "climbing")).toBe(-2);
    expect(traitLevel("Actor.aldric", "skill", "cartography")).toBe(-1);
    expect(traitLevel("Actor.aldric", "skill", "alchemy")).toBeNull();
    expect(traitLevel("Actor.aldric", "skill", "agility")).toBeNull();
    expect(traitLevel("Actor.gone", "attribute", "agility")).toBeNull();
    expect(traitLevel("Actor.gone", "skill", "sword")).toBeNull();
  });
});

describe("this client's user as a card's viewer", () => {
  it("is Alice, no GM, owning her character and not the bandit, with server time", () => {
    const world = stubLookups("alice");
    aldric(world);
    world.add(new LookupActor(world, "Actor.bandit", "Bandit", { type: "npc", ownership: { alice: 2 } }));
    world.serverTime = 123_456;
    const viewer = thisViewer();
    expect(viewer.id).toBe("alice");
    expect(viewer.isGM).toBe(false);
    expect(viewer.owns("Actor.aldric")).toBe(true);
    expect(viewer.owns("Actor.bandit")).toBe(false);
    expect(viewer.owns("Actor.gone")).toBe(false);
    expect(viewer.now()).toBe(123_456);
  });

  it("a GM owns every actor", () => {
    const world = stubLookups();
    aldric(world);
    expect(thisViewer().isGM).toBe(true);
    expect(thisViewer().owns("Actor.aldric")).toBe(true);
  });

  it("reads a character's Lucky: the talent and its last use (rules 4)", () => {
    const world = stubLookups("alice");
    aldric(world, { lastUsed: 5000 });
    expect(thisViewer().lucky("Actor.aldric")).toEqual({ hasLucky: true, lastUsed: 5000 });
    const fresh = stubLookups("alice");
    aldric(fresh);
    expect(thisViewer().lucky("Actor.aldric")).toEqual({ hasLucky: true, lastUsed: null });
    const unlucky = stubLookups("alice");
    aldric(unlucky, { talents: [], lastUsed: 5000 });
    expect(thisViewer().lucky("Actor.aldric")).toEqual({ hasLucky: false, lastUsed: null });
    expect(thisViewer().lucky("Actor.gone")).toBeNull();
  });
});

describe("whether a player owns an actor (then the card names that player, else the GM)", () => {
  it("a player's character yes, a GM's NPC or no actor no", () => {
    const world = stubLookups();
    aldric(world);
    world.add(new LookupActor(world, "Actor.bandit", "Bandit", { type: "npc" }));
    expect(playerOwned("Actor.aldric")).toBe(true);
    expect(playerOwned("Actor.bandit")).toBe(false);
    expect(playerOwned("Actor.gone")).toBe(false);
  });
});

describe("a hidden roll's faces on this client", () => {
  const dice = (faces: number[]) => ({ dice: [new FateDie(faces.map((result) => ({ result, active: true })))] });

  it("are the faces of the GM's whispered dice message; none for a player's message, one without author, or none here", () => {
    const world = stubLookups("alice");
    world.messages.set("m1", { id: "m1", author: { id: "gm", isGM: true }, rolls: [dice([1, 0, -1, 1])] });
    world.messages.set("m2", { id: "m2", author: { id: "bob", isGM: false }, rolls: [dice([1, 1, 1, 1])] });
    world.messages.set("m3", { id: "m3", author: null, rolls: [dice([1, 1, 1, 1])] });
    world.messages.set("m4", { id: "m4", author: { id: "gm", isGM: true }, rolls: [] });
    expect(facesHere("m1")).toEqual([1, 0, -1, 1]);
    expect(facesHere("m2")).toBeNull();
    expect(facesHere("m3")).toBeNull();
    expect(facesHere("m4")).toBeNull();
    expect(facesHere("m5")).toBeNull();
  });
});

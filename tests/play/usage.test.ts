/**
 * Rules 1.4, "used since the last raise": which flag a roll sets (traitUseUpdate), so that a trait
 * raised once can be raised again after it has been used — one write when the flag changes, none
 * when it is already set.
 */
import { describe, expect, it } from "vitest";
import { copyAttributeUsage } from "../../src/play/raises/plan";
import { traitUseUpdate, type TraitUseInput } from "../../src/rolls/usage";
import { ATTRIBUTE_KEYS, checkRaise, type AttributeKey } from "../../src/rules";

const base: TraitUseInput = {
  actorType: "character",
  kind: "skill",
  traitKey: "sword",
  rolled: true,
  skillItem: { id: "sword1", level: 1, used: false },
  attributeAdvancement: { strength: { used: false }, agility: { used: true } },
};

describe("marking a trait used when it is rolled (rules 1.4)", () => {
  it("a roll of a trained skill marks its item used, with one update", () => {
    expect(traitUseUpdate(base)).toEqual({
      document: "item",
      itemId: "sword1",
      update: { system: { advancement: { used: true } } },
    });
  });

  it("attack and defence rolls use their skill too", () => {
    expect(traitUseUpdate({ ...base, kind: "attack" })?.document).toBe("item");
    expect(traitUseUpdate({ ...base, kind: "defence", traitKey: "dodge" })?.document).toBe("item");
  });

  it("an attribute roll marks that attribute used on the actor", () => {
    expect(traitUseUpdate({ ...base, kind: "attribute", traitKey: "strength", skillItem: null })).toEqual({
      document: "actor",
      update: { system: { attributeAdvancement: { strength: { used: true } } } },
    });
  });

  it("no write when the flag is already set", () => {
    expect(traitUseUpdate({ ...base, skillItem: { id: "sword1", level: 1, used: true } })).toBeNull();
    expect(traitUseUpdate({ ...base, kind: "attribute", traitKey: "agility", skillItem: null })).toBeNull();
  });

  it("nothing for a cancelled roll, an NPC, an untrained skill, a situational roll or an unknown attribute", () => {
    expect(traitUseUpdate({ ...base, rolled: false })).toBeNull();
    expect(traitUseUpdate({ ...base, actorType: "npc" })).toBeNull();
    expect(traitUseUpdate({ ...base, skillItem: null })).toBeNull();
    expect(traitUseUpdate({ ...base, skillItem: { id: "x", level: null, used: false } })).toBeNull();
    expect(traitUseUpdate({ ...base, kind: "situational", traitKey: null })).toBeNull();
    expect(traitUseUpdate({ ...base, kind: "initiative" })).toBeNull();
    expect(traitUseUpdate({ ...base, kind: "attribute", traitKey: "charm", skillItem: null })).toBeNull();
  });

  it("raise, roll, raise again: the roll is what unlocks the next raise (in a later session)", () => {
    // Just raised in session 3: used = false, raisedInSession = 3.
    let advancement = { used: false, raisedInSession: 3 as number | null };
    const raise = (session: number) =>
      checkRaise({
        kind: "skill",
        from: 1,
        epBalance: 20,
        raisedThisSession: advancement.raisedInSession === session,
        usedSinceLastRaise: advancement.used,
      });
    expect(raise(4).allowed).toBe(false);
    const change = traitUseUpdate({ ...base, skillItem: { id: "sword1", level: 1, used: advancement.used } });
    if (change?.document !== "item") throw new Error("expected an item update");
    advancement = { ...advancement, ...change.update.system.advancement };
    expect(raise(3).allowed).toBe(false); // still one raise per session
    expect(raise(4).allowed).toBe(true);
  });
});

describe("the attributes' usage records as the sheet and a raise read them", () => {
  it("copies each of the six records, so a change to the copy never reaches the actor's data", () => {
    const stored: Record<AttributeKey, { used: boolean; raisedInSession: number | null }> = {
      strength: { used: true, raisedInSession: 2 },
      agility: { used: false, raisedInSession: null },
      health: { used: false, raisedInSession: null },
      memory: { used: true, raisedInSession: null },
      willpower: { used: false, raisedInSession: 1 },
      aura: { used: false, raisedInSession: null },
    };
    const copy = copyAttributeUsage(stored);
    expect(copy).toEqual(stored);
    copy.strength.used = false;
    expect(stored.strength.used).toBe(true);
    expect(ATTRIBUTE_KEYS.filter((k) => copy[k] === stored[k])).toEqual([]);
  });
});

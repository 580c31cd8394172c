import { describe, expect, it } from "vitest";
import { MODIFIER_SCOPES, lastingModifiers, modifierApplies, modifierKey, parseModifierKey } from "./roll-modifiers";

const check = (extra: object = {}) => ({ kind: "check" as const, ...extra });

describe("the roll-modifier keys (issue 26; docs/hooks.md)", () => {
  it("reads every scope, one skill, one attribute, and each in poor light", () => {
    expect(MODIFIER_SCOPES).toEqual(["all", "attack", "defence", "check", "initiative", "reaction"]);
    expect(parseModifierKey("system.modifiers.attack")).toEqual({ scope: "attack", dimLight: false });
    expect(parseModifierKey("system.modifiers.dimLight.all")).toEqual({ scope: "all", dimLight: true });
    expect(parseModifierKey("system.modifiers.skill.climbing")).toEqual({ skill: "climbing", dimLight: false });
    expect(parseModifierKey("system.modifiers.dimLight.skill.awareness")).toEqual({ skill: "awareness", dimLight: true });
    expect(parseModifierKey("system.modifiers.attribute.agility")).toEqual({ attribute: "agility", dimLight: false });
  });

  it("leaves every other key to Foundry: unknown scopes, skills and attributes, extra parts, other paths", () => {
    for (const key of [
      "system.modifiers.parry",
      "system.modifiers.skill.lockpicking",
      "system.modifiers.attribute.luck",
      "system.modifiers.skill.climbing.extra",
      "system.modifiers.skill",
      "system.modifiers.dimLight",
      "system.modifiers.dimLight.dimLight.all",
      "system.attributes.agility",
      "modifiers.attack",
      "",
    ])
      expect(parseModifierKey(key), key).toBeNull();
  });

  it("writes the key of a target back", () => {
    for (const key of [
      "system.modifiers.check",
      "system.modifiers.dimLight.defence",
      "system.modifiers.skill.climbing",
      "system.modifiers.dimLight.attribute.agility",
    ])
      expect(modifierKey(parseModifierKey(key) ?? { scope: "all", dimLight: false })).toBe(key);
  });
});

describe("which rolls a modifier counts in", () => {
  it("a scope counts in its own kind of roll; all counts in every roll but an NPC's reaction", () => {
    expect(modifierApplies({ scope: "attack", dimLight: false }, { kind: "attack" })).toBe(true);
    expect(modifierApplies({ scope: "attack", dimLight: false }, { kind: "defence" })).toBe(false);
    for (const kind of ["attack", "defence", "check", "initiative"] as const)
      expect(modifierApplies({ scope: "all", dimLight: false }, { kind })).toBe(true);
    expect(modifierApplies({ scope: "all", dimLight: false }, { kind: "reaction" })).toBe(false);
    expect(modifierApplies({ scope: "reaction", dimLight: false }, { kind: "reaction" })).toBe(true);
  });

  it("a skill counts in any roll of that skill, an attribute only in its checks", () => {
    expect(modifierApplies({ skill: "sword", dimLight: false }, { kind: "attack", skill: "sword" })).toBe(true);
    expect(modifierApplies({ skill: "sword", dimLight: false }, { kind: "defence", skill: "sword" })).toBe(true);
    expect(modifierApplies({ skill: "sword", dimLight: false }, { kind: "attack", skill: "axe" })).toBe(false);
    expect(modifierApplies({ skill: "sword", dimLight: false }, { kind: "reaction", skill: "sword" })).toBe(false);
    expect(modifierApplies({ attribute: "agility", dimLight: false }, check({ attribute: "agility" }))).toBe(true);
    expect(modifierApplies({ attribute: "agility", dimLight: false }, check({ attribute: "strength" }))).toBe(false);
    expect(modifierApplies({ attribute: "agility", dimLight: false }, { kind: "initiative", attribute: "agility" })).toBe(false);
  });
});

describe("the lasting modifiers of a roll", () => {
  const night = { label: "Night", changes: [{ key: "system.modifiers.dimLight.all", value: -1 }] };
  const gear = { label: "Climbing gear", changes: [{ key: "system.modifiers.skill.climbing", value: 1 }] };
  const blessing = {
    label: "Blessing",
    changes: [
      { key: "system.modifiers.all", value: 1 },
      { key: "system.modifiers.attack", value: 1 },
      { key: "system.attributes.strength", value: 3 },
    ],
  };

  it("one line per source, its matching changes summed, zeros and other keys left out", () => {
    expect(lastingModifiers([night, gear, blessing], { kind: "attack", skill: "sword" }, [])).toEqual([
      { label: "Night", value: -1 },
      { label: "Blessing", value: 2 },
    ]);
    expect(lastingModifiers([night, gear, blessing], check({ skill: "climbing" }), [])).toEqual([
      { label: "Night", value: -1 },
      { label: "Climbing gear", value: 1 },
      { label: "Blessing", value: 1 },
    ]);
    const cancelled = {
      label: "Mixed",
      changes: [
        { key: "system.modifiers.all", value: 1 },
        { key: "system.modifiers.check", value: -1 },
      ],
    };
    expect(lastingModifiers([cancelled], check(), [])).toEqual([]);
  });

  it("rules 4, Cat's Eyes: a character who sees in dim light as a cat ignores a dim-light modifier, not a plain one", () => {
    const dark = { label: "Pitch dark", changes: [{ key: "system.modifiers.all", value: -2 }] };
    expect(lastingModifiers([night, dark], check(), [{ key: "catsEyes" }])).toEqual([{ label: "Pitch dark", value: -2 }]);
    expect(lastingModifiers([night], check(), [{ key: "acuteSense" }])).toEqual([{ label: "Night", value: -1 }]);
  });

  it("counts only whole-number changes", () => {
    const odd = {
      label: "Odd",
      changes: [
        { key: "system.modifiers.all", value: 0.5 },
        { key: "system.modifiers.all", value: Number.NaN },
      ],
    };
    expect(lastingModifiers([odd], check(), [])).toEqual([]);
  });
});

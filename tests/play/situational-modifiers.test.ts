/**
 * `/sit` and reactions take modifiers and talents (issue 26, rules 2.4 and 4): a situational roll
 * adds the modifier typed; an NPC's reaction to a character adds his Charismatic (rules 4: "+1 to
 * NPC reactions") and his lasting modifiers for reactions, each by name.
 */
import { describe, expect, it } from "vitest";
import { situationalModifiers } from "../../src/rolls/situational-modifiers";

describe("the modifiers of a situational roll (rules 2.4)", () => {
  it("a plain roll adds only the modifier typed", () => {
    expect(situationalModifiers({ typed: 1, reaction: null })).toEqual([{ label: "HARNFUDGE.Roll.Situational", value: 1 }]);
    expect(situationalModifiers({ typed: 0, reaction: null })).toEqual([]);
  });

  it("rules 4, Charismatic: +1 to an NPC's reaction to him, with his lasting reaction modifiers and the typed one", () => {
    const reaction = {
      talents: [
        { key: "charismatic" as const },
        { key: "prescience" as const },
        { key: "acuteSense" as const, sense: "vision" as const },
      ],
      lasting: [{ label: "Wary village", value: -1 }],
    };
    expect(situationalModifiers({ typed: -2, reaction })).toEqual([
      { label: "HARNFUDGE.Talent.charismatic", value: 1 },
      { label: "Wary village", value: -1 },
      { label: "HARNFUDGE.Roll.Situational", value: -2 },
    ]);
    expect(situationalModifiers({ typed: 0, reaction: { talents: [], lasting: [] } })).toEqual([]);
  });
});

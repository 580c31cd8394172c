import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canAttemptSkill, resolveOpposed, resolveUnopposed, rolledDegree, skillLevel } from "./resolution";
import { RulesError } from "./errors";

const face = fc.constantFrom(-1, 0, 1);
const faces = fc.tuple(face, face, face, face);
const level = fc.integer({ min: -3, max: 3 });

describe("action resolution (rules 2.1, 2.2)", () => {
  it("rules 2: rolled degree = trait level + dice (+1 on Good is Great; +0 on Fair is Fair)", () => {
    expect(rolledDegree({ level: 1, faces: [1, 0, 0, 0] }).rolledDegree).toBe(2);
    expect(rolledDegree({ level: 0, faces: [1, -1, 0, 0] }).rolledDegree).toBe(0);
    expect(rolledDegree({ level: 3, faces: [1, 1, 1, 1], modifier: -1 })).toMatchObject({
      rolledDegree: 6,
      critical: "success",
      diceTotal: 4,
    });
  });

  it("rules 2.1: success when the rolled degree equals or exceeds the difficulty", () => {
    expect(resolveUnopposed({ level: 0, faces: [0, 0, 0, 0], difficulty: 0 })).toMatchObject({ success: true, margin: 0 });
    expect(resolveUnopposed({ level: 0, faces: [-1, 0, 0, 0], difficulty: 0 })).toMatchObject({ success: false, margin: -1 });
    fc.assert(
      fc.property(
        level,
        faces,
        level,
        (l, f, d) =>
          resolveUnopposed({ level: l, faces: f, difficulty: d }).success === l + f.reduce<number>((a, b) => a + b, 0) >= d,
      ),
    );
  });

  it("rules 2.2: higher rolled degree wins; relative degrees are opposite", () => {
    const r = resolveOpposed({ level: 1, faces: [1, 0, 0, 0] }, { level: 0, faces: [0, 0, 0, -1] });
    expect(r.winner).toBe("a");
    expect(r.a.relativeDegree).toBe(3);
    expect(r.b.relativeDegree).toBe(-3);
    expect(resolveOpposed({ level: 0, faces: [0, 0, 0, 0] }, { level: 0, faces: [0, 0, 0, 0] }).winner).toBe("tie");
    fc.assert(
      fc.property(level, faces, level, faces, (la, fa, lb, fb) => {
        const o = resolveOpposed({ level: la, faces: fa }, { level: lb, faces: fb });
        return o.a.relativeDegree === -o.b.relativeDegree && (o.winner === "a") === o.a.relativeDegree > 0;
      }),
    );
  });

  it("rules 1.1, 2: bad input throws typed errors", () => {
    expect(() => rolledDegree({ level: 4, faces: [0, 0, 0, 0] })).toThrow(RulesError);
    expect(() => rolledDegree({ level: Number.NaN, faces: [0, 0, 0, 0] })).toThrow(RulesError);
    expect(() => rolledDegree({ level: 0, faces: [0, 0, 0, 0], modifier: 0.5 })).toThrow(RulesError);
    expect(() => resolveUnopposed({ level: 0, faces: [0, 0, 0, 0], difficulty: 5 })).toThrow(RulesError);
  });
});

describe("trait level for a skill (rules 1.1.2)", () => {
  it("rules 1.1.2: a trained skill rolls at its level, an untrained one at its default", () => {
    expect(skillLevel("sword", 2)).toBe(2);
    expect(skillLevel("sword", null)).toBe(-2);
    expect(skillLevel("club", undefined)).toBe(-1);
    expect(skillLevel("legerdemain", null)).toBe(-3);
    expect(skillLevel("alchemy", -1)).toBe(-1);
  });

  it("rules 1.1.2: a default-None skill untrained cannot be attempted (HARNFUDGE.Error.SkillNotAttemptable)", () => {
    expect(canAttemptSkill("alchemy", null)).toBe(false);
    expect(canAttemptSkill("alchemy", -3)).toBe(true);
    expect(canAttemptSkill("stealth", null)).toBe(true);
    let err: unknown;
    try {
      skillLevel("alchemy", null);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RulesError);
    expect((err as RulesError).code).toBe("HARNFUDGE.Error.SkillNotAttemptable");
    expect((err as RulesError).data).toEqual({ skill: "alchemy", labelKey: "HARNFUDGE.Skill.alchemy" });
  });

  it("rules 1.1.2: a trained level is never below the default; bad levels and unknown skills throw", () => {
    expect(skillLevel("club", -3)).toBe(-1);
    expect(() => skillLevel("club", 9)).toThrow(RulesError);
    expect(() => skillLevel("physician", 1)).toThrow(RulesError);
  });
});

describe("resolution edges (rules 1.1.2, 2.1)", () => {
  it("rules 2.1: the margin is the rolled degree minus the difficulty", () => {
    expect(resolveUnopposed({ level: 1, faces: [1, 0, 0, 0], difficulty: 1 })).toMatchObject({ success: true, margin: 1 });
    expect(resolveUnopposed({ level: 0, faces: [0, 0, 0, 0], difficulty: 2 })).toMatchObject({ success: false, margin: -2 });
  });
  it("rules 1.1.2: a default-None skill untrained cannot be attempted, and the error names it", () => {
    expect(canAttemptSkill("runecraft", undefined)).toBe(false);
    expect(canAttemptSkill("runecraft", null)).toBe(false);
    expect(canAttemptSkill("runecraft", -3)).toBe(true);
    expect(() => skillLevel("runecraft", undefined)).toThrow(
      expect.objectContaining({
        code: "HARNFUDGE.Error.SkillNotAttemptable",
        data: { skill: "runecraft", labelKey: "HARNFUDGE.Skill.runecraft" },
        message: "runecraft has default None and cannot be attempted untrained",
      }),
    );
  });
});

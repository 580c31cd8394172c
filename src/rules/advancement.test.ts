import { describe, expect, it } from "vitest";
import { EP_AWARD_GUIDELINES, awardEp, checkRaise, raiseCost, raiseTargetKey } from "./advancement";
import { RulesError } from "./errors";

describe("EP cost table (rules 1.4)", () => {
  it.each([
    ["Terrible", "Poor", -3, 2, 6],
    ["Poor", "Mediocre", -2, 2, 6],
    ["Mediocre", "Fair", -1, 2, 6],
    ["Fair", "Good", 0, 4, 12],
    ["Good", "Great", 1, 8, 24],
    ["Great", "Superb", 2, 16, 48],
  ])("rules 1.4 table: %s → %s (from %i): skill %i EP, attribute %i EP", (_from, _to, from, skill, attribute) => {
    expect(raiseCost("skill", from as number)).toBe(skill);
    expect(raiseCost("attribute", from as number)).toBe(attribute);
  });

  it("rules 1.4: nothing is beyond Superb; a new None-default skill is learnt at Terrible for 2 EP (interpretation)", () => {
    expect(() => raiseCost("skill", 3)).toThrow(RulesError);
    expect(() => raiseCost("attribute", 3)).toThrow(RulesError);
    expect(raiseCost("skill", null)).toBe(2);
    expect(() => raiseCost("attribute", null)).toThrow(RulesError);
    expect(() => raiseCost("talent" as never, 0)).toThrow(RulesError);
    expect(raiseTargetKey(null)).toBe("HARNFUDGE.Ladder.terrible");
    expect(raiseTargetKey(1)).toBe("HARNFUDGE.Ladder.great");
  });
});

describe("raising traits (rules 1.4)", () => {
  const ok = { kind: "skill" as const, from: 0, epBalance: 10, raisedThisSession: false, usedSinceLastRaise: true };
  it("rules 1.4: a raise pays the cost and goes one level up", () => {
    expect(checkRaise(ok)).toEqual({ allowed: true, problems: [], cost: 4, to: 1, newBalance: 6 });
  });
  it("rules 1.4: one level per trait per session; unused since the last raise cannot be raised; all reasons reported", () => {
    const r = checkRaise({ ...ok, raisedThisSession: true, usedSinceLastRaise: false, epBalance: 1 });
    expect(r.allowed).toBe(false);
    expect(r.problems.map((p) => p.code)).toEqual([
      "HARNFUDGE.Advancement.AlreadyRaisedThisSession",
      "HARNFUDGE.Advancement.NotUsedSinceLastRaise",
      "HARNFUDGE.Advancement.NotEnoughEp",
    ]);
    expect(checkRaise({ ...ok, from: 3 }).problems.map((p) => p.code)).toEqual(["HARNFUDGE.Advancement.AtMaximum"]);
  });
  it("rules 1.4: with the GM's leave EP may go into debt, and later EP pay it off", () => {
    const r = checkRaise({ ...ok, kind: "attribute", epBalance: 5, allowDebt: true });
    expect(r).toMatchObject({ allowed: true, cost: 12, newBalance: -7 });
    expect(awardEp(-7, 3)).toBe(-4);
    expect(awardEp(-4, 5)).toBe(1);
    expect(() => awardEp(0, -1)).toThrow(RulesError);
    expect(() => checkRaise({ ...ok, epBalance: Number.NaN })).toThrow(RulesError);
  });
});

describe("raising traits: the edges (rules 1.4)", () => {
  const ok = { kind: "skill" as const, from: 0, epBalance: 10, raisedThisSession: false, usedSinceLastRaise: true };
  it("rules 1.4: an untrained None-default skill is learnt at Terrible for 2 EP (interpretation)", () => {
    expect(checkRaise({ ...ok, from: null })).toEqual({ allowed: true, problems: [], cost: 2, to: -3, newBalance: 8 });
  });
  it("rules 1.4: a trait at Superb has no cost and no next level, whatever the balance", () => {
    expect(checkRaise({ ...ok, from: 3, epBalance: -5 })).toEqual({
      allowed: false,
      problems: [{ code: "HARNFUDGE.Advancement.AtMaximum", data: { level: 3 } }],
      cost: null,
      to: null,
      newBalance: null,
    });
    expect(() => raiseTargetKey(3)).toThrow(
      expect.objectContaining({ code: "HARNFUDGE.Error.CannotRaise", data: { reason: "atMaximum", level: 4 } }),
    );
    expect(() => raiseCost("skill", 3)).toThrow(
      expect.objectContaining({ data: { reason: "atMaximum", level: 3, max: 3 }, message: "cannot raise beyond Superb" }),
    );
    expect(() => raiseCost("attribute", null)).toThrow(
      expect.objectContaining({ data: { reason: "attributeNull" }, message: "an attribute always has a level" }),
    );
  });
  it("rules 1.4: exactly enough EP pays for the raise; one short names the cost and the balance", () => {
    expect(checkRaise({ ...ok, epBalance: 4 })).toMatchObject({ allowed: true, newBalance: 0 });
    expect(checkRaise({ ...ok, epBalance: 3 }).problems).toEqual([
      { code: "HARNFUDGE.Advancement.NotEnoughEp", data: { cost: 4, balance: 3 } },
    ]);
  });
  it("rules 1.4: a raise that is not allowed leaves the balance alone (no new balance)", () => {
    expect(checkRaise({ ...ok, raisedThisSession: true })).toMatchObject({ allowed: false, cost: 4, to: 1, newBalance: null });
  });
  it("rules 1.4.1: an award of 0 EP changes nothing", () => {
    expect(awardEp(5, 0)).toBe(5);
  });
});

describe("EP award guidelines (rules 1.4.1)", () => {
  it("rules 1.4.1: five suggested awards of 1 EP each", () => {
    expect(EP_AWARD_GUIDELINES.map((g) => [g.key, g.ep])).toEqual([
      ["survival", 1],
      ["roleplaying", 1],
      ["storyCompleted", 1],
      ["dangerousSession", 1],
      ["reallyCool", 1],
    ]);
  });
});

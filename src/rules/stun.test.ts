import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import {
  STUN_EFFECTS,
  STUN_RESULT_LOC_KEYS,
  applyStun,
  clearStunsAfterCombat,
  emptyStunTrack,
  pullPunch,
  recoverFromKnockout,
  stunResultFor,
} from "./stun";

describe("stun results (rules 3.4.6)", () => {
  it.each([
    ["none", "none"],
    ["scratch", "none"],
    ["hurt", "stun"],
    ["veryHurt", "veryStunned"],
    ["incapacitated", "knockedOut"],
    ["nearDeath", "knockedOut"],
    ["dead", "knockedOut"],
  ] as const)("rules 3.4.6: %s in stun mode → %s (Scratch: no effect, interpretation)", (level, result) => {
    expect(stunResultFor(level)).toBe(result);
  });

  it("rules 3.4.6: a Stun stays on the sheet; the third makes the character Very Stunned", () => {
    let t = emptyStunTrack();
    let r = applyStun(t, "stun");
    expect(r).toEqual({ track: { stuns: 1, veryStunned: false, knockedOut: false }, effect: "stun" });
    t = applyStun(r.track, "stun").track;
    expect(t.stuns).toBe(2);
    r = applyStun(t, "stun");
    expect(r).toEqual({ track: { stuns: 0, veryStunned: true, knockedOut: false }, effect: "veryStunned" });
  });

  it("rules 3.4.6: Very Hurt → Very Stunned; Incapacitated or worse → knockout", () => {
    expect(applyStun(emptyStunTrack(), "veryStunned").track.veryStunned).toBe(true);
    expect(applyStun(emptyStunTrack(), "knockedOut").track.knockedOut).toBe(true);
    expect(applyStun(emptyStunTrack(), "none").track).toEqual(emptyStunTrack());
  });

  it("rules 3.4.6: stun effects — Stun: no attack, −1 defence, 1 round; Very Stunned: no attack, −2 all, 2 rounds", () => {
    expect(STUN_EFFECTS.stun).toMatchObject({ canAttack: false, defencePenalty: -1, rounds: 1 });
    expect(STUN_EFFECTS.veryStunned).toMatchObject({ canAttack: false, actionPenalty: -2, rounds: 2 });
    expect(STUN_EFFECTS.knockedOut.canAct).toBe(false);
  });

  it("rules 3.4.6: stuns clear after combat like scratches; a knockout passes with time", () => {
    const t = { stuns: 2, veryStunned: true, knockedOut: true };
    expect(clearStunsAfterCombat(t)).toEqual({ stuns: 0, veryStunned: false, knockedOut: true });
    expect(recoverFromKnockout(t).knockedOut).toBe(false);
  });

  it("rules 3.4.6: bad stun tracks and results throw", () => {
    expect(() => applyStun({ stuns: 3, veryStunned: false, knockedOut: false }, "stun")).toThrow(RulesError);
    expect(() => applyStun({ stuns: 0.5, veryStunned: false, knockedOut: false }, "stun")).toThrow(RulesError);
    expect(() => applyStun(emptyStunTrack(), "dazed" as never)).toThrow(RulesError);
    expect(() => stunResultFor("bruised" as never)).toThrow(RulesError);
  });
});

describe("pulling punches (rules 3.4.6)", () => {
  it("rules 3.4.6: the result is capped at the announced maximum", () => {
    expect(pullPunch("incapacitated", "scratch")).toBe("scratch");
    expect(pullPunch("hurt", "veryHurt")).toBe("hurt");
    expect(pullPunch("nearDeath", null)).toBe("nearDeath");
    expect(pullPunch("hurt", "none")).toBe("none");
    expect(() => pullPunch("hurt", "lots" as never)).toThrow(RulesError);
  });
});

describe("stun tables and edges (rules 3.4.6)", () => {
  it("rules 3.4.6: the effect of each stun result", () => {
    expect(STUN_EFFECTS).toEqual({
      none: { canAttack: true, canAct: true, defencePenalty: 0, actionPenalty: 0, rounds: 0 },
      stun: { canAttack: false, canAct: true, defencePenalty: -1, actionPenalty: 0, rounds: 1 },
      veryStunned: { canAttack: false, canAct: true, defencePenalty: 0, actionPenalty: -2, rounds: 2 },
      knockedOut: { canAttack: false, canAct: false, defencePenalty: 0, actionPenalty: 0, rounds: null },
    });
    expect(STUN_RESULT_LOC_KEYS).toEqual({
      none: "HARNFUDGE.Stun.none",
      stun: "HARNFUDGE.Stun.stun",
      veryStunned: "HARNFUDGE.Stun.veryStunned",
      knockedOut: "HARNFUDGE.Stun.knockedOut",
    });
  });
  it("rules 3.4.6: each result reports its own effect", () => {
    const t = emptyStunTrack();
    expect(applyStun(t, "none")).toEqual({ track: t, effect: "none" });
    expect(applyStun(t, "veryStunned")).toEqual({ track: { ...t, veryStunned: true }, effect: "veryStunned" });
    expect(applyStun(t, "knockedOut")).toEqual({ track: { ...t, knockedOut: true }, effect: "knockedOut" });
  });
  it("rules 3.4.6: a track with negative stuns or non-boolean flags is rejected", () => {
    for (const bad of [
      { stuns: -1, veryStunned: false, knockedOut: false },
      { stuns: 0, veryStunned: "no", knockedOut: false },
      { stuns: 0, veryStunned: false, knockedOut: 0 },
    ]) {
      expect(() => applyStun(bad as never, "none")).toThrow(
        expect.objectContaining({ code: "HARNFUDGE.Error.InvalidStunTrack" }),
      );
    }
  });
  it("rules 3.4.6: no announced maximum (null) does not cap the wound", () => {
    expect(pullPunch("nearDeath", null)).toBe("nearDeath");
    expect(pullPunch("nearDeath", undefined)).toBe("nearDeath");
  });
});

import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import { resolveGasRound } from "./gas";

describe("poisonous gases (rules 6.1)", () => {
  it("rules 6.1: Health vs the gas's difficulty each round; failure means affected", () => {
    expect(resolveGasRound({ health: 0, difficulty: 1, faces: [1, 0, 0, 0] })).toMatchObject({ success: true, affected: false });
    expect(resolveGasRound({ health: 0, difficulty: 1, faces: [0, 0, 0, 0] })).toMatchObject({ success: false, affected: true });
    expect(resolveGasRound({ health: 2, difficulty: 3, faces: [0, 0, 0, 0], modifier: 1 }).affected).toBe(false);
    expect(() => resolveGasRound({ health: 0, difficulty: 9, faces: [0, 0, 0, 0] })).toThrow(RulesError);
  });
});

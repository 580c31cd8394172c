/**
 * Opposed actions on one card (rules 2.2): any trait against any trait, with the two bonuses the
 * rules add to particular contests: the Strength Scale advantage in a contest of strength (1.2) and
 * Magic Resistance's +1 in opposed rolls versus magic (4).
 *
 * Interpretations:
 * - In a contest of strength the difference of the Strength Scales is a bonus to the stronger side
 *   (strengthContestModifiers); scales are read only when the contest is one of strength.
 * - Magic Resistance adds +1 to a side that resists magic (talentRollBonus, situation
 *   `opposedVsMagic`), once.
 * - A tie is a tie (rules 2.2 names no tiebreak; the GM rules, e.g. the status quo holds).
 */
import type { Critical } from "./dice";
import { requireBoolean, requireInteger } from "./errors";
import { resolveOpposed, type OpposedSide, type RollInput } from "./resolution";
import { strengthContestModifiers } from "./scale";
import { talentRollBonus, type OwnedTalent } from "./talents";

export interface ContestSideInput extends RollInput {
  /** The side's Strength Scale (rules 1.2), read in a contest of strength; 0 by default. */
  strengthScale?: number;
  /** The side's talents, for Magic Resistance. */
  talents?: readonly OwnedTalent[];
  /** This side is resisting magic (rules 4, Magic Resistance). */
  resistsMagic?: boolean;
}

export interface ContestInput {
  a: ContestSideInput;
  b: ContestSideInput;
  /** A contest of strength (rules 1.2): the Strength Scale advantage applies. */
  strength?: boolean;
}

export interface ContestSide extends OpposedSide {
  /** The bonuses the contest added to this side's modifier. */
  bonuses: { scale: number; magicResistance: number };
}

export interface ContestResult {
  a: ContestSide;
  b: ContestSide;
  /** The side with the higher rolled degree, or "tie" (rules 2.2). */
  winner: "a" | "b" | "tie";
  /** Each side's critical result (rules 2.3). */
  criticals: { a: Critical; b: Critical };
}

function magicBonus(side: ContestSideInput): number {
  return requireBoolean(side.resistsMagic ?? false, "resistsMagic") ? talentRollBonus(side.talents ?? [], "opposedVsMagic") : 0;
}

/** Resolve an opposed action (rules 2.2) with the contest bonuses of rules 1.2 and 4. Pure: the dice are inputs. */
export function resolveContest(input: ContestInput): ContestResult {
  const strength = requireBoolean(input.strength ?? false, "strength");
  const scale = strength ? strengthContestModifiers(input.a.strengthScale ?? 0, input.b.strengthScale ?? 0) : { a: 0, b: 0 };
  const magic = { a: magicBonus(input.a), b: magicBonus(input.b) };
  const withBonus = (side: ContestSideInput, bonus: number): RollInput => ({
    level: side.level,
    faces: side.faces,
    modifier: requireInteger(side.modifier ?? 0, "modifier") + bonus,
  });
  const r = resolveOpposed(withBonus(input.a, scale.a + magic.a), withBonus(input.b, scale.b + magic.b));
  return {
    a: { ...r.a, bonuses: { scale: scale.a, magicResistance: magic.a } },
    b: { ...r.b, bonuses: { scale: scale.b, magicResistance: magic.b } },
    winner: r.winner,
    criticals: { a: r.a.critical, b: r.b.critical },
  };
}

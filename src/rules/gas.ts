/**
 * Poisonous gases (rules 6.1): each round of exposure the character rolls Health against the gas's
 * difficulty; failure means the gas affects the character that round (the effects are the GM's).
 */
import { resolveUnopposed, type UnopposedResult } from "./resolution";

export interface GasRoundInput {
  /** Health attribute level. */
  health: number;
  /** The gas's difficulty (ladder level). */
  difficulty: number;
  faces: readonly number[];
  modifier?: number;
}

export interface GasRoundResult extends UnopposedResult {
  affected: boolean;
}

/** One round of exposure (rules 6.1): Health vs the gas's difficulty; failure = affected this round. */
export function resolveGasRound(input: GasRoundInput): GasRoundResult {
  const r = resolveUnopposed({
    level: input.health,
    faces: input.faces,
    modifier: input.modifier ?? 0,
    difficulty: input.difficulty,
  });
  return { ...r, affected: !r.success };
}

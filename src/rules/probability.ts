/**
 * Exact probabilities of Fudge dice (rules 2): the distribution of 4dF (81 outcomes), of the
 * difference of two 4dF (6561 outcomes, for opposed rolls), and chances of success the UI shows.
 * Every probability is an exact fraction of integer counts plus its float value.
 */
import { DICE_MAX, DICE_MIN } from "./dice";
import { requireInteger } from "./errors";
import { ATTACK_MINIMUM_DEGREE } from "./combat";

/** An exact probability: numerator/denominator, both integers; `value` = numerator / denominator. */
export interface Probability {
  numerator: number;
  denominator: number;
  value: number;
}

function prob(numerator: number, denominator: number): Probability {
  return { numerator, denominator, value: numerator / denominator };
}

/** Ways to roll each 4dF total, from −4 to +4 (sum 81 = 3^4). */
export const FOUR_DF_COUNTS: readonly number[] = [1, 4, 10, 16, 19, 16, 10, 4, 1];
export const FOUR_DF_OUTCOMES = 81;
/** Outcomes of two 4dF rolls (81²). */
export const TWO_FOUR_DF_OUTCOMES = FOUR_DF_OUTCOMES * FOUR_DF_OUTCOMES;

/** One entry of a distribution. */
export interface DistributionEntry {
  total: number;
  count: number;
  probability: Probability;
}

/** The exact distribution of 4dF, −4…+4 (rules 2). */
export function fourDFDistribution(): DistributionEntry[] {
  return FOUR_DF_COUNTS.map((count, i) => ({ total: i + DICE_MIN, count, probability: prob(count, FOUR_DF_OUTCOMES) }));
}

/** Ways to roll a 4dF total (0 outside −4…+4). */
export function fourDFCount(total: number): number {
  requireInteger(total, "total");
  return FOUR_DF_COUNTS[total - DICE_MIN] ?? 0;
}

/** The exact distribution of the difference of two 4dF rolls, −8…+8 (opposed rolls, rules 2.2). */
export function differenceDistribution(): DistributionEntry[] {
  const out: DistributionEntry[] = [];
  for (let d = DICE_MIN - DICE_MAX; d <= DICE_MAX - DICE_MIN; d++) {
    let count = 0;
    for (let x = DICE_MIN; x <= DICE_MAX; x++) count += fourDFCount(x) * fourDFCount(x - d);
    out.push({ total: d, count, probability: prob(count, TWO_FOUR_DF_OUTCOMES) });
  }
  return out;
}

/**
 * Chance that an unopposed roll succeeds (rules 2.1): P(level + modifier + 4dF ≥ difficulty).
 * `effectiveLevel` includes all modifiers; both arguments are integers (they may lie beyond the ladder).
 */
export function chanceUnopposed(effectiveLevel: number, difficulty: number): Probability {
  const need = requireInteger(difficulty, "difficulty") - requireInteger(effectiveLevel, "level");
  let count = 0;
  for (let x = DICE_MIN; x <= DICE_MAX; x++) if (x >= need) count += fourDFCount(x);
  return prob(count, FOUR_DF_OUTCOMES);
}

/** Chances of an opposed roll (rules 2.2) from side A's view: win (relative degree > 0), tie, lose. */
export interface OpposedChances {
  win: Probability;
  tie: Probability;
  lose: Probability;
}

/** Chances that A beats, ties or loses to B in an opposed roll (rules 2.2); levels include modifiers. */
export function chanceOpposed(levelA: number, levelB: number): OpposedChances {
  const gap = requireInteger(levelA, "levelA") - requireInteger(levelB, "levelB");
  let win = 0;
  let tie = 0;
  for (const { total, count } of differenceDistribution()) {
    if (gap + total > 0) win += count;
    else if (gap + total === 0) tie += count;
  }
  return {
    win: prob(win, TWO_FOUR_DF_OUTCOMES),
    tie: prob(tie, TWO_FOUR_DF_OUTCOMES),
    lose: prob(TWO_FOUR_DF_OUTCOMES - win - tie, TWO_FOUR_DF_OUTCOMES),
  };
}

/**
 * Chance that an opposed attack hits (rules 3.2): the attack's rolled degree is Fair or better
 * AND beats the defence's rolled degree. Levels include modifiers.
 */
export function chanceAttackHits(attackLevel: number, defenceLevel: number): Probability {
  const a = requireInteger(attackLevel, "attackLevel");
  const d = requireInteger(defenceLevel, "defenceLevel");
  let count = 0;
  for (let x = DICE_MIN; x <= DICE_MAX; x++) {
    if (a + x < 0) continue;
    for (let y = DICE_MIN; y <= DICE_MAX; y++) if (a + x > d + y) count += fourDFCount(x) * fourDFCount(y);
  }
  return prob(count, TWO_FOUR_DF_OUTCOMES);
}

/** Chance that an attack against a GM difficulty hits (unaware/ignoring/shoot back, rules 3.2, 3.3). */
export function chanceAttackHitsDifficulty(attackLevel: number, difficulty: number): Probability {
  const a = requireInteger(attackLevel, "attackLevel");
  const d = requireInteger(difficulty, "difficulty");
  return chanceUnopposed(a, Math.max(0, d + 1));
}

/**
 * What a roll's chance is measured against: a difficulty (rules 2.1); Fair, which an attack must
 * reach (rules 3.2); an attack's rolled degree, which a defence must reach (a tie is no hit).
 */
export type ChanceAgainst = { kind: "difficulty"; difficulty: number } | { kind: "attack" } | { kind: "degree"; degree: number };

/**
 * The chance of a roll at `level` with `modifiers` (every modifier the deciding client will add)
 * against its target. The attack card, the roll dialog and the defence dialog all ask this one
 * function, so their odds agree with each other and with the roll (issue 27).
 */
export function rollChance(level: number, modifiers: readonly { value: number }[], against: ChanceAgainst): Probability {
  const effective = requireInteger(level, "level") + modifiers.reduce((sum, m) => sum + requireInteger(m.value, "modifier"), 0);
  switch (against.kind) {
    case "difficulty":
      return chanceUnopposed(effective, against.difficulty);
    case "attack":
      return chanceUnopposed(effective, ATTACK_MINIMUM_DEGREE);
    case "degree":
      return chanceUnopposed(effective, against.degree);
  }
}

/**
 * Fudge dice (rules 2): a roll is four faces of −1/0/+1. Randomness is always injected:
 * either pre-rolled faces or an `rng` returning numbers in [0, 1).
 */
import { ERROR_CODES, RulesError, requireInteger } from "./errors";
import { describeLevel, type LevelDescription } from "./ladder";

export type FudgeFace = -1 | 0 | 1;
/** Four Fudge faces, as rolled. */
export type FourDF = readonly [FudgeFace, FudgeFace, FudgeFace, FudgeFace];
/** An injected random source returning numbers in [0, 1), like Math.random. */
export type Rng = () => number;

export const DICE_COUNT = 4;
export const DICE_MIN = -4;
export const DICE_MAX = 4;

/** Throws unless `face` is −1, 0 or +1. */
export function requireFace(face: unknown, name = "face"): FudgeFace {
  if (face !== -1 && face !== 0 && face !== 1) {
    throw new RulesError(ERROR_CODES.invalidDice, { name, value: String(face) }, `${name} must be -1, 0 or +1`);
  }
  return face;
}

/** Throws unless `faces` is exactly four Fudge faces. */
export function requireFourDF(faces: unknown, name = "faces"): FourDF {
  if (!Array.isArray(faces) || faces.length !== DICE_COUNT) {
    throw new RulesError(ERROR_CODES.invalidDice, { name, value: String(faces) }, `${name} must be four Fudge faces`);
  }
  const [a, b, c, d] = faces as unknown[];
  return [requireFace(a, `${name}[0]`), requireFace(b, `${name}[1]`), requireFace(c, `${name}[2]`), requireFace(d, `${name}[3]`)];
}

/** The total of four Fudge faces, −4…+4 (rules 2). */
export function sumFaces(faces: readonly number[]): number {
  return requireFourDF(faces).reduce<number>((a, b) => a + b, 0);
}

/** The total of 1 to 4 Fudge faces (a 4dF roll, or the 1dF of damage, rules 3.4.4); throws on anything else. */
export function sumFudgeDice(faces: readonly number[], name = "faces"): number {
  if (!Array.isArray(faces) || faces.length < 1 || faces.length > DICE_COUNT) {
    throw new RulesError(ERROR_CODES.invalidDice, { name, value: String(faces) }, `${name} must be one to four Fudge faces`);
  }
  return faces.reduce<number>((sum, face, i) => sum + requireFace(face, `${name}[${i}]`), 0);
}

/** Throws unless `total` is a possible 4dF total (−4…+4). */
export function requireDiceTotal(total: unknown, name = "diceTotal"): number {
  const t = requireInteger(total, name);
  if (t < DICE_MIN || t > DICE_MAX) {
    throw new RulesError(ERROR_CODES.invalidDice, { name, value: t }, `${name} must be in -4…4`);
  }
  return t;
}

function draw(rng: Rng): number {
  const r = rng();
  if (typeof r !== "number" || !(r >= 0 && r < 1)) {
    throw new RulesError(ERROR_CODES.invalidRandom, { value: String(r) }, "rng must return a number in [0, 1)");
  }
  return r;
}

/** One Fudge die from an injected rng (the 1dF for damage, rules 3.4.4). */
export function rollDF(rng: Rng): FudgeFace {
  return (Math.floor(draw(rng) * 3) - 1) as FudgeFace;
}

/** Four Fudge dice from an injected rng. */
export function roll4dF(rng: Rng): FourDF {
  return [rollDF(rng), rollDF(rng), rollDF(rng), rollDF(rng)];
}

/** Critical results (rules 2.3): a natural +4 is a critical success, a natural −4 a critical failure. */
export type Critical = "success" | "failure" | null;
export const CRITICAL_LOC_KEYS = {
  success: "HARNFUDGE.Critical.success",
  failure: "HARNFUDGE.Critical.failure",
} as const;

/** Critical result of a roll (rules 2.3), from its faces. */
export function criticalOf(faces: readonly number[]): Critical {
  const total = sumFaces(faces);
  if (total === DICE_MAX) return "success";
  if (total === DICE_MIN) return "failure";
  return null;
}

/** A situational roll (rules 2.4): the bare 4dF read on the ladder from Fair. */
export interface SituationalRoll {
  total: number;
  level: LevelDescription;
  critical: Critical;
}

/** Read a situational roll (rules 2.4): the dice total read on the ladder with Fair (0) as the base. */
export function situationalRoll(faces: readonly number[]): SituationalRoll {
  const total = sumFaces(faces);
  return { total, level: describeLevel(total), critical: criticalOf(faces) };
}

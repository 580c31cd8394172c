/**
 * Action resolution (rules 2.1, 2.2): unopposed and opposed rolls, and the trait level a
 * character rolls for a skill (trained level or default; default None untrained cannot be attempted).
 */
import { criticalOf, sumFaces, type Critical } from "./dice";
import { ERROR_CODES, RulesError, requireInteger, requireLadderLevel } from "./errors";
import { getSkill } from "./skills";

/** One side's roll: the trait level (on the ladder), its four faces and the sum of all modifiers. */
export interface RollInput {
  level: number;
  faces: readonly number[];
  /** Sum of modifiers (wound penalty, situational, talents, opponents…); integer, default 0. */
  modifier?: number;
}

/** A rolled degree (rules 2): level + modifier + dice. */
export interface RolledDegree {
  level: number;
  modifier: number;
  diceTotal: number;
  rolledDegree: number;
  critical: Critical;
}

/** Rolled degree = trait level + modifiers + 4dF (rules 2). */
export function rolledDegree(input: RollInput): RolledDegree {
  const level = requireLadderLevel(input.level, "level");
  const modifier = requireInteger(input.modifier ?? 0, "modifier");
  const diceTotal = sumFaces(input.faces);
  return { level, modifier, diceTotal, rolledDegree: level + modifier + diceTotal, critical: criticalOf(input.faces) };
}

export interface UnopposedResult extends RolledDegree {
  difficulty: number;
  success: boolean;
  /** rolledDegree − difficulty: 0 is a bare success. */
  margin: number;
}

/**
 * Unopposed action (rules 2.1): success when the rolled degree equals or exceeds the difficulty.
 * The difficulty is a ladder level (Terrible…Superb).
 */
export function resolveUnopposed(input: RollInput & { difficulty: number }): UnopposedResult {
  const difficulty = requireLadderLevel(input.difficulty, "difficulty");
  const r = rolledDegree(input);
  return { ...r, difficulty, success: r.rolledDegree >= difficulty, margin: r.rolledDegree - difficulty };
}

export interface OpposedSide extends RolledDegree {
  /** Amount by which this side won (positive) or lost (negative) (rules 2.2). */
  relativeDegree: number;
}

export interface OpposedResult {
  a: OpposedSide;
  b: OpposedSide;
  /** The side with the higher rolled degree, or "tie". */
  winner: "a" | "b" | "tie";
}

/** Opposed action (rules 2.2): the higher rolled degree wins; each side gets its relative degree. */
export function resolveOpposed(a: RollInput, b: RollInput): OpposedResult {
  const ra = rolledDegree(a);
  const rb = rolledDegree(b);
  const diff = ra.rolledDegree - rb.rolledDegree;
  return {
    a: { ...ra, relativeDegree: diff },
    b: { ...rb, relativeDegree: 0 - diff }, // not -diff: a tie is +0 on both sides, never -0
    winner: diff > 0 ? "a" : diff < 0 ? "b" : "tie",
  };
}

/**
 * The level a character rolls for a skill (rules 1.1.2): the trained level if any, else the default.
 * A skill with default None that the character has not trained throws
 * `HARNFUDGE.Error.SkillNotAttemptable` (data: `{skill, labelKey}`).
 * A trained level below the default is raised to the default (a trained character is never worse than an untrained one).
 */
export function skillLevel(skillKey: string, trainedLevel: number | null | undefined): number {
  const skill = getSkill(skillKey);
  if (trainedLevel === null || trainedLevel === undefined) {
    if (skill.default === null) {
      throw new RulesError(
        ERROR_CODES.skillNotAttemptable,
        { skill: skill.key, labelKey: skill.labelKey },
        `${skill.key} has default None and cannot be attempted untrained`,
      );
    }
    return skill.default;
  }
  const level = requireLadderLevel(trainedLevel, "trainedLevel");
  return skill.default === null ? level : Math.max(level, skill.default);
}

/** Whether a skill can be attempted (rules 1.1.2): trained, or its default is not None. */
export function canAttemptSkill(skillKey: string, trainedLevel: number | null | undefined): boolean {
  const skill = getSkill(skillKey);
  return (trainedLevel !== null && trainedLevel !== undefined) || skill.default !== null;
}

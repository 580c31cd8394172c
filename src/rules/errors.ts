/**
 * Typed errors and input guards for the rules core.
 *
 * Every rule function validates its input and throws a {@link RulesError} rather than
 * returning a wrong number. The error's `code` is a localization key (`HARNFUDGE.Error.*`)
 * the UI passes to `game.i18n.format(code, data)`; `message` is English for developers only.
 */
import { LADDER_MAX, LADDER_MIN } from "./constants";

/** Localization keys of every error the rules core throws. */
export const ERROR_CODES = {
  notANumber: "HARNFUDGE.Error.NotANumber",
  notAnInteger: "HARNFUDGE.Error.NotAnInteger",
  outOfRange: "HARNFUDGE.Error.OutOfRange",
  invalidDice: "HARNFUDGE.Error.InvalidDice",
  invalidRandom: "HARNFUDGE.Error.InvalidRandom",
  unknownKey: "HARNFUDGE.Error.UnknownKey",
  unknownWoundLevel: "HARNFUDGE.Error.UnknownWoundLevel",
  unknownSkill: "HARNFUDGE.Error.UnknownSkill",
  skillNotAttemptable: "HARNFUDGE.Error.SkillNotAttemptable",
  invalidWoundTrack: "HARNFUDGE.Error.InvalidWoundTrack",
  invalidStunTrack: "HARNFUDGE.Error.InvalidStunTrack",
  cannotRaise: "HARNFUDGE.Error.CannotRaise",
  invalidOption: "HARNFUDGE.Error.InvalidOption",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Data for formatting an error or problem message. */
export type MessageData = Record<string, string | number | boolean | null>;

/** The one class of the rules core: a typed error carrying a localization key and its data. */
export class RulesError extends Error {
  readonly code: ErrorCode;
  readonly data: MessageData;

  constructor(code: ErrorCode, data: MessageData = {}, message?: string) {
    super(message ?? `${code} ${JSON.stringify(data)}`);
    this.name = "RulesError";
    this.code = code;
    this.data = data;
  }
}

/** Throws unless `value` is a finite number. */
export function requireFinite(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RulesError(
      ERROR_CODES.notANumber,
      { name, value: String(value) },
      `${name} must be a finite number, got ${String(value)}`,
    );
  }
  return value;
}

/** Throws unless `value` is an integer. */
export function requireInteger(value: unknown, name: string): number {
  const n = requireFinite(value, name);
  if (!Number.isInteger(n)) {
    throw new RulesError(ERROR_CODES.notAnInteger, { name, value: n }, `${name} must be an integer, got ${n}`);
  }
  return n;
}

/** Throws unless `value` is an integer in [min, max]. */
export function requireIntegerInRange(value: unknown, name: string, min: number, max: number): number {
  const n = requireInteger(value, name);
  if (n < min || n > max) {
    throw new RulesError(ERROR_CODES.outOfRange, { name, value: n, min, max }, `${name} must be in ${min}…${max}, got ${n}`);
  }
  return n;
}

/** Throws unless `value` is a finite number in [min, max] (not necessarily an integer). */
export function requireNumberInRange(value: unknown, name: string, min: number, max: number): number {
  const n = requireFinite(value, name);
  if (n < min || n > max) {
    throw new RulesError(ERROR_CODES.outOfRange, { name, value: n, min, max }, `${name} must be in ${min}…${max}, got ${n}`);
  }
  return n;
}

/** Throws unless `value` is a trait level on the ladder (rules 1.1: −3 Terrible … +3 Superb). */
export function requireLadderLevel(value: unknown, name: string): number {
  return requireIntegerInRange(value, name, LADDER_MIN, LADDER_MAX);
}

/** Throws unless `value` is a boolean. */
export function requireBoolean(value: unknown, name: string): boolean {
  if (typeof value !== "boolean") {
    throw new RulesError(ERROR_CODES.invalidOption, { name, value: String(value) }, `${name} must be a boolean`);
  }
  return value;
}

/** Throws unless `value` is one of `allowed`. */
export function requireOneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new RulesError(ERROR_CODES.unknownKey, { name, value: String(value) }, `${name}: unknown key ${String(value)}`);
  }
  return value as T;
}

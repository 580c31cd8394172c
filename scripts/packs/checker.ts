/**
 * The problem collector of the pack validator: every check reports "<file>: <field>: <problem>",
 * so a bad entry fails the build with its file name.
 */
import { isRecord, type Doc } from "./io.ts";

/** Core icon paths, the only images a pack entry may name (Foundry's own files). */
export const IMG_PATTERN = /^icons\/[\w\-/]+\.(webp|svg|png|jpg)$/;

/** Collects "<file>: <path>: <problem>" messages. */
export class Checker {
  constructor(
    private readonly file: string,
    readonly errors: string[] = [],
    private readonly prefix = "",
  ) {}

  fail(where: string, problem: string): void {
    const field = [this.prefix, where].filter((part) => part !== "").join(".");
    this.errors.push(`${this.file}: ${field ? `${field}: ` : ""}${problem}`);
  }

  /** A checker for a nested part (an actor's embedded item): same file and problem list, its fields prefixed. */
  scoped(prefix: string): Checker {
    return new Checker(this.file, this.errors, [this.prefix, prefix].filter((part) => part !== "").join("."));
  }

  /** Exactly these keys, no more, no fewer. Returns false when `value` is not a mapping. */
  fields(where: string, value: unknown, keys: readonly string[], optional: readonly string[] = []): value is Doc {
    if (!isRecord(value)) {
      this.fail(where, "missing or not a mapping");
      return false;
    }
    for (const k of keys) if (!(k in value)) this.fail(where ? `${where}.${k}` : k, "missing field");
    for (const k of Object.keys(value)) {
      if (!keys.includes(k) && !optional.includes(k)) this.fail(where ? `${where}.${k}` : k, "unknown field");
    }
    return true;
  }

  string(where: string, value: unknown, { nonEmpty = false } = {}): value is string {
    if (typeof value !== "string") {
      this.fail(where, `must be a string, got ${JSON.stringify(value)}`);
      return false;
    }
    if (nonEmpty && value.trim() === "") {
      this.fail(where, "must not be empty");
      return false;
    }
    return true;
  }

  boolean(where: string, value: unknown): value is boolean {
    if (typeof value !== "boolean") {
      this.fail(where, `must be true or false, got ${JSON.stringify(value)}`);
      return false;
    }
    return true;
  }

  integer(where: string, value: unknown, min: number, max: number, { nullable = false } = {}): boolean {
    if (value === null && nullable) return true;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      this.fail(where, `must be an integer from ${min} to ${max}${nullable ? " or null" : ""}, got ${JSON.stringify(value)}`);
      return false;
    }
    return true;
  }

  oneOf<T extends string>(where: string, value: unknown, allowed: readonly T[]): value is T {
    if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
      this.fail(where, `must be one of ${allowed.map((a) => JSON.stringify(a)).join(", ")}, got ${JSON.stringify(value)}`);
      return false;
    }
    return true;
  }

  html(where: string, value: unknown): void {
    if (this.string(where, value, { nonEmpty: true }) && !/^\s*</.test(value)) this.fail(where, "must be HTML (start with a tag such as <p>)");
  }
}
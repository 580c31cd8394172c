/**
 * Lasting modifiers (issue 26): a modifier that counts in every roll it applies to until it is
 * cleared — night, mud, climbing gear, a blessing — from an Active Effect change on one of the
 * system's roll-modifier keys, or from a modifier the GM sets for a scene or for chosen tokens.
 * Both speak the same keys (docs/hooks.md):
 *
 *   system.modifiers.<scope>                 all | attack | defence | check | initiative | reaction
 *   system.modifiers.skill.<skill key>        rolls of one skill (checks, attacks, defences with it)
 *   system.modifiers.attribute.<attribute>    checks of one attribute
 *   system.modifiers.dimLight.<any of those>  a penalty of poor light, which Cat's Eyes ignores
 *
 * Interpretations (docs/rules-interpretations.md):
 * - `all` is every roll the character makes (checks, attacks, defences, initiative), not an NPC's
 *   reaction to him (rules 4's Charismatic speaks of NPC reactions as their own roll): `reaction`
 *   names those;
 * - rules 4, Cat's Eyes: "You can see as well in dim light as a cat": a dim-light modifier does not
 *   count for a character with it (darkness a cat cannot see in is the GM's plain modifier);
 * - each source (an effect, a GM's modifier) is one labelled line, its matching changes summed.
 *
 * Pure: the Foundry side hands in the sources (rolls/lasting-modifiers.ts).
 */
import { ATTRIBUTE_KEYS, type TalentKey } from "./constants";
import { isSkillKey } from "./skills";

/** The key every roll-modifier key starts with. */
export const MODIFIER_KEY_PREFIX = "system.modifiers.";

/** The roll kinds a modifier names by itself. */
export const MODIFIER_SCOPES = ["all", "attack", "defence", "check", "initiative", "reaction"] as const;
export type ModifierScope = (typeof MODIFIER_SCOPES)[number];

/** What one key targets: a scope, one skill or one attribute; and whether it is poor light. */
export type ModifierTarget =
  | { scope: ModifierScope; skill?: undefined; attribute?: undefined; dimLight: boolean }
  | { scope?: undefined; skill: string; attribute?: undefined; dimLight: boolean }
  | { scope?: undefined; skill?: undefined; attribute: string; dimLight: boolean };

/** A roll as the modifiers see it. */
export interface ModifiedRoll {
  kind: "attack" | "defence" | "check" | "initiative" | "reaction";
  /** The skill rolled (checks, attacks, defences), if any. */
  skill?: string | null;
  /** The attribute rolled (checks), if any. */
  attribute?: string | null;
}

/** One source of modifiers: an effect, or the GM's lasting modifier; each change a key and a number. */
export interface ModifierSource {
  label: string;
  changes: readonly { key: string; value: number }[];
}

/** Reads a roll-modifier key; null for any key that is not one (it is left to Foundry). */
export function parseModifierKey(key: string): ModifierTarget | null {
  if (!key.startsWith(MODIFIER_KEY_PREFIX)) return null;
  let rest = key.slice(MODIFIER_KEY_PREFIX.length);
  const dimLight = rest.startsWith("dimLight.");
  if (dimLight) rest = rest.slice("dimLight.".length);
  const scope = MODIFIER_SCOPES.find((s) => s === rest);
  if (scope) return { scope, dimLight };
  const [kind, name, extra] = rest.split(".");
  if (extra !== undefined || !name) return null;
  if (kind === "skill" && isSkillKey(name)) return { skill: name, dimLight };
  if (kind === "attribute" && (ATTRIBUTE_KEYS as readonly string[]).includes(name)) return { attribute: name, dimLight };
  return null;
}

/** The key of a target (the inverse of {@link parseModifierKey}). */
export function modifierKey(target: ModifierTarget): string {
  const light = target.dimLight ? "dimLight." : "";
  const what = target.scope ?? (target.skill !== undefined ? `skill.${target.skill}` : `attribute.${target.attribute ?? ""}`);
  return `${MODIFIER_KEY_PREFIX}${light}${what}`;
}

/** Whether a target applies to a roll (interpretations above). */
export function modifierApplies(target: ModifierTarget, roll: ModifiedRoll): boolean {
  if (target.skill !== undefined) return roll.kind !== "reaction" && roll.skill === target.skill;
  if (target.attribute !== undefined) return roll.kind === "check" && roll.attribute === target.attribute;
  return target.scope === roll.kind || (target.scope === "all" && roll.kind !== "reaction");
}

/**
 * The lasting modifiers of a roll: one line per source whose changes apply, their values summed,
 * zeros left out; a dim-light change does not count for a character with Cat's Eyes (rules 4).
 * Values must be whole numbers (the ladder's steps); any other change is left out.
 */
export function lastingModifiers(
  sources: readonly ModifierSource[],
  roll: ModifiedRoll,
  talents: readonly { key: TalentKey }[],
): { label: string; value: number }[] {
  const catsEyes = talents.some((t) => t.key === "catsEyes");
  const out: { label: string; value: number }[] = [];
  for (const source of sources) {
    let value = 0;
    for (const change of source.changes) {
      const target = parseModifierKey(change.key);
      if (!target || !Number.isInteger(change.value) || !modifierApplies(target, roll)) continue;
      if (target.dimLight && catsEyes) continue;
      value += change.value;
    }
    if (value !== 0) out.push({ label: source.label, value });
  }
  return out;
}

/**
 * The `@Check[…]` text link (a journal page, an item's description, a chat message):
 * `@Check[awareness|difficulty=good|secret]{Look around}` — the trait first (a skill or attribute
 * key, case aside; `skill:…` or `attribute:…` where a key is both), then options separated by `|`:
 * `difficulty=` a ladder word (terrible … superb) or its number (−3 … +3), and `secret`. An optional
 * `{label}` replaces the link's text. Anything else makes no link (the text stays as written). Pure.
 */
import { ATTRIBUTE_KEYS, LADDER_MAX, LADDER_MIN, SKILL_KEYS, isLadderKey, ladderValue } from "../../rules";
import type { TraitKind } from "../../rolls/trait-options";

export { CHECK_LINK_PATTERN } from "./link-pattern";

export interface CheckLink {
  trait: { kind: TraitKind; key: string };
  difficulty: number | null;
  secret: boolean;
}

function traitOf(text: string): CheckLink["trait"] | null {
  const [first = "", second] = text.trim().split(":");
  const [kind, key] = second === undefined ? [null, first.toLowerCase()] : [first.toLowerCase(), second.trim().toLowerCase()];
  const skill = SKILL_KEYS.find((k) => k.toLowerCase() === key);
  const attribute = ATTRIBUTE_KEYS.find((k) => k.toLowerCase() === key);
  if (kind !== "attribute" && skill) return { kind: "skill", key: skill };
  if (kind !== "skill" && attribute) return { kind: "attribute", key: attribute };
  return null;
}

function difficultyOf(text: string): number | null {
  const value = text.trim().toLowerCase().replace("\u2212", "-");
  if (isLadderKey(value)) return ladderValue(value);
  if (!/^[+-]?\d$/.test(value)) return null;
  const n = Number(value);
  return n >= LADDER_MIN && n <= LADDER_MAX ? n : null;
}

/** A link's configuration (what is between the brackets), or null when it names no check. */
export function parseCheckLink(config: string): CheckLink | null {
  const [first = "", ...options] = config.split("|");
  const trait = traitOf(first);
  if (!trait) return null;
  let difficulty: number | null = null;
  let secret = false;
  for (const option of options.map((o) => o.trim())) {
    const [name = "", value] = option.split("=");
    if (name.toLowerCase() === "secret" && value === undefined) secret = true;
    else if (name.toLowerCase() === "difficulty" && value !== undefined) {
      difficulty = difficultyOf(value);
      if (difficulty === null) return null;
    } else return null;
  }
  return { trait, difficulty, secret };
}

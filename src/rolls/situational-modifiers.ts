/**
 * The modifiers of a situational roll (rules 2.4): the one the roller typed, and for an NPC's
 * reaction to a character, his talents that certainly apply (rules 4, Charismatic: "+1 to NPC
 * reactions") and his lasting modifiers for reactions (the GM's "a wary village −1"), assembled by
 * the one function every roll's modifiers are (choices.ts). Pure.
 */
import type { OwnedTalent } from "../rules";
import type { CheckModifier } from "./check";
import { assembleModifiers } from "./choices";
import { talentOptions } from "./talents";

export interface SituationalParts {
  /** The modifier typed (`/sit +1 …`). */
  typed: number;
  /** For a reaction: the character's talents and his lasting reaction modifiers; null for a plain roll. */
  reaction: { talents: readonly OwnedTalent[]; lasting: readonly CheckModifier[] } | null;
}

export function situationalModifiers(parts: SituationalParts): CheckModifier[] {
  const talents = parts.reaction
    ? talentOptions(parts.reaction.talents, { situations: ["npcReactions"] })
        .filter((o) => o.applies)
        .map((o) => ({ label: o.labelKey, value: o.value }))
    : [];
  return assembleModifiers({
    woundPenalty: 0,
    applyWounds: false,
    opponents: null,
    talents,
    extra: parts.reaction?.lasting ?? [],
    situational: parts.typed,
  });
}

/**
 * "Used since the last raise" (rules 1.4): a trait that has not been used since it was last raised
 * may not be raised again. Rolling a trait is using it, so after a roll of a character's trained
 * skill (a skill check, an attack or a defence with it) or of an attribute, the roll path marks it
 * used. This decides, from plain data, which single flag to set — and nothing when it is set
 * already, so a roll costs no write once the trait is marked.
 *
 * Interpretation: any roll that was made counts, success or failure — the rules speak of a trait
 * being *used*, not of succeeding with it. A cancelled dialog or a refused roll (default None) is
 * no roll and marks nothing. Untrained skills have no item to mark (raising one learns it).
 * NPCs do not advance.
 */
import { isAttributeKey, type AttributeKey } from "../rules";
import type { CheckKind } from "./check";

/** Check kinds that use a skill (the trait key is a skill key). */
export const SKILL_USE_KINDS: readonly CheckKind[] = ["skill", "attack", "defence"];

export interface TraitUseInput {
  /** The rolling actor's type; only characters advance. */
  actorType: string;
  kind: CheckKind;
  traitKey: string | null;
  /** The roll was evaluated (not cancelled, not refused). */
  rolled: boolean;
  /** The actor's skill item for the trait key, when it has one. */
  skillItem: { id: string; level: number | null; used: boolean } | null;
  /** The actor's attributes' advancement, for attribute rolls. */
  attributeAdvancement: Partial<Record<AttributeKey, { used: boolean }>> | null;
}

export type TraitUseUpdate =
  | { document: "item"; itemId: string; update: { system: { advancement: { used: true } } } }
  | { document: "actor"; update: { system: { attributeAdvancement: Partial<Record<AttributeKey, { used: true }>> } } };

/** The one update that marks the rolled trait used, or null when nothing changes. */
export function traitUseUpdate(input: TraitUseInput): TraitUseUpdate | null {
  if (!input.rolled || input.actorType !== "character" || input.traitKey === null) return null;
  if (input.kind === "attribute") {
    const key = input.traitKey;
    if (!isAttributeKey(key)) return null;
    const current = input.attributeAdvancement?.[key];
    if (!current || current.used) return null;
    return { document: "actor", update: { system: { attributeAdvancement: { [key]: { used: true } } } } };
  }
  if (!SKILL_USE_KINDS.includes(input.kind)) return null;
  const item = input.skillItem;
  // Only a trained skill (an item with a level) has an advancement to mark.
  if (!item || item.level === null || item.used) return null;
  return { document: "item", itemId: item.id, update: { system: { advancement: { used: true } } } };
}

/**
 * Every trait a roll can be asked for, as a picker lists it (the opposed-action dialog, the GM's
 * check request): the attributes in their order, then every skill sorted by its label in the
 * user's language; each as `kind:key`. Pure: the localizer is passed in.
 */
import { ATTRIBUTE_KEYS, SKILL_KEYS, getSkill, isAttributeKey, isSkillKey } from "../rules";
import type { Localizer } from "../i18n/format";

export type TraitKind = "skill" | "attribute";

export function traitOptions(i18n: Pick<Localizer, "localize">): { value: string; label: string }[] {
  const attributes = ATTRIBUTE_KEYS.map((k) => ({ value: `attribute:${k}`, label: i18n.localize(`HARNFUDGE.Attribute.${k}`) }));
  const skills = SKILL_KEYS.map((k) => ({ value: `skill:${k}`, label: i18n.localize(getSkill(k).labelKey) }));
  return [...attributes, ...skills.sort((x, y) => x.label.localeCompare(y.label))];
}

/** A picker's `kind:key` value as a trait, or null for anything else. */
export function readTraitOption(value: string | null | undefined): { kind: TraitKind; key: string } | null {
  const [kind, key] = (value ?? "").split(":");
  if (!key) return null;
  if (kind === "attribute" && isAttributeKey(key)) return { kind, key };
  return kind === "skill" && isSkillKey(key) ? { kind, key } : null;
}

/** A trait's name in the user's language (a custom skill's key as it is). */
export function traitName(trait: { kind: TraitKind; key: string }, i18n: Pick<Localizer, "localize">): string {
  if (trait.kind === "attribute") return i18n.localize(`HARNFUDGE.Attribute.${trait.key}`);
  return isSkillKey(trait.key) ? i18n.localize(getSkill(trait.key).labelKey) : trait.key;
}

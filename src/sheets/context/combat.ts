/**
 * The combat tab: weapons with their modes (strength, skill and the actor's level in it, offensive
 * wound factor from the rules core), legality for the character's social class, armor with the
 * armor value in use.
 */
import {
  armorKeyFromName,
  armorLegalityWarning,
  canAttemptSkill,
  isSkillKey,
  skillLevel,
  weaponModeFigures,
  weaponOffence,
  type ArmorKey,
  type SocialClass,
} from "../../rules";
import { signed, type Localizer } from "../../i18n/format";
import { levelView, type LevelView } from "./common";
import type { PlainItem, WeaponData } from "./types";

type WeaponItem = Extract<PlainItem, { type: "weapon" }>;
type ArmorItem = Extract<PlainItem, { type: "armor" }>;
type SkillItem = Extract<PlainItem, { type: "skill" }>;

export type WeaponModeKey = "melee" | "ranged";

export interface WeaponModeView {
  mode: WeaponModeKey;
  labelKey: string;
  /** Weapon strength, "n/a" when the rules give none (Net). */
  strength: string;
  skillKey: string;
  skillLabel: string;
  /** The actor's level in the weapon's skill, null when it cannot be attempted. */
  skillLevel: LevelView | null;
  attemptable: boolean;
  /** Offensive wound factors total (rules 3.4.3.1), null without a weapon strength. */
  offensive: string | null;
  offensiveTooltip: string;
  range: number | null;
}

/** A weapon's variant (rules 3.5.1: a Roundshield's spike, a martial art), toggled on the row; absent when it has none. */
export interface VariantView {
  label: string;
  active: boolean;
  tooltip: string;
}

export interface WeaponView {
  id: string;
  name: string;
  img: string;
  equipped: boolean;
  variant: VariantView | null;
  legalClassKey: string;
  /** False: the social class may not carry it (warning, never a block); null when not judged. */
  legal: boolean | null;
  legalWarning: string;
  modes: WeaponModeView[];
}

export interface ArmorView {
  id: string;
  name: string;
  img: string;
  value: number;
  equipped: boolean;
  /** This worn piece gives the armor value in use. */
  inUse: boolean;
  /** Worn by a character whose social class may not legally wear it (rules 3.5.3: serfs only cloth): the warning, else "". */
  legalWarning: string;
}

/** The figures of one weapon mode as stored (rules 3.5): the variant replaces the melee strength when active. */
export interface CombatActor {
  attributes: { strength: number };
  scale: { strength: number };
  socialClass: SocialClass | null;
}

/** Judges a weapon's legal class for a social class (rules 3.5); supplied by the rules core when it has one. */
export type LegalityJudge = (socialClass: SocialClass, legalClass: string) => boolean;

function trainedLevelOf(skills: readonly SkillItem[], key: string): number | null {
  const levels = skills.filter((s) => s.system.key === key && s.system.level !== null).map((s) => s.system.level as number);
  return levels.length > 0 ? Math.max(...levels) : null;
}

function modeView(
  actor: CombatActor,
  skills: readonly SkillItem[],
  system: WeaponData,
  mode: WeaponModeKey,
  i18n: Localizer,
): WeaponModeView {
  const f = weaponModeFigures(system, mode);
  const trained = trainedLevelOf(skills, f.skill);
  let level: number | null = null;
  let attemptable = false;
  if (isSkillKey(f.skill)) {
    attemptable = canAttemptSkill(f.skill, trained);
    level = attemptable ? skillLevel(f.skill, trained) : null;
  } else {
    level = trained;
    attemptable = trained !== null;
  }
  const factors = weaponOffence(system, mode, { strength: actor.attributes.strength, strengthScale: actor.scale.strength });
  return {
    mode,
    labelKey: `HARNFUDGE.Sheet.Combat.Mode.${mode}`,
    strength: f.strength === null ? i18n.localize("HARNFUDGE.Sheet.NotApplicable") : signed(f.strength),
    skillKey: f.skill,
    skillLabel: isSkillKey(f.skill) ? i18n.localize(`HARNFUDGE.Skill.${f.skill}`) : f.skill,
    skillLevel: level === null ? null : levelView(level),
    attemptable,
    offensive: factors === null ? null : signed(factors.total),
    offensiveTooltip:
      factors === null
        ? ""
        : i18n.format("HARNFUDGE.Sheet.Combat.OffensiveTooltip", {
            strength: signed(factors.strength),
            scale: signed(factors.strengthScale),
            weapon: signed(factors.weaponStrength),
          }),
    range: f.range,
  };
}

function variantView(system: WeaponData, i18n: Localizer): VariantView | null {
  const { kind, strength, active } = system.variant;
  if (!kind || strength === null) return null;
  const label = `${i18n.localize(`HARNFUDGE.WeaponVariant.${kind}`)} ${signed(strength)}`;
  return {
    label,
    active,
    tooltip: i18n.format(active ? "HARNFUDGE.SheetUI.Combat.VariantOn" : "HARNFUDGE.SheetUI.Combat.VariantOff", {
      variant: label,
    }),
  };
}

export function weaponViews(
  actor: CombatActor,
  items: readonly PlainItem[],
  i18n: Localizer,
  judge: LegalityJudge | null,
): WeaponView[] {
  const skills = items.filter((i): i is SkillItem => i.type === "skill");
  return items
    .filter((i): i is WeaponItem => i.type === "weapon")
    .sort((a, b) => a.sort - b.sort)
    .map((w) => {
      const modes: WeaponModeKey[] = [];
      if (w.system.melee.enabled) modes.push("melee");
      if (w.system.ranged.enabled) modes.push("ranged");
      const legal = judge && actor.socialClass ? judge(actor.socialClass, w.system.legalClass) : null;
      return {
        id: w.id,
        name: w.name,
        img: w.img,
        equipped: w.system.equipped,
        variant: variantView(w.system, i18n),
        legalClassKey: `HARNFUDGE.WeaponClass.${w.system.legalClass}`,
        legal,
        legalWarning:
          legal === false && actor.socialClass
            ? i18n.format("HARNFUDGE.Sheet.Combat.Illegal", {
                socialClass: i18n.localize(`HARNFUDGE.SocialClass.${actor.socialClass}`),
                weaponClass: i18n.localize(`HARNFUDGE.WeaponClass.${w.system.legalClass}`),
              })
            : "",
        modes: modes.map((m) => modeView(actor, skills, w.system, m, i18n)),
      };
    });
}

/**
 * The armor type of an item (rules 3.5.3): its `armorType` field; for an item without one (custom
 * armor, or an item from before the field existed) a name that IS an armor type's name ("Cloth",
 * "Chain Mail"), its own or its untranslated compendium name. Words in a name are not read: a
 * serf's "Quilted cloth" is no Cloth. Null when no type (a serf is then warned: only cloth is legal).
 */
export function armorKeyOfItem(item: { name: string; originalName?: string; system?: { armorType: string } }): ArmorKey | null {
  const stored = item.system?.armorType;
  if (stored) return armorKeyFromName(stored);
  return armorKeyFromName(item.name) ?? armorKeyFromName(item.originalName ?? "");
}

/** The legality warning of a worn piece for a social class (rules 3.5.3), "" when legal or not judged. */
function armorWarning(a: ArmorItem, socialClass: SocialClass | null, i18n: Localizer | null): string {
  if (!socialClass || !i18n || !a.system.equipped) return "";
  const warning = armorLegalityWarning(socialClass, armorKeyOfItem(a));
  return warning
    ? i18n.format(warning.code, { socialClass: i18n.localize(`HARNFUDGE.SocialClass.${socialClass}`), armor: a.name })
    : "";
}

export function armorViews(
  items: readonly PlainItem[],
  armorValueInUse: number,
  legality: { socialClass: SocialClass | null; i18n: Localizer } | null = null,
): ArmorView[] {
  let inUseShown = false;
  return items
    .filter((i): i is ArmorItem => i.type === "armor")
    .sort((a, b) => a.sort - b.sort)
    .map((a) => {
      const inUse = !inUseShown && a.system.equipped && armorValueInUse > 0 && a.system.value === armorValueInUse;
      if (inUse) inUseShown = true;
      return {
        id: a.id,
        name: a.name,
        img: a.img,
        value: a.system.value,
        equipped: a.system.equipped,
        inUse,
        legalWarning: armorWarning(a, legality?.socialClass ?? null, legality?.i18n ?? null),
      };
    });
}

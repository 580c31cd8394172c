/** Contexts of the item sheets: the stored fields and the choices each `<select>` offers. */
import {
  ARMOR_KEYS,
  ARMOR_VALUE_MAX,
  ARMOR_VALUE_MIN,
  LADDER_KEYS,
  LADDER_MIN,
  SENSES,
  SKILLS,
  SKILL_CATEGORIES,
  TALENT_EFFECTS,
  RANGE_MAX_FEET,
  TALENT_KEYS,
  WEAPON_CLASSES,
  WEAPON_STRENGTH_MAX,
  WEAPON_STRENGTH_MIN,
  WEAPON_VARIANTS,
  isSkillKey,
  ladderLocKey,
} from "../../rules";
import { talentEffectText } from "./talents";
import type { ArmorData, PlainItem, SkillData, TalentData, WeaponData } from "./types";
import type { Localizer } from "../../i18n/format";

export interface Choice {
  value: string | number;
  label: string;
}

/** Ladder choices, Superb first, with an empty "None"/"Untrained" choice when the field is nullable. */
export function ladderSelect(noneLabel: string | null): Choice[] {
  const out: Choice[] = LADDER_KEYS.map((key, i) => ({ value: i + LADDER_MIN, label: ladderLocKey(key) })).reverse();
  if (noneLabel) out.push({ value: "", label: noneLabel });
  return out;
}

function keyed(keys: readonly string[], prefix: string): Choice[] {
  return keys.map((k) => ({ value: k, label: `${prefix}.${k}` }));
}

/** Skill choices (localized names, sorted), keeping a custom key the item already has. */
function skillChoices(i18n: Localizer, current: readonly string[], filter: (key: string) => boolean = () => true): Choice[] {
  const out: Choice[] = SKILLS.filter((s) => filter(s.key)).map((s) => ({ value: s.key, label: i18n.localize(s.labelKey) }));
  for (const c of current) if (c && !isSkillKey(c) && !out.some((o) => o.value === c)) out.push({ value: c, label: c });
  return out.sort((a, b) => a.label.localeCompare(b.label));
}

interface ItemContextBase {
  item: { name: string; img: string; type: string };
  uuid: string;
  typeLabelKey: string;
  editable: boolean;
  description: { value: string; enriched: string };
}

export interface SkillItemContext extends ItemContextBase {
  system: SkillData;
  keyChoices: Choice[];
  categoryChoices: Choice[];
  defaultChoices: Choice[];
  levelChoices: Choice[];
  /** The selected option of the nullable ladder selects ("" = None / Untrained). */
  defaultSelected: number | "";
  levelSelected: number | "";
  inCatalog: boolean;
  /** A rule-book skill's category and default are the rules' own: only the GM may change them. */
  lockCatalogFields: boolean;
}

/** The number inputs' bounds, the data models' own (rules constants), so the browser keeps entries in range. */
export const ITEM_NUMBER_BOUNDS = {
  weaponStrength: { min: WEAPON_STRENGTH_MIN, max: WEAPON_STRENGTH_MAX },
  range: { min: 0, max: RANGE_MAX_FEET },
  armorValue: { min: ARMOR_VALUE_MIN, max: ARMOR_VALUE_MAX },
} as const;

export interface WeaponItemContext extends ItemContextBase {
  system: WeaponData;
  legalClassChoices: Choice[];
  skillChoices: Choice[];
  variantChoices: Choice[];
  bounds: typeof ITEM_NUMBER_BOUNDS;
  /** The weapon has a variant: its strength and "use it" are shown (no empty rows without one). */
  hasVariant: boolean;
}

export interface ArmorItemContext extends ItemContextBase {
  system: ArmorData;
  bounds: typeof ITEM_NUMBER_BOUNDS;
  /** The rules' armor types (rules 3.5.3), "" for custom armor. */
  armorTypeChoices: Choice[];
}

export interface TalentItemContext extends ItemContextBase {
  system: TalentData;
  keyChoices: Choice[];
  senseChoices: Choice[];
  needsSense: boolean;
  effect: string;
}

export type ItemContext = SkillItemContext | WeaponItemContext | ArmorItemContext | TalentItemContext;

export interface ItemInput {
  item: PlainItem;
  uuid: string;
  editable: boolean;
  enrichedDescription: string;
  i18n: Localizer;
  /** The user is a GM (may change a rule-book skill's category and default). */
  isGM?: boolean;
}

export function buildItemContext(input: ItemInput): ItemContext {
  const { item, i18n } = input;
  const base = {
    item: { name: item.name, img: item.img, type: item.type },
    uuid: input.uuid,
    typeLabelKey: `TYPES.Item.${item.type}`,
    editable: input.editable,
    description: { value: item.system.description, enriched: input.enrichedDescription },
  };
  switch (item.type) {
    case "skill":
      return {
        ...base,
        system: item.system,
        keyChoices: skillChoices(i18n, [item.system.key]),
        categoryChoices: keyed(SKILL_CATEGORIES, "HARNFUDGE.SkillCategory"),
        defaultChoices: ladderSelect("HARNFUDGE.Sheet.Level.None"),
        levelChoices: ladderSelect("HARNFUDGE.Sheet.Level.Untrained"),
        defaultSelected: item.system.default ?? "",
        levelSelected: item.system.level ?? "",
        inCatalog: isSkillKey(item.system.key),
        lockCatalogFields: isSkillKey(item.system.key) && input.isGM !== true,
      };
    case "weapon":
      return {
        ...base,
        system: item.system,
        legalClassChoices: keyed(WEAPON_CLASSES, "HARNFUDGE.WeaponClass"),
        skillChoices: skillChoices(
          i18n,
          [item.system.melee.skill, item.system.ranged.skill],
          (k) => SKILLS.find((s) => s.key === k)?.category === "combat",
        ),
        variantChoices: keyed(WEAPON_VARIANTS, "HARNFUDGE.WeaponVariant"),
        bounds: ITEM_NUMBER_BOUNDS,
        hasVariant: item.system.variant.kind !== "",
      };
    case "armor":
      return {
        ...base,
        system: item.system,
        bounds: ITEM_NUMBER_BOUNDS,
        armorTypeChoices: [{ value: "", label: "HARNFUDGE.ArmorType.none" }, ...keyed(ARMOR_KEYS, "HARNFUDGE.ArmorType")],
      };
    case "talent":
      return {
        ...base,
        system: item.system,
        keyChoices: keyed(TALENT_KEYS, "HARNFUDGE.Talent"),
        senseChoices: [{ value: "", label: "HARNFUDGE.Sheet.Talent.NoSense" }, ...keyed(SENSES, "HARNFUDGE.Sense")],
        needsSense: item.system.key === "acuteSense",
        effect: (TALENT_KEYS as readonly string[]).includes(item.system.key)
          ? talentEffectText(TALENT_EFFECTS[item.system.key as (typeof TALENT_KEYS)[number]], i18n)
          : "",
      };
  }
}

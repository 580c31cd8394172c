/**
 * Enumerations shared by the rules core, the data models and the pack validator.
 * Plain data only: no Foundry globals. Names are stable keys, never English text;
 * the UI localizes them through `HARNFUDGE.*` keys in lang/en.json.
 */

/** Trait ladder bounds (rules 1.1): Terrible −3 … Superb +3. */
export const LADDER_MIN = -3;
export const LADDER_MAX = 3;

/** Ladder words from worst to best; index + LADDER_MIN is the value. */
export const LADDER_KEYS = ["terrible", "poor", "mediocre", "fair", "good", "great", "superb"] as const;
export type LadderKey = (typeof LADDER_KEYS)[number];

/** The six attributes (rules 1.1.1). */
export const ATTRIBUTE_KEYS = ["strength", "agility", "health", "memory", "willpower", "aura"] as const;
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

/** One of the six attribute keys (from a form, the wire or a stored card). */
export function isAttributeKey(value: unknown): value is AttributeKey {
  return typeof value === "string" && (ATTRIBUTE_KEYS as readonly string[]).includes(value);
}

/** Skill categories (rules 1.1.2.1–1.1.2.4). */
export const SKILL_CATEGORIES = ["physical", "communication", "combat", "loreCraft"] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

/** Legal weapon classes (rules 3.5) and social classes that may carry them. */
export const WEAPON_CLASSES = ["chivalric", "free", "peasant"] as const;
export type WeaponClass = (typeof WEAPON_CLASSES)[number];
export const SOCIAL_CLASSES = ["noble", "freeman", "serf"] as const;
export type SocialClass = (typeof SOCIAL_CLASSES)[number];

/** Wound levels in order of severity (rules 3.4.1). `none` = Undamaged. */
export const WOUND_LEVELS = ["none", "scratch", "hurt", "veryHurt", "incapacitated", "nearDeath", "dead"] as const;
export type WoundLevel = (typeof WOUND_LEVELS)[number];
/** Levels a wound box can hold (a marked wound is never `none`; `dead` has no box). */
export const BOX_LEVELS = ["scratch", "hurt", "veryHurt", "incapacitated", "nearDeath"] as const;
export type BoxLevel = (typeof BOX_LEVELS)[number];
/** The boxes of the wound track in order (rules 3.4.5): 3 Scratch, Hurt, Very Hurt, Incapacitated, Near Death. */
export const WOUND_TRACK_BOXES: readonly BoxLevel[] = [
  "scratch",
  "scratch",
  "scratch",
  "hurt",
  "veryHurt",
  "incapacitated",
  "nearDeath",
];

/**
 * How a wound is being treated, for healing times (rules 3.4.7):
 * - `untreated`: never tended (or its treatment was lost): every level at the untreated rate; may be treated;
 * - `failed`: a healing roll below Good was made for it: untreated rate, and not treated again until
 *   the treatment is lost (strenuous activity) or the wound has healed;
 * - `treated`: a successful roll: its `treatedLevels` heal at the treated rate, the rest untreated;
 * - `magical`: every level at the box's `magicalDaysPerLevel`.
 */
export const TREATMENTS = ["untreated", "treated", "magical", "failed"] as const;
export type Treatment = (typeof TREATMENTS)[number];

/** Days of rest per level (rules 3.4.7): treated 5, untreated 10; Rapid Healing (4) halves both. */
export const TREATED_DAYS_PER_LEVEL = 5;
export const UNTREATED_DAYS_PER_LEVEL = 10;
/**
 * Days are counted in quarter days, so every sum of days, rates and rests is exact in binary
 * floating point (Rapid Healing's 2.5 days, magical healing's 0.5 days).
 */
export const DAY_STEP = 0.25;
/**
 * Days per level of magical healing (rules 3.4.7: "from one to two days per wound level, or even
 * less"): any number of quarter days from 0 (at once) to 2; 2 by default.
 */
export type MagicalDaysPerLevel = number;
export const MAGICAL_DAYS_PER_LEVEL_MIN = 0;
export const MAGICAL_DAYS_PER_LEVEL_MAX = 2;
export const DEFAULT_MAGICAL_DAYS_PER_LEVEL: MagicalDaysPerLevel = 2;
/** Most levels a wound can have to heal: Near Death (4) and an infection (rules 3.4.8). */
export const MAX_LEVELS_TO_HEAL = 5;
/** Longest day count a wound box stores (it never exceeds one level's days in play). */
export const MAX_DAYS_RESTED = 1000;

/** The fifteen innate magical talents (rules 4). */
export const TALENT_KEYS = [
  "acuteSense",
  "animalEmpathy",
  "catsEyes",
  "charismatic",
  "dangerSense",
  "directionSense",
  "empathy",
  "fortitude",
  "intuition",
  "lucky",
  "magicResistance",
  "magicSense",
  "mysticalShield",
  "prescience",
  "rapidHealing",
] as const;
export type TalentKey = (typeof TALENT_KEYS)[number];
/** Acute Sense's choice (rules 4). */
export const SENSES = ["vision", "hearing", "smellTaste", "touch"] as const;
export type Sense = (typeof SENSES)[number];

/** Weapon variants: Roundshield with spike, Unarmed with a martial art (rules 3.5.1). */
export const WEAPON_VARIANTS = ["", "spike", "martialArt"] as const;
export type WeaponVariant = (typeof WEAPON_VARIANTS)[number];

/** Bounds used by data models and pack validation. */
export const SCALE_MIN = -20;
export const SCALE_MAX = 20;
export const WEAPON_STRENGTH_MIN = -3;
export const WEAPON_STRENGTH_MAX = 10;
export const ARMOR_VALUE_MIN = 0;
export const ARMOR_VALUE_MAX = 10;
export const RANGE_MAX_FEET = 5000;
export const STARTING_CP = 64;

/** Armor types of rules 3.5.3, in table order; an armor item is identified by one of these keys. */
export const ARMOR_KEYS = ["cloth", "quilt", "leather", "kurbal", "ringMail", "scaleMail", "chainMail", "plate"] as const;
export type ArmorKey = (typeof ARMOR_KEYS)[number];

/**
 * Field builders shared by the data models. Each builder returns a fresh field, so models can
 * compose them; bounds and choices come from the rules core's constants, the same ones the pack
 * validator uses.
 */
import {
  ATTRIBUTE_KEYS,
  BOX_LEVELS,
  DEFAULT_MAGICAL_DAYS_PER_LEVEL,
  LADDER_MAX,
  LADDER_MIN,
  SCALE_MAX,
  SCALE_MIN,
  TREATMENTS,
  WOUND_TRACK_BOXES,
  type MagicalDaysPerLevel,
} from "../rules/constants";

const fields = foundry.data.fields;

/** Turns a list of keys into a `choices` record whose labels are localization keys. */
export function choicesOf<K extends string>(keys: readonly K[], prefix: string): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) out[key] = `${prefix}.${key}`;
  return out;
}

/** A trait level on the ladder: an integer from Terrible (−3) to Superb (+3). */
export function ladderField(initial: number) {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    min: LADDER_MIN,
    max: LADDER_MAX,
    initial,
  });
}

/** A ladder level that may be absent (a skill default of None, an untrained skill). */
export function optionalLadderField() {
  return new fields.NumberField({
    required: true,
    nullable: true,
    integer: true,
    min: LADDER_MIN,
    max: LADDER_MAX,
    initial: null,
  });
}

/** A Strength or Mass Scale (rules 1.2): 0 for humans. */
export function scaleField() {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    min: SCALE_MIN,
    max: SCALE_MAX,
    initial: 0,
  });
}

/** A whole number of at least zero. */
export function countField(initial = 0, max?: number) {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max, initial });
}

export function attributesField() {
  return new fields.SchemaField({
    strength: ladderField(0),
    agility: ladderField(0),
    health: ladderField(0),
    memory: ladderField(0),
    willpower: ladderField(0),
    aura: ladderField(0),
  });
}
export const ATTRIBUTES = ATTRIBUTE_KEYS;

const MAGICAL_DAYS_OPTIONS = {
  required: true,
  nullable: false,
  integer: true,
  min: 1,
  max: 2,
  initial: DEFAULT_MAGICAL_DAYS_PER_LEVEL,
} as const;

/**
 * Days per level of magical healing (rules 3.4.7: one or two), read only when the treatment is
 * "magical". An integer 1..2 at runtime; fvtt-types types every NumberField as `number`, so the
 * type arguments state the narrower type the field's min/max/integer enforce (see docs/playing.md,
 * "Where Foundry types are cast").
 */
export function magicalDaysPerLevelField() {
  return new fields.NumberField<typeof MAGICAL_DAYS_OPTIONS, MagicalDaysPerLevel, MagicalDaysPerLevel, MagicalDaysPerLevel>(
    MAGICAL_DAYS_OPTIONS,
  );
}

/** One box of the wound track; the shape is the rules core's `WoundBox`. */
export function woundBoxField() {
  return new fields.SchemaField({
    marked: new fields.BooleanField({ initial: false }),
    severity: new fields.StringField({
      required: true,
      nullable: true,
      blank: false,
      initial: null,
      choices: choicesOf(BOX_LEVELS, "HARNFUDGE.Wound"),
    }),
    open: new fields.BooleanField({ initial: false }),
    infected: new fields.BooleanField({ initial: false }),
    treatment: new fields.StringField({
      required: true,
      blank: false,
      initial: "untreated",
      choices: choicesOf(TREATMENTS, "HARNFUDGE.Treatment"),
    }),
    magicalDaysPerLevel: magicalDaysPerLevelField(),
    daysRested: countField(0, 1000),
  });
}

function emptyBoxes() {
  return WOUND_TRACK_BOXES.map(() => ({
    marked: false,
    severity: null,
    open: false,
    infected: false,
    treatment: "untreated" as const,
    magicalDaysPerLevel: DEFAULT_MAGICAL_DAYS_PER_LEVEL,
    daysRested: 0,
  }));
}

/** The wound track: exactly seven boxes (3 Scratch, Hurt, Very Hurt, Incapacitated, Near Death) and Dead. */
export function woundTrackField() {
  return new fields.SchemaField({
    boxes: new fields.ArrayField(woundBoxField(), {
      required: true,
      initial: emptyBoxes,
      validate: (boxes: unknown[]) => {
        if (boxes.length !== WOUND_TRACK_BOXES.length) {
          throw new Error(`the wound track has ${WOUND_TRACK_BOXES.length} boxes, not ${boxes.length}`);
        }
      },
    }),
    dead: new fields.BooleanField({ initial: false }),
  });
}

/** Stun marks (rules 3.4.6); the shape is the rules core's `StunTrack`. */
export function stunField() {
  return new fields.SchemaField({
    stuns: countField(0, 2),
    veryStunned: new fields.BooleanField({ initial: false }),
    knockedOut: new fields.BooleanField({ initial: false }),
  });
}

/** Advancement state of one trait (rules 1.4): used since its last raise, session of the last raise. */
export function advancementField() {
  return new fields.SchemaField({
    used: new fields.BooleanField({ initial: true }),
    raisedInSession: new fields.NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
  });
}

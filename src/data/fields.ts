/**
 * Field builders shared by the data models. Each builder returns a fresh field, so models can
 * compose them; bounds and choices come from the rules core's constants, the same ones the pack
 * validator uses.
 */
import {
  ATTRIBUTE_KEYS,
  BOX_LEVELS,
  DAY_STEP,
  DEFAULT_MAGICAL_DAYS_PER_LEVEL,
  LADDER_MAX,
  LADDER_MIN,
  MAGICAL_DAYS_PER_LEVEL_MAX,
  MAGICAL_DAYS_PER_LEVEL_MIN,
  MAX_DAYS_RESTED,
  MAX_LEVELS_TO_HEAL,
  SCALE_MAX,
  SCALE_MIN,
  TREATMENTS,
  WOUND_TRACK_BOXES,
} from "../rules/constants";
import { emptyWoundBox } from "../rules/wound-box";

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

/** A number of days (rules 3.4.7): whole quarter days (DAY_STEP) from `min` to `max`, not only whole days. */
export function quarterDaysField(initial: number, min: number, max: number) {
  return new fields.NumberField({ required: true, nullable: false, integer: false, min, max, step: DAY_STEP, initial });
}

/**
 * Days per level of magical healing (rules 3.4.7: "one to two days … or even less"): quarter days
 * from 0 (at once) to 2, read only when the treatment is "magical".
 */
export function magicalDaysPerLevelField() {
  return quarterDaysField(DEFAULT_MAGICAL_DAYS_PER_LEVEL, MAGICAL_DAYS_PER_LEVEL_MIN, MAGICAL_DAYS_PER_LEVEL_MAX);
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
    /** The wound's one infection roll has been made (rules 3.4.8). */
    infectionChecked: new fields.BooleanField({ initial: false }),
    treatment: new fields.StringField({
      required: true,
      blank: false,
      initial: "untreated",
      choices: choicesOf(TREATMENTS, "HARNFUDGE.Treatment"),
    }),
    /** Levels still to heal at the treated rate (rules 3.4.7): 0…5 (Near Death and an infection). */
    treatedLevels: countField(0, MAX_LEVELS_TO_HEAL),
    magicalDaysPerLevel: magicalDaysPerLevelField(),
    /** Days of rest counted towards the next level: quarter days (Rapid Healing's 2.5 days). */
    daysRested: quarterDaysField(0, 0, MAX_DAYS_RESTED),
  });
}

function emptyBoxes() {
  return WOUND_TRACK_BOXES.map(() => emptyWoundBox());
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

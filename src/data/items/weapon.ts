/**
 * Data model of a weapon (Item type `weapon`, rules 3.5.1–3.5.2): a melee mode, a ranged mode or
 * both (Javelin: melee +3, thrown +4; a bow in melee counts as a Stick), a legal class, and an
 * optional variant (Roundshield with spike +1, Unarmed with a martial art +0), and how it wounds
 * (rules 3.4.8: edged, blunt or entangling).
 */
import type { AnyMutableObject, EmptyObject } from "fvtt-types/utils";
import { migrateSource } from "../migrations";
import { RANGE_MAX_FEET, WEAPON_CLASSES, WEAPON_STRENGTH_MAX, WEAPON_STRENGTH_MIN, WEAPON_VARIANTS } from "../../rules/constants";
import { choicesOf } from "../fields";
import { WOUNDING_KINDS, weaponOffence } from "../../rules/weapons";
import { isPlayable } from "../../documents/guards";

const fields = foundry.data.fields;

/** A weapon strength; null where the rules give none (Net). */
function strengthField(initial: number | null) {
  return new fields.NumberField({
    required: true,
    nullable: true,
    integer: true,
    min: WEAPON_STRENGTH_MIN,
    max: WEAPON_STRENGTH_MAX,
    initial,
  });
}

function skillKeyField(initial: string) {
  return new fields.StringField({ required: true, blank: false, initial });
}

function weaponSchema() {
  return {
    legalClass: new fields.StringField({
      required: true,
      blank: false,
      initial: "free",
      choices: choicesOf(WEAPON_CLASSES, "HARNFUDGE.WeaponClass"),
    }),
    melee: new fields.SchemaField({
      enabled: new fields.BooleanField({ initial: true }),
      strength: strengthField(0),
      skill: skillKeyField("sword"),
    }),
    ranged: new fields.SchemaField({
      enabled: new fields.BooleanField({ initial: false }),
      strength: strengthField(0),
      skill: skillKeyField("bow"),
      musclePowered: new fields.BooleanField({ initial: true }),
      range: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: RANGE_MAX_FEET, initial: 0 }),
      /** The melee weapon this missile weapon counts as in melee (rules 3.5.2), "" when none. */
      meleeAs: new fields.StringField({ required: true, blank: true, initial: "" }),
    }),
    /** Strength Scale applies (rules 3.4.3.1): muscle-powered or scaled to the wielder's size. */
    scaledToWielder: new fields.BooleanField({ initial: true }),
    variant: new fields.SchemaField({
      kind: new fields.StringField({
        required: true,
        blank: true,
        initial: "",
        choices: choicesOf(WEAPON_VARIANTS, "HARNFUDGE.WeaponVariant"),
      }),
      strength: strengthField(null),
      active: new fields.BooleanField({ initial: false }),
    }),
    /** How a hit wounds (rules 3.4.8): edged (edge or point) proposes an open wound, blunt a closed one; entangling does no damage. */
    wounding: new fields.StringField({
      required: true,
      blank: false,
      initial: "edged",
      choices: choicesOf(WOUNDING_KINDS, "HARNFUDGE.Wounding"),
    }),
    equipped: new fields.BooleanField({ initial: false }),
    description: new fields.HTMLField({ required: true, blank: true, initial: "" }),
  };
}
export type WeaponSchema = ReturnType<typeof weaponSchema>;

/** Derived: the owner's offensive wound factor in each mode (rules 3.4.3.1), null without an owner or a strength. */
export type WeaponDerived = { offence: { melee: number | null; ranged: number | null } };

export class WeaponModel extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation, EmptyObject, WeaponDerived> {
  static override LOCALIZATION_PREFIXES = ["HARNFUDGE.Item.weapon"];

  static override defineSchema(): WeaponSchema {
    return weaponSchema();
  }

  static override migrateData(source: AnyMutableObject): AnyMutableObject {
    return super.migrateData(migrateSource("weapon", source));
  }

  override prepareDerivedData(): void {
    const actor = this.parent.actor;
    const wielder = isPlayable(actor)
      ? { strength: actor.system.attributes.strength, strengthScale: actor.system.scale.strength }
      : null;
    const offence = (mode: "melee" | "ranged") =>
      wielder && this[mode].enabled ? (weaponOffence(this, mode, wielder)?.total ?? null) : null;
    this.offence = { melee: offence("melee"), ranged: offence("ranged") };
  }

  static override validateJoint(data: { melee?: { enabled?: boolean }; ranged?: { enabled?: boolean; range?: number } }): void {
    if (data.melee?.enabled === false && data.ranged?.enabled === false) {
      throw new Error("a weapon needs a melee mode, a ranged mode or both");
    }
    if (data.ranged?.enabled === true && (data.ranged.range ?? 0) <= 0) {
      throw new Error("a ranged weapon needs a maximum range above 0 feet");
    }
  }
}

/** Data model of a piece of armor (Item type `armor`, rules 3.5.3). */
import type { AnyMutableObject, EmptyObject } from "fvtt-types/utils";
import { migrateSource } from "../migrations";
import { ARMOR_KEYS, ARMOR_VALUE_MAX, ARMOR_VALUE_MIN } from "../../rules/constants";

const fields = foundry.data.fields;

function armorSchema() {
  return {
    value: new fields.NumberField({
      required: true,
      nullable: false,
      integer: true,
      min: ARMOR_VALUE_MIN,
      max: ARMOR_VALUE_MAX,
      initial: 1,
    }),
    /** The rules' armor type (rules 3.5.3; legality reads it); "" for custom armor of no listed type. */
    armorType: new fields.StringField({ required: true, blank: true, initial: "", choices: ["", ...ARMOR_KEYS] }),
    equipped: new fields.BooleanField({ initial: false }),
    description: new fields.HTMLField({ required: true, blank: true, initial: "" }),
  };
}
export type ArmorSchema = ReturnType<typeof armorSchema>;

export class ArmorModel extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation, EmptyObject, EmptyObject> {
  static override LOCALIZATION_PREFIXES = ["HARNFUDGE.Item.armor"];

  static override defineSchema(): ArmorSchema {
    return armorSchema();
  }

  static override migrateData(source: AnyMutableObject): AnyMutableObject {
    return super.migrateData(migrateSource("armor", source));
  }
}

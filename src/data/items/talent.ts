/** Data model of an innate magical talent (Item type `talent`, rules 4). */
import type { AnyMutableObject, EmptyObject } from "fvtt-types/utils";
import { migrateSource } from "../migrations";
import { SENSES, TALENT_KEYS } from "../../rules/constants";
import { choicesOf } from "../fields";

const fields = foundry.data.fields;

function talentSchema() {
  return {
    key: new fields.StringField({
      required: true,
      blank: false,
      initial: "acuteSense",
      choices: choicesOf(TALENT_KEYS, "HARNFUDGE.Talent"),
    }),
    /** Acute Sense's sense; blank for talents without a choice. */
    choice: new fields.StringField({ required: true, blank: true, initial: "" }),
    description: new fields.HTMLField({ required: true, blank: true, initial: "" }),
  };
}
export type TalentSchema = ReturnType<typeof talentSchema>;

export class TalentModel extends foundry.abstract.TypeDataModel<TalentSchema, Item.Implementation, EmptyObject, EmptyObject> {
  static override LOCALIZATION_PREFIXES = ["HARNFUDGE.Item.talent"];

  static override defineSchema(): TalentSchema {
    return talentSchema();
  }

  static override migrateData(source: AnyMutableObject): AnyMutableObject {
    return super.migrateData(migrateSource("talent", source));
  }

  static override validateJoint(data: { key?: string; choice?: string }): void {
    const { key, choice = "" } = data;
    if (key === "acuteSense") {
      if (choice !== "" && !(SENSES as readonly string[]).includes(choice)) {
        throw new Error(`Acute Sense's sense must be one of ${SENSES.join(", ")}`);
      }
    } else if (choice !== "") {
      throw new Error(`the talent ${key ?? "?"} takes no choice`);
    }
  }
}

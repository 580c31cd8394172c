/**
 * Data model of a skill (Item type `skill`, rules 1.1.2). `key` names the skill in the rules
 * core's catalog, so weapons, rolls and the sheet's full skill list find it whatever its name.
 */
import type { AnyMutableObject, EmptyObject } from "fvtt-types/utils";
import { migrateSource } from "../migrations";
import { SKILL_CATEGORIES } from "../../rules/constants";
import { advancementField, choicesOf, optionalLadderField } from "../fields";

const fields = foundry.data.fields;

function skillSchema() {
  return {
    key: new fields.StringField({ required: true, blank: false, initial: "custom" }),
    category: new fields.StringField({
      required: true,
      blank: false,
      initial: "physical",
      choices: choicesOf(SKILL_CATEGORIES, "HARNFUDGE.SkillCategory"),
    }),
    /** The level used untrained; null for a default of None (cannot be attempted untrained). */
    default: optionalLadderField(),
    /** The trained level; null while untrained (the default applies). */
    level: optionalLadderField(),
    /** One skill per subject (Language, Musician, Religion, Script): the subject. */
    perSubject: new fields.BooleanField({ initial: false }),
    specialization: new fields.StringField({ required: true, blank: true, initial: "" }),
    advancement: advancementField(),
    description: new fields.HTMLField({ required: true, blank: true, initial: "" }),
  };
}
export type SkillSchema = ReturnType<typeof skillSchema>;

export class SkillModel extends foundry.abstract.TypeDataModel<SkillSchema, Item.Implementation, EmptyObject, EmptyObject> {
  static override LOCALIZATION_PREFIXES = ["HARNFUDGE.Item.skill"];

  static override defineSchema(): SkillSchema {
    return skillSchema();
  }

  static override migrateData(source: AnyMutableObject): AnyMutableObject {
    return super.migrateData(migrateSource("skill", source));
  }
}

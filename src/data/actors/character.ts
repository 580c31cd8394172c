/**
 * Data model of a player character (Actor type `character`).
 */
import type { AnyMutableObject, EmptyObject } from "fvtt-types/utils";
import { migrateSource } from "../migrations";
import { ATTRIBUTE_KEYS, SOCIAL_CLASSES, STARTING_CP, TALENT_KEYS } from "../../rules/constants";
import { advancementField, choicesOf, countField } from "../fields";
import type { WoundTrack } from "../../rules/types";
import { commonActorSchema, type ActorDerived } from "./common";
import { assertValidWoundTrack } from "./wound-validation";
import { deriveActorData, deriveTokenBars } from "./derive";
import type { TokenBarsDerived } from "./derived-types";
import { applyPrototypeTokenDefaults, type PreCreateArgs } from "../../canvas/prototype-token";

const fields = foundry.data.fields;

function characterSchema() {
  const advancement = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, advancementField()])) as Record<
    (typeof ATTRIBUTE_KEYS)[number],
    ReturnType<typeof advancementField>
  >;
  return {
    ...commonActorSchema(),
    socialClass: new fields.StringField({
      required: true,
      blank: false,
      initial: "freeman",
      choices: choicesOf(SOCIAL_CLASSES, "HARNFUDGE.SocialClass"),
    }),
    nativeLanguage: new fields.StringField({ required: true, blank: true, initial: "" }),
    religion: new fields.StringField({ required: true, blank: true, initial: "" }),
    cp: new fields.SchemaField({ total: countField(STARTING_CP, 1000) }),
    ep: new fields.SchemaField({ earned: countField(0, 100_000), spent: countField(0, 100_000) }),
    attributeAdvancement: new fields.SchemaField(advancement),
    lucky: new fields.SchemaField({
      /** When Lucky was last used, in epoch milliseconds (rules 4: about once per real hour). */
      lastUsed: new fields.NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
    }),
    /**
     * Character creation finished (rules 1.3, 1.4, 4): after it the creation budget and starting
     * limits are no longer problems, and the talents held then (`talents`, their keys) are the ones
     * bought at creation; any other talent is warned about. Set by the owner or the GM, cleared by
     * the GM (the sheet's actions; docs/sheets.md). An older character lacks it: not finished.
     */
    creation: new fields.SchemaField({
      finished: new fields.BooleanField({ initial: false }),
      talents: new fields.ArrayField(new fields.StringField({ required: true, blank: false, choices: [...TALENT_KEYS] }), {
        initial: [],
      }),
    }),
  };
}
export type CharacterSchema = ReturnType<typeof characterSchema>;

export type CharacterDerived = ActorDerived &
  TokenBarsDerived & {
    /** EP not yet spent (negative: debt, paid from future awards; rules 1.4). */
    epBalance: number;
  };

export class CharacterModel extends foundry.abstract.TypeDataModel<
  CharacterSchema,
  Actor.Implementation,
  EmptyObject,
  CharacterDerived
> {
  static override LOCALIZATION_PREFIXES = ["HARNFUDGE.Actor.common", "HARNFUDGE.Actor.character"];

  static override defineSchema(): CharacterSchema {
    return characterSchema();
  }

  static override migrateData(source: AnyMutableObject): AnyMutableObject {
    return super.migrateData(migrateSource("character", source));
  }

  static override validateJoint(data: { wounds?: WoundTrack }): void {
    assertValidWoundTrack(data.wounds);
  }

  protected override async _preCreate(...args: PreCreateArgs<CharacterSchema>): Promise<false | undefined> {
    if ((await super._preCreate(...args)) === false) return false;
    applyPrototypeTokenDefaults(this.parent, args[0]);
  }

  override prepareDerivedData(): void {
    const derived = deriveActorData({
      attributes: this.attributes,
      massScale: this.scale.mass,
      wounds: this.wounds,
      items: this.parent.items,
    });
    Object.assign(this, derived, deriveTokenBars(this.wounds, this.stun));
    this.epBalance = this.ep.earned - this.ep.spent;
  }
}

/**
 * Data model of an NPC or creature (Actor type `npc`): the common block only.
 * A bear is Strength and Mass Scale 3, a cat −7 (rules 1.2).
 */
import type { AnyMutableObject, EmptyObject } from "fvtt-types/utils";
import { migrateSource } from "../migrations";
import type { WoundTrack } from "../../rules/types";
import { commonActorSchema, type ActorDerived } from "./common";
import { assertValidWoundTrack } from "./wound-validation";
import { deriveActorData, deriveTokenBars } from "./derive";
import type { TokenBarsDerived } from "./derived-types";
import { applyPrototypeTokenDefaults, type PreCreateArgs } from "../../canvas/prototype-token";

function npcSchema() {
  return commonActorSchema();
}
export type NpcSchema = ReturnType<typeof npcSchema>;

export class NpcModel extends foundry.abstract.TypeDataModel<
  NpcSchema,
  Actor.Implementation,
  EmptyObject,
  ActorDerived & TokenBarsDerived
> {
  static override LOCALIZATION_PREFIXES = ["HARNFUDGE.Actor.common"];

  static override defineSchema(): NpcSchema {
    return npcSchema();
  }

  static override migrateData(source: AnyMutableObject): AnyMutableObject {
    return super.migrateData(migrateSource("npc", source));
  }

  static override validateJoint(data: { wounds?: WoundTrack }): void {
    assertValidWoundTrack(data.wounds);
  }

  protected override async _preCreate(...args: PreCreateArgs<NpcSchema>): Promise<false | undefined> {
    if ((await super._preCreate(...args)) === false) return false;
    applyPrototypeTokenDefaults(this.parent, args[0]);
  }

  override prepareDerivedData(): void {
    Object.assign(
      this,
      deriveActorData({
        attributes: this.attributes,
        massScale: this.scale.mass,
        wounds: this.wounds,
        items: this.parent.items,
      }),
      deriveTokenBars(this.wounds, this.stun),
    );
  }
}

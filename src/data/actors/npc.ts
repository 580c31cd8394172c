/**
 * Data model of an NPC or creature (Actor type `npc`): the common block only.
 * A bear is Strength and Mass Scale 3, a cat −7 (rules 1.2).
 */
import type { EmptyObject } from "fvtt-types/utils";
import { commonActorSchema, woundTrackProblem, type ActorDerived } from "./common";
import { deriveActorData } from "./derive";

function npcSchema() {
  return commonActorSchema();
}
export type NpcSchema = ReturnType<typeof npcSchema>;

export class NpcModel extends foundry.abstract.TypeDataModel<NpcSchema, Actor.Implementation, EmptyObject, ActorDerived> {
  static override LOCALIZATION_PREFIXES = ["HARNFUDGE.Actor.common"];

  static override defineSchema(): NpcSchema {
    return npcSchema();
  }

  static override validateJoint(data: { wounds?: Parameters<typeof woundTrackProblem>[0] }): void {
    if (!data.wounds) return;
    const problem = woundTrackProblem(data.wounds);
    if (problem) throw new Error(problem);
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
    );
  }
}

/**
 * The data models per document type, as `config` maps (the pattern dnd5e uses), and their
 * registration with fvtt-types so `actor.system` and `item.system` are typed.
 */
import { CharacterModel } from "./actors/character";
import { NpcModel } from "./actors/npc";
import { ArmorModel } from "./items/armor";
import { SkillModel } from "./items/skill";
import { TalentModel } from "./items/talent";
import { WeaponModel } from "./items/weapon";

export const actorModels = {
  character: CharacterModel,
  npc: NpcModel,
} as const;

export const itemModels = {
  skill: SkillModel,
  weapon: WeaponModel,
  armor: ArmorModel,
  talent: TalentModel,
} as const;

export { CharacterModel, NpcModel, SkillModel, WeaponModel, ArmorModel, TalentModel };

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      character: typeof CharacterModel;
      npc: typeof NpcModel;
    };
    Item: {
      skill: typeof SkillModel;
      weapon: typeof WeaponModel;
      armor: typeof ArmorModel;
      talent: typeof TalentModel;
    };
  }
}

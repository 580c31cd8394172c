/** The compact NPC / creature sheet's context: attributes, scales, the skills it has, weapons, armor, wounds, notes. */
import {
  attributeViews,
  derivedView,
  hasTalent,
  ladderChoices,
  scaleView,
  stunView,
  woundTrackView,
  type AttributeView,
  type DerivedView,
  type ScaleView,
  type StunView,
  type WoundTrackView,
} from "./common";
import { armorViews, weaponViews, type ArmorView, type WeaponView } from "./combat";
import { skillGroups, type SkillGroupView } from "./skills";
import type { NpcInput } from "./types";

export interface NpcContext {
  actor: { name: string; img: string };
  uuid: string;
  editable: boolean;
  isGM: boolean;
  ladderChoices: { value: number; label: string }[];
  attributes: AttributeView[];
  scale: ScaleView;
  derived: DerivedView;
  skillGroups: SkillGroupView[];
  wounds: WoundTrackView;
  stun: StunView;
  weapons: WeaponView[];
  armor: ArmorView[];
  armorValue: number;
  biography: { value: string; enriched: string };
}

export function buildNpcContext(input: NpcInput): NpcContext {
  const { system, items, i18n } = input;
  return {
    actor: { name: input.name, img: input.img },
    uuid: input.uuid,
    editable: input.editable,
    isGM: input.isGM,
    ladderChoices: ladderChoices(),
    attributes: attributeViews(system.attributes),
    scale: scaleView(system.scale),
    derived: derivedView(input.derived),
    skillGroups: skillGroups(items, i18n, { onlyOwned: true }),
    wounds: woundTrackView(system.wounds, input.derived, { rapidHealing: hasTalent(items, "rapidHealing") }, i18n),
    stun: stunView(system.stun),
    // Creatures have no social class: no legality judgement.
    weapons: weaponViews({ attributes: system.attributes, scale: system.scale, socialClass: null }, items, i18n, null),
    armor: armorViews(items, input.derived.armorValue),
    armorValue: input.derived.armorValue,
    biography: { value: system.biography, enriched: input.enrichedBiography },
  };
}

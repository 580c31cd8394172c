/**
 * The whole context of the character sheet, from plain data. `_prepareContext` gathers the data
 * from the actor and calls {@link buildCharacterContext}; the tests and the screenshot script call
 * it with fixtures.
 */
import { mayCarryWeapon, SOCIAL_CLASSES } from "../../rules";
import {
  attributeViews,
  derivedView,
  hasTalent,
  ladderChoices,
  scaleView,
  signed,
  stunView,
  woundTrackView,
  type AttributeView,
  type DerivedView,
  type ScaleView,
  type StunView,
  type WoundTrackView,
} from "./common";
import { raiseView, type RaiseContext, type RaiseView } from "./advancement";
import { armorViews, weaponViews, type ArmorView, type LegalityJudge, type WeaponView } from "./combat";
import { creationView, type CreationView } from "./creation";
import { skillGroups, type SkillGroupView } from "./skills";
import { talentViews, type TalentView } from "./talents";
import type { CharacterInput } from "./types";

export interface ExperienceView {
  earned: number;
  spent: number;
  balance: string;
  /** EP owed (debt paid from future awards, rules 1.4); 0 when none. */
  owed: number;
  sessionNumber: number | null;
}

export interface CharacterContext {
  actor: { name: string; img: string };
  uuid: string;
  editable: boolean;
  isGM: boolean;
  socialClass: string;
  socialClassChoices: { value: string; label: string }[];
  nativeLanguage: string;
  religion: string;
  ladderChoices: { value: number; label: string }[];
  attributes: (AttributeView & { raise: RaiseView; used: UsedToggleView })[];
  scale: ScaleView;
  derived: DerivedView;
  skillGroups: SkillGroupView[];
  wounds: WoundTrackView;
  stun: StunView;
  weapons: WeaponView[];
  armor: ArmorView[];
  armorValue: number;
  talents: TalentView[];
  creation: CreationView;
  experience: ExperienceView;
  biography: { value: string; enriched: string };
}

/** A trait's "used since the last raise" flag (rules 1.4), which the GM may toggle on the sheet. */
export interface UsedToggleView {
  used: boolean;
  tooltip: string;
}

export function usedToggleView(used: boolean, i18n: CharacterInput["i18n"]): UsedToggleView {
  return { used, tooltip: i18n.localize(used ? "HARNFUDGE.Sheet.Raise.UsedOn" : "HARNFUDGE.Sheet.Raise.UsedOff") };
}

export interface CharacterContextOptions {
  /** Legality judge for weapons (rules 3.5): the rules core's mayCarryWeapon unless a test injects one; null: no judgement. */
  legality?: LegalityJudge | null;
}

export function buildCharacterContext(input: CharacterInput, options: CharacterContextOptions = {}): CharacterContext {
  const { system, items, i18n } = input;
  const epBalance = system.ep.earned - system.ep.spent;
  const raise: RaiseContext = { epBalance, sessionNumber: input.sessionNumber, allowDebt: input.allowDebt };
  return {
    actor: { name: input.name, img: input.img },
    uuid: input.uuid,
    editable: input.editable,
    isGM: input.isGM,
    socialClass: system.socialClass,
    socialClassChoices: SOCIAL_CLASSES.map((c) => ({ value: c, label: `HARNFUDGE.SocialClass.${c}` })),
    nativeLanguage: system.nativeLanguage,
    religion: system.religion,
    ladderChoices: ladderChoices(),
    attributes: attributeViews(system.attributes).map((a) => ({
      ...a,
      raise: raiseView("attribute", a.level.value, system.attributeAdvancement[a.key], raise, i18n),
      used: usedToggleView(system.attributeAdvancement[a.key].used, i18n),
    })),
    scale: scaleView(system.scale),
    derived: derivedView(input.derived),
    skillGroups: skillGroups(items, i18n, { raise }),
    wounds: woundTrackView(system.wounds, input.derived, { rapidHealing: hasTalent(items, "rapidHealing") }, i18n),
    stun: stunView(system.stun),
    weapons: weaponViews(
      { attributes: system.attributes, scale: system.scale, socialClass: system.socialClass },
      items,
      i18n,
      options.legality === undefined ? mayCarryWeapon : options.legality,
    ),
    armor: armorViews(items, input.derived.armorValue),
    armorValue: input.derived.armorValue,
    talents: talentViews(items, i18n),
    creation: creationView(system, items, i18n),
    experience: {
      earned: system.ep.earned,
      spent: system.ep.spent,
      balance: signed(epBalance),
      owed: epBalance < 0 ? -epBalance : 0,
      sessionNumber: input.sessionNumber,
    },
    biography: { value: system.biography, enriched: input.enrichedBiography },
  };
}

/**
 * The whole context of the character sheet, from plain data. `_prepareContext` gathers the data
 * from the actor and calls {@link buildCharacterContext}; the tests and the screenshot script call
 * it with fixtures.
 */
import { INITIATIVE_SKILL, mayCarryWeapon, SOCIAL_CLASSES } from "../../rules";
import { initialViewState, trainedOnly } from "../view-state";
import { signed } from "../../i18n/format";
import { memoLocalizer } from "../../i18n/memo";
import {
  attributeViews,
  derivedView,
  hasTalent,
  ladderChoices,
  scaleView,
  stunView,
  type AttributeView,
  type DerivedView,
  type ScaleView,
  type StunView,
} from "./common";
import { raiseView, type RaiseContext, type RaiseView } from "./advancement";
import { armorViews, weaponViews, type ArmorView, type LegalityJudge, type WeaponView } from "./combat";
import { creationView, type CreationView } from "./creation";
import { ladderSelect, type Choice } from "./items";
import { pickSkillRows, skillGroups, type SkillGroupView, type SkillRowView } from "./skills";
import { subjectListId, subjectLists, usedSubjects, type SubjectListView } from "./subjects";
import { talentViews, type TalentView } from "./talents";
import { addControls, modeView, searchView, type AddControlView, type ModeView, type SearchView } from "./view";
import { woundTrackView, type WoundTrackView } from "./wounds";
import { conditionChips, type ConditionChipView } from "./conditions";
import type { CharacterInput } from "./types";

export interface ExperienceView {
  earned: number;
  spent: number;
  balance: string;
  /** EP owed (debt paid from future awards, rules 1.4); 0 when none. */
  owed: number;
  sessionNumber: number | null;
  /** The EP inputs' upper bound (the data model's). */
  max: number;
}

export interface CharacterContext {
  actor: { name: string; img: string };
  uuid: string;
  editable: boolean;
  isGM: boolean;
  mode: ModeView;
  search: SearchView;
  add: Record<AddControlView["type"], AddControlView>;
  socialClass: string;
  socialClassLabelKey: string;
  socialClassChoices: { value: string; label: string }[];
  nativeLanguage: string;
  religion: string;
  ladderChoices: { value: number; label: string }[];
  /** Edit mode's skill ladder: Superb … Terrible, then Untrained. */
  skillLevelChoices: Choice[];
  attributes: (AttributeView & { raise: RaiseView | null; used: UsedToggleView })[];
  scale: ScaleView;
  derived: DerivedView;
  skillGroups: SkillGroupView[];
  /** Dodge, Shield and Initiative, also on the Combat tab. */
  combatSkills: SkillRowView[];
  wounds: WoundTrackView;
  stun: StunView;
  /** The status effects as the header's chips, with their rounds left. */
  conditions: ConditionChipView[];
  weapons: WeaponView[];
  armor: ArmorView[];
  armorValue: number;
  talents: TalentView[];
  creation: CreationView;
  /** The "creation finished" mark (rules 1.3, 1.4): who may set or clear it here. */
  creationMark: CreationMarkView;
  /** Raises go to the GM for approval (rules 1.4). */
  raiseApproval: boolean;
  /** In a fight (Play mode) the raise buttons are put away. */
  raisesAway: boolean;
  experience: ExperienceView;
  biography: { value: string; enriched: string };
  /** Edit mode: the known subjects the subject boxes offer (rules 1.1.2.2). */
  subjectLists: SubjectListView[];
  subjectListIds: { language: string | null; religion: string | null };
}

/** The creation mark's controls: the owner or the GM sets it; only the GM clears it. */
export interface CreationMarkView {
  finished: boolean;
  canFinish: boolean;
  canReopen: boolean;
  text: string;
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

/** The EP fields' upper bound (the character model's countField). */
const EP_MAX = 100_000;

/** The skills shown on the Combat tab besides the weapons: the defences and initiative (rules 3.1.1, 3.3). */
export const COMBAT_TAB_SKILLS = ["dodge", "shield", INITIATIVE_SKILL] as const;

export function buildCharacterContext(input: CharacterInput, options: CharacterContextOptions = {}): CharacterContext {
  const { system, items } = input;
  const i18n = memoLocalizer(input.i18n);
  const view = input.view ?? initialViewState();
  const mode = modeView(view, input.editable, i18n);
  const epBalance = system.ep.earned - system.ep.spent;
  const raise: RaiseContext = {
    epBalance,
    sessionNumber: input.sessionNumber,
    allowDebt: input.allowDebt,
    approval: input.raiseApproval === true,
  };
  const creation = creationView(system, items, i18n);
  // In a fight, Play mode puts the raise buttons away (issue 27, item 9): EP are spent between fights.
  const raising = !(mode.mode === "play" && input.inCombat === true);
  const groups = skillGroups(items, i18n, {
    raise: raising ? raise : undefined,
    mode: mode.mode,
    query: view.query,
    trainedOnly: trainedOnly({ ...view, mode: mode.mode }),
    collapsed: view.collapsed,
    costs: mode.edit ? creation.costs : undefined,
    subjectList: (skill) => subjectListId(input.uuid, skill),
  });
  return {
    actor: { name: input.name, img: input.img },
    uuid: input.uuid,
    editable: input.editable,
    isGM: input.isGM,
    mode,
    search: searchView(
      { ...view, mode: mode.mode },
      groups.flatMap((g) => g.skills),
    ),
    add: addControls(i18n),
    socialClass: system.socialClass,
    socialClassLabelKey: `HARNFUDGE.SocialClass.${system.socialClass}`,
    socialClassChoices: SOCIAL_CLASSES.map((c) => ({ value: c, label: `HARNFUDGE.SocialClass.${c}` })),
    nativeLanguage: system.nativeLanguage,
    religion: system.religion,
    subjectLists: mode.edit ? subjectLists(input.uuid, usedSubjects(items, system)) : [],
    subjectListIds: { language: subjectListId(input.uuid, "language"), religion: subjectListId(input.uuid, "religion") },
    ladderChoices: ladderChoices(),
    skillLevelChoices: ladderSelect("HARNFUDGE.Sheet.Level.Untrained"),
    attributes: attributeViews(system.attributes).map((a) => ({
      ...a,
      raise: raising ? raiseView("attribute", a.level.value, system.attributeAdvancement[a.key], raise, i18n) : null,
      used: usedToggleView(system.attributeAdvancement[a.key].used, i18n),
    })),
    scale: scaleView(system.scale),
    derived: derivedView(input.derived),
    skillGroups: groups,
    combatSkills: pickSkillRows(groups, COMBAT_TAB_SKILLS),
    wounds: woundTrackView(
      system.wounds,
      input.derived,
      {
        rapidHealing: hasTalent(items, "rapidHealing"),
        fortitude: hasTalent(items, "fortitude"),
        restedDays: input.restedOnClock ?? 0,
      },
      i18n,
    ),
    stun: stunView(system.stun),
    conditions: conditionChips(input.conditions, i18n),
    weapons: weaponViews(
      { attributes: system.attributes, scale: system.scale, socialClass: system.socialClass },
      items,
      i18n,
      options.legality === undefined ? mayCarryWeapon : options.legality,
    ),
    armor: armorViews(items, input.derived.armorValue, { socialClass: system.socialClass, i18n }),
    armorValue: input.derived.armorValue,
    talents: talentViews(items, i18n, creation.lateTalents, input.lucky),
    creation,
    creationMark: {
      finished: creation.finished,
      canFinish: input.editable && !creation.finished,
      canReopen: input.isGM && creation.finished,
      text: creation.statusText,
    },
    raiseApproval: raise.approval === true,
    /** The raise buttons are put away for the fight: the EP balance says so. */
    raisesAway: !raising,
    experience: {
      earned: system.ep.earned,
      spent: system.ep.spent,
      balance: signed(epBalance),
      owed: epBalance < 0 ? -epBalance : 0,
      sessionNumber: input.sessionNumber,
      max: EP_MAX,
    },
    biography: { value: system.biography, enriched: input.enrichedBiography },
  };
}

/** The compact NPC / creature sheet's context: attributes, scales, the skills it has, weapons, armor, wounds, notes. */
import { initialViewState } from "../view-state";
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
import { armorViews, weaponViews, type ArmorView, type WeaponView } from "./combat";
import { ladderSelect, type Choice } from "./items";
import { skillGroups, type SkillGroupView } from "./skills";
import { subjectListId, subjectLists, usedSubjects, type SubjectListView } from "./subjects";
import { addControls, modeView, searchView, type AddControlView, type ModeView, type SearchView } from "./view";
import { woundTrackView, type WoundTrackView } from "./wounds";
import { conditionChips, type ConditionChipView } from "./conditions";
import type { LimitedInput, NpcInput } from "./types";
import { memoLocalizer } from "../../i18n/memo";

export interface NpcContext {
  actor: { name: string; img: string };
  uuid: string;
  editable: boolean;
  isGM: boolean;
  mode: ModeView;
  search: SearchView;
  add: Record<AddControlView["type"], AddControlView>;
  ladderChoices: { value: number; label: string }[];
  skillLevelChoices: Choice[];
  attributes: AttributeView[];
  scale: ScaleView;
  derived: DerivedView;
  skillGroups: SkillGroupView[];
  wounds: WoundTrackView;
  stun: StunView;
  /** The status effects as chips in the header, with their rounds left. */
  conditions: ConditionChipView[];
  weapons: WeaponView[];
  armor: ArmorView[];
  armorValue: number;
  biography: { value: string; enriched: string };
  /** Edit mode: the known subjects the subject boxes offer (rules 1.1.2.2). */
  subjectLists: SubjectListView[];
}

export function buildNpcContext(input: NpcInput): NpcContext {
  const { system, items } = input;
  const i18n = memoLocalizer(input.i18n);
  const view = input.view ?? initialViewState();
  const mode = modeView(view, input.editable, i18n);
  const groups = skillGroups(items, i18n, {
    onlyOwned: true,
    mode: mode.mode,
    query: view.query,
    collapsed: view.collapsed,
    subjectList: (skill) => subjectListId(input.uuid, skill),
  });
  return {
    actor: { name: input.name, img: input.img },
    uuid: input.uuid,
    editable: input.editable,
    isGM: input.isGM,
    mode,
    // The NPC sheet lists only the skills the creature has (all of them in Edit mode): no "trained only" switch.
    search: searchView(
      view,
      groups.flatMap((g) => g.skills),
      false,
    ),
    add: addControls(i18n),
    ladderChoices: ladderChoices(),
    skillLevelChoices: ladderSelect("HARNFUDGE.Sheet.Level.Untrained"),
    attributes: attributeViews(system.attributes),
    scale: scaleView(system.scale),
    derived: derivedView(input.derived),
    skillGroups: groups,
    subjectLists: mode.edit ? subjectLists(input.uuid, usedSubjects(items)) : [],
    wounds: woundTrackView(
      system.wounds,
      input.derived,
      { rapidHealing: hasTalent(items, "rapidHealing"), fortitude: hasTalent(items, "fortitude") },
      i18n,
    ),
    stun: stunView(system.stun),
    conditions: conditionChips(input.conditions, i18n),
    // Creatures have no social class: no legality judgement.
    weapons: weaponViews({ attributes: system.attributes, scale: system.scale, socialClass: null }, items, i18n, null),
    armor: armorViews(items, input.derived.armorValue),
    armorValue: input.derived.armorValue,
    biography: { value: system.biography, enriched: input.enrichedBiography },
  };
}

/** The public face of an actor (LIMITED viewers): name, portrait, biography; nothing else is in the context. */
export interface LimitedContext {
  limited: true;
  actor: { name: string; img: string };
  biography: { enriched: string };
}

export function buildLimitedContext(input: LimitedInput): LimitedContext {
  return { limited: true, actor: { name: input.name, img: input.img }, biography: { enriched: input.enrichedBiography } };
}

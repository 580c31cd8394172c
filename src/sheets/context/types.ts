/**
 * Plain data the sheet context builders take: the stored shapes of the data models (src/data),
 * restated here without Foundry so the builders run in Node (tests, screenshots).
 */
import type { AttributeKey, SocialClass, StunTrack, WoundTrack } from "../../rules";
import type { ActorDerived } from "../../data/actors/derived-types";
import type { SheetViewState } from "../view-state";
import type { ConditionsInput } from "./conditions";
import type { Localizer } from "../../i18n/format";

export interface AdvancementData {
  used: boolean;
  raisedInSession: number | null;
}

export interface SkillData {
  key: string;
  category: string;
  default: number | null;
  level: number | null;
  perSubject: boolean;
  specialization: string;
  advancement: AdvancementData;
  description: string;
}

export interface WeaponData {
  legalClass: string;
  melee: { enabled: boolean; strength: number | null; skill: string };
  ranged: { enabled: boolean; strength: number | null; skill: string; musclePowered: boolean; range: number; meleeAs: string };
  scaledToWielder: boolean;
  variant: { kind: string; strength: number | null; active: boolean };
  equipped: boolean;
  description: string;
}

export interface ArmorData {
  value: number;
  /** The rules' armor type key (rules 3.5.3), "" for custom armor. */
  armorType: string;
  equipped: boolean;
  description: string;
}

export interface TalentData {
  key: string;
  choice: string;
  description: string;
}

interface ItemBase {
  id: string;
  name: string;
  img: string;
  sort: number;
  /** The name it had in its compendium before a translation (Babele's `flags.babele.originalName`), when translated. */
  originalName?: string;
}
export type PlainItem =
  | (ItemBase & { type: "skill"; system: SkillData })
  | (ItemBase & { type: "weapon"; system: WeaponData })
  | (ItemBase & { type: "armor"; system: ArmorData })
  | (ItemBase & { type: "talent"; system: TalentData });

export interface CommonActorData {
  attributes: Record<AttributeKey, number>;
  scale: { strength: number; mass: number };
  wounds: WoundTrack;
  stun: StunTrack;
  biography: string;
}

export interface CharacterData extends CommonActorData {
  socialClass: SocialClass;
  nativeLanguage: string;
  religion: string;
  cp: { total: number };
  ep: { earned: number; spent: number };
  attributeAdvancement: Record<AttributeKey, AdvancementData>;
  /** Creation finished (rules 1.3, 1.4, 4), and the talent keys held when it was marked. */
  creation: { finished: boolean; talents: string[] };
}

/** Figures the data models derive through the rules core in prepareDerivedData (talents are read from the items). */
export type DerivedData = Omit<ActorDerived, "talents">;

interface ActorInputBase {
  uuid: string;
  name: string;
  img: string;
  items: readonly PlainItem[];
  derived: DerivedData;
  /** The user may edit the sheet. */
  editable: boolean;
  /** The user is a GM (GM-only controls: Rest, the "used" toggles, Danger Sense / Intuition rolls). */
  isGM: boolean;
  /** The biography as enriched HTML, for display. */
  enrichedBiography: string;
  i18n: Localizer;
  /** Play / Edit mode, the skill search, "trained only", folded categories; Play with nothing typed when omitted. */
  view?: SheetViewState;
  /** The actor's status effects and their rounds, for the header's chips; none when omitted. */
  conditions?: ConditionsInput;
}

export interface CharacterInput extends ActorInputBase {
  system: CharacterData;
  /** The world's current session number (setting `harnfudge.sessionNumber`), or null when not registered. */
  sessionNumber: number | null;
  /** The GM may let a player spend EP they do not have (rules 1.4). */
  allowDebt: boolean;
  /** This user's raises need the GM's approval (world setting `harnfudge.raiseApproval`, off for the GM). */
  raiseApproval?: boolean;
  /** Days of rest the world's clock holds and has not written yet (play/healing/clock-register.ts); 0 when omitted. */
  restedOnClock?: number;
  /** The character fights in a started combat: Play mode keeps the raise buttons out of the way. */
  inCombat?: boolean;
  /** Lucky's last use (the latest of the character's marks and the GM's record) and server time now; omitted without Lucky. */
  lucky?: { lastUsed: number | null; now: number };
}

export interface NpcInput extends ActorInputBase {
  system: CommonActorData;
}

/** What a viewer with LIMITED permission may see of an actor: its public face. */
export interface LimitedInput {
  name: string;
  img: string;
  enrichedBiography: string;
}

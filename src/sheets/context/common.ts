/**
 * Context pieces every actor sheet shares: ladder choices, attributes, scales, stun marks (the
 * wound track is in wounds.ts). Display only: every figure comes from the rules core or the derived data.
 */
import {
  ATTRIBUTE_KEYS,
  LADDER_KEYS,
  LADDER_MIN,
  SCALE_MAX,
  SCALE_MIN,
  STUNS_BEFORE_VERY_STUNNED,
  describeLevel,
  ladderLocKey,
  type AttributeKey,
  type StunTrack,
} from "../../rules";
import { signed } from "../../i18n/format";
import type { CommonActorData, DerivedData, PlainItem } from "./types";

/** A level named on the ladder, with its value: `{labelKey: "HARNFUDGE.Ladder.good", offset: "", value: "+1"}`. */
export interface LevelView {
  value: number;
  signed: string;
  labelKey: string;
  /** "+2" beyond Superb, "−1" beyond Terrible, "" on the ladder. */
  offset: string;
}

export function levelView(value: number): LevelView {
  const d = describeLevel(value);
  return { value, signed: signed(value), labelKey: d.key, offset: d.offset === 0 ? "" : signed(d.offset) };
}

/** Choices for a ladder `<select>`: value → localization key, Superb first. */
export function ladderChoices(): { value: number; label: string }[] {
  return LADDER_KEYS.map((key, i) => ({ value: i + LADDER_MIN, label: ladderLocKey(key) })).reverse();
}

export interface AttributeView {
  key: AttributeKey;
  labelKey: string;
  abbrKey: string;
  name: string;
  level: LevelView;
}

export function attributeViews(attributes: Record<AttributeKey, number>): AttributeView[] {
  return ATTRIBUTE_KEYS.map((key) => ({
    key,
    labelKey: `HARNFUDGE.Attribute.${key}`,
    abbrKey: `HARNFUDGE.AttributeAbbr.${key}`,
    name: `system.attributes.${key}`,
    level: levelView(attributes[key]),
  }));
}

/** Whether a talent item with this key is among the actor's items. */
export function hasTalent(items: readonly PlainItem[], key: string): boolean {
  return items.some((i) => i.type === "talent" && i.system.key === key);
}

export interface StunView {
  pips: { index: number; marked: boolean }[];
  veryStunned: boolean;
  knockedOut: boolean;
}

/** Stun marks (rules 3.4.6): two pips, then Very Stunned; and the knockout mark. */
export function stunView(stun: StunTrack): StunView {
  const pips = Array.from({ length: STUNS_BEFORE_VERY_STUNNED }, (_, index) => ({ index, marked: index < stun.stuns }));
  return { pips, veryStunned: stun.veryStunned, knockedOut: stun.knockedOut };
}

export interface ScaleView {
  strength: number;
  mass: number;
  strengthSigned: string;
  massSigned: string;
  /** The inputs' bounds, the data model's (rules 1.2). */
  min: number;
  max: number;
}

export function scaleView(scale: CommonActorData["scale"]): ScaleView {
  return {
    strength: scale.strength,
    mass: scale.mass,
    strengthSigned: signed(scale.strength),
    massSigned: signed(scale.mass),
    min: SCALE_MIN,
    max: SCALE_MAX,
  };
}

export interface DerivedView {
  damageCapacity: LevelView;
  woundPenalty: string;
  armorValue: number;
  defensiveFactor: string;
  canAct: boolean;
}

export function derivedView(derived: DerivedData): DerivedView {
  return {
    damageCapacity: levelView(derived.damageCapacity),
    woundPenalty: signed(derived.woundPenalty),
    armorValue: derived.armorValue,
    defensiveFactor: signed(derived.defensiveFactor),
    canAct: derived.canAct,
  };
}

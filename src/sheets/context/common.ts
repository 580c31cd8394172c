/**
 * Context pieces every actor sheet shares: ladder choices, attributes, scales, the wound track and
 * stun marks. Display only: every figure comes from the rules core or the derived data.
 */
import {
  ATTRIBUTE_KEYS,
  LADDER_KEYS,
  LADDER_MIN,
  STUNS_BEFORE_VERY_STUNNED,
  WOUND_PENALTIES,
  canActAt,
  WOUND_TRACK_BOXES,
  daysToHeal,
  daysToNextLevel,
  describeLevel,
  ladderLocKey,
  woundLevelLocKey,
  type AttributeKey,
  type BoxLevel,
  type StunTrack,
  type WoundBox,
  type WoundTrack,
} from "../../rules";
import type { CommonActorData, DerivedData, I18n, PlainItem } from "./types";

/** "+2", "0", "−1" (a true minus sign). */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return "0";
}

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

export interface WoundBoxView {
  index: number;
  boxLevel: BoxLevel;
  marked: boolean;
  /** The wound's actual severity, when it differs from the box (it overflowed into this box). */
  overflowFromKey: string | null;
  open: boolean;
  infected: boolean;
  treatmentKey: string;
  tooltipKey: string;
  /** Days of rest this wound needs (rules 3.4.7), shown under the box; null for an empty box or a scratch. */
  healing: HealingDaysView | null;
}

/** A wound's healing time: "12 d" under its box, the detail in the tooltip. */
export interface HealingDaysView {
  /** Days until it heals its next level. */
  next: number;
  /** Days until it is healed. */
  total: number;
  /** "12 d", or "5/12 d" when the next level comes sooner than the whole. */
  label: string;
  tooltip: string;
}

/** The patient's healing speed: Rapid Healing (rules 4) halves mundane healing times. */
export interface HealingSpeed {
  rapidHealing: boolean;
}

/** Whether a talent item with this key is among the actor's items. */
export function hasTalent(items: readonly PlainItem[], key: string): boolean {
  return items.some((i) => i.type === "talent" && i.system.key === key);
}

function days(n: number): string {
  // Rapid Healing halves 5 days to 2.5: one decimal at most.
  return String(Math.round(n * 10) / 10);
}

function daysText(n: number, i18n: I18n): string {
  return i18n.format(n === 1 ? "HARNFUDGE.Healing.Day" : "HARNFUDGE.Healing.Days", { n: days(n) });
}

/** The days a marked wound still needs, from the rules core (daysToNextLevel, daysToHeal). */
export function healingDaysView(box: WoundBox, speed: HealingSpeed, i18n: I18n): HealingDaysView | null {
  if (!box.marked || box.severity === null) return null;
  const total = daysToHeal(box, speed);
  if (total === 0) return null;
  const next = daysToNextLevel(box, speed);
  const treatment = i18n.localize(`HARNFUDGE.Treatment.${box.treatment}`);
  const rate =
    box.treatment === "magical"
      ? i18n.localize(`HARNFUDGE.Sheet.Wounds.MagicalRate${box.magicalDaysPerLevel}`)
      : speed.rapidHealing
        ? i18n.localize("HARNFUDGE.Sheet.Wounds.RapidHealing")
        : "";
  return {
    next,
    total,
    label:
      next === total
        ? i18n.format("HARNFUDGE.Sheet.Wounds.DaysShort", { n: days(total) })
        : i18n.format("HARNFUDGE.Sheet.Wounds.DaysShortSplit", { next: days(next), total: days(total) }),
    tooltip: i18n.format("HARNFUDGE.Sheet.Wounds.HealingTooltip", {
      next: daysText(next, i18n),
      total: daysText(total, i18n),
      treatment: rate ? `${treatment}, ${rate}` : treatment,
    }),
  };
}

export interface WoundColumnView {
  level: BoxLevel;
  labelKey: string;
  /** The penalty of this level (rules 3.4.1), "" when none or when the level leaves no action. */
  penalty: string;
  /** Incapacitated and worse: no action at all (rules 3.4.1). */
  cannotAct: boolean;
  boxes: WoundBoxView[];
}

export interface WoundTrackView {
  columns: WoundColumnView[];
  dead: boolean;
  deadLabelKey: string;
  worstKey: string;
  penalty: string;
}

/**
 * The wound track as columns of boxes (rules 3.4.5): 3 Scratch, Hurt, Very Hurt, Incapacitated,
 * Near Death; each marked wound with the days of rest it still needs (rules 3.4.7).
 */
export function woundTrackView(
  track: WoundTrack,
  derived: Pick<DerivedData, "worstWound" | "woundPenalty">,
  speed: HealingSpeed,
  i18n: I18n,
): WoundTrackView {
  const columns: WoundColumnView[] = [];
  WOUND_TRACK_BOXES.forEach((boxLevel, index) => {
    const box = track.boxes[index];
    let column = columns.find((c) => c.level === boxLevel);
    if (!column) {
      const penalty = WOUND_PENALTIES[boxLevel];
      const cannotAct = !canActAt(boxLevel);
      column = {
        level: boxLevel,
        labelKey: woundLevelLocKey(boxLevel),
        penalty: penalty === 0 || cannotAct ? "" : signed(penalty),
        cannotAct,
        boxes: [],
      };
      columns.push(column);
    }
    const marked = box?.marked === true;
    const severity = marked ? (box?.severity ?? null) : null;
    column.boxes.push({
      index,
      boxLevel,
      marked,
      overflowFromKey: severity !== null && severity !== boxLevel ? woundLevelLocKey(severity) : null,
      open: marked && box?.open === true,
      infected: marked && box?.infected === true,
      treatmentKey: `HARNFUDGE.Treatment.${box?.treatment ?? "untreated"}`,
      tooltipKey: marked ? "HARNFUDGE.Sheet.Wounds.ClearBox" : "HARNFUDGE.Sheet.Wounds.MarkBox",
      healing: box ? healingDaysView(box, speed, i18n) : null,
    });
  });
  const worst = derived.worstWound === "none" || derived.worstWound === "" ? "none" : derived.worstWound;
  return {
    columns,
    dead: track.dead,
    deadLabelKey: woundLevelLocKey("dead"),
    worstKey: `HARNFUDGE.Wound.${track.dead ? "dead" : worst}`,
    penalty: signed(derived.woundPenalty),
  };
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
}

export function scaleView(scale: CommonActorData["scale"]): ScaleView {
  return { strength: scale.strength, mass: scale.mass, strengthSigned: signed(scale.strength), massSigned: signed(scale.mass) };
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

/**
 * The wound track (rules 3.4.5) as the sheets show it: columns of boxes, Dead, and under them each
 * wound of Hurt or worse with the days of rest it still needs (3.4.7) and its open / infected flags
 * (3.4.8). Every figure comes from the rules core (daysToNextLevel, daysToHeal).
 */
import {
  WOUND_TRACK_BOXES,
  canActAt,
  daysToHeal,
  daysToNextLevel,
  restWound,
  levelsLeftByRate,
  woundLevelPenaltyLabel,
  woundLevelLocKey,
  type BoxLevel,
  type WoundBox,
  type WoundTrack,
} from "../../rules";
import { counted, daysPerText, daysText, signed, type Localizer } from "../../i18n/format";
import type { DerivedData } from "./types";

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
  /** The box's name for screen readers and its tooltip: "Hurt", "Hurt: Scratch (overflowed)". */
  label: string;
}

/** A wound's healing time, from the rules core's daysToNextLevel / daysToHeal (rules 3.4.7). */
export interface HealingDaysView {
  /** Days until it heals its next level. */
  next: number;
  /** Days until it is healed. */
  total: number;
  /** "next level in 3 days · healed in 8 days", or "healed in 10 days" when the next level is the last. */
  text: string;
  /** The same with the treatment and rate that give these figures. */
  tooltip: string;
  /**
   * How many levels are left at each healing rate ("1 level at 5 days, 1 at 10 days"), null until
   * the rules core's `levelsLeftByRate(box, options)` is wired here: call it in healingDaysView and
   * format its result; the wound row shows this line when it is not null.
   */
  rates: string | null;
}

/** One wound of Hurt or worse under the track: what it is, how long it needs, its open/infected flags. */
export interface WoundDetailView {
  index: number;
  /** The box's level (the column), as a localization key. */
  boxLabelKey: string;
  /** The wound's own severity, as a localization key. */
  severityKey: string;
  /** The wound overflowed into a more severe box (rules 3.4.5). */
  overflow: boolean;
  /** "in the Hurt box" for an overflowed wound, else "". */
  note: string;
  /** The treatment, and the rate when it differs from the usual (magical, Rapid Healing). */
  treatment: string;
  healing: HealingDaysView | null;
  open: boolean;
  infected: boolean;
}

/** The patient's healing speed: Rapid Healing (rules 4) halves mundane healing times. */
export interface HealingSpeed {
  rapidHealing: boolean;
  /** Fortitude (rules 4): Hurt has no penalty and Very Hurt −1 — the track's labels say so. */
  fortitude?: boolean;
  /** Days the world's clock has rested this character and not yet written (rest on the world clock: play/healing/clock-span.ts); 0 when omitted. */
  restedDays?: number;
}

function treatmentText(box: WoundBox, speed: HealingSpeed, i18n: Localizer): string {
  const treatment = i18n.localize(`HARNFUDGE.Treatment.${box.treatment}`);
  const rate =
    box.treatment === "magical"
      ? i18n.format("HARNFUDGE.SheetUI.Wounds.MagicalRate", { n: daysPerText(box.magicalDaysPerLevel, i18n) })
      : speed.rapidHealing
        ? i18n.localize("HARNFUDGE.Sheet.Wounds.RapidHealing")
        : "";
  return rate ? `${treatment}, ${rate}` : treatment;
}

/** The days a marked wound still needs, from the rules core (daysToNextLevel, daysToHeal); null when none. */
export function healingDaysView(marked: WoundBox, speed: HealingSpeed, i18n: Localizer): HealingDaysView | null {
  // The days still to go count from the world's clock: the wound as the rest it already had will leave it.
  const box = speed.restedDays ? restWound(marked, speed.restedDays, speed) : marked;
  if (!box.marked || box.severity === null) return null;
  const total = daysToHeal(box, speed);
  if (total === 0) return null;
  const next = daysToNextLevel(box, speed);
  return {
    next,
    total,
    text:
      next === total
        ? i18n.format("HARNFUDGE.SheetUI.Wounds.HealedIn", { total: daysText(total, i18n) })
        : i18n.format("HARNFUDGE.SheetUI.Wounds.NextAndHealed", { next: daysText(next, i18n), total: daysText(total, i18n) }),
    tooltip: i18n.format("HARNFUDGE.Sheet.Wounds.HealingTooltip", {
      next: daysText(next, i18n),
      total: daysText(total, i18n),
      treatment: treatmentText(box, speed, i18n),
    }),
    rates: ratesText(box, speed, i18n),
  };
}

/** "2 levels at 5 days, 1 at 10 days a level" (the rules core's levelsLeftByRate), null when one rate covers it all. */
function ratesText(box: WoundBox, speed: HealingSpeed, i18n: Localizer): string | null {
  const rates = levelsLeftByRate(box, speed);
  if (rates.fast.levels === 0 || rates.untreated.levels === 0 || rates.fast.daysPerLevel === null) return null;
  return i18n.format("HARNFUDGE.SheetUI.Wounds.Rates", {
    fast: counted("HARNFUDGE.Healing.Levels", rates.fast.levels, i18n),
    fastDays: daysPerText(rates.fast.daysPerLevel, i18n),
    slow: counted("HARNFUDGE.Healing.Levels", rates.untreated.levels, i18n),
    slowDays: daysPerText(rates.untreated.daysPerLevel, i18n),
  });
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
  /** Every wound of Hurt or worse, in box order: the days it needs and its flags (rules 3.4.7, 3.4.8). */
  details: WoundDetailView[];
  worstKey: string;
  penalty: string;
}

/**
 * The wound track as columns of boxes (rules 3.4.5): 3 Scratch, Hurt, Very Hurt, Incapacitated,
 * Near Death, then Dead; under them each wound of Hurt or worse with the days of rest it still
 * needs (rules 3.4.7) and its open / infected flags (3.4.8: only those wounds can become infected).
 */
export function woundTrackView(
  track: WoundTrack,
  derived: Pick<DerivedData, "worstWound" | "woundPenalty">,
  speed: HealingSpeed,
  i18n: Localizer,
): WoundTrackView {
  const columns: WoundColumnView[] = [];
  const details: WoundDetailView[] = [];
  WOUND_TRACK_BOXES.forEach((boxLevel, index) => {
    const box = track.boxes[index];
    let column = columns.find((c) => c.level === boxLevel);
    if (!column) {
      // Rules 3.4.5's chart: Hurt (−1), Very Hurt (−2); with Fortitude (rules 4) Hurt 0, Very Hurt −1.
      const penalty = woundLevelPenaltyLabel(boxLevel, { fortitude: speed.fortitude ?? false });
      const cannotAct = !canActAt(boxLevel);
      column = {
        level: boxLevel,
        labelKey: woundLevelLocKey(boxLevel),
        penalty: penalty === null || cannotAct ? "" : signed(penalty),
        cannotAct,
        boxes: [],
      };
      columns.push(column);
    }
    const marked = box?.marked === true;
    const severity = marked ? (box?.severity ?? null) : null;
    const overflowFromKey = severity !== null && severity !== boxLevel ? woundLevelLocKey(severity) : null;
    const boxName = i18n.localize(column.labelKey);
    column.boxes.push({
      index,
      boxLevel,
      marked,
      overflowFromKey,
      open: marked && box?.open === true,
      infected: marked && box?.infected === true,
      treatmentKey: `HARNFUDGE.Treatment.${box?.treatment ?? "untreated"}`,
      tooltipKey: marked ? "HARNFUDGE.Sheet.Wounds.ClearBox" : "HARNFUDGE.Sheet.Wounds.MarkBox",
      label: overflowFromKey
        ? i18n.format("HARNFUDGE.SheetUI.Wounds.BoxOverflow", { box: boxName, severity: i18n.localize(overflowFromKey) })
        : boxName,
    });
    if (box && severity !== null && boxLevel !== "scratch") {
      details.push({
        index,
        boxLabelKey: column.labelKey,
        severityKey: woundLevelLocKey(severity),
        overflow: overflowFromKey !== null,
        note: overflowFromKey ? i18n.format("HARNFUDGE.SheetUI.Wounds.InBox", { box: boxName }) : "",
        treatment: treatmentText(box, speed, i18n),
        healing: healingDaysView(box, speed, i18n),
        open: box.open,
        infected: box.infected,
      });
    }
  });
  const worst = derived.worstWound === "none" || derived.worstWound === "" ? "none" : derived.worstWound;
  return {
    columns,
    dead: track.dead,
    deadLabelKey: woundLevelLocKey("dead"),
    details,
    worstKey: `HARNFUDGE.Wound.${track.dead ? "dead" : worst}`,
    penalty: signed(derived.woundPenalty),
  };
}

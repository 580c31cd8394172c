/**
 * What a player chooses in the roll dialog, as plain data a client may send to the GM's client,
 * and how the GM's client turns those choices into the roll's modifiers from facts only it reads
 * (the actor's wound penalty, the talents the actor really has). A roll that decides another
 * actor's fate (attack, defence, a healing roll on a patient the healer does not own, a Lucky
 * reroll) is rolled on the designated GM's client from these choices; the client never sends
 * modifiers, levels or dice.
 *
 * Bounds (docs/playing.md, "Who is trusted with what"):
 * - the situational modifier is a whole number within ±{@link PLAYER_SITUATIONAL_LIMIT} for a
 *   player (the ladder's span: a modifier the GM announces never needs more) and within
 *   ±{@link GM_SITUATIONAL_LIMIT} for the GM;
 * - only the GM may waive the wound penalty;
 * - opponents faced (rules 3.2.1) are counted on the GM's client from the battlefield
 *   (play/engagement); only the GM may set another number, 1…{@link MAX_OPPONENTS} (no more than six
 *   can engage one fighter);
 * - a talent counts only when the actor has it and it is a +1 talent (rules 4).
 * Anything else is refused with a localized reason; nothing is clamped silently.
 *
 * Pure: no Foundry.
 */
import { ENGAGEMENT_LIMITS, multipleOpponentsPenalty, type OwnedTalent } from "../rules";
import { isRecord } from "../util/guards";
import type { CheckModifier } from "./check";
import { talentOptions, type TalentOption } from "./talents";
import { CHOICE_REASONS } from "./choice-reasons";

/**
 * Who sees a roll's dice: Foundry's roll modes (v13) / message modes (v14) by one neutral name,
 * the same as the compatibility module's MessageMode (src/compat.ts converts at Foundry's edges).
 */
export const ROLL_VISIBILITIES = ["public", "gm", "blind", "self"] as const;
export type RollVisibility = (typeof ROLL_VISIBILITIES)[number];

export interface RollChoices {
  /** The situational modifier typed into the dialog. */
  situational: number;
  /** Whether the wound penalty applies (only the GM may switch it off). */
  applyWounds: boolean;
  /** Opponents faced (rules 3.2.1): null to count them from the battlefield; a number is the GM's override. */
  opponents: number | null;
  /** Talent bonuses ticked, as option ids (`charismatic`, `acuteSense:hearing`). */
  talents: string[];
  /** Who sees the dice. */
  visibility: RollVisibility;
}

export const PLAYER_SITUATIONAL_LIMIT = 3;
export const GM_SITUATIONAL_LIMIT = 10;
/** The most opponents one fighter can face: the rules core's limit for a fighter completely surrounded (rules 3.2.1). */
export const MAX_OPPONENTS = ENGAGEMENT_LIMITS.surrounded;

export { CHOICE_REASONS };

/** The id of a talent option, as the dialog sends it back. */
export function talentOptionId(option: Pick<TalentOption, "key" | "sense">): string {
  return option.sense ? `${option.key}:${option.sense}` : option.key;
}

export const DEFAULT_CHOICES: Readonly<RollChoices> = Object.freeze({
  situational: 0,
  applyWounds: true,
  opponents: null,
  talents: [],
  visibility: "public",
});

/** Reads choices that came over the wire; null for anything not of their shape. */
export function parseRollChoices(value: unknown): RollChoices | null {
  if (!isRecord(value)) return null;
  const { situational, applyWounds, opponents, talents, visibility } = value;
  if (typeof situational !== "number" || typeof applyWounds !== "boolean") return null;
  if (opponents !== null && typeof opponents !== "number") return null;
  if (!Array.isArray(talents) || !talents.every((t) => typeof t === "string")) return null;
  const vis = ROLL_VISIBILITIES.find((v) => v === visibility);
  if (!vis) return null;
  return { situational, applyWounds, opponents, talents: [...talents], visibility: vis };
}

/** What the GM's client reads itself for a roll's modifiers. */
export interface ModifierFacts {
  /** The actor's wound penalty (≤ 0), from its current track. */
  woundPenalty: number;
  /** The talents the actor has. */
  talents: readonly OwnedTalent[];
  /** Whether the roll counts opponents (attacks and defences). */
  countsOpponents: boolean;
  /** The opponents the GM's client counted from the battlefield (rules 3.2.1); 1 when not given. */
  opponents?: number;
  /** Further penalties the GM's client applies from the actor's state (conditions), already labelled. */
  extra?: readonly CheckModifier[];
}

export type ModifierResult = { ok: true; modifiers: CheckModifier[] } | { ok: false; reason: string };

/** Everything a roll's modifiers are made of, each part already decided. */
export interface ModifierParts {
  /** The wound penalty (≤ 0) and whether it applies. */
  woundPenalty: number;
  applyWounds: boolean;
  /** Opponents faced (rules 3.2.1), or null when the roll does not count them. */
  opponents: number | null;
  /** The talent bonuses taken, labelled. */
  talents: readonly CheckModifier[];
  /** The conditions' and the lasting modifiers' (already labelled, rules/roll-modifiers.ts). */
  extra: readonly CheckModifier[];
  situational: number;
}

/**
 * A roll's modifiers in one order, zeros left out: the wound penalty, the opponents' penalty, the
 * talents, the conditions and lasting modifiers, the situational modifier. The GM's client (the
 * roll), the roll dialog and the attack card's odds all list them with this one function, so what
 * each shows is what the roll adds.
 */
export function assembleModifiers(parts: ModifierParts): CheckModifier[] {
  const out: CheckModifier[] = [];
  if (parts.applyWounds && parts.woundPenalty !== 0)
    out.push({ label: "HARNFUDGE.Roll.WoundPenalty", value: parts.woundPenalty });
  if (parts.opponents !== null) {
    const penalty = multipleOpponentsPenalty(Math.max(1, parts.opponents));
    if (penalty !== 0) out.push({ label: "HARNFUDGE.Roll.Opponents", value: penalty });
  }
  for (const m of [...parts.talents, ...parts.extra]) if (m.value !== 0) out.push({ ...m });
  if (parts.situational !== 0) out.push({ label: "HARNFUDGE.Roll.Situational", value: parts.situational });
  return out;
}

/**
 * The modifiers a set of choices gives, decided from the facts; `byGM` when the GM asked.
 * Labels are localization keys or the talent's option id, resolved for display by the card.
 */
export function modifiersFromChoices(facts: ModifierFacts, choices: RollChoices, byGM: boolean): ModifierResult {
  const limit = byGM ? GM_SITUATIONAL_LIMIT : PLAYER_SITUATIONAL_LIMIT;
  if (!Number.isInteger(choices.situational) || Math.abs(choices.situational) > limit)
    return { ok: false, reason: CHOICE_REASONS.situational };
  if (!choices.applyWounds && !byGM && facts.woundPenalty !== 0) return { ok: false, reason: CHOICE_REASONS.woundsGMOnly };
  const override = facts.countsOpponents ? choices.opponents : null;
  if (override !== null) {
    if (!byGM) return { ok: false, reason: CHOICE_REASONS.opponentsGMOnly };
    if (!Number.isInteger(override) || override < 1 || override > MAX_OPPONENTS)
      return { ok: false, reason: CHOICE_REASONS.opponents };
  }
  const offered = new Map(talentOptions(facts.talents).map((o) => [talentOptionId(o), o]));
  const talents: CheckModifier[] = [];
  for (const id of new Set(choices.talents)) {
    const option = offered.get(id);
    if (!option) return { ok: false, reason: CHOICE_REASONS.talent };
    talents.push({ label: option.labelKey, value: option.value });
  }
  const modifiers = assembleModifiers({
    woundPenalty: facts.woundPenalty,
    applyWounds: choices.applyWounds,
    opponents: facts.countsOpponents ? (override ?? facts.opponents ?? 1) : null,
    talents,
    extra: facts.extra ?? [],
    situational: choices.situational,
  });
  return { ok: true, modifiers };
}

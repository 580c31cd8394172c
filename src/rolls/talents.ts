/**
 * Talent bonuses the roll dialog offers (rules 4): each +1 talent the actor has — Acute Sense
 * (with its sense), Animal Empathy, Charismatic, Magic Resistance, Prescience — as a checkbox the
 * player ticks when the situation applies (the GM decides; the rules say "actions that would
 * logically be affected"). Pre-ticked only where the roll's own context makes it certain, e.g.
 * Magic Resistance on a roll flagged as opposed against magic. The bonus value is the rules
 * core's talentRollBonus. Pure: tests drive it with plain talents.
 */
import {
  SENSES,
  TALENT_EFFECTS,
  TALENT_KEYS,
  talentLocKey,
  talentRollBonus,
  type OwnedTalent,
  type Sense,
  type TalentKey,
  type TalentSituation,
} from "../rules";

/** What the caller knows about the roll's situation. */
export interface TalentContext {
  /** Situations that certainly apply to this roll (pre-ticks the matching talents). */
  situations?: readonly TalentSituation[];
  /** The sense the roll relies on, when known (pre-ticks Acute Sense of that sense). */
  sense?: Sense;
}

export interface TalentOption {
  key: TalentKey;
  sense: Sense | null;
  situation: TalentSituation;
  /** Localization keys of the name, the sense (or null) and the situation, for the label. */
  labelKey: string;
  senseKey: string | null;
  situationKey: string;
  value: number;
  applies: boolean;
}

export function isTalentKey(value: unknown): value is TalentKey {
  return typeof value === "string" && (TALENT_KEYS as readonly string[]).includes(value);
}

export function isSense(value: unknown): value is Sense {
  return typeof value === "string" && (SENSES as readonly string[]).includes(value);
}

/** The talent bonuses an actor with these talents may add to a roll, in the talents' order. */
export function talentOptions(talents: readonly OwnedTalent[], context: TalentContext = {}): TalentOption[] {
  const seen = new Set<string>();
  const out: TalentOption[] = [];
  const certain = new Set(context.situations ?? []);
  for (const talent of talents) {
    const effect = TALENT_EFFECTS[talent.key];
    if (effect.kind !== "rollBonus") continue;
    const sense = effect.situation === "sense" ? (talent.sense ?? null) : null;
    // Acute Sense without a chosen sense cannot apply to anything yet.
    if (effect.situation === "sense" && sense === null) continue;
    const id = `${talent.key}:${sense ?? ""}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const value = talentRollBonus([talent], effect.situation, sense ?? undefined);
    if (value === 0) continue;
    const applies =
      effect.situation === "sense" ? certain.has("sense") && context.sense === sense : certain.has(effect.situation);
    out.push({
      key: talent.key,
      sense,
      situation: effect.situation,
      labelKey: talentLocKey(talent.key),
      senseKey: sense ? `HARNFUDGE.Sense.${sense}` : null,
      situationKey: `HARNFUDGE.TalentSituation.${effect.situation}`,
      value,
      applies,
    });
  }
  return out;
}

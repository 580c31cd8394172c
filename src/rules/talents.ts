/**
 * Innate magical talents (rules 4) as data the roll, damage and healing code applies.
 * Talents without a mechanical effect are `descriptive` (the GM adjudicates them).
 *
 * Interpretations:
 * - Every +1 talent adds +1 once to a roll in its situation; which rolls are "logically affected"
 *   is the GM's call, so the roll dialog asks for the situation.
 * - Lucky: allowed when never used or at least one real hour (3 600 000 ms) has passed since the
 *   last use; a clock that went backwards refuses the reroll. The better of the two rolls is kept
 *   (the first on a tie).
 * - Danger Sense warns on a situational roll of Good (+1) or better; Intuition is a secret
 *   situational roll the GM interprets.
 * - Prescience ("not easily surprised … abnormally quick reflexes") counts on the initiative roll
 *   (rules 3.1.1) unless the GM turns that off; Charismatic ("+1 to NPC reactions") counts on a
 *   reaction roll made for the character.
 */
import { SENSES, TALENT_KEYS, type Sense, type TalentKey } from "./constants";
import { situationalRoll, sumFudgeDice, type SituationalRoll } from "./dice";
import { ERROR_CODES, RulesError, requireFinite } from "./errors";
import { ladderValue } from "./ladder";

/** Situations a +1 talent applies to. */
export const TALENT_SITUATIONS = ["sense", "animals", "npcReactions", "opposedVsMagic", "gmDetermined"] as const;
export type TalentSituation = (typeof TALENT_SITUATIONS)[number];
export const TALENT_SITUATION_LOC_KEYS: Readonly<Record<TalentSituation, string>> = {
  sense: "HARNFUDGE.TalentSituation.sense",
  animals: "HARNFUDGE.TalentSituation.animals",
  npcReactions: "HARNFUDGE.TalentSituation.npcReactions",
  opposedVsMagic: "HARNFUDGE.TalentSituation.opposedVsMagic",
  gmDetermined: "HARNFUDGE.TalentSituation.gmDetermined",
};

export type TalentEffect =
  | { kind: "rollBonus"; bonus: number; situation: TalentSituation }
  | { kind: "woundPenalty"; hurt: number; veryHurt: number }
  | { kind: "damageReduction"; amount: number }
  | { kind: "reroll"; cooldownMs: number; keep: "better" }
  | { kind: "healingSpeed"; factor: number; mundaneOnly: true }
  | { kind: "secretRoll"; warnAtOrAbove: number | null }
  | { kind: "descriptive" };

export const LUCKY_COOLDOWN_MS = 60 * 60 * 1000;

/** The mechanical effect of each talent (rules 4). */
export const TALENT_EFFECTS: Readonly<Record<TalentKey, TalentEffect>> = {
  acuteSense: { kind: "rollBonus", bonus: 1, situation: "sense" },
  animalEmpathy: { kind: "rollBonus", bonus: 1, situation: "animals" },
  catsEyes: { kind: "descriptive" },
  charismatic: { kind: "rollBonus", bonus: 1, situation: "npcReactions" },
  dangerSense: { kind: "secretRoll", warnAtOrAbove: ladderValue("good") },
  directionSense: { kind: "descriptive" },
  empathy: { kind: "descriptive" },
  fortitude: { kind: "woundPenalty", hurt: 0, veryHurt: -1 },
  intuition: { kind: "secretRoll", warnAtOrAbove: null },
  lucky: { kind: "reroll", cooldownMs: LUCKY_COOLDOWN_MS, keep: "better" },
  magicResistance: { kind: "rollBonus", bonus: 1, situation: "opposedVsMagic" },
  magicSense: { kind: "descriptive" },
  mysticalShield: { kind: "damageReduction", amount: 1 },
  prescience: { kind: "rollBonus", bonus: 1, situation: "gmDetermined" },
  rapidHealing: { kind: "healingSpeed", factor: 2, mundaneOnly: true },
};

/** Localization key of a talent's name, e.g. `HARNFUDGE.Talent.lucky`. */
export function talentLocKey(key: TalentKey): string {
  return `HARNFUDGE.Talent.${key}`;
}
export const TALENT_LOC_KEYS: readonly string[] = TALENT_KEYS.map(talentLocKey);

/** A talent a character has, with Acute Sense's chosen sense. */
export interface OwnedTalent {
  key: TalentKey;
  sense?: Sense | null;
}

/**
 * Total talent bonus to a roll in `situation` (rules 4). For `sense`, only Acute Sense with the
 * matching `sense` applies. Each talent counts once.
 */
export function talentRollBonus(talents: readonly OwnedTalent[], situation: TalentSituation, sense?: Sense): number {
  if (!(TALENT_SITUATIONS as readonly string[]).includes(situation)) {
    throw new RulesError(ERROR_CODES.unknownKey, { name: "situation", value: String(situation) });
  }
  if (sense !== undefined && !(SENSES as readonly string[]).includes(sense)) {
    throw new RulesError(ERROR_CODES.unknownKey, { name: "sense", value: String(sense) });
  }
  const counted = new Set<TalentKey>();
  let bonus = 0;
  for (const t of talents) {
    const effect = TALENT_EFFECTS[t.key];
    if (!effect) throw new RulesError(ERROR_CODES.unknownKey, { name: "talent", value: String(t.key) });
    if (effect.kind !== "rollBonus" || effect.situation !== situation || counted.has(t.key)) continue;
    if (situation === "sense" && (sense === undefined || t.sense !== sense)) continue;
    counted.add(t.key);
    bonus += effect.bonus;
  }
  return bonus;
}

/** Talents whose +1 counts on the initiative roll (rules 4, Prescience: "abnormally quick reflexes"; rules 3.1.1). */
export const INITIATIVE_TALENTS: readonly TalentKey[] = ["prescience"];

/** The initiative roll's talent bonuses (rules 4, 3.1.1): one labelled +1 per talent that quickens it. */
export function initiativeTalentBonuses(talents: readonly OwnedTalent[]): { key: TalentKey; value: number }[] {
  return INITIATIVE_TALENTS.flatMap((key) => {
    const effect = TALENT_EFFECTS[key];
    return hasTalent(talents, key) && effect.kind === "rollBonus" ? [{ key, value: effect.bonus }] : [];
  });
}

/** Whether Lucky's reroll is available (rules 4): never used, or at least an hour of real time since. */
export function luckyRerollAllowed(lastUsedMs: number | null, nowMs: number): boolean {
  const now = requireFinite(nowMs, "nowMs");
  if (lastUsedMs === null) return true;
  const last = requireFinite(lastUsedMs, "lastUsedMs");
  return now >= last && now - last >= LUCKY_COOLDOWN_MS;
}

/**
 * Lucky (rules 4): keep the better of the original roll and the reroll (the original on a tie),
 * for any roll of Fudge dice the character makes: a 4dF check, attack, defence or Health roll, or
 * the single 1dF of their own attack's damage. Both rolls must have the same number of dice (1…4).
 */
export function luckyKeepBetter(
  original: readonly number[],
  reroll: readonly number[],
): { kept: "original" | "reroll"; faces: readonly number[]; total: number } {
  const a = sumFudgeDice(original, "original");
  const b = sumFudgeDice(reroll, "reroll");
  if (original.length !== reroll.length) {
    throw new RulesError(ERROR_CODES.invalidDice, { name: "reroll", value: String(reroll) }, "the reroll must roll as many dice");
  }
  return b > a ? { kept: "reroll", faces: [...reroll], total: b } : { kept: "original", faces: [...original], total: a };
}

/** Danger Sense (rules 4): the GM's secret situational roll warns on Good or better. */
export function dangerSenseCheck(faces: readonly number[]): SituationalRoll & { warned: boolean } {
  const roll = situationalRoll(faces);
  return { ...roll, warned: roll.total >= ladderValue("good") };
}

/** Intuition (rules 4): the GM's secret situational roll, interpreted by the GM. */
export function intuitionCheck(faces: readonly number[]): SituationalRoll {
  return situationalRoll(faces);
}

/** Whether a character's talents include `key`. */
export function hasTalent(talents: readonly OwnedTalent[] | ReadonlySet<TalentKey>, key: TalentKey): boolean {
  if (talents instanceof Set) return talents.has(key);
  return (talents as readonly OwnedTalent[]).some((t) => t.key === key);
}

/**
 * Healing a wound track (rules 3.4.7, 3.4.8): a healing roll's result or magical healing applied
 * to every wound, and strenuous activity during the healing process.
 *
 * Interpretations (see also treatment.ts and healing-time.ts):
 * - A healing roll heals nothing at the moment it is made; it sets each untended wound's treatment
 *   (Good 1, Great 2, Superb+ 3 treated levels; below Good a failed treatment). Wounds already
 *   tended keep their treatment.
 * - Magical healing covers every level of every wound at the GM's days per level (quarter days from
 *   0 to 2, "one to two days … or even less"); at 0 the wounds (and scratches) heal at once.
 * - Strenuous activity (rules 3.4.7): the GM sets the Health roll's difficulty (Fair unless told
 *   otherwise); on a failure every wound loses its treatment (treated, failed or magical: it heals at
 *   the untreated rate and may be treated again) and every wound starts counting days again.
 */
import { DEFAULT_MAGICAL_DAYS_PER_LEVEL, type MagicalDaysPerLevel, type Treatment } from "./constants";
import type { WoundTrack } from "./types";
import { ERROR_CODES, RulesError, requireInteger, requireLadderLevel } from "./errors";
import { ladderValue } from "./ladder";
import { restWound } from "./healing-time";
import { mayBeTreated, tendWound } from "./treatment";
import { emptyWoundBox, requireMagicalDaysPerLevel } from "./wound-box";
import { repackWounds, validateWoundTrack } from "./wounds";

function copy(track: WoundTrack): WoundTrack {
  return { dead: track.dead, boxes: track.boxes.map((b) => ({ ...b })) };
}

/** Indices of the wounds a healing roll may treat: marked, with levels to heal, not tended yet. */
export function treatableWounds(track: WoundTrack): number[] {
  validateWoundTrack(track);
  return track.dead ? [] : track.boxes.flatMap((b, i) => (mayBeTreated(b) ? [i] : []));
}

/**
 * Magical healing (rules 3.4.7): every wound heals every level at `daysPerLevel` days of rest
 * (quarter days, 0…2; never halved by Rapid Healing). At 0 the wounds and scratches heal at once.
 * Returns a new track; a dead character's track is unchanged.
 */
export function applyMagicalHealing(track: WoundTrack, daysPerLevel: MagicalDaysPerLevel): WoundTrack {
  validateWoundTrack(track);
  const rate = requireMagicalDaysPerLevel(daysPerLevel, "daysPerLevel");
  if (track.dead) return copy(track);
  const boxes = track.boxes.map((b) => {
    if (!b.marked) return { ...b };
    const tended = restWound(tendWound(b, { kind: "magical", daysPerLevel: rate }), 0);
    return rate === 0 && tended.severity === "scratch" && !tended.infected ? emptyWoundBox() : tended;
  });
  return repackWounds({ dead: false, boxes });
}

/**
 * Apply a healing roll's result (rules 3.4.7) and return a new track: every wound that may be
 * treated ({@link treatableWounds}) gets its treatment from the result; nothing heals now.
 * `treatment` "magical" applies {@link applyMagicalHealing} at `magicalDaysPerLevel` instead (magic
 * is not a roll: the result is checked but not read). A dead character's track is unchanged.
 */
export function applyHealingResult(
  track: WoundTrack,
  resultDegree: number,
  treatment: Extract<Treatment, "treated" | "magical"> = "treated",
  magicalDaysPerLevel: MagicalDaysPerLevel = DEFAULT_MAGICAL_DAYS_PER_LEVEL,
): WoundTrack {
  validateWoundTrack(track);
  const degree = requireInteger(resultDegree, "resultDegree");
  if (treatment === "magical") return applyMagicalHealing(track, magicalDaysPerLevel);
  if (treatment !== "treated") throw new RulesError(ERROR_CODES.unknownKey, { name: "treatment", value: String(treatment) });
  if (track.dead) return copy(track);
  return { dead: false, boxes: track.boxes.map((b) => tendWound(b, { kind: "roll", resultDegree: degree })) };
}

/**
 * A failed Health roll after strenuous activity (rules 3.4.7), two cases: a wound that was receiving
 * treatment (treated with levels at the treated rate, or magical) loses it — it heals at the
 * untreated rate from the days already counted, and may be treated again; a wound that was not
 * (untreated, or tended by a failed roll) "must start counting days again".
 */
export function loseHealingProgress(track: WoundTrack): WoundTrack {
  validateWoundTrack(track);
  return {
    dead: track.dead,
    boxes: track.boxes.map((b) => {
      if (!b.marked) return { ...b };
      const treated = b.treatment === "magical" || (b.treatment === "treated" && b.treatedLevels > 0);
      return {
        ...b,
        treatment: "untreated",
        treatedLevels: 0,
        magicalDaysPerLevel: DEFAULT_MAGICAL_DAYS_PER_LEVEL,
        daysRested: treated ? b.daysRested : 0,
      };
    }),
  };
}

/** The Health roll's difficulty after strenuous activity when the GM names none: Fair. */
export const STRENUOUS_DEFAULT_DIFFICULTY = ladderValue("fair");

export interface StrenuousActivityResult {
  /** The Health roll's rolled degree was below the difficulty. */
  failed: boolean;
  difficulty: number;
  /** The track after the roll: {@link loseHealingProgress} on a failure, else unchanged. */
  track: WoundTrack;
}

/**
 * Strenuous activity while healing (rules 3.4.7): the Health roll's rolled degree against the GM's
 * difficulty (a ladder level, Fair by default); a failure loses the healing progress.
 */
export function strenuousActivity(
  track: WoundTrack,
  healthRolledDegree: number,
  difficulty: number = STRENUOUS_DEFAULT_DIFFICULTY,
): StrenuousActivityResult {
  validateWoundTrack(track);
  const rolled = requireInteger(healthRolledDegree, "healthRolledDegree");
  const d = requireLadderLevel(difficulty, "difficulty");
  const failed = rolled < d;
  return { failed, difficulty: d, track: failed ? loseHealingProgress(track) : copy(track) };
}

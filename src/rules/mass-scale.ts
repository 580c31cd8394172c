/**
 * Mass Scale from a creature's body mass (rules 1.2: "Strength and Mass are rated in terms of
 * Scale"; human Scale is 0; a bear "might have a Scale of 3", a domestic cat "of −7").
 *
 * Interpretations (docs/rules-interpretations.md, 1.2):
 * - Each step of Scale is about ×1.5 body mass (Fudge's Scale, which HârnFudge follows), so the
 *   Scale is the number of ×1.5 steps from a human's mass, rounded to the nearest step.
 * - A human of Scale 0 weighs {@link HUMAN_MASS_KG} (75 kg, about 165 lb): the rules' examples then
 *   land where they are: Scale 3 ≈ 253 kg (a bear), Scale −7 ≈ 4.4 kg (a domestic cat).
 * - The result stays within the Scales a sheet takes (SCALE_MIN … SCALE_MAX).
 */
import { SCALE_MAX, SCALE_MIN } from "./constants";
import { requireIntegerInRange, requireNumberInRange } from "./errors";

/** The body mass of Scale 0 (a human), in kilograms. */
export const HUMAN_MASS_KG = 75;
/** How much heavier each step of Scale is. */
export const MASS_PER_SCALE_STEP = 1.5;
/** The lightest and heaviest masses taken, in kilograms (a gnat to a whale and beyond). */
export const MASS_MIN_KG = 0.001;
export const MASS_MAX_KG = 10_000_000;

/** The Mass Scale of a creature weighing `kilograms` (rules 1.2; ×1.5 per step from a 75 kg human). */
export function massScaleFromMass(kilograms: number): number {
  const kg = requireNumberInRange(kilograms, "mass", MASS_MIN_KG, MASS_MAX_KG);
  const steps = Math.round(Math.log(kg / HUMAN_MASS_KG) / Math.log(MASS_PER_SCALE_STEP));
  // `+ 0` turns Math.round's −0 (a mass a little under a human's) into 0.
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, steps)) + 0;
}

/** The typical body mass of a Mass Scale, in kilograms (the middle of the step). */
export function massOfScale(scale: number): number {
  const s = requireIntegerInRange(scale, "scale", SCALE_MIN, SCALE_MAX);
  return HUMAN_MASS_KG * MASS_PER_SCALE_STEP ** s;
}

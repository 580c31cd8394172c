/**
 * The Mass Scale a typed body mass offers on the sheet (issue 26, item 7; rules 1.2, the rules
 * core's massScaleFromMass: about ×1.5 body mass per step from a 75 kg human). What the GM types is
 * read here: a number with a decimal point or comma, in kilograms unless it names pounds or tonnes
 * ("250", "250 kg", "550 lb", "1,5 t"). Pure.
 */
import { MASS_MAX_KG, MASS_MIN_KG, massScaleFromMass } from "../../rules";

const POUND_KG = 0.45359237;
const UNITS: Record<string, number> = { "": 1, kg: 1, lb: POUND_KG, lbs: POUND_KG, pfd: POUND_KG, pfund: POUND_KG, t: 1000 };

/** A typed mass in kilograms, or null when it is none (no number, an unknown unit, out of range). */
export function parseMass(text: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([a-zA-Z]*)\.?\s*$/.exec(text);
  if (!match) return null;
  const factor = UNITS[(match[2] ?? "").toLowerCase()];
  if (factor === undefined) return null;
  const kg = Number((match[1] ?? "").replace(",", ".")) * factor;
  return kg >= MASS_MIN_KG && kg <= MASS_MAX_KG ? kg : null;
}

/** The Mass Scale a typed mass offers, and whether it differs from the sheet's; null for no mass. */
export function massOffer(text: string, current: number): { scale: number; changes: boolean } | null {
  const kg = parseMass(text);
  if (kg === null) return null;
  const scale = massScaleFromMass(kg);
  return { scale, changes: scale !== current };
}

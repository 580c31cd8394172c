/**
 * Scene distances in feet, for a missile's maximum effective range (rules 3.5.2 gives ranges in
 * feet): a scene measured in feet or yards or metres converts; other units (miles, squares, hexes,
 * a GM's own word) are not guessed at, so no range warning is given there. Pure.
 */
const FEET_PER_UNIT: Readonly<Record<string, number>> = {
  ft: 1,
  "ft.": 1,
  feet: 1,
  foot: 1,
  yd: 3,
  yds: 3,
  yard: 3,
  yards: 3,
  m: 3.28084,
  meter: 3.28084,
  meters: 3.28084,
  metre: 3.28084,
  metres: 3.28084,
};

/** A distance in the scene's units as feet, or null for units that are not lengths we know. */
export function toFeet(distance: number, units: string): number | null {
  const factor = FEET_PER_UNIT[units.trim().toLowerCase()];
  return factor === undefined || !Number.isFinite(distance) || distance < 0 ? null : distance * factor;
}

/**
 * The key that focuses the skill search: "/" as the user's keyboard layout types it. Foundry binds
 * keys by their place on the keyboard (`KeyboardEvent.code`), and "/" sits in a different place on
 * each layout: its own key on US and UK keyboards ("Slash", which types "-" on a German one),
 * Shift+7 on German, Austrian, Swiss, Nordic, Spanish and Italian ones, Shift+":" on French
 * AZERTY ("Period"). The binding's defaults are all three; a press of one of them that does not
 * type "/" on this layout (Shift+7 typing "&" on a US keyboard, the German "-") is left to
 * whatever else the key does. A binding the user chose in Configure Controls always counts. No
 * Foundry here, for tests.
 */

/** The default bindings, by `KeyboardEvent.code` and whether Shift is held. */
export const SEARCH_KEY_DEFAULTS: readonly { code: string; shift: boolean }[] = [
  { code: "Slash", shift: false },
  { code: "Digit7", shift: true },
  { code: "Period", shift: true },
];

/** The key press as the keybinding sees it. */
export interface SearchKeyPress {
  /** `KeyboardEvent.code`: the key's place. */
  code: string;
  /** `KeyboardEvent.key`: what it types on this layout. */
  key: string;
  shiftKey: boolean;
}

/** False for a press of a default binding that does not type "/" on this layout; true otherwise. */
export function pressMeansSearch(press: SearchKeyPress): boolean {
  const isDefault = SEARCH_KEY_DEFAULTS.some((d) => d.code === press.code && d.shift === press.shiftKey);
  return !isDefault || press.key === "/";
}

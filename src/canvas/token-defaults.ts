/**
 * Prototype token defaults for new actors (docs/tokens.md). Bar 1 defaults to the wound track
 * through the manifest's `primaryTokenAttribute` (Foundry's own system-level default, which also
 * honours the world's Default Token Configuration); Foundry has no system-level default for WHEN
 * bars show, so a new actor's prototype token gets "always, for owners" here, unless its creator
 * or the world's default token configuration chose a display mode. Pure: the data models' `_preCreate`
 * hands in the facts (src/canvas/prototype-token.ts).
 */

/** The display modes used here, as Foundry numbers them (`CONST.TOKEN_DISPLAY_MODES`). */
export interface DisplayModes<Mode extends number> {
  NONE: Mode;
  OWNER: Mode;
}

export interface TokenDefaultsInput<Mode extends number> {
  /** The creation data names `prototypeToken.displayBars` (a duplicate, an import, a script that chose). */
  displayBarsGiven: boolean;
  /** The new prototype token's display mode as it stands: Foundry's NONE, or the world's default token configuration. */
  displayBars: Mode;
  modes: DisplayModes<Mode>;
}

/**
 * The prototype token change for a new actor, or null for none: bars shown always to the token's
 * owners (the GM sees every wound track, players their own characters') when nobody chose otherwise.
 */
export function prototypeTokenDefaults<Mode extends number>(input: TokenDefaultsInput<Mode>): { displayBars: Mode } | null {
  if (input.displayBarsGiven || input.displayBars !== input.modes.NONE) return null;
  return { displayBars: input.modes.OWNER };
}

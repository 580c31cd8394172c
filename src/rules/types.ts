/**
 * Plain data shapes that cross the seam between the rules core and the Foundry adapter.
 * The data models in src/data/ store exactly these shapes (see src/data/fields/*), so the
 * adapter hands `actor.system.wounds` straight to the rules core and writes back what it returns.
 */
import type { BoxLevel, MagicalDaysPerLevel, Treatment } from "./constants";

/** One box of the wound track (rules 3.4.5) and the wound it holds, with its healing state (3.4.7, 3.4.8). */
export interface WoundBox {
  /** Whether the box holds a wound. */
  marked: boolean;
  /**
   * The wound's actual severity; differs from the box's own level when the wound overflowed
   * into a more severe box. `null` when the box is empty.
   */
  severity: BoxLevel | null;
  /** Open wound (cut, stab, severe trauma): rolls for infection at the end of combat (rules 3.4.8). */
  open: boolean;
  /** Infected: counts as one more level for healing, healed first (rules 3.4.8). */
  infected: boolean;
  /** The wound has had its one infection roll (rules 3.4.8), infected or not. */
  infectionChecked: boolean;
  /**
   * How the wound is treated (rules 3.4.7): `untreated`, `failed` (tended, roll below Good),
   * `treated` (tended, roll Good or better) or `magical`. Any value but `untreated` means the wound
   * is tended and is not treated again until the treatment is lost or the wound has healed.
   */
  treatment: Treatment;
  /**
   * With `treated`: the wound's next levels still to heal at the treated rate (integer 0…5; the
   * levels beyond them heal at the untreated rate; a count above the levels left is read as all of
   * them). 0 with any other treatment.
   */
  treatedLevels: number;
  /**
   * Days per level when `treatment` is `magical` (rules 3.4.7): quarter days from 0 to 2; ignored
   * otherwise, 2 by default.
   */
  magicalDaysPerLevel: MagicalDaysPerLevel;
  /** Days of rest already counted towards the next level healed: quarter days, ≥ 0. */
  daysRested: number;
}

/**
 * The wound track: seven boxes in the order of WOUND_TRACK_BOXES (3 Scratch, Hurt, Very Hurt,
 * Incapacitated, Near Death) and the Dead mark.
 */
export interface WoundTrack {
  boxes: WoundBox[];
  dead: boolean;
}

/** Stun marks (rules 3.4.6): Stun results stay on the sheet; a third makes the character Very Stunned. */
export interface StunTrack {
  /** Stun results on the sheet (0…2; the third becomes veryStunned). */
  stuns: number;
  veryStunned: boolean;
  knockedOut: boolean;
}

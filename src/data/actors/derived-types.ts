/** The derived actor figures, in a Foundry-free file so Node-side code (tests, screenshots) can share them. */
import type { TalentKey } from "../../rules/constants";

/** Figures derived in `prepareDerivedData`, never stored. */
// A type alias, not an interface: fvtt-types wants derived data assignable to AnyObject.
export type ActorDerived = {
  /** Rules 3.4.2. */
  damageCapacity: number;
  /** Penalty the wound track gives to actions (rules 3.4.1, Fortitude in 4). */
  woundPenalty: number;
  /** False at Incapacitated or worse. */
  canAct: boolean;
  /** The worst wound level marked, as a box level, or "none". */
  worstWound: string;
  /** The armor value in use (rules 3.5.3; see the README's rules interpretations). */
  armorValue: number;
  /** Damage capacity + Mass Scale + armor value (rules 3.4.3.2). */
  defensiveFactor: number;
  /** Talents the actor has, by key. */
  talents: Set<TalentKey>;
};

/** The token bar attributes (docs/tokens.md), derived in `prepareDerivedData` from the wound and stun tracks. */
export type TokenBarsDerived = {
  /** Wound boxes still free out of 7, 0 when dead (rules 3.4.5). Token bar path `woundBar`. */
  woundBar: { value: number; max: number };
  /** Stun marks out of 3; Very Stunned or knocked out fill it (rules 3.4.6). Token bar path `stunBar`. */
  stunBar: { value: number; max: number };
};

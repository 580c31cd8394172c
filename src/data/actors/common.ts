/**
 * What characters and NPCs share: attributes, scales, wounds, stun, notes, and the derived
 * combat figures computed by the rules core.
 */
import { BOX_LEVELS, WOUND_TRACK_BOXES } from "../../rules/constants";
import type { TalentKey } from "../../rules/constants";
import type { WoundTrack } from "../../rules/types";
import { attributesField, scaleField, stunField, woundTrackField } from "../fields";

const fields = foundry.data.fields;

export function commonActorSchema() {
  return {
    attributes: attributesField(),
    scale: new fields.SchemaField({ strength: scaleField(), mass: scaleField() }),
    wounds: woundTrackField(),
    stun: stunField(),
    biography: new fields.HTMLField({ required: true, blank: true, initial: "" }),
  };
}

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

const SEVERITY_RANK: Record<string, number> = Object.fromEntries(BOX_LEVELS.map((level, i) => [level, i]));

/**
 * Problems in a stored wound track that the field types alone cannot see: a marked box needs its
 * actual severity, an empty box has none, and a wound only ever overflows into a more severe box.
 * Returns a description of the first problem, or null.
 */
export function woundTrackProblem(track: WoundTrack): string | null {
  for (const [i, box] of track.boxes.entries()) {
    const boxLevel = WOUND_TRACK_BOXES[i];
    if (boxLevel === undefined) return `box ${i} does not exist`;
    if (box.marked && box.severity === null) return `box ${i} is marked without a severity`;
    if (!box.marked && (box.severity !== null || box.open || box.infected)) return `box ${i} is empty but holds a wound`;
    if (box.severity !== null && (SEVERITY_RANK[box.severity] ?? 99) > (SEVERITY_RANK[boxLevel] ?? -1)) {
      return `box ${i} (${boxLevel}) holds a more severe wound (${box.severity})`;
    }
  }
  return null;
}

/**
 * What characters and NPCs share: attributes, scales, wounds, stun, notes, and the derived
 * combat figures computed by the rules core.
 */
import { attributesField, scaleField, stunField, woundTrackField } from "../fields";
import { recordsField } from "./records";

const fields = foundry.data.fields;

export function commonActorSchema() {
  return {
    attributes: attributesField(),
    scale: new fields.SchemaField({ strength: scaleField(), mass: scaleField() }),
    wounds: woundTrackField(),
    stun: stunField(),
    biography: new fields.HTMLField({ required: true, blank: true, initial: "" }),
    /** What the GM's client recorded with each change it made (see src/play/gm/records.ts). */
    records: recordsField(),
  };
}

export type { ActorDerived } from "./derived-types";

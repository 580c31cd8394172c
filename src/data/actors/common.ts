/**
 * What characters and NPCs share: attributes, scales, wounds, stun, notes, and the derived
 * combat figures computed by the rules core.
 */
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

export type { ActorDerived } from "./derived-types";

/**
 * The schema of what the GM's client records on an actor in the same update as the change it
 * records (the shape is ../../play/gm/records.ts's `ActorRecords`): applied attack cards with what
 * Undo needs, carried-out requests, processed combat ends and session awards.
 */
import { stunField, woundBoxField } from "../fields";

const fields = foundry.data.fields;

function hitField() {
  return new fields.SchemaField({
    card: new fields.StringField({ required: true, blank: false }),
    by: new fields.StringField({ required: true, blank: true, initial: "" }),
    at: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
    boxIndex: new fields.NumberField({ required: true, nullable: true, integer: true, min: 0, max: 6, initial: null }),
    box: new fields.SchemaField(woundBoxField().fields, { required: true, nullable: true, initial: null }),
    died: new fields.BooleanField({ initial: false }),
    stunBefore: stunField(),
    stunAfter: stunField(),
    undone: new fields.BooleanField({ initial: false }),
  });
}

export function recordsField() {
  return new fields.SchemaField({
    hits: new fields.ArrayField(hitField(), { required: true, initial: () => [] }),
    requests: new fields.ArrayField(new fields.StringField({ required: true, blank: false }), {
      required: true,
      initial: () => [],
    }),
    combats: new fields.ArrayField(new fields.StringField({ required: true, blank: false }), {
      required: true,
      initial: () => [],
    }),
    sessions: new fields.ArrayField(new fields.NumberField({ required: true, nullable: false, integer: true, min: 0 }), {
      required: true,
      initial: () => [],
    }),
  });
}

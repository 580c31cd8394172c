/**
 * Applies the prototype token defaults (src/canvas/token-defaults.ts) to an actor being created;
 * called from the actor data models' `_preCreate`.
 */
import { prototypeTokenDefaults } from "./token-defaults";

export function applyPrototypeTokenDefaults(actor: Actor.Implementation, data: object): void {
  const change = prototypeTokenDefaults({
    displayBarsGiven: foundry.utils.hasProperty(data, "prototypeToken.displayBars"),
    displayBars: actor.prototypeToken.displayBars,
    modes: CONST.TOKEN_DISPLAY_MODES,
  });
  if (change) actor.updateSource({ prototypeToken: change });
}

/** The arguments of an actor data model's `_preCreate`, as fvtt-types declares them. */
export type PreCreateArgs<Schema extends foundry.data.fields.DataSchema> = Parameters<
  foundry.abstract.TypeDataModel<Schema, Actor.Implementation>["_preCreate"]
>;

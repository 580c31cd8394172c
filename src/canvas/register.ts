/**
 * Token registration (docs/tokens.md): the Token placeable that draws the wound track, and the
 * attributes a token bar may show for each actor type; world time redraws the Near Death hour's strip.
 */
import { HarnFudgeToken, refreshNearDeathBars } from "./token";
import { TRACKABLE_ATTRIBUTES } from "./token-bars";

export function registerTokens(): void {
  CONFIG.Token.objectClass = HarnFudgeToken;
  Hooks.on("updateWorldTime", refreshNearDeathBars);
  CONFIG.Actor.trackableAttributes = {
    character: { bar: [...TRACKABLE_ATTRIBUTES.bar], value: [...TRACKABLE_ATTRIBUTES.value] },
    npc: { bar: [...TRACKABLE_ATTRIBUTES.bar], value: [...TRACKABLE_ATTRIBUTES.value] },
  };
}

declare module "fvtt-types/configuration" {
  interface PlaceableObjectClassConfig {
    Token: typeof HarnFudgeToken;
  }
}

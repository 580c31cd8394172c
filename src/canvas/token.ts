/**
 * The system's Token placeable: when a bar shows the wound track (`woundBar`), it is drawn as the
 * rules' segmented boxes with the stun pips (docs/tokens.md); any other attribute is drawn by
 * Foundry. The shapes come from the pure geometry function; this class only gathers the inputs.
 *
 * Near Death untreated (rules 3.4.1) adds a strip in the Near Death box that shortens as its hour
 * of world time runs out; it is redrawn when world time moves (register.ts).
 *
 * Redraws: Foundry refreshes a token's bars whenever its actor (or the token's actor delta) is
 * updated (`TokenDocument#_onRelatedUpdate` sets `refreshBars`), and the actor's derived data,
 * `woundBar` included, is prepared again before that, so a wound marked anywhere shows at once.
 */
import { isPlayable, type PlayableActor } from "../documents/guards";
import { drawWoundBar } from "./draw-wound-bar";
import { WOUND_BAR_ATTRIBUTE } from "./token-bars";
import { woundBarGeometry } from "./wound-bar-geometry";
import { NEAR_DEATH_SECONDS, nearDeathUntreated, secondsLeft } from "../rules/timed-conditions";

/**
 * The share of Near Death's hour without help left (rules 3.4.1), from the start the GM's timers
 * wrote on the system's Near Death effect (the whole hour before it); null when not Near Death
 * untreated.
 */
function nearDeathShare(actor: PlayableActor): number | null {
  if (!nearDeathUntreated(actor.system.wounds)) return null;
  const effect = actor.effects.find((e) => e.statuses.has("nearDeath") && e.getFlag("harnfudge", "condition") === true);
  const since = effect?.getFlag("harnfudge", "since");
  const now = game.time.worldTime;
  return secondsLeft(typeof since === "number" ? since : now, now, NEAR_DEATH_SECONDS) / NEAR_DEATH_SECONDS;
}

/** Redraws the bars of the tokens lying Near Death untreated: their hour's strip follows world time. */
export function refreshNearDeathBars(): void {
  for (const token of canvas?.tokens?.placeables ?? []) {
    if (isPlayable(token.actor) && nearDeathUntreated(token.actor.system.wounds)) token.renderFlags.set({ refreshBars: true });
  }
}

export class HarnFudgeToken extends foundry.canvas.placeables.Token {
  protected override _drawBar(
    number: number,
    bar: PIXI.Graphics,
    data: NonNullable<TokenDocument.GetBarAttributeReturn>,
  ): boolean {
    const actor = this.actor;
    if (data.attribute !== WOUND_BAR_ATTRIBUTE || !isPlayable(actor)) return super._drawBar(number, bar, data);
    const { width, height } = this.getSize();
    const geometry = woundBarGeometry(actor.system.wounds, actor.system.stun, {
      width,
      height,
      // A token is drawn on the canvas, so it exists; 100 px is Foundry's default grid.
      gridSize: canvas?.dimensions?.size ?? 100,
      // Stored on every token; fvtt-types leaves it optional because the field's initial value is computed.
      large: (this.document.height ?? 1) >= 2,
      position: number === 0 ? "bottom" : "top",
      nearDeathLeft: nearDeathShare(actor),
    });
    bar.position.set(0, 0);
    drawWoundBar(bar, geometry);
    return true;
  }
}

/**
 * The system's Token placeable: when a bar shows the wound track (`woundBar`), it is drawn as the
 * rules' segmented boxes with the stun pips (docs/tokens.md); any other attribute is drawn by
 * Foundry. The shapes come from the pure geometry function; this class only gathers the inputs.
 *
 * Redraws: Foundry refreshes a token's bars whenever its actor (or the token's actor delta) is
 * updated (`TokenDocument#_onRelatedUpdate` sets `refreshBars`), and the actor's derived data,
 * `woundBar` included, is prepared again before that, so a wound marked anywhere shows at once.
 */
import { isPlayable } from "../documents/guards";
import { drawWoundBar } from "./draw-wound-bar";
import { WOUND_BAR_ATTRIBUTE } from "./token-bars";
import { woundBarGeometry } from "./wound-bar-geometry";

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
    });
    bar.position.set(0, 0);
    drawWoundBar(bar, geometry);
    return true;
  }
}

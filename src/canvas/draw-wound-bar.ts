/**
 * Draws a computed wound bar (src/canvas/wound-bar-geometry.ts) into a PIXI.Graphics: rectangles,
 * triangles, lines and circles, nothing decided here. Strokes are drawn inside each shape
 * (alignment 0), so a box covers exactly the rectangle the geometry gives.
 */
import type { Plate, WoundBarGeometry } from "./wound-bar-geometry";

const INSIDE = 0;

function drawPlate(g: PIXI.Graphics, plate: Plate): void {
  const { x, y, width, height } = plate.rect;
  g.lineStyle(0).beginFill(plate.fill, plate.alpha).drawRoundedRect(x, y, width, height, plate.radius).endFill();
}

export function drawWoundBar(g: PIXI.Graphics, geometry: WoundBarGeometry): void {
  const lw = geometry.lineWidth;
  g.clear();
  drawPlate(g, geometry.plate);
  for (const box of geometry.boxes) {
    const { x, y, width, height } = box.rect;
    g.lineStyle({ width: lw, color: box.stroke, alpha: 1, alignment: INSIDE })
      .beginFill(box.fill, 1)
      .drawRect(x, y, width, height)
      .endFill();
    if (box.overflow) {
      const [x1, y1, x2, y2] = box.overflow.divider;
      g.lineStyle(0)
        .beginFill(box.overflow.fill, 1)
        .drawPolygon([...box.overflow.triangle])
        .endFill();
      g.lineStyle({ width: lw, color: box.overflow.dividerColour, alpha: 1 }).moveTo(x1, y1).lineTo(x2, y2);
    }
    if (box.cross) {
      g.lineStyle({ width: box.cross.width, color: box.cross.colour, alpha: 1 });
      for (const [x1, y1, x2, y2] of box.cross.segments) g.moveTo(x1, y1).lineTo(x2, y2);
    }
  }
  if (geometry.countdown) {
    const { x, y, width, height } = geometry.countdown.rect;
    g.lineStyle(0).beginFill(geometry.countdown.fill, 1).drawRect(x, y, width, height).endFill();
  }
  if (geometry.pipPlate) drawPlate(g, geometry.pipPlate);
  for (const pip of geometry.pips) {
    g.lineStyle({ width: lw, color: pip.stroke, alpha: 1, alignment: INSIDE })
      .beginFill(pip.fill, 1)
      .drawCircle(pip.cx, pip.cy, pip.r)
      .endFill();
  }
  g.lineStyle(0);
}

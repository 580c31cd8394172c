import { describe, expect, it } from "vitest";
import {
  WOUND_BAR_COLOURS,
  cssColour,
  woundBarGeometry,
  type Rect,
  type WoundBarFrame,
} from "../../src/canvas/wound-bar-geometry";
import { emptyStunTrack, emptyWoundTrack, markWound, type StunTrack, type WoundLevel, type WoundTrack } from "../../src/rules";

const frame = (patch: Partial<WoundBarFrame> = {}): WoundBarFrame => ({
  width: 100,
  height: 100,
  gridSize: 100,
  large: false,
  position: "bottom",
  ...patch,
});

/** A track built by the rules (rules 3.4.5): each wound marks the lowest free box at or above its level. */
function track(...levels: WoundLevel[]): WoundTrack {
  return levels.reduce((t, level) => markWound(t, level).track, emptyWoundTrack());
}
const stun = (patch: Partial<StunTrack>): StunTrack => ({ ...emptyStunTrack(), ...patch });
const rect = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height });
const rects = (g: ReturnType<typeof woundBarGeometry>) => g.boxes.map((b) => b.rect);
const states = (g: ReturnType<typeof woundBarGeometry>) => g.boxes.map((b) => b.state);

describe("wound bar geometry: layout (rules 3.4.5: 3 Scratch, Hurt, Very Hurt, Incapacitated, Near Death, and Dead)", () => {
  it("a 100 px token on a 100 px grid: a 14 px plate on the bottom edge, eight 9×10 boxes, Scratches 1 px apart, levels 4 px apart", () => {
    const g = woundBarGeometry(emptyWoundTrack(), emptyStunTrack(), frame());
    expect(g.plate.rect).toEqual(rect(0, 86, 100, 14));
    expect(g.lineWidth).toBe(1);
    expect(rects(g)).toEqual([
      rect(3, 88, 9, 10),
      rect(13, 88, 9, 10),
      rect(23, 88, 9, 10),
      rect(36, 88, 9, 10),
      rect(49, 88, 9, 10),
      rect(62, 88, 9, 10),
      rect(75, 88, 9, 10),
      rect(88, 88, 9, 10),
    ]);
    expect(g.boxes.map((b) => b.level)).toEqual([
      "scratch",
      "scratch",
      "scratch",
      "hurt",
      "veryHurt",
      "incapacitated",
      "nearDeath",
      "dead",
    ]);
    expect(states(g)).toEqual(Array(8).fill("empty"));
  });

  it("a 2×2 token with the bar on top (bar 2): a thicker bar (1.5×) at y = 0, 21 px boxes", () => {
    const g = woundBarGeometry(
      emptyWoundTrack(),
      emptyStunTrack(),
      frame({ width: 200, height: 200, large: true, position: "top" }),
    );
    expect(g.plate.rect).toEqual(rect(0, 0, 200, 19));
    expect(rects(g)).toEqual([
      rect(5, 2, 21, 15),
      rect(27, 2, 21, 15),
      rect(49, 2, 21, 15),
      rect(74, 2, 21, 15),
      rect(99, 2, 21, 15),
      rect(124, 2, 21, 15),
      rect(149, 2, 21, 15),
      rect(174, 2, 21, 15),
    ]);
  });

  it("scales with the grid: a 140 px grid and token", () => {
    const g = woundBarGeometry(emptyWoundTrack(), emptyStunTrack(), frame({ width: 140, height: 140, gridSize: 140 }));
    expect(g.plate.rect).toEqual(rect(0, 120, 140, 20));
    expect(rects(g).map((r) => r.x)).toEqual([6, 19, 32, 50, 68, 86, 104, 122]);
    expect(new Set(rects(g).map((r) => `${r.width}×${r.height}`))).toEqual(new Set(["12×14"]));
  });

  it("a half-size token (a cat) gets a bar 80% of a grid space wide, centred and overhanging, not 3 px boxes", () => {
    const g = woundBarGeometry(emptyWoundTrack(), emptyStunTrack(), frame({ width: 50, height: 50 }));
    expect(g.plate.rect).toEqual(rect(-15, 36, 80, 14));
    expect(rects(g).map((r) => r.x)).toEqual([-10, -3, 4, 14, 24, 34, 44, 54]);
    expect(rects(g).every((r) => r.width === 6)).toBe(true);
  });

  it("every box lies inside the plate and left of the next one, for any width", () => {
    for (const width of [40, 50, 73, 100, 150, 200, 300, 400]) {
      const g = woundBarGeometry(emptyWoundTrack(), emptyStunTrack(), frame({ width, height: width, large: width >= 200 }));
      const p = g.plate.rect;
      for (const [i, r] of rects(g).entries()) {
        expect(r.x).toBeGreaterThanOrEqual(p.x);
        expect(r.x + r.width).toBeLessThanOrEqual(p.x + p.width);
        expect(r.y).toBeGreaterThanOrEqual(p.y);
        expect(r.y + r.height).toBeLessThanOrEqual(p.y + p.height);
        const next = g.boxes[i + 1]?.rect;
        if (next) expect(next.x).toBeGreaterThan(r.x + r.width);
      }
    }
  });
});

describe("wound bar geometry: box states", () => {
  const c = WOUND_BAR_COLOURS;

  it("three Scratches fill the three Scratch boxes in the Scratch colour; the rest stay empty", () => {
    const g = woundBarGeometry(track("scratch", "scratch", "scratch"), emptyStunTrack(), frame());
    expect(states(g)).toEqual(["marked", "marked", "marked", "empty", "empty", "empty", "empty", "empty"]);
    expect(g.boxes.slice(0, 3).map((b) => b.fill)).toEqual([c.levels.scratch, c.levels.scratch, c.levels.scratch]);
    expect(g.boxes[3]).toMatchObject({ fill: c.emptyFill, stroke: c.emptyStroke, overflow: null, cross: null });
  });

  it("a fourth Scratch overflows into Hurt: the box is Hurt-coloured with its lower-left half in the Scratch colour", () => {
    const g = woundBarGeometry(track("scratch", "scratch", "scratch", "scratch"), emptyStunTrack(), frame());
    const hurt = g.boxes[3];
    expect(hurt?.state).toBe("overflowed");
    expect(hurt?.fill).toBe(c.levels.hurt);
    expect(hurt?.overflow).toEqual({
      severity: "scratch",
      fill: c.levels.scratch,
      triangle: [36, 88, 36, 98, 45, 98],
      divider: [36, 88, 45, 98],
      dividerColour: c.overflowDivider,
    });
    expect(g.boxes.filter((b) => b.overflow !== null)).toHaveLength(1);
  });

  it("marks each box by its own level and each overflow by the wound's actual severity (Hurt, Hurt, Very Hurt)", () => {
    // Hurt → Hurt box; the second Hurt overflows into Very Hurt; Very Hurt then overflows into Incapacitated.
    const g = woundBarGeometry(track("hurt", "hurt", "veryHurt"), emptyStunTrack(), frame());
    expect(states(g)).toEqual(["empty", "empty", "empty", "marked", "overflowed", "overflowed", "empty", "empty"]);
    expect(g.boxes.map((b) => b.overflow?.severity ?? null)).toEqual([null, null, null, null, "hurt", "veryHurt", null, null]);
    expect(g.boxes.slice(3, 6).map((b) => b.fill)).toEqual([c.levels.hurt, c.levels.veryHurt, c.levels.incapacitated]);
    expect(g.boxes[4]?.overflow?.fill).toBe(c.levels.hurt);
  });

  it("Near Death is drawn in its own colour", () => {
    const g = woundBarGeometry(track("nearDeath"), emptyStunTrack(), frame());
    expect(g.boxes[6]).toMatchObject({ state: "marked", fill: c.levels.nearDeath });
    expect(g.countdown).toBeNull();
  });

  it("Near Death's hour left (rules 3.4.1) is a white strip in the box's foot, as long as the share left", () => {
    const full = woundBarGeometry(track("nearDeath"), emptyStunTrack(), frame({ nearDeathLeft: 1 }));
    const half = woundBarGeometry(track("nearDeath"), emptyStunTrack(), frame({ nearDeathLeft: 0.5 }));
    const box = full.boxes[6]?.rect;
    if (!box || !full.countdown || !half.countdown) throw new Error("no countdown");
    expect(full.countdown.fill).toBe(0xffffff);
    expect(full.countdown.rect.x).toBe(box.x + full.lineWidth);
    expect(full.countdown.rect.width).toBe(box.width - 2 * full.lineWidth);
    expect(full.countdown.rect.y + full.countdown.rect.height).toBe(box.y + box.height - full.lineWidth);
    expect(half.countdown.rect.width).toBe(Math.round((box.width - 2 * full.lineWidth) / 2));
    expect(woundBarGeometry(track("nearDeath"), emptyStunTrack(), frame({ nearDeathLeft: 0 })).countdown).toBeNull();
    expect(woundBarGeometry(track("hurt"), emptyStunTrack(), frame({ nearDeathLeft: 1 })).countdown).toBeNull();
  });

  it("the Dead box is empty while alive and crossed when dead; the other boxes keep their wounds", () => {
    const alive = track("scratch", "hurt", "incapacitated");
    expect(woundBarGeometry(alive, emptyStunTrack(), frame()).boxes[7]).toMatchObject({ state: "empty", cross: null });
    const g = woundBarGeometry({ ...alive, dead: true }, emptyStunTrack(), frame());
    expect(g.boxes[7]).toMatchObject({
      level: "dead",
      state: "dead",
      fill: c.dead,
      cross: {
        colour: c.deadCross,
        width: 2,
        segments: [
          [90, 90, 95, 96],
          [95, 90, 90, 96],
        ],
      },
    });
    expect(states(g)).toEqual(["marked", "empty", "empty", "marked", "empty", "marked", "empty", "dead"]);
  });

  it("a Dead result with an otherwise empty track marks only the Dead box", () => {
    const dead = markWound(emptyWoundTrack(), "dead").track;
    expect(states(woundBarGeometry(dead, emptyStunTrack(), frame()))).toEqual([...Array(7).fill("empty"), "dead"]);
  });
});

describe("wound bar geometry: stun pips (rules 3.4.6)", () => {
  const pipStates = (s: StunTrack) => woundBarGeometry(emptyWoundTrack(), s, frame()).pips.map((p) => p.state);

  it("draws no pips while the stun track is clear", () => {
    const g = woundBarGeometry(track("hurt"), emptyStunTrack(), frame());
    expect(g.pips).toEqual([]);
    expect(g.pipPlate).toBeNull();
  });

  it("two Stun pips, then Very Stunned; a knockout fills all three", () => {
    expect(pipStates(stun({ stuns: 1 }))).toEqual(["stun", "empty", "empty"]);
    expect(pipStates(stun({ stuns: 2 }))).toEqual(["stun", "stun", "empty"]);
    expect(pipStates(stun({ veryStunned: true }))).toEqual(["empty", "empty", "veryStunned"]);
    // a Stun after Very Stunned (the marks restarted at 0)
    expect(pipStates(stun({ stuns: 1, veryStunned: true }))).toEqual(["stun", "empty", "veryStunned"]);
    expect(pipStates(stun({ knockedOut: true }))).toEqual(["knockedOut", "knockedOut", "knockedOut"]);
  });

  it("sits right-aligned just above a bottom bar, 8 px pips", () => {
    const g = woundBarGeometry(emptyWoundTrack(), stun({ stuns: 1 }), frame());
    expect(g.pipPlate?.rect).toEqual(rect(68, 74, 32, 12));
    expect(g.pips.map((p) => [p.cx, p.cy, p.r])).toEqual([
      [74, 80, 4],
      [84, 80, 4],
      [94, 80, 4],
    ]);
    expect(g.pips[0]).toMatchObject({ fill: WOUND_BAR_COLOURS.pips.stun });
    expect(g.pips[1]).toMatchObject({ fill: WOUND_BAR_COLOURS.emptyFill, stroke: WOUND_BAR_COLOURS.emptyStroke });
  });

  it("sits just below a top bar", () => {
    const g = woundBarGeometry(emptyWoundTrack(), stun({ stuns: 2 }), frame({ position: "top" }));
    expect(g.pipPlate?.rect).toEqual(rect(68, 14, 32, 12));
    expect(g.pips.map((p) => p.cy)).toEqual([20, 20, 20]);
  });

  it("follows an overhanging bar's right edge", () => {
    const g = woundBarGeometry(emptyWoundTrack(), stun({ stuns: 1 }), frame({ width: 50, height: 50 }));
    expect(g.pipPlate?.rect).toEqual(rect(33, 24, 32, 12));
  });
});

describe("wound bar colours", () => {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (rgb: number) =>
    0.2126 * channel((rgb >> 16) & 255) + 0.7152 * channel((rgb >> 8) & 255) + 0.0722 * channel(rgb & 255);
  const over = (top: number, alpha: number, under: number) => {
    const mix = (shift: number) => Math.round(((top >> shift) & 255) * alpha + ((under >> shift) & 255) * (1 - alpha));
    return (mix(16) << 16) | (mix(8) << 8) | mix(0);
  };
  const contrast = (a: number, b: number) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  it("every mark keeps 3:1 contrast (WCAG non-text) against the plate, over a white or a black map", () => {
    const c = WOUND_BAR_COLOURS;
    const marks = [...Object.values(c.levels), c.dead, c.emptyStroke, ...Object.values(c.pips)];
    for (const ground of [0xffffff, 0x000000]) {
      const plate = over(c.plate, c.plateAlpha, ground);
      for (const mark of marks) expect(contrast(mark, plate), cssColour(mark)).toBeGreaterThanOrEqual(3);
    }
    expect(contrast(c.deadCross, c.dead)).toBeGreaterThanOrEqual(3);
  });

  it("no two wound levels share a colour, and stun pips differ from every wound level", () => {
    const levels = Object.values(WOUND_BAR_COLOURS.levels);
    expect(new Set(levels).size).toBe(levels.length);
    for (const pip of Object.values(WOUND_BAR_COLOURS.pips)) expect(levels).not.toContain(pip);
  });

  it("writes colours as CSS hex", () => {
    expect(cssColour(0x0a0b0c)).toBe("#0a0b0c");
    expect(cssColour(WOUND_BAR_COLOURS.levels.scratch)).toBe("#f2d24b");
  });
});

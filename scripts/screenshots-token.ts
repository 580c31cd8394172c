/**
 * Screenshots of tokens with their wound bar (docs/tokens.md): the same geometry the Foundry token
 * draws (src/canvas/wound-bar-geometry.ts), rendered here as SVG over token art on a light and a
 * dark map, at the usual 100 px grid, into screenshots/token-wound-bar-{light,dark}.png; and tokens
 * with the system's condition icons (Stunned, Very Stunned, Entangled, a knock-out) into
 * screenshots/token-status-{light,dark}.png.
 *
 * The status icons on a token are drawn by Foundry itself (Token#_drawEffects and _refreshEffects),
 * not by this system, and Foundry is not here: the harness draws a stand-in of them from the same
 * CONFIG.statusEffects entries the system registers (scripts/render/status-effects.ts, checked
 * against src/play/status/register.ts by tests/foundry/status-effects.test.ts) and the system's own
 * icons (icons/conditions/*.svg), laid out as core v13 lays effect icons out: a column from the
 * token's top-left corner, each icon a fifth of a grid space on a translucent dark tile, a new
 * column after height × 5 icons.
 *
 * Run: `npm run screenshots` (scripts/screenshots.ts calls {@link shootTokenScreens}), or
 * `npx tsx scripts/screenshots-token.ts` for these pictures alone.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { runIfMain, withTab } from "./render/browser/launch";
import { ROOT } from "./render/harness";
import { loadI18n } from "./render/i18n";
import { systemStatusEffects } from "./render/status-effects";
import { trackStatusChanges } from "../src/play/services/status-changes";
import { emptyStunTrack, emptyWoundTrack, markWound, type StunTrack, type WoundLevel, type WoundTrack } from "../src/rules";
import { cssColour, woundBarGeometry, type WoundBarFrame, type WoundBarGeometry } from "../src/canvas/wound-bar-geometry";

const OUT = join(ROOT, "screenshots");
const GRID = 100;

/** One token on the picture. */
interface TokenShot {
  caption: string;
  art: "human" | "bear" | "cat";
  /** Grid spaces wide and tall. */
  size: number;
  wounds: WoundTrack;
  stun: StunTrack;
  position: WoundBarFrame["position"];
  /** Statuses started by an event (a stun result applied, a Net's hit), in the order they started. */
  statuses?: string[];
}

function track(...levels: WoundLevel[]): WoundTrack {
  return levels.reduce((t, level) => markWound(t, level).track, emptyWoundTrack());
}

const stun = (patch: Partial<StunTrack>): StunTrack => ({ ...emptyStunTrack(), ...patch });

/**
 * The tracks shown: unhurt, scratches, an overflowed Hurt, stunned, very stunned, knocked out, near
 * death, dead; a half-size cat (its bar overhangs) and a bear whose bar is bar 2, on top.
 */
export function tokenShots(): TokenShot[] {
  const human = (caption: string, wounds: WoundTrack, s: StunTrack = emptyStunTrack()): TokenShot => ({
    caption,
    art: "human",
    size: 1,
    wounds,
    stun: s,
    position: "bottom",
  });
  return [
    human("Unhurt", emptyWoundTrack()),
    human("Three Scratches", track("scratch", "scratch", "scratch")),
    human("4th Scratch in the Hurt box", track("scratch", "scratch", "scratch", "scratch")),
    human("Hurt, one Stun", track("hurt"), stun({ stuns: 1 })),
    human("Very Stunned", track("scratch", "veryHurt"), stun({ veryStunned: true })),
    human("Knocked out", track("scratch"), stun({ knockedOut: true })),
    human("Near Death", track("scratch", "hurt", "veryHurt", "nearDeath")),
    human("Dead", { ...track("scratch", "hurt", "incapacitated"), dead: true }),
    {
      caption: "Cat (½ × ½)",
      art: "cat",
      size: 0.5,
      wounds: track("scratch", "hurt"),
      stun: emptyStunTrack(),
      position: "bottom",
    },
    {
      caption: "Bear (2×2), bar 2 on top",
      art: "bear",
      size: 2,
      wounds: track("hurt", "hurt", "veryHurt"),
      stun: stun({ stuns: 2 }),
      position: "top",
    },
  ];
}

/** The geometry as SVG elements: strokes lie inside each shape, as PIXI draws them (alignment 0). */
export function woundBarSvg(g: WoundBarGeometry): string {
  const lw = g.lineWidth;
  const plate = (p: NonNullable<WoundBarGeometry["pipPlate"]>) =>
    `<rect x="${p.rect.x}" y="${p.rect.y}" width="${p.rect.width}" height="${p.rect.height}" rx="${p.radius}" fill="${cssColour(p.fill)}" fill-opacity="${p.alpha}"/>`;
  const parts = [plate(g.plate)];
  for (const box of g.boxes) {
    const { x, y, width, height } = box.rect;
    parts.push(
      `<rect x="${x + lw / 2}" y="${y + lw / 2}" width="${width - lw}" height="${height - lw}" fill="${cssColour(box.fill)}" stroke="${cssColour(box.stroke)}" stroke-width="${lw}"/>`,
    );
    if (box.overflow) {
      const [x1, y1, x2, y2] = box.overflow.divider;
      parts.push(`<polygon points="${box.overflow.triangle.join(" ")}" fill="${cssColour(box.overflow.fill)}"/>`);
      parts.push(
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${cssColour(box.overflow.dividerColour)}" stroke-width="${lw}"/>`,
      );
    }
    for (const [x1, y1, x2, y2] of box.cross?.segments ?? []) {
      parts.push(
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${cssColour(box.cross?.colour ?? 0)}" stroke-width="${box.cross?.width ?? lw}" />`,
      );
    }
  }
  if (g.pipPlate) parts.push(plate(g.pipPlate));
  for (const pip of g.pips) {
    parts.push(
      `<circle cx="${pip.cx}" cy="${pip.cy}" r="${pip.r - lw / 2}" fill="${cssColour(pip.fill)}" stroke="${cssColour(pip.stroke)}" stroke-width="${lw}"/>`,
    );
  }
  return parts.join("");
}

/** Stand-in token art (Foundry's are not available here): a round portrait in a ring. */
function tokenArt(kind: TokenShot["art"], px: number): string {
  const c = px / 2;
  const figures: Record<TokenShot["art"], string> = {
    human: `<circle cx="${c}" cy="${c * 0.78}" r="${c * 0.3}" fill="#e8c9a0"/><path d="M${c * 0.38} ${c * 1.75} Q${c} ${c * 0.95} ${c * 1.62} ${c * 1.75} Z" fill="#6b4f9e"/>`,
    bear: `<ellipse cx="${c}" cy="${c * 1.08}" rx="${c * 0.55}" ry="${c * 0.5}" fill="#5b3a1e"/><circle cx="${c * 0.62}" cy="${c * 0.6}" r="${c * 0.14}" fill="#5b3a1e"/><circle cx="${c * 1.38}" cy="${c * 0.6}" r="${c * 0.14}" fill="#5b3a1e"/><ellipse cx="${c}" cy="${c * 1.22}" rx="${c * 0.2}" ry="${c * 0.14}" fill="#c9a27a"/>`,
    cat: `<ellipse cx="${c}" cy="${c * 1.1}" rx="${c * 0.5}" ry="${c * 0.45}" fill="#d98c3f"/><path d="M${c * 0.55} ${c * 0.85} L${c * 0.6} ${c * 0.35} L${c * 0.9} ${c * 0.7} Z M${c * 1.45} ${c * 0.85} L${c * 1.4} ${c * 0.35} L${c * 1.1} ${c * 0.7} Z" fill="#d98c3f"/>`,
  };
  const figure = figures[kind];
  return `<circle cx="${c}" cy="${c}" r="${c - 2}" fill="#8fa3b8" stroke="#2c2c2c" stroke-width="3"/>${figure}`;
}

function tokenSvg(shot: TokenShot): string {
  const px = shot.size * GRID;
  const g = woundBarGeometry(shot.wounds, shot.stun, {
    width: px,
    height: px,
    gridSize: GRID,
    large: shot.size >= 2,
    position: shot.position,
  });
  const icons = shot.statuses ? statusIconsSvg(activeStatuses(shot), shot.size) : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${px} ${px}" overflow="visible">${tokenArt(shot.art, px)}${woundBarSvg(g)}${icons}</svg>`;
}

/**
 * The token's statuses in the order its effects were made: those an event started, then the track
 * conditions the system switches on from the tracks (status/changes.ts `trackStatusChanges`).
 */
function activeStatuses(shot: TokenShot): string[] {
  return [...(shot.statuses ?? []), ...trackStatusChanges(new Set(), shot.wounds, shot.stun).on];
}

/** Each status's icon file as a data URL, from the CONFIG.statusEffects entry's `img`. */
function iconData(id: string): string {
  const entry = systemStatusEffects().find((e) => e.id === id);
  if (!entry) throw new Error(`no status effect ${id}`);
  const svg = readFileSync(join(ROOT, entry.img.replace(/^systems\/harnfudge\//, "")));
  return `data:image/svg+xml;base64,${svg.toString("base64")}`;
}

/** The stand-in of Foundry's effect icons (see the header): icons in columns from the top-left corner. */
function statusIconsSvg(ids: readonly string[], sizeInGrid: number): string {
  const size = Math.round(GRID / 10) * 2;
  const rows = Math.floor(sizeInGrid * 5);
  return ids
    .map((id, i) => {
      const x = Math.floor(i / rows) * size;
      const y = (i % rows) * size;
      return `<rect x="${x + 1}" y="${y + 1}" width="${size - 2}" height="${size - 2}" rx="2" fill="#000" fill-opacity="0.4" stroke="#000" stroke-width="1"/><image href="${iconData(id)}" x="${x}" y="${y}" width="${size}" height="${size}"/>`;
    })
    .join("");
}

const MAPS = {
  light: { ground: "#e9dfc7", grid: "rgba(60,45,20,0.25)", text: "#2b2418" },
  dark: { ground: "#23262b", grid: "rgba(255,255,255,0.14)", text: "#ecebe8" },
} as const;

/** A map page: the tokens on a grid, each with its caption (`zoom`: the canvas zoomed in, as a user may). */
export function tokenPage(theme: keyof typeof MAPS, shots: readonly TokenShot[], view = { zoom: 1, width: 860 }): string {
  const map = MAPS[theme];
  const cells = shots
    .map(
      (shot) =>
        `<figure style="margin:0;display:flex;flex-direction:column;align-items:center;gap:6px;width:${Math.max(shot.size * GRID, 120)}px">${tokenSvg(shot)}<figcaption>${shot.caption}</figcaption></figure>`,
    )
    .join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;zoom:${view.zoom}}
#app{display:flex;flex-wrap:wrap;align-items:flex-start;gap:28px 20px;padding:40px 30px 24px;width:${view.width}px;
background-color:${map.ground};background-image:linear-gradient(${map.grid} 1px,transparent 1px),linear-gradient(90deg,${map.grid} 1px,transparent 1px);
background-size:${GRID}px ${GRID}px;font:13px/1.3 system-ui,sans-serif;color:${map.text};text-align:center}
</style></head><body><div id="app">${cells}</div></body></html>`;
}

/**
 * Tokens with condition icons, captioned with the statuses' names (as the token HUD names them):
 * a stun result applied (Stunned, one stun mark; Very Stunned), a Net's hit (Entangled), both
 * at once, a knock-out (the track conditions Knocked out and Incapacitated), and a bear (2×2).
 */
export function statusShots(): TokenShot[] {
  const i18n = loadI18n();
  const names = new Map<string, string>(systemStatusEffects().map((e) => [e.id, i18n.localize(e.name)]));
  const shot = (statuses: string[], wounds: WoundTrack, s: StunTrack, art: TokenShot["art"] = "human", size = 1): TokenShot => {
    const base: TokenShot = { caption: "", art, size, wounds, stun: s, position: "bottom", statuses };
    return {
      ...base,
      caption: activeStatuses(base)
        .map((id) => names.get(id) ?? id)
        .join(", "),
    };
  };
  return [
    shot(["stunned"], track("hurt"), stun({ stuns: 1 })),
    shot(["veryStunned"], track("scratch", "veryHurt"), stun({ veryStunned: true })),
    shot(["entangled"], emptyWoundTrack(), emptyStunTrack()),
    shot(["stunned", "entangled"], track("hurt"), stun({ stuns: 1 })),
    shot([], track("scratch", "incapacitated"), stun({ knockedOut: true })),
    shot(["stunned"], track("hurt", "hurt"), stun({ stuns: 2 }), "bear", 2),
  ];
}

/** Shoots the token pictures, light and dark, with the browser tab of the other screenshot scripts. */
export async function shootTokenScreens(tab: Page): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  // The condition icons are a fifth of a grid space: that page shows the canvas zoomed to 200 %.
  for (const [page, shots, view] of [
    ["token-wound-bar", tokenShots(), { zoom: 1, width: 860 }],
    ["token-status", statusShots(), { zoom: 2, width: 620 }],
  ] as const) {
    for (const theme of ["light", "dark"] as const) {
      const html = tokenPage(theme, shots, view);
      const name = `${page}-${theme}`;
      writeFileSync(join(OUT, `${name}.html`), html);
      await tab.setContent(html, { waitUntil: "load" });
      await tab.locator("#app").screenshot({ path: join(OUT, `${name}.png`) });
      console.log(`screenshots/${name}.png`);
    }
  }
}

async function main() {
  await withTab({ width: 1000, height: 1000 }, async (tab) => {
    await shootTokenScreens(tab);
  });
}

runIfMain(import.meta.url, main);

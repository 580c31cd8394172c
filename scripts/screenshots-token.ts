/**
 * Screenshots of tokens with their wound bar (docs/tokens.md): the same geometry the Foundry token
 * draws (src/canvas/wound-bar-geometry.ts), rendered here as SVG over token art on a light and a
 * dark map, at the usual 100 px grid, into screenshots/token-wound-bar-{light,dark}.png.
 *
 * Run: `npm run screenshots` (scripts/screenshots.ts calls {@link shootTokenScreens}), or
 * `npx tsx scripts/screenshots-token.ts` for these pictures alone.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { ROOT } from "./render/harness";
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${px} ${px}" overflow="visible">${tokenArt(shot.art, px)}${woundBarSvg(g)}</svg>`;
}

const MAPS = {
  light: { ground: "#e9dfc7", grid: "rgba(60,45,20,0.25)", text: "#2b2418" },
  dark: { ground: "#23262b", grid: "rgba(255,255,255,0.14)", text: "#ecebe8" },
} as const;

/** A map page: the tokens on a grid, each with its caption. */
export function tokenPage(theme: keyof typeof MAPS, shots: readonly TokenShot[]): string {
  const map = MAPS[theme];
  const cells = shots
    .map(
      (shot) =>
        `<figure style="margin:0;display:flex;flex-direction:column;align-items:center;gap:6px;width:${Math.max(shot.size * GRID, 120)}px">${tokenSvg(shot)}<figcaption>${shot.caption}</figcaption></figure>`,
    )
    .join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0}
#app{display:flex;flex-wrap:wrap;align-items:flex-start;gap:28px 20px;padding:40px 30px 24px;width:860px;
background-color:${map.ground};background-image:linear-gradient(${map.grid} 1px,transparent 1px),linear-gradient(90deg,${map.grid} 1px,transparent 1px);
background-size:${GRID}px ${GRID}px;font:13px/1.3 system-ui,sans-serif;color:${map.text};text-align:center}
</style></head><body><div id="app">${cells}</div></body></html>`;
}

/** Shoots the token pictures, light and dark, with the browser tab of the other screenshot scripts. */
export async function shootTokenScreens(tab: Page): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const shots = tokenShots();
  for (const theme of ["light", "dark"] as const) {
    const html = tokenPage(theme, shots);
    const name = `token-wound-bar-${theme}`;
    writeFileSync(join(OUT, `${name}.html`), html);
    await tab.setContent(html, { waitUntil: "load" });
    await tab.locator("#app").screenshot({ path: join(OUT, `${name}.png`) });
    console.log(`screenshots/${name}.png`);
  }
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const tab = await browser.newPage({ viewport: { width: 1000, height: 1000 }, deviceScaleFactor: 1 });
    await shootTokenScreens(tab);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

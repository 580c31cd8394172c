/**
 * Screenshots of the GM's combat dashboard (docs/dashboard.md): a fight of four combatants —
 * Aldric unhurt (his turn), a brigand with a fourth Scratch overflowed into the Hurt box and a
 * Stun mark, Hana incapacitated with an infected wound, a second brigand dead — and two attack
 * cards waiting (Aldric's hit on the brigand, damage to roll; the brigand's attack on Aldric,
 * Aldric called unaware: the GM's own turn to set the difficulty), rendered from the real template (scripts/render/harness.ts) with the
 * context the window builds (src/apps/dashboard/context.ts), light and dark, into
 * screenshots/dashboard-{light,dark}.png.
 *
 * Run: `npm run screenshots` (scripts/screenshots.ts calls {@link shootDashboardScreens}), or
 * `npx tsx scripts/screenshots-dashboard.ts` for these pictures alone.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as sass from "sass";
import type { Page } from "playwright-core";
import { runIfMain, withTab } from "./render/browser/launch";
import { ROOT, SYSTEM_PATH, createRenderer, type Renderer } from "./render/harness";
import { defendedCard, postedCard } from "./render/play-fixtures";
import { emptyStunTrack, emptyWoundTrack, markWound, type WoundLevel, type WoundTrack } from "../src/rules";
import {
  buildDashboardContext,
  type DashboardActorInput,
  type DashboardInput,
  type StatusInput,
} from "../src/apps/dashboard/context";

const OUT = join(ROOT, "screenshots");
const THEMES = ["light", "dark"] as const;
export const DASHBOARD_TEMPLATE_PATH = `${SYSTEM_PATH}/templates/apps/dashboard.hbs`;

/** A small round status icon (Foundry's own icons are not available here). */
function icon(glyph: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="${fill}"/><text x="12" y="17" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Stand-ins for CONFIG.statusEffects: Foundry's Dead and the statuses HârnFudge adds. */
export const STATUS_EFFECTS: StatusInput[] = [
  { id: "dead", label: "Dead", img: icon("\u2620", "#444") },
  { id: "stunned", label: "Stunned", img: icon("\u2736", "#7a4f00") },
  { id: "veryStunned", label: "Very Stunned", img: icon("\u2737", "#7a4f00") },
  { id: "knockedOut", label: "Knocked out", img: icon("z", "#3d3d6b") },
  { id: "incapacitated", label: "Incapacitated", img: icon("!", "#8b1e1e") },
  { id: "nearDeath", label: "Near Death", img: icon("\u271a", "#8b1e1e") },
  { id: "entangled", label: "Entangled", img: icon("#", "#2f5d1e") },
];

function track(...levels: WoundLevel[]): WoundTrack {
  return levels.reduce((t, level) => markWound(t, level).track, emptyWoundTrack());
}

/** Hana's wounds: Hurt, and an infected Incapacitated wound under treatment (1 day rested). */
function hanasTrack(): WoundTrack {
  const t = track("hurt", "incapacitated");
  return {
    ...t,
    boxes: t.boxes.map((b) =>
      b.severity === "incapacitated"
        ? { ...b, open: true, infected: true, treatment: "treated" as const, treatedLevels: 4, daysRested: 1 }
        : b,
    ),
  };
}

function combatant(patch: Partial<DashboardActorInput> & Pick<DashboardActorInput, "key" | "name">): DashboardActorInput {
  return {
    cardKeys: [`Actor.${patch.key}`],
    img: "",
    wounds: emptyWoundTrack(),
    stun: emptyStunTrack(),
    statuses: [],
    talents: [],
    combatant: { active: false, defeated: false, hidden: false },
    ...patch,
  };
}

/** The fight on the pictures (and in the tests): round 2, four combatants, two cards waiting. */
export function dashboardFixture(): DashboardInput {
  const aldricHitsBrigand = defendedCard(postedCard(), [0, 0, 0, -1]);
  const brigandAttacksAldric = postedCard({
    requestId: "req-brigand",
    attacker: { actorUuid: "Actor.brigand", tokenUuid: null, name: "Brigand", img: "" },
    weapon: { id: "club", uuid: "Actor.brigand.Item.club", name: "Club", wounding: "blunt" },
    skill: "club",
    target: { actorUuid: "Actor.aldric", tokenUuid: null, name: "Aldric of Tashal", img: "" },
    // The GM called Aldric unaware: the difficulty is the GM's own turn (marked on the row).
    defence: { kind: "unaware", skill: null, roll: null, difficulty: null, by: "gm" },
  });
  return {
    combat: { round: 2 },
    actors: [
      combatant({ key: "aldric", name: "Aldric of Tashal", combatant: { active: true, defeated: false, hidden: false } }),
      combatant({
        key: "brigand",
        name: "Brigand",
        wounds: track("scratch", "scratch", "scratch", "scratch"),
        stun: { stuns: 1, veryStunned: false, knockedOut: false },
        statuses: ["stunned"],
      }),
      combatant({
        key: "hana",
        name: "Hana",
        wounds: hanasTrack(),
        statuses: ["incapacitated"],
        talents: ["rapidHealing"],
      }),
      combatant({
        key: "brigand2",
        name: "Brigand (the tall one)",
        wounds: { ...track("scratch", "veryHurt", "nearDeath"), dead: true },
        statuses: ["dead"],
        combatant: { active: false, defeated: true, hidden: true },
      }),
    ],
    cards: [
      { messageId: "msg-aldric", timestamp: 1, card: aldricHitsBrigand },
      { messageId: "msg-brigand", timestamp: 2, card: brigandAttacksAldric, gmTurn: true },
    ],
    statusEffects: STATUS_EFFECTS,
  };
}

/** Glyphs for the icons the dashboard uses that the shared stand-in sheet lacks. */
const ICON_STANDINS = `@layer elements {
  .fa-caret-right::before { content: "▸"; } .fa-eye-slash::before { content: "◌"; } .fa-skull::before { content: "☠"; }
  .fa-heart-pulse::before { content: "♥"; }
}`;

export function dashboardPage(html: string, theme: string, css: string, title: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}\n${ICON_STANDINS}</style></head>
<body><div id="app" class="application harnfudge harnfudge-dashboard themed theme-${theme}" style="width:800px">
<header class="window-header"><i class="fa-solid fa-heart-pulse"></i><h1 class="window-title">${title}</h1><span>✕</span></header>
<section class="window-content">${html}</section>
</div></body></html>`;
}

/** Renders the dashboard, light and dark, into screenshots/dashboard-{light,dark}.{html,png}. */
export async function shootDashboardScreens(tab: Page, r: Renderer, css: string): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const html =
    r.render(DASHBOARD_TEMPLATE_PATH, buildDashboardContext(dashboardFixture(), r.i18n)) +
    r.render(`${SYSTEM_PATH}/templates/apps/dashboard-checks.hbs`, {});
  const title = r.i18n.localize("HARNFUDGE.Dashboard.Title");
  for (const theme of THEMES) {
    const page = dashboardPage(html, theme, css, title);
    writeFileSync(join(OUT, `dashboard-${theme}.html`), page);
    await tab.setContent(page, { waitUntil: "load" });
    await tab.locator("#app").screenshot({ path: join(OUT, `dashboard-${theme}.png`) });
    console.log(`screenshots/dashboard-${theme}.png`);
  }
}

async function main() {
  const r = createRenderer();
  const compiled = sass.compile(join(ROOT, "styles/harnfudge.scss")).css;
  const css = readFileSync(join(ROOT, "scripts/render/foundry-standin.css"), "utf8") + "\n" + compiled;
  await withTab({ width: 1000, height: 1000 }, async (tab) => {
    await shootDashboardScreens(tab, r, css);
  });
}

runIfMain(import.meta.url, main);

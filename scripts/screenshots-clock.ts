/**
 * Screenshots of a campaign's downtime (issue 25, docs/playing.md "World time"): the GM clock — the
 * world's date and time through Foundry's calendar, the advance buttons, a typed span of five days —
 * and the rest offer the clock whispers to the GMs after it: the wounded player characters ticked,
 * the scout the GM unticked, a wounded bandit unticked, and a Near Death character who cannot rest
 * (rules 3.4.1). Rendered from the real templates (scripts/render/harness.ts) with the contexts the
 * system builds (src/apps/clock/context.ts; the offer's rows as healing/clock-foundry.ts makes
 * them from decide-clock.ts's candidates), light and dark, English and German, into
 * screenshots/[de-]clock-{light,dark}.png and screenshots/[de-]rest-offer-{light,dark}.png.
 *
 * Run: `npm run screenshots` (scripts/screenshots.ts calls {@link shootClockScreens}), or
 * `npx tsx scripts/screenshots-clock.ts` for these pictures alone.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { runIfMain, withTab } from "./render/browser/launch";
import { ROOT, SYSTEM_PATH, createRenderer, type Renderer } from "./render/harness";
import { sheetCss } from "./render/sheet-screens";
import { CHAT_STANDIN, playPage } from "./screenshots-play";
import { germanRenderer } from "./screenshots-de";
import { clockContext } from "../src/apps/clock/context";
import { restCandidates } from "../src/play/healing/decide-clock";
import { counted } from "../src/i18n/format";

const OUT = join(ROOT, "screenshots");
const THEMES = ["light", "dark"] as const;

/** Glyphs for the clock's icons (Foundry's Font Awesome is not available here). */
const ICON_STANDINS = `@layer elements {
  .fa-clock::before { content: "◷"; } .fa-forward::before { content: "▸"; } .fa-forward-fast::before { content: "»"; }
}`;

/** The clock as the GM sees it at 8 in the morning, an offer of five days waiting in the chat. */
function clockHtml(r: Renderer, lang: "en" | "de"): string {
  const names = lang === "de" ? { month: "März", weekday: "Donnerstag" } : { month: "March", weekday: "Thursday" };
  const context = clockContext(
    {
      components: { year: 720, month: 2, dayOfMonth: 13, dayOfWeek: 4, hour: 8, minute: 0, second: 0 },
      monthName: names.month,
      weekdayName: names.weekday,
      units: { minute: 60, hour: 3600, day: 86_400 },
      round: null,
      rest: { mode: "offer", offeredDays: 5 },
    },
    r.i18n,
  );
  return r.render(`${SYSTEM_PATH}/templates/apps/clock.hbs`, context);
}

function clockPage(html: string, theme: string, css: string, title: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}\n${ICON_STANDINS}</style></head>
<body class="theme-${theme}"><div id="app" class="application harnfudge harnfudge-clock themed theme-${theme}" style="width:360px">
<header class="window-header"><i class="fa-solid fa-clock"></i><h1 class="window-title">${title}</h1><span>✕</span></header>
<section class="window-content">${html}</section>
</div></body></html>`;
}

/** The offer after five days: its rows as the GM's client builds them (the GM has unticked the scout). */
function offerHtml(r: Renderer, lang: "en" | "de"): string {
  const names = lang === "de" ? { bandit: "Räuber", scout: "Kundschafterin" } : { bandit: "Brigand", scout: "Scout" };
  const facts = (uuid: string, name: string, patch: { playerCharacter?: boolean; nearDeathUntreated?: boolean } = {}) => ({
    uuid,
    name,
    playerCharacter: patch.playerCharacter ?? true,
    dead: false,
    wounded: true,
    fighting: false,
    nearDeathUntreated: patch.nearDeathUntreated ?? false,
  });
  const candidates = restCandidates([
    facts("Actor.aldric", "Aldric of Tashal"),
    facts("Actor.hana", "Hana"),
    facts("Actor.bran", "Bran"),
    facts("Actor.scout", names.scout),
    facts("Actor.brigand", names.bandit, { playerCharacter: false }),
    facts("Actor.nessa", "Nessa", { nearDeathUntreated: true }),
  ]);
  const rows = candidates.map((c) => ({
    ...c,
    checked: c.checked && c.uuid !== "Actor.scout",
    days: counted("HARNFUDGE.RestClock.Days", 5, r.i18n),
    note: c.blocked ? r.i18n.localize("HARNFUDGE.RestClock.NearDeath") : "",
  }));
  return r.render(`${SYSTEM_PATH}/templates/chat/rest-offer.hbs`, {
    title: counted("HARNFUDGE.RestClock.OfferTitle", 5, r.i18n),
    rows,
  });
}

/** Renders the clock and the offer, light and dark, in English and German. */
export async function shootClockScreens(tab: Page, css: string): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const [lang, r] of [
    ["en", createRenderer()],
    ["de", germanRenderer()],
  ] as const) {
    const prefix = lang === "en" ? "" : "de-";
    const clock = clockHtml(r, lang);
    const title = r.i18n.localize("HARNFUDGE.Clock.Title");
    const offer = {
      name: `${prefix}rest-offer`,
      frame: "chat" as const,
      title: "",
      sender: "Gamemaster",
      classes: [],
      width: 300,
      html: offerHtml(r, lang),
    };
    for (const theme of THEMES) {
      const page = clockPage(clock, theme, css, title, lang);
      writeFileSync(join(OUT, `${prefix}clock-${theme}.html`), page);
      await tab.setContent(page, { waitUntil: "load" });
      await tab.locator("#app").screenshot({ path: join(OUT, `${prefix}clock-${theme}.png`) });
      console.log(`screenshots/${prefix}clock-${theme}.png`);
      const chat = playPage(offer, theme, css, lang);
      writeFileSync(join(OUT, `${offer.name}-${theme}.html`), chat);
      await tab.setContent(chat, { waitUntil: "load" });
      await tab.locator("#app").screenshot({ path: join(OUT, `${offer.name}-${theme}.png`) });
      console.log(`screenshots/${offer.name}-${theme}.png`);
    }
  }
}

async function main() {
  await withTab({ width: 900, height: 900 }, async (tab) => {
    await shootClockScreens(tab, sheetCss(CHAT_STANDIN));
  });
}

runIfMain(import.meta.url, main);

/**
 * Screenshots of the play layer, light and dark, into screenshots/play-*.png: the attack card at
 * every stage (rolled, the GM's difficulty step, defended, damage computed, applied) and outcome
 * (miss, graze, stun, knockout, a fourth Scratch overflowing into the Hurt box, death), posted as a
 * GM roll or a blind roll (the dice hidden, the controls there), with Lucky kept and offered, a
 * ranged attack as the target's player sees it, the engagement and range warnings, and the card at
 * the defence and apply steps as each of four users sees it (the GM, the attacker's player, the
 * target's player, an onlooker: chat.ts's filter with the real `mayUse`); check cards; the healing
 * cards (mundane, failed, magical, rest); the opposed-action card (waiting, resolved, a contest of
 * strength, a tie with Magic Resistance) and its dialog; the end-of-combat summary; the
 * end-of-session tool and card; and the dialogs (a check, an attack's options, a defence, healing
 * as a player and as the GM, rest, pick a target).
 * The screens are built in scripts/render/play-screens.ts and play-dialogs.ts.
 *
 * Uses the sheets' render harness (scripts/render/harness.ts: the real templates with stand-ins
 * for Foundry's helpers, lang/en.json) and the compiled CSS, in headless Chromium.
 *
 * Run: `npm run screenshots` (scripts/screenshots.ts renders these with the sheets), or
 * `npx tsx scripts/screenshots-play.ts` for the play pictures alone.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { runIfMain, withTab } from "./render/browser/launch";
import { ROOT, createRenderer } from "./render/harness";
import { sheetCss } from "./render/sheet-screens";
import { measurePage } from "./render/browser/measure";
import { playScreens, type PlayScreen } from "./render/play-screens";

export { playScreens, type PlayScreen } from "./render/play-screens";

const OUT = join(ROOT, "screenshots");
const THEMES = ["light", "dark"] as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A stand-in for Foundry v13's chat sidebar message frame (the sheets' stand-in covers windows). */
export const CHAT_STANDIN = `
@layer applications {
  .chat-log { list-style: none; margin: 0; padding: 6px; background: var(--background); color: var(--color-text-primary); }
  .chat-message { padding: 6px 8px; border: 1px solid var(--color-border); border-radius: 5px; background: var(--input-background); font-size: 13px; }
  .chat-message .message-header { margin-bottom: 4px; }
  .chat-message .message-sender { margin: 0; font-size: 14px; font-weight: 700; }
  .chat-message button, .form-footer button { font: inherit; color: inherit; background: var(--button-background); border: 1px solid var(--color-border); border-radius: 3px; padding: 1px 6px; cursor: pointer; }
  .chat-message select { font: inherit; color: inherit; background: var(--input-background); border: 1px solid var(--color-border); }
  .combat-tracker-standin .encounter-title { font-weight: 700; text-align: center; margin-bottom: 4px; }
  .combat-tracker-standin ol { list-style: none; margin: 0; padding: 0; }
  .combat-tracker-standin .combatant { display: flex; justify-content: space-between; align-items: center; gap: 6px; padding: 4px 6px; border-bottom: 1px solid var(--color-border); }
  .combat-tracker-standin .combatant.active { border: 1px solid var(--color-border-highlight, #ff6400); }
  .combat-tracker-standin .initiative { font-weight: 700; }
  .form-footer { display: flex; gap: 6px; margin-top: 8px; button { flex: 1; line-height: 2; } }
  .chat-log.log-frame { display: flex; flex-direction: column; justify-content: flex-end; gap: 6px; overflow: hidden; }
  .chat-log.log-frame .chat-message { flex: none; }
  #notifications { list-style: none; margin: 0; padding: 8px; display: grid; gap: 6px; background: var(--background); }
  #notifications .notification { padding: 6px 10px; border-radius: 5px; border: 1px solid var(--color-border); color: var(--color-text-primary); font-size: 14px; background: var(--input-background); }
  #notifications .notification.warning { border-color: var(--color-level-warning); box-shadow: inset 4px 0 0 var(--color-level-warning); }
  #notifications .notification.info { box-shadow: inset 4px 0 0 var(--color-border); }
  #notifications .notification.error { border-color: var(--color-level-error); box-shadow: inset 4px 0 0 var(--color-level-error); }
}
`;

/**
 * Writes each play screen's page and its picture, light and dark, into screenshots/, and the
 * contrast and height of each (scripts/render/browser/contrast.ts) into screenshots/[lang-]play-contrast.json.
 */
export async function shootPlayScreens(tab: Page, screens: readonly PlayScreen[], css: string, lang = "en"): Promise<void> {
  const report: Record<string, { measured: number; failing: number; lowest: number; height: number }> = {};
  for (const screen of screens) {
    for (const theme of THEMES) {
      const html = playPage(screen, theme, css, lang);
      writeFileSync(join(OUT, `${screen.name}-${theme}.html`), html);
      await tab.setContent(html, { waitUntil: "load" });
      await tab.locator("#app").screenshot({ path: join(OUT, `${screen.name}-${theme}.png`) });
      const findings = await measurePage(tab, "#app");
      const failing = findings.filter((f) => f.ratio < f.required);
      // The picture's height in CSS pixels: a chat card's in its 300 px sidebar (issue 18 asks ≤ ~200 px once resolved).
      const height = Math.round((await tab.locator("#app").boundingBox())?.height ?? 0);
      report[`${screen.name}-${theme}`] = {
        height,
        measured: findings.length,
        failing: failing.length,
        lowest: Math.min(...findings.map((f) => f.ratio)),
      };
      console.log(
        `screenshots/${screen.name}-${theme}.png  ${height} px tall, contrast: ${findings.length} measured, ${failing.length} below`,
      );
      for (const f of failing)
        console.log(`   ${f.ratio}:1 < ${f.required} ${f.kind} "${f.text}" ${f.where} (${f.fg} on ${f.bg})`);
    }
  }
  writeFileSync(join(OUT, `${lang === "en" ? "" : `${lang}-`}play-contrast.json`), JSON.stringify(report, null, 2));
}

/** The page of one play screen: a chat message in the sidebar, or a dialog window. */
export function playPage(screen: PlayScreen, theme: string, css: string, lang = "en"): string {
  const buttons = (screen.buttons ?? [])
    .map((b) => `<button type="button"><i class="fa-solid ${b.icon}" aria-hidden="true"></i> ${escapeHtml(b.label)}</button>`)
    .join("");
  const message = (sender: string, html: string, id = "") =>
    `<li${id} class="chat-message message"><header class="message-header"><h4 class="message-sender">${escapeHtml(sender)}</h4></header><div class="message-content">${html}</div></li>`;
  const body =
    screen.frame === "chat"
      ? `<ol id="chat-log" class="chat-log themed theme-${theme}" style="width:${screen.width}px">${message(screen.sender ?? "", screen.html, ' id="app"')}</ol>`
      : screen.frame === "log"
        ? `<ol id="app" class="chat-log log-frame themed theme-${theme}" style="width:${screen.width}px;height:${screen.height ?? 700}px">${(screen.messages ?? []).map((m) => message(m.sender, m.html)).join("")}</ol>`
        : screen.frame === "notice"
          ? `<div id="app" class="themed theme-${theme}" style="width:${screen.width}px"><ol id="notifications">${(screen.notices ?? []).map((n) => `<li class="notification ${n.level}">${escapeHtml(n.text)}</li>`).join("")}</ol></div>`
          : `<div id="app" class="application ${screen.classes.join(" ")} themed theme-${theme}" style="width:${screen.width}px"><header class="window-header"><h1 class="window-title">${escapeHtml(screen.title)}</h1><span>✕</span></header><form class="window-content">${screen.html}${buttons ? `<footer class="form-footer">${buttons}</footer>` : ""}</form></div>`;
  const script = screen.script ? `<script>${screen.script}</script>` : "";
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style></head><body class="theme-${theme}">${body}${script}</body></html>`;
}

/** `--only <pattern>`: the play screens whose name matches, in English and (prefixed de-) German. */
function onlyPattern(): RegExp | null {
  const at = process.argv.indexOf("--only");
  const pattern = at >= 0 ? process.argv[at + 1] : undefined;
  return pattern ? new RegExp(pattern) : null;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const css = sheetCss(CHAT_STANDIN);
  const only = onlyPattern();
  const pick = (screens: PlayScreen[]) => (only ? screens.filter((s) => only.test(s.name.replace(/^de-/, ""))) : screens);
  await withTab({ width: 900, height: 1000 }, async (tab) => {
    await shootPlayScreens(tab, pick(await playScreens(createRenderer())), css);
    if (only) {
      // The cards the sheets' actions post (raise requests, treatment offers…) too, and both in German.
      const { chatCardScreens } = await import("./render/chat-card-fixtures");
      const { germanPlayScreens, germanRenderer } = await import("./screenshots-de");
      await shootPlayScreens(tab, pick(chatCardScreens(createRenderer())), css);
      await shootPlayScreens(tab, pick(await germanPlayScreens()), css, "de");
      const germanCards = chatCardScreens(germanRenderer()).map((c) => ({ ...c, name: `de-${c.name}` }));
      await shootPlayScreens(tab, pick(germanCards), css, "de");
    }
  });
}

runIfMain(import.meta.url, main);

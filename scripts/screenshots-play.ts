/**
 * Screenshots of the play layer — the attack card at each stage (rolled, defended, damage
 * computed, applied), a check card with a critical, a Lucky card, the roll dialog with talents,
 * the healing card and the end-of-session tool — light and dark, into screenshots/play-*.png.
 *
 * Uses the sheets' render harness (scripts/render/harness.ts: the real templates with stand-ins
 * for Foundry's helpers, lang/en.json) and the compiled CSS, in headless Chromium. Outcomes come
 * from the rules core (targetOutcome → resolveAttack; applyHealingResult through the healing
 * handler), so the numbers on the pictures are the rules' numbers; only the Foundry lookups of the
 * card builders (actors by uuid, game.i18n) are replaced by the fixture data below.
 *
 * Run: `npm run screenshots` (scripts/screenshots.ts renders these with the sheets), or
 * `npx tsx scripts/screenshots-play.ts` for the play pictures alone.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as sass from "sass";
import { chromium, type Page } from "playwright-core";
import { ROOT, SYSTEM_PATH, createRenderer, type Renderer } from "./render/harness";
import { chanceUnopposed, emptyWoundTrack, markWound, type WoundTrack } from "../src/rules";
import { ladderWord, signed } from "../src/play/format";
import { attackCardHtml, attackStages, postedCard, rollCard } from "./render/play-fixtures";
import { emptyRecords } from "../src/play/records";
import { handleHealRequest } from "../src/play/healing/actions";
import { healingCardContext } from "../src/play/healing/card";
import { sessionCardContext, sessionContext } from "../src/play/session/context";
import { talentOptions } from "../src/rolls/talents";

const OUT = join(ROOT, "screenshots");
const THEMES = ["light", "dark"] as const;

export interface PlayScreen {
  name: string;
  /** "chat": a chat message in the sidebar; "window": an application window. */
  frame: "chat" | "window";
  title: string;
  classes: string[];
  width: number;
  html: string;
}

function woundedTrack(): WoundTrack {
  let track = emptyWoundTrack();
  track = markWound(track, "hurt").track;
  track = markWound(track, "incapacitated", { open: true }).track;
  return track;
}

/** What the GM sees: chat.ts removes what is for players only, and Lucky (the GM owns no fixture character here). */
function asGM(html: string): string {
  return html
    .replace(/<p [^>]*data-visible-to="not-gm"[^>]*>.*?<\/p>/gs, "")
    .replace(/<button [^>]*data-visible-to="(attacker|target)-owner"[^>]*>.*?<\/button>/gs, "");
}

/** Every play screen, rendered by the harness. */
export async function playScreens(r: Renderer): Promise<PlayScreen[]> {
  const i18n = r.i18n;
  const render = (path: string, context: object) => r.render(`${SYSTEM_PATH}/${path}`, context);
  const rollHtml = (context: object) => render("templates/chat/roll.hbs", context);
  const screens: PlayScreen[] = [];
  const chat = (name: string, html: string) => screens.push({ name, frame: "chat", title: "", classes: [], width: 300, html });

  // The attack card's stages.
  for (const [stage, card] of attackStages()) chat(`play-attack-${stage}`, asGM(attackCardHtml(r, card)));
  // Lucky on the attack roll, as its owner sees the offer (before the defence).
  chat("play-attack-lucky-offer", attackCardHtml(r, postedCard()).replace(/<div class="attack-card__defend".*?<\/div>/s, ""));

  // Check cards: a critical success against Good, a critical failure, and a Lucky reroll kept.
  chat(
    "play-check-critical",
    rollHtml(
      rollCard(i18n, {
        label: "Awareness",
        level: 1,
        faces: [1, 1, 1, 1],
        difficulty: 1,
        modifiers: [{ label: "HARNFUDGE.Roll.WoundPenalty", value: -1 }],
      }),
    ),
  );
  chat("play-check-fumble", rollHtml(rollCard(i18n, { label: "Climbing", level: 0, faces: [-1, -1, -1, -1], difficulty: 0 })));
  chat(
    "play-check-lucky",
    rollHtml(
      rollCard(i18n, {
        label: "Stealth",
        level: 1,
        faces: [1, 0, 1, 0],
        difficulty: 2,
        lucky: { original: [-1, -1, 0, 1], reroll: [1, 0, 1, 0], kept: "reroll" },
      }),
    ),
  );
  chat(
    "play-situational",
    rollHtml(
      rollCard(i18n, { kind: "situational", label: "Is the ferry running?", level: 0, faces: [1, 0, 0, 1] }, { levelWord: "" }),
    ),
  );

  // The healing card: Hana (Herblore Good) rolls Great on Aldric's wounds.
  const patient = { wounds: woundedTrack(), records: emptyRecords() };
  const healed = await handleHealRequest(
    {
      kind: "heal",
      requestId: "req-heal",
      patientUuid: "Actor.aldric",
      healerUuid: "Actor.hana",
      skill: "herblore",
      choices: { situational: 0, applyWounds: true, opponents: 1, talents: [], visibility: "public" },
      result: null,
      treatment: "treated",
      magicalDaysPerLevel: 2,
    },
    "gm",
    {
      patient: () => ({
        uuid: "Actor.aldric",
        name: "Aldric of Tashal",
        wounds: patient.wounds,
        records: patient.records,
        rapidHealing: false,
      }),
      healer: () => ({ uuid: "Actor.hana", name: "Hana", woundPenalty: 0, talents: [], refused: null, modifiers: [] }),
      healingSkills: () => ["herblore"],
      traitLevel: () => 1,
      isGM: () => true,
      isOwner: () => true,
      roll: async () => ({ faces: [1, 0, 0, 0], diceMessageId: null }),
      writePatient: async (_uuid, data) => {
        patient.wounds = data.wounds;
        patient.records = data.records;
      },
      markUsed: async () => undefined,
    },
  );
  if (!healed.ok) throw new Error(healed.reason);
  chat("play-healing", render("templates/chat/healing.hbs", healingCardContext(healed.outcome, i18n)));

  // The roll dialog: Awareness with talents, one pre-ticked by the roll's context.
  const talents = talentOptions([{ key: "acuteSense", sense: "hearing" }, { key: "prescience" }], {
    situations: ["sense"],
    sense: "hearing",
  });
  const level = 1;
  const total = -1 + talents.filter((t) => t.applies).reduce((s, t) => s + t.value, 0);
  screens.push({
    name: "play-roll-dialog",
    frame: "window",
    title: i18n.format("HARNFUDGE.Dialog.Title", { label: "Awareness" }),
    classes: ["harnfudge-roll-dialog", "dialog"],
    width: 400,
    html: render("templates/dialog/roll.hbs", {
      label: "Awareness",
      levelWord: ladderWord(level, i18n),
      showDifficulty: true,
      difficulties: [3, 2, 1, 0, -1].map((v) => ({ value: v, label: ladderWord(v, i18n), selected: v === 1 })),
      situational: 0,
      woundPenalty: signed(-1),
      hasWoundPenalty: true,
      applyWounds: true,
      showOpponents: false,
      opponents: 1,
      talents: talents.map((t, index) => ({
        index,
        label: t.senseKey ? `${i18n.localize(t.labelKey)} (${i18n.localize(t.senseKey)})` : i18n.localize(t.labelKey),
        hint: i18n.localize(t.situationKey),
        value: signed(t.value),
        checked: t.applies,
      })),
      // Foundry's roll-mode labels are core keys the harness does not carry; filled in below.
      rollModes: [],
      effectiveWord: ladderWord(level + total, i18n),
      modifierTotal: signed(total),
      chance: `${Math.round(chanceUnopposed(level + total, 1).value * 100)}%`,
      chanceLabel: "HARNFUDGE.Dialog.Chance",
      attackOptions: false,
    }).replace(
      /(<select id="hf-rollmode" name="rollMode">)\s*(<\/select>)/,
      '$1<option value="publicroll" selected>Public Roll</option>$2',
    ),
  });

  // The end-of-session tool and its chat summary.
  screens.push({
    name: "play-session-tool",
    frame: "window",
    title: i18n.format("HARNFUDGE.Session.Title", { n: "4" }),
    classes: ["harnfudge-session", "dialog"],
    width: 640,
    html: render(
      "templates/apps/session.hbs",
      sessionContext(
        [
          { id: "a", name: "Aldric of Tashal", img: "", earned: 14, balance: 2 },
          { id: "h", name: "Hana", img: "", earned: 9, balance: -1 },
          { id: "w", name: "Wystan the Bold", img: "", earned: 3, balance: 3 },
        ],
        4,
      ),
    ),
  });
  chat(
    "play-session-card",
    render(
      "templates/chat/session.hbs",
      sessionCardContext(
        [
          {
            actorId: "a",
            name: "Aldric of Tashal",
            award: 3,
            earned: 17,
            reasons: ["survival", "roleplaying", "dangerousSession"],
          },
          { actorId: "h", name: "Hana", award: 2, earned: 11, reasons: ["survival", "reallyCool"] },
        ],
        4,
        5,
      ),
    ),
  );
  return screens;
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
  .form-footer { display: flex; gap: 6px; margin-top: 8px; button { flex: 1; line-height: 2; } }
}
`;

/** Writes each play screen's page and its picture, light and dark, into screenshots/. */
export async function shootPlayScreens(tab: Page, screens: readonly PlayScreen[], css: string): Promise<void> {
  for (const screen of screens) {
    for (const theme of THEMES) {
      const html = playPage(screen, theme, css);
      writeFileSync(join(OUT, `${screen.name}-${theme}.html`), html);
      await tab.setContent(html, { waitUntil: "load" });
      await tab.locator("#app").screenshot({ path: join(OUT, `${screen.name}-${theme}.png`) });
      console.log(`screenshots/${screen.name}-${theme}.png`);
    }
  }
}

/** The page of one play screen: a chat message in the sidebar, or a dialog window. */
export function playPage(screen: PlayScreen, theme: string, css: string): string {
  const body =
    screen.frame === "chat"
      ? `<ol id="chat-log" class="chat-log themed theme-${theme}" style="width:${screen.width}px"><li id="app" class="chat-message message"><header class="message-header"><h4 class="message-sender">Aldric of Tashal</h4></header><div class="message-content">${screen.html}</div></li></ol>`
      : `<div id="app" class="application ${screen.classes.join(" ")} themed theme-${theme}" style="width:${screen.width}px"><header class="window-header"><h1 class="window-title">${screen.title}</h1><span>✕</span></header><form class="window-content">${screen.html}<footer class="form-footer"><button type="button"><i class="fa-solid fa-check"></i> OK</button><button type="button">Cancel</button></footer></form></div>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body class="theme-${theme}">${body}</body></html>`;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const r = createRenderer();
  const compiled = sass.compile(join(ROOT, "styles/harnfudge.scss")).css;
  const css = readFileSync(join(ROOT, "scripts/render/foundry-standin.css"), "utf8") + "\n" + CHAT_STANDIN + "\n" + compiled;
  const screens = await playScreens(r);
  const browser = await chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const tab = await browser.newPage({ viewport: { width: 900, height: 1000 }, deviceScaleFactor: 1 });
    await shootPlayScreens(tab, screens, css);
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

/**
 * Every sheet screen the screenshots show and the Chromium tests measure: the character sheet's
 * tabs in Play mode (as the GM sees it), Edit mode, the skill search in use, "trained only" off, a
 * narrow window, the LIMITED view, the NPC sheets, each item sheet; the rules the sheets enforce in
 * play (creation finished with a talent added later, a serf's illegal armor, Oratory above the
 * languages with a combined lock-making level, raises that ask the GM) and the chat cards the
 * sheets' actions post (the raise request, strenuous activity); and the page that frames one in
 * Foundry's window chrome (or the chat log) with the stand-in and system CSS.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as sass from "sass";
import { CHARACTER_TABS } from "../../src/sheets/context/tabs";
import { initialViewState, type SheetViewState } from "../../src/sheets/view-state";
import { ROOT, type Renderer } from "./harness";
import { characterFixture, finishedCreationFixture, oratorFixture, serfFixture } from "./fixtures";
import { chatCards } from "./chat-card-fixtures";
import { characterSheet, itemSheets, limitedSheet, npcSheet, type RenderedSheet } from "./sheets";

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export interface SheetScreen {
  name: string;
  /** A sheet in a window, or (`frame: "chat"`) a chat card in the chat log. */
  sheet: RenderedSheet & { frame?: "chat" };
  width: number;
  height: number;
}

const play: SheetViewState = initialViewState("play");
const edit: SheetViewState = initialViewState("edit");

export function sheetScreens(r: Renderer): SheetScreen[] {
  const gm = { ...characterFixture(r.i18n), isGM: true };
  const player = characterFixture(r.i18n);
  const screen = (name: string, sheet: RenderedSheet, width = 760, height = 900): SheetScreen => ({ name, sheet, width, height });
  return [
    ...CHARACTER_TABS.map((t) => screen(`character-${t.id}`, characterSheet(r, t.id, gm, play))),
    screen("character-skills-edit", characterSheet(r, "skills", player, edit)),
    screen("character-combat-edit", characterSheet(r, "combat", player, edit)),
    screen("character-talents-edit", characterSheet(r, "talents", player, edit)),
    screen("character-skills-search", characterSheet(r, "skills", player, { ...play, query: "lang" })),
    screen(
      "character-skills-all",
      characterSheet(r, "skills", player, { ...play, trainedOnly: false, collapsed: ["loreCraft"] }),
    ),
    screen("character-skills-narrow", characterSheet(r, "skills", player, { ...play, trainedOnly: false }), 560),
    screen("character-skills-edit-narrow", characterSheet(r, "skills", player, edit), 520),
    screen("character-combat-narrow", characterSheet(r, "combat", player, play), 540),
    screen(
      "character-limited",
      limitedSheet(r, { name: player.name, img: player.img, enrichedBiography: player.enrichedBiography }),
      520,
      560,
    ),
    screen(
      "character-advancement-finished",
      characterSheet(r, "advancement", { ...finishedCreationFixture(r.i18n), isGM: true }, play),
    ),
    screen("character-talents-finished", characterSheet(r, "talents", finishedCreationFixture(r.i18n), play)),
    screen("character-combat-serf", characterSheet(r, "combat", serfFixture(r.i18n), play), 760, 1080),
    screen("character-skills-orator", characterSheet(r, "skills", oratorFixture(r.i18n), play)),
    // In a fight, Play mode puts the raise buttons away (issue 27, item 9); the GM's "used" toggles stay.
    screen("character-skills-fight", characterSheet(r, "skills", { ...gm, inCombat: true }, play)),
    // A player's own Health tab (no Rest…, Strenuous… or After the fight: the GM's).
    screen("character-health-player", characterSheet(r, "health", player, play)),
    screen(
      "character-skills-approval",
      characterSheet(
        r,
        "skills",
        { ...player, raiseApproval: true, system: { ...player.system, ep: { earned: 40, spent: 10 } } },
        play,
      ),
    ),
    ...chatCards(r).map((card) => screen(card.name, card, 320, 0)),
    screen("npc-bear", npcSheet(r, "bear", play), 620),
    screen("npc-bear-edit", npcSheet(r, "bear", edit), 620),
    screen("npc-cat", npcSheet(r, "cat", play), 620, 760),
    ...itemSheets(r).map((s) => {
      const weapon = s.context.item.type === "weapon";
      return screen(s.name, s, weapon ? 620 : 540, weapon ? 760 : 620);
    }),
  ];
}

/** The stand-in CSS of Foundry's chrome, then the system's compiled CSS. */
export function sheetCss(extra = ""): string {
  const compiled = sass.compile(join(ROOT, "styles/harnfudge.scss")).css;
  return readFileSync(join(ROOT, "scripts/render/foundry-standin.css"), "utf8") + "\n" + extra + "\n" + compiled;
}

/** One sheet in a Foundry-like window (the form is the window content, as ApplicationV2 renders it). */
export function sheetPage(
  sheet: RenderedSheet & { frame?: "chat" },
  theme: Theme,
  css: string,
  size: { width: number; height: number },
): string {
  if (sheet.frame === "chat") return chatPage(sheet, theme, css, size.width);
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head>
<body><div id="app" class="application ${sheet.classes.join(" ")} themed theme-${theme}" style="width:${size.width}px;height:${size.height}px">
<header class="window-header"><h1 class="window-title">${sheet.title}</h1><span>✕</span></header>
<form class="window-content">${sheet.parts.map((p) => `<div data-application-part="${p.id}" style="display:contents">${p.html}</div>`).join("\n")}</form>
</div></body></html>`;
}

/** The chat log's frame around a message (a stand-in for Foundry's; the sheets' stand-in CSS covers windows). */
const CHAT_FRAME_CSS = `
@layer applications {
  .chat-log { list-style: none; margin: 0; padding: 6px; background: var(--background); color: var(--color-text-primary); }
  .chat-message { padding: 6px 8px; border: 1px solid var(--color-border); border-radius: 5px; background: var(--input-background); font-size: 13px; }
  .chat-message .message-sender { margin: 0 0 4px; font-size: 14px; font-weight: 700; }
  .chat-message button { font: inherit; color: inherit; background: var(--button-background); border: 1px solid var(--color-border); border-radius: 3px; padding: 1px 6px; }
}`;

/** One chat card as a message in the chat log. */
function chatPage(sheet: RenderedSheet, theme: Theme, css: string, width: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}\n${CHAT_FRAME_CSS}</style></head>
<body class="theme-${theme}"><ol class="chat-log themed theme-${theme}" style="width:${width}px"><li id="app" class="chat-message message">
<h4 class="message-sender">${sheet.title}</h4><div class="message-content">${sheet.parts.map((p) => p.html).join("\n")}</div></li></ol></body></html>`;
}

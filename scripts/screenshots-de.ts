/**
 * German screenshots (issue 14): the character sheet (every tab, as the GM sees it), two creatures
 * from the Creatures and NPCs pack (Bear and Knight) as a German table sees them with Babele, one
 * item sheet of each type, the skills tab in Edit mode, every play screen (cards, dialogs) and the
 * GM's dashboard (scripts/screenshots-de-dashboard.ts), light and dark, into screenshots/de-*.png.
 *
 * Uses the same render harness as the English pictures (scripts/render/), with lang/de.json as the
 * language tree; the creatures' names, biographies and items are translated with the Babele files
 * under lang/babele/de exactly as the system's converter does it (src/i18n/babele-items.ts).
 *
 * Run: `npm run screenshots` (scripts/screenshots.ts calls this), or `npx tsx scripts/screenshots-de.ts`.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as sass from "sass";
import type { Page } from "playwright-core";
import { runIfMain, withTab } from "./render/browser/launch";
import { ROOT, readTemplateSources } from "./render/harness";
import { createRendererFrom, type Renderer } from "./render/core";
import { loadI18n } from "./render/i18n";
import { characterSheet, itemSheets, type RenderedSheet } from "./render/sheets";
import { PLACEHOLDER_IMG, characterFixture, derive } from "./render/fixtures";
import { CHAT_STANDIN, playScreens, shootPlayScreens, type PlayScreen } from "./screenshots-play";
import { BABELE_ROOT, loadAllSources, packManifest, translationPath } from "./packs";
import { readTranslation, type TranslationFile } from "./packs/babele";
import { CHARACTER_TABS } from "../src/sheets/context/tabs";
import { buildNpcContext } from "../src/sheets/context/npc";
import { NPC_PARTS } from "../src/sheets/parts";
import type {
  ArmorData,
  CharacterInput,
  NpcInput,
  PlainItem,
  SkillData,
  TalentData,
  WeaponData,
} from "../src/sheets/context/types";
import { emptyStunTrack, emptyWoundTrack, getSkill, isSkillKey, markWound } from "../src/rules";
import { translateEmbeddedItems } from "../src/i18n/babele-items";
import { initialViewState } from "../src/sheets/view-state";
import { shootGermanDashboard } from "./screenshots-de-dashboard";
import { germanText } from "./render/german-names";

const OUT = join(ROOT, "screenshots");
const THEMES = ["light", "dark"] as const;
const LANG = "de";

/** Every play screen as a German table sees it (German names too), named de-…. */
export async function germanPlayScreens(r: Renderer = germanRenderer()): Promise<PlayScreen[]> {
  return (await playScreens(r, "de")).map((s) => ({
    ...s,
    name: `de-${s.name}`,
    title: germanText(s.title),
    html: germanText(s.html),
    ...(s.sender === undefined ? {} : { sender: germanText(s.sender) }),
    ...(s.messages ? { messages: s.messages.map((m) => ({ sender: germanText(m.sender), html: germanText(m.html) })) } : {}),
    ...(s.notices ? { notices: s.notices.map((n) => ({ ...n, text: germanText(n.text) })) } : {}),
  }));
}

/** The German renderer: the real templates, lang/de.json. */
export function germanRenderer(): Renderer {
  return createRendererFrom(readTemplateSources(), loadI18n(join(ROOT, "lang", `${LANG}.json`)));
}

/** Every German pack translation, by pack name. */
function translations(): Map<string, TranslationFile> {
  const out = new Map<string, TranslationFile>();
  for (const pack of packManifest) {
    const file = readTranslation(translationPath(BABELE_ROOT, LANG, pack.name));
    if (file) out.set(pack.name, file);
  }
  return out;
}

/** Names the character fixture gives its own items (not pack entries), as a German player would write them. */
const FIXTURE_NAMES: Record<string, string> = {
  "Quilt gambeson": "Steppwams",
  "Chain mail hauberk": "Kettenhemd",
  "Leather cap": "Lederkappe",
};

/** The character as a German table has it: skills, weapons, armor and talents named as the translated packs name them. */
function germanCharacter(r: Renderer, packs: Map<string, TranslationFile>): CharacterInput {
  const fixture = characterFixture(r.i18n);
  const input = { ...fixture, name: germanText(fixture.name) };
  const packName = (name: string) => {
    for (const file of packs.values()) {
      const entry = file.entries[name];
      if (entry) return entry.name;
    }
    return FIXTURE_NAMES[name] ?? name;
  };
  const items = input.items.map((item): PlainItem => {
    if (item.type === "skill" && isSkillKey(item.system.key))
      return { ...item, name: r.i18n.localize(getSkill(item.system.key).labelKey) };
    return { ...item, name: packName(item.name) };
  });
  return {
    ...input,
    isGM: true,
    items,
    enrichedBiography: "<p>Dritter Sohn eines kaldorischen Ritters; dient als Waffenknecht im Haushalt zu <em>Tashal</em>.</p>",
  };
}

/** One embedded item of a pack creature as the sheets' plain data (placeholder image: Foundry's icons are not here). */
function plainItem(item: Record<string, unknown>, index: number): PlainItem {
  const base = { id: String(item["_id"]), name: String(item["name"]), img: PLACEHOLDER_IMG, sort: (index + 1) * 100 };
  // The pack validator (scripts/packs/actors.ts) has checked every embedded item's system against
  // the data models' fields, so the stored shape is the model's; a skill gets the model's initial advancement.
  const system: unknown = item["system"];
  switch (item["type"]) {
    case "skill":
      return {
        ...base,
        type: "skill",
        system: { ...(system as Omit<SkillData, "advancement">), advancement: { used: true, raisedInSession: null } },
      };
    case "weapon":
      return { ...base, type: "weapon", system: system as WeaponData };
    case "armor":
      return { ...base, type: "armor", system: system as ArmorData };
    default:
      return { ...base, type: "talent", system: system as TalentData };
  }
}

/** A creature of the Creatures and NPCs pack, translated as Babele shows it, with a wound or two for the track. */
function packCreature(r: Renderer, name: string, packs: Map<string, TranslationFile>): NpcInput {
  const doc = loadAllSources()
    .get("creatures")
    ?.find((f) => f.doc.name === name)?.doc;
  const entry = packs.get("creatures")?.entries[name];
  if (!doc || !entry) throw new Error(`no creature ${name} with a German translation`);
  const translated = translateEmbeddedItems(doc["items"], entry.items);
  const items = (Array.isArray(translated) ? translated : []).map((item: Record<string, unknown>, i) => plainItem(item, i));
  // The creature source was validated against the NPC model (attributes and scales on their ladders).
  const stored: unknown = doc["system"];
  const source = stored as Pick<NpcInput["system"], "attributes" | "scale">;
  let wounds = markWound(emptyWoundTrack(), "scratch").track;
  wounds = markWound(wounds, "veryHurt", { open: true }).track;
  const system: NpcInput["system"] = {
    attributes: source.attributes,
    scale: source.scale,
    wounds,
    stun: emptyStunTrack(),
    biography: entry.biography ?? "",
  };
  return {
    uuid: `Actor.${String(doc["_id"])}`,
    name: entry.name,
    img: PLACEHOLDER_IMG,
    items,
    editable: true,
    isGM: true,
    enrichedBiography: entry.biography ?? "",
    i18n: r.i18n,
    derived: derive(system, items),
    system,
  };
}

function npcSheet(r: Renderer, input: NpcInput, name: string): RenderedSheet {
  const context = buildNpcContext(input);
  return {
    name,
    classes: ["harnfudge", "sheet", "actor", "npc"],
    title: context.actor.name,
    parts: Object.entries(NPC_PARTS).map(([id, part]) => ({ id, html: r.render(part.template, context) })),
  };
}

function page(sheet: RenderedSheet, theme: string, css: string, size: { width: number; height: number }): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>${css}</style></head>
<body><div id="app" class="application ${sheet.classes.join(" ")} themed theme-${theme}" style="width:${size.width}px;height:${size.height}px">
<header class="window-header"><h1 class="window-title">${sheet.title}</h1><span>✕</span></header>
<form class="window-content">${sheet.parts.map((p) => `<div data-application-part="${p.id}" style="display:contents">${p.html}</div>`).join("\n")}</form>
</div></body></html>`;
}

/** Renders and shoots every German picture into screenshots/de-*.png; returns the files written. */
export async function shootGermanScreens(tab: Page, css: string): Promise<string[]> {
  const r = germanRenderer();
  const packs = translations();
  const character = germanCharacter(r, packs);
  const shots: { sheet: RenderedSheet; size: { width: number; height: number } }[] = [
    ...CHARACTER_TABS.map((t) => ({
      sheet: { ...characterSheet(r, t.id, character), name: `de-character-${t.id}` },
      size: { width: 760, height: 900 },
    })),
    {
      sheet: { ...characterSheet(r, "skills", character), name: "de-character-skills-narrow" },
      size: { width: 560, height: 900 },
    },
    {
      sheet: { ...characterSheet(r, "skills", character, initialViewState("edit")), name: "de-character-skills-edit" },
      size: { width: 760, height: 900 },
    },
    { sheet: npcSheet(r, packCreature(r, "Bear", packs), "de-npc-bear"), size: { width: 620, height: 900 } },
    { sheet: npcSheet(r, packCreature(r, "Knight", packs), "de-npc-knight"), size: { width: 620, height: 1000 } },
    ...itemSheets(r).map((s) => ({
      sheet: { ...s, name: `de-${s.name}` },
      size: { width: s.context.item.type === "weapon" ? 620 : 540, height: s.context.item.type === "weapon" ? 800 : 620 },
    })),
  ];
  const written: string[] = [];
  for (const { sheet, size } of shots) {
    for (const theme of THEMES) {
      const html = page(sheet, theme, css, size);
      writeFileSync(join(OUT, `${sheet.name}-${theme}.html`), html);
      await tab.setContent(html, { waitUntil: "load" });
      const png = join(OUT, `${sheet.name}-${theme}.png`);
      await tab.locator("#app").screenshot({ path: png });
      written.push(png);
      console.log(`screenshots/${sheet.name}-${theme}.png`);
    }
  }
  await shootPlayScreens(tab, await germanPlayScreens(r), css, "de");
  written.push(...(await shootGermanDashboard(tab, r, css)));
  return written;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const compiled = sass.compile(join(ROOT, "styles/harnfudge.scss")).css;
  const css = readFileSync(join(ROOT, "scripts/render/foundry-standin.css"), "utf8") + "\n" + CHAT_STANDIN + "\n" + compiled;
  await withTab({ width: 1000, height: 1000 }, async (tab) => {
    await shootGermanScreens(tab, css);
  });
}

runIfMain(import.meta.url, main);

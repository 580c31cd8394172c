/**
 * The sheets' render plan, as Foundry would assemble it: which parts (templates) each sheet has,
 * and the context each part gets (the builder's context plus the tab records). Used by the tests,
 * the screenshot script and the Chromium tests' sheet host, so all render exactly what the sheets
 * render. The LIMITED part is rendered alone, as the sheets do for a LIMITED viewer.
 */
import { buildCharacterContext, type CharacterContext } from "../../src/sheets/context/character";
import { buildLimitedContext, buildNpcContext, type LimitedContext, type NpcContext } from "../../src/sheets/context/npc";
import { buildItemContext, type ItemContext } from "../../src/sheets/context/items";
import {
  CHARACTER_TABS,
  CHARACTER_TAB_GROUP,
  CHARACTER_TAB_LABEL_PREFIX,
  type CharacterTabId,
} from "../../src/sheets/context/tabs";
import { CHARACTER_PARTS, ITEM_BODY_TEMPLATES, ITEM_PARTS, LIMITED_PART, NPC_PARTS } from "../../src/sheets/parts";
import type { SheetViewState } from "../../src/sheets/view-state";
import { prepareTabs, type Renderer } from "./core";
import { ITEM_FIXTURES, bearFixture, catFixture, characterFixture } from "./fixtures";
import type { CharacterInput, NpcInput } from "../../src/sheets/context/types";

export interface RenderedSheet {
  name: string;
  classes: string[];
  title: string;
  /** Rendered parts in order, each the HTML of one PART. */
  parts: { id: string; html: string }[];
}

function renderParts(
  r: Renderer,
  parts: Record<string, { template: string }>,
  context: object,
  partContext: (id: string) => object = () => ({}),
) {
  // The LIMITED part replaces all others for a LIMITED viewer and is never rendered beside them.
  return Object.entries(parts)
    .filter(([id]) => id !== "limited")
    .map(([id, part]) => ({ id, html: r.render(part.template, { ...context, ...partContext(id) }) }));
}

export function characterSheet(
  r: Renderer,
  activeTab: CharacterTabId = "skills",
  input: CharacterInput = characterFixture(r.i18n),
  view?: SheetViewState,
): RenderedSheet & { context: CharacterContext } {
  const context = buildCharacterContext(view ? { ...input, view } : input);
  const tabs = prepareTabs(CHARACTER_TAB_GROUP, CHARACTER_TABS, CHARACTER_TAB_LABEL_PREFIX, activeTab);
  return {
    name: `character-${activeTab}`,
    classes: ["harnfudge", "sheet", "actor", "character"],
    title: context.actor.name,
    context,
    parts: renderParts(r, CHARACTER_PARTS, { ...context, tabs: Object.values(tabs) }, (id) =>
      id in tabs ? { tab: tabs[id] } : {},
    ),
  };
}

export function npcSheet(
  r: Renderer,
  which: "bear" | "cat" = "bear",
  view?: SheetViewState,
  input: NpcInput = (which === "bear" ? bearFixture : catFixture)(r.i18n),
): RenderedSheet & { context: NpcContext } {
  const context = buildNpcContext(view ? { ...input, view } : input);
  return {
    name: `npc-${which}`,
    classes: ["harnfudge", "sheet", "actor", "npc"],
    title: context.actor.name,
    context,
    parts: renderParts(r, NPC_PARTS, context),
  };
}

/** What a LIMITED viewer sees of an actor: the public face part alone. */
export function limitedSheet(
  r: Renderer,
  input: { name: string; img: string; enrichedBiography: string },
): RenderedSheet & {
  context: LimitedContext;
} {
  const context = buildLimitedContext(input);
  return {
    name: "character-limited",
    classes: ["harnfudge", "sheet", "actor", "character"],
    title: context.actor.name,
    context,
    parts: [{ id: "limited", html: r.render(LIMITED_PART.template, context) }],
  };
}

export function itemSheets(r: Renderer, isGM = false): (RenderedSheet & { context: ItemContext })[] {
  return ITEM_FIXTURES().map((item) => {
    const context = buildItemContext({
      item,
      uuid: `Item.${item.id}`,
      editable: true,
      enrichedDescription: item.system.description || "<p>A sample description.</p>",
      i18n: r.i18n,
      isGM,
    });
    const parts = {
      header: ITEM_PARTS.header,
      body: { template: ITEM_BODY_TEMPLATES[item.type] },
      description: ITEM_PARTS.description,
    };
    return {
      name: `item-${item.type}`,
      classes: ["harnfudge", "sheet", "item", item.type],
      title: item.name,
      context,
      parts: renderParts(r, parts, context),
    };
  });
}

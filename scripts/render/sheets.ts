/**
 * The sheets' render plan, as Foundry would assemble it: which parts (templates) each sheet has,
 * and the context each part gets (the builder's context plus the tab records). Used by the tests
 * and the screenshot script so both render exactly what the sheets render.
 */
import { buildCharacterContext, type CharacterContext } from "../../src/sheets/context/character";
import { buildNpcContext, type NpcContext } from "../../src/sheets/context/npc";
import { buildItemContext, type ItemContext } from "../../src/sheets/context/items";
import {
  CHARACTER_TABS,
  CHARACTER_TAB_GROUP,
  CHARACTER_TAB_LABEL_PREFIX,
  type CharacterTabId,
} from "../../src/sheets/context/tabs";
import { CHARACTER_PARTS, ITEM_BODY_TEMPLATES, ITEM_PARTS, NPC_PARTS } from "../../src/sheets/parts";
import { prepareTabs, type Renderer } from "./core";
import { ITEM_FIXTURES, bearFixture, catFixture, characterFixture } from "./fixtures";
import type { CharacterInput } from "../../src/sheets/context/types";

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
  return Object.entries(parts).map(([id, part]) => ({ id, html: r.render(part.template, { ...context, ...partContext(id) }) }));
}

export function characterSheet(
  r: Renderer,
  activeTab: CharacterTabId = "skills",
  input: CharacterInput = characterFixture(r.i18n),
): RenderedSheet & { context: CharacterContext } {
  const context = buildCharacterContext(input);
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

export function npcSheet(r: Renderer, which: "bear" | "cat" = "bear"): RenderedSheet & { context: NpcContext } {
  const context = buildNpcContext((which === "bear" ? bearFixture : catFixture)(r.i18n));
  return {
    name: `npc-${which}`,
    classes: ["harnfudge", "sheet", "actor", "npc"],
    title: context.actor.name,
    context,
    parts: renderParts(r, NPC_PARTS, context),
  };
}

export function itemSheets(r: Renderer): (RenderedSheet & { context: ItemContext })[] {
  return ITEM_FIXTURES().map((item) => {
    const context = buildItemContext({
      item,
      uuid: `Item.${item.id}`,
      editable: true,
      enrichedDescription: item.system.description || "<p>A sample description.</p>",
      i18n: r.i18n,
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

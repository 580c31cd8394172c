/**
 * The sheet classes Foundry registers at init hold no method bodies (issue 20, item 7: they kept
 * ~3 KB gzip in the start payload): a sheet's first render loads the sheets' code (code.ts) and
 * renders with it; its clicks run the actions that code holds. Under stand-ins of core's sheet
 * classes (sheet-stubs.ts) rendering the real templates.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { ITEM_FIXTURES, bearFixture } from "../../scripts/render/fixtures";
import type { NpcInput, PlainItem } from "../../src/sheets/context/types";
import { StandInSheet, stubSheetFoundry, type StandInDocument } from "./sheet-stubs";

// A hand edit of the tracks goes to the GM's write queue (play/track-edit): recorded here instead.
const edits: Array<[string, unknown]> = [];
vi.mock("../../src/play/track-edit/index.ts", () => ({
  editTrack: async (actor: { uuid: string }, edit: unknown) => {
    edits.push([actor.uuid, edit]);
    return true;
  },
}));

const { warnings } = stubSheetFoundry();
const { sheetCode } = await import("../../src/sheets/code-loader");
const { HarnFudgeNpcSheet } = await import("../../src/sheets/npc-sheet");
const { HarnFudgeSkillSheet } = await import("../../src/sheets/item-sheet");

afterAll(() => {
  vi.unstubAllGlobals();
});

/** An NPC actor as the sheets read it, from the render harness's bear; `updates` records its writes. */
function standInActor(input: NpcInput, limited = false) {
  const items = input.items.map((item) => ({ ...item }));
  const updates: object[] = [];
  const actor = {
    id: "bear1",
    uuid: input.uuid,
    name: input.name,
    img: input.img,
    type: "npc",
    isOwner: true,
    limited,
    items: { size: items.length, contents: items, get: (id: string) => items.find((i) => i.id === id) },
    statuses: new Set(input.conditions?.statuses ?? []),
    effects: { contents: [] },
    system: { ...input.system, ...input.derived },
    update: async (data: object) => {
      updates.push(data);
    },
  };
  return { actor, updates };
}

// The stand-ins are shaped like the documents the sheets read, not typed as Foundry's documents.
const asDocument = (value: StandInDocument) => value as never;
/** The part ids the stand-in base rendered last (StandInSheet#html): the sheet classes extend it here. */
const renderedParts = (sheet: object) => (sheet instanceof StandInSheet ? Object.keys(sheet.html) : []);
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, " ") ?? "";

describe("a sheet's first render", () => {
  it("loads the sheets' code, then renders the NPC's parts with it", async () => {
    expect(() => sheetCode.loaded()).toThrow("the sheets' code used before it was loaded");
    const { actor } = standInActor(bearFixture(StandInSheet.renderer.i18n));
    const sheet = new HarnFudgeNpcSheet({ document: asDocument(actor) });
    await sheet.render();
    expect(typeof sheetCode.loaded().npcSheetContext).toBe("function");
    expect(renderedParts(sheet)).toEqual(["header", "body"]);
    expect(text(sheet.element)).toContain("Bear");
    expect(text(sheet.element)).toContain("Unarmed");
    expect(sheet.element.querySelectorAll("[data-hf-skill-level]")).toHaveLength(0);
    // The sheets' styles come with their code.
    expect(document.head.querySelector('style[data-harnfudge-styles="on-demand"]')).not.toBeNull();
  });

  it("wires the loaded behaviour: Edit mode from the header re-renders with the skill ladders", async () => {
    const { actor } = standInActor(bearFixture(StandInSheet.renderer.i18n));
    const sheet = new HarnFudgeNpcSheet({ document: asDocument(actor) });
    await sheet.render();
    sheet.element.querySelector<HTMLElement>('[data-hf-mode="edit"]')?.click();
    await vi.waitFor(() => expect(sheet.element.querySelectorAll("[data-hf-skill-level]").length).toBeGreaterThan(3));
  });

  it("runs a click's action from the loaded code: the Dead box and a stun pip send their edits to the GM's queue", async () => {
    const { actor, updates } = standInActor(bearFixture(StandInSheet.renderer.i18n));
    const sheet = new HarnFudgeNpcSheet({ document: asDocument(actor) });
    await sheet.render();
    sheet.element.querySelector<HTMLElement>('[data-action="toggleDead"]')?.click();
    sheet.element.querySelector<HTMLElement>('[data-action="setStun"][data-index="1"]')?.click();
    sheet.element.querySelector<HTMLElement>('[data-action="setStunFlag"][data-flag="knockedOut"]')?.click();
    await vi.waitFor(() => expect(edits).toHaveLength(3));
    // Each edit names the state wanted; the sheet itself writes nothing (issue 28, item 5).
    expect(edits).toEqual([
      [actor.uuid, { kind: "dead", dead: true }],
      [actor.uuid, { kind: "stuns", stuns: 2 }],
      [actor.uuid, { kind: "stunFlag", flag: "knockedOut", on: true }],
    ]);
    expect(updates).toEqual([]);
  });

  it("gives a LIMITED viewer the public face only", async () => {
    const { actor } = standInActor(bearFixture(StandInSheet.renderer.i18n), true);
    const sheet = new HarnFudgeNpcSheet({ document: asDocument(actor) });
    await sheet.render();
    expect(renderedParts(sheet)).toEqual(["limited"]);
    expect(text(sheet.element)).toContain("Found in the Anadel forests");
    expect(text(sheet.element)).not.toContain("Unarmed");
  });

  it("renders an item sheet's fields from the loaded code", async () => {
    const skill = ITEM_FIXTURES()[0] as PlainItem;
    const item = { ...skill, uuid: `Item.${skill.id}`, isOwner: true };
    const sheet = new HarnFudgeSkillSheet({ document: asDocument(item) });
    await sheet.render();
    expect(renderedParts(sheet)).toEqual(["header", "body", "description"]);
    expect(text(sheet.element)).toContain("The common tongue of Hârn.");
    expect(sheet.element.querySelector<HTMLInputElement>('[name="system.specialization"]')?.value).toBe("Hârnic");
    expect(warnings).toEqual([]);
  });
});

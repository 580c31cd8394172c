/** The compact NPC / creature sheet: one scrolling body, no tabs (its context in rendered/npc-sheet.ts, loaded by the first render). */
import { HarnFudgeActorSheet } from "./actor-sheet";
import type { PrepareContextOptions } from "./base";
import { sheetCode } from "./code-loader";
import { NPC_PARTS } from "./parts";

export class HarnFudgeNpcSheet extends HarnFudgeActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["npc"],
    position: { width: 620, height: 760 },
  };

  static override PARTS = NPC_PARTS;

  protected override async _prepareContext(options: PrepareContextOptions) {
    const base = await super._prepareContext(options);
    return sheetCode.loaded().npcSheetContext(this, base);
  }
}

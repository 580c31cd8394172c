/**
 * The character sheet: header, always-visible wound track, and tabs for skills, combat, talents,
 * character points / experience and biography. The context is built by buildCharacterContext from
 * plain data; raising a trait goes through play/raises (the rules core's checkRaise; a request to
 * the GM when raises need approval); the creation mark is set by the owner or the GM, cleared by
 * the GM only. The class holds what Foundry reads before a render (options, parts, tabs); its
 * method bodies are in rendered/character-sheet.ts, loaded by the first render (code-loader.ts).
 */
import { HarnFudgeActorSheet } from "./actor-sheet";
import type { PrepareContextOptions } from "./base";
import { lazyActions, sheetCode } from "./code-loader";
import { CHARACTER_TABS, CHARACTER_TAB_GROUP, CHARACTER_TAB_LABEL_PREFIX } from "./context/tabs";
import { CHARACTER_PARTS } from "./parts";

/** The character sheet's own actions, each run by the function of that name in rendered/character-sheet.ts. */
export const CHARACTER_SHEET_ACTIONS = [
  "raiseAttribute",
  "raiseSkill",
  "toggleAttributeUsed",
  "dangerSense",
  "intuition",
  "luckyMark",
  "finishCreation",
  "reopenCreation",
] as const;

export class HarnFudgeCharacterSheet extends HarnFudgeActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["character"],
    actions: lazyActions(CHARACTER_SHEET_ACTIONS, (code) => code.characterSheetActions),
  };

  static override PARTS = CHARACTER_PARTS;

  static override TABS = {
    [CHARACTER_TAB_GROUP]: {
      tabs: CHARACTER_TABS.map((t) => ({ id: t.id, icon: t.icon, cssClass: "" })),
      initial: "skills",
      labelPrefix: CHARACTER_TAB_LABEL_PREFIX,
    },
  };

  protected override async _prepareContext(options: PrepareContextOptions) {
    const base = await super._prepareContext(options);
    return sheetCode.loaded().characterSheetContext(this, base, () => this._prepareTabs(CHARACTER_TAB_GROUP));
  }
}
